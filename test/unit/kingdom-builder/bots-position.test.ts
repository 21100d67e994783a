// A Kingdom Builder bot rebuilds the game from its seat's view (bots/position.ts) and searches on
// it: mid-turn, that copy must offer what the table offers. The rule at stake: each extra action
// once a turn (rulebook, "Дополнительные действия"), and tiles only before or after the mandatory
// action, both read from the turn's actions, which the view must therefore carry.
import { describe, expect, it } from 'vitest';
import { randomFn, seedRng } from '../../../party/games/core/index.ts';
import { positionFromView } from '../../../party/games/kingdom-builder/bots/position.ts';
import { kingdomBuilder as game, scenario, type KbPrompt, type KbState } from '../../../party/games/kingdom-builder/index.ts';
import { kindUsedThisTurn } from '../../../party/games/kingdom-builder/rules.ts';
import { LOCATION_KINDS } from '../../../party/games/kingdom-builder/board.ts';
import { hex, SMALL_GAME_CARDS, STASH, stashMap, stashTiles } from './helpers.ts';

/** The prompts, with moving tiles' sources in hex order (the copy lists settlements by hex, not by when they were built). */
function offered(state: KbState) {
  return (game.prompts(state) as KbPrompt[]).map((p) => ({
    ...p, tiles: p.tiles.map((t) => (t.moves ? { ...t, moves: [...t.moves].sort((a, b) => a.from - b.from) } : t)),
  }));
}

describe('a bot\'s copy of the game, rebuilt from its view, offers what the table offers', () => {
  it('through random games, mid-turn included: the same prompts for the seat to move', () => {
    let compared = 0;
    let midTurn = 0;
    for (const seed of ['pos-a', 'pos-b', 'pos-c']) {
      const made = game.setup({ seed, seats: 3, options: {} });
      if (!made.ok) throw new Error(made.error.message);
      const state: KbState = made.value;
      const random = randomFn(seedRng(seed));
      for (let i = 0; i < 400 && !state.over; i++) {
        const seat = state.current;
        const position = positionFromView(game.view(state, seat), seat);
        expect(offered(position), `${seed} move ${i}`).toEqual(offered(state));
        compared++;
        if (state.actions.length > 0) midTurn++;
        const move = game.randomMove(state, seat, random);
        expect(game.apply(state, seat, move).ok).toBe(true);
      }
    }
    expect(compared).toBeGreaterThan(600);
    expect(midTurn).toBeGreaterThan(200);
  });

  it('two Oracle tiles, one used and then lost to a Paddock move: the bot\'s copy still knows the Oracle action is taken this turn', () => {
    const state = scenario({
      current: 0, cards: SMALL_GAME_CARDS, card: 'grass',
      map: stashMap('GGGGGG\n GoGGoG\nGGGGGG\n GGGGGG', ['paddock']),
      settlements: [[hex(0, 1), hex(0, 5), STASH], []],
      tiles: [[{ kind: 'oracle', loc: hex(1, 1) }, { kind: 'oracle', loc: hex(1, 4) }, ...stashTiles(['paddock'])], []],
    });
    expect(game.apply(state, 0, { type: 'tile', tile: 'oracle', to: hex(0, 0), loc: hex(1, 1) }).ok).toBe(true);
    expect(game.apply(state, 0, { type: 'tile', tile: 'paddock', from: hex(0, 1), to: hex(0, 3) }).ok).toBe(true);
    // The used Oracle is gone; the one left is unused, yet the action is spent.
    expect(state.tiles[0]!.filter((t) => t.kind === 'oracle').map((t) => t.used)).toEqual([false]);
    const position = positionFromView(game.view(state, 0), 0);
    for (const kind of LOCATION_KINDS) expect(kindUsedThisTurn(position, kind), kind).toBe(kindUsedThisTurn(state, kind));
    expect(offered(position)).toEqual(offered(state));
  });
});
