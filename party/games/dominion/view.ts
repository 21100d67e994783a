// What one seat may know (the log as it may read it is in ./log.ts).
import type { CardId, DominionState } from './types.ts';
import { waiting } from './prompts.ts';
import { scoreOf } from './score.ts';
import { costOf } from './zones.ts';

export interface PlayerView {
  seat: number;
  handCount: number;
  deckCount: number;
  discardCount: number;
  discardTop: CardId | null;
  play: CardId[];
  aside: CardId[];
  revealed: CardId[];
  turns: number;
  /** Current VP total of everything the player owns; only when the table has the VP counter on. */
  vp?: number;
  /** Only in the owner's view. */
  hand?: CardId[];
}

export interface DominionView {
  you: number | null;
  current: number;
  phase: DominionState['phase'];
  actions: number;
  buys: number;
  coins: number;
  costDown: number;
  copperBonus: number;
  turn: number;
  kingdom: CardId[];
  supply: { card: CardId; count: number; cost: number }[];
  trash: CardId[];
  players: PlayerView[];
  /** Seats the table is waiting for (who, not what), as the game's waiting() says. */
  waitingFor: number[];
}

export function view(g: DominionState, seat: number | null): DominionView {
  const players = g.players.map((p, i): PlayerView => {
    const v: PlayerView = {
      seat: i, handCount: p.hand.length, deckCount: p.deck.length, discardCount: p.discard.length,
      discardTop: p.discard[p.discard.length - 1] ?? null, play: p.play.slice(), aside: p.aside.slice(),
      revealed: p.revealed.slice(), turns: p.turns,
    };
    if (g.vpCounter) v.vp = scoreOf(p).total;
    if (i === seat) v.hand = p.hand.slice();
    return v;
  });
  // The game's one answer to "who are we waiting for": it hides who was asked about a Reaction.
  const waitingFor = waiting(g);
  return {
    you: seat, current: g.current, phase: g.phase, actions: g.actions, buys: g.buys, coins: g.coins,
    costDown: g.costDown, copperBonus: g.copperBonus, turn: g.turn, kingdom: g.kingdom.slice(),
    supply: Object.keys(g.supply).map((card) => ({ card, count: g.supply[card] as number, cost: costOf(g, card) })),
    trash: g.trash.slice(), players, waitingFor,
  };
}

/** view(g, seat) from the spectator's view: only `you` and the seat's own entry (its hand) are new. */
export function viewFrom(watched: DominionView, g: DominionState, seat: number): DominionView {
  const players = watched.players.map((p, i) => (i === seat ? { ...p, hand: g.players[i]!.hand.slice() } : p));
  return { ...watched, you: seat, players };
}
