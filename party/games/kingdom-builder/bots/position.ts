// A bot's own copy of the game, rebuilt from its seat's view with scenario(): it may look ahead on
// it freely, and it holds nothing the seat cannot see (other hands are unknown: none; deck: empty).
import type { BotInput } from '../../core/bots.ts';
import type { KbPrompt } from '../prompts.ts';
import { scenario } from '../scenario.ts';
import type { KbState } from '../state.ts';
import type { KbView } from '../view.ts';

export function positionFromView(view: KbView, seat: number): KbState {
  const settlements = view.players.map(() => [] as number[]);
  view.settlements.forEach((owner, hex) => { if (owner >= 0) settlements[owner]?.push(hex); });
  const state = scenario({
    map: view.map,
    settlements,
    supply: view.players.map((p) => p.supply),
    tiles: view.players.map((p) => p.tiles.map((t) => ({ kind: t.tile, loc: t.loc, used: t.used, fresh: t.fresh }))),
    taken: view.players.map((p) => p.taken),
    current: view.current,
    card: view.played,
    hands: view.players.map((p) => (p.seat === seat && view.current !== seat ? view.yourCard : null)),
    deck: [],
    cards: view.cards,
    lastRound: view.lastRound,
  });
  // Mid-turn: the settlements of the mandatory action already built count (scenario starts a turn).
  state.built = view.built;
  // And the turn's actions: they say which extra actions are spent (a lost tile's too) and whether
  // the mandatory action has ended. (The copy's turn start is now: a bot never takes them back.)
  state.actions = view.turnActions.map((a) => ({ ...a }));
  return state;
}

/** The one prompt a Kingdom Builder bot is given. */
export function turnPrompt(input: BotInput<KbView, KbPrompt>): KbPrompt {
  return input.prompts[0] as KbPrompt;
}

/**
 * A copy of a bot's position to try moves on: every array the engine changes is copied, the map
 * and cards (never changed) are shared, and the log starts empty (a search never reads it).
 * Much cheaper than a deep clone, which matters when a plan tries hundreds of partial turns.
 */
export function copyPosition(s: KbState): KbState {
  const start = s.turnStart;
  return {
    ...s,
    rng: [...s.rng],
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    hands: s.hands.slice(),
    owner: s.owner.slice(),
    placed: s.placed.map((p) => p.slice()),
    supply: s.supply.slice(),
    tilesLeft: s.tilesLeft.slice(),
    tiles: s.tiles.map((held) => held.map((t) => ({ ...t }))),
    taken: s.taken.map((t) => t.slice()),
    actions: s.actions.map((a) => ({ ...a })),
    turnStart: { ...start, placed: start.placed.slice(), tiles: start.tiles.map((t) => ({ ...t })), tilesLeft: start.tilesLeft.slice(), taken: start.taken.slice() },
    log: [],
  };
}
