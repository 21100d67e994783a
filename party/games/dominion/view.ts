// What one seat may know (the log as it may read it is in ./log.ts).
import type { CardId, DominionState } from './types.ts';
import { waiting } from './prompts.ts';
import { scoreOf } from './score.ts';
import { costOf } from './zones.ts';
import { sameMembers } from '../core/same-members.ts';

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

// Views keep the parts of `previous` that read the same (the room's last view for that viewer):
// most of a table is unchanged by one move, and a part kept by identity costs the room's diff
// one comparison where a new copy costs a walk. Every part is checked against the state here, by
// value, so a kept part is never stale whatever happened in between (an undo, a rebuilt game).

export function view(g: DominionState, seat: number | null, previous?: DominionView): DominionView {
  const before = previous?.players;
  const players = keepList(before, g.players.map((p, i): PlayerView => {
    const was = before?.[i];
    const v: PlayerView = {
      seat: i, handCount: p.hand.length, deckCount: p.deck.length, discardCount: p.discard.length,
      discardTop: p.discard[p.discard.length - 1] ?? null, play: kept(was?.play, p.play), aside: kept(was?.aside, p.aside),
      revealed: kept(was?.revealed, p.revealed), turns: p.turns,
    };
    if (g.vpCounter) v.vp = scoreOf(p).total;
    if (i === seat) v.hand = kept(was?.hand, p.hand);
    return was !== undefined && sameMembers(was, v) ? was : v;
  }));
  // The game's one answer to "who are we waiting for": it hides who was asked about a Reaction.
  const waitingFor = kept(previous?.waitingFor, waiting(g));
  const supply = keepList(previous?.supply, Object.keys(g.supply).map((card, i) => {
    const count = g.supply[card] as number;
    const cost = costOf(g, card);
    const was = previous?.supply[i];
    return was !== undefined && was.card === card && was.count === count && was.cost === cost ? was : { card, count, cost };
  }));
  const out: DominionView = {
    you: seat, current: g.current, phase: g.phase, actions: g.actions, buys: g.buys, coins: g.coins,
    costDown: g.costDown, copperBonus: g.copperBonus, turn: g.turn, kingdom: kept(previous?.kingdom, g.kingdom),
    supply, trash: kept(previous?.trash, g.trash), players, waitingFor,
  };
  return previous !== undefined && sameMembers(previous, out) ? previous : out;
}

/** view(g, seat) from the spectator's view: only `you` and the seat's own entry (its hand) are new. `previous`: the seat's last one. */
export function viewFrom(watched: DominionView, g: DominionState, seat: number, previous?: DominionView): DominionView {
  const was = previous?.players[seat];
  const base = watched.players[seat]!;
  const hand = kept(was?.hand, g.players[seat]!.hand);
  // The seat's own entry is the spectator's with the hand: kept while both read the same.
  const own = was !== undefined && was.hand === hand && sameMembers(was, { ...base, hand }) ? was : { ...base, hand };
  const players = keepList(previous?.players, watched.players.map((p, i) => (i === seat ? own : p)));
  const out = { ...watched, you: seat, players };
  return previous !== undefined && sameMembers(previous, out) ? previous : out;
}

/** `before` when it holds the same items as `now` (a copy of a state's list otherwise: the state changes in place). */
function kept<T>(before: T[] | undefined, now: readonly T[]): T[] {
  return before !== undefined && sameItems(before, now) ? before : now.slice();
}

/** `before` when its items are the very items of `now` (each already kept where unchanged). */
function keepList<T>(before: T[] | undefined, now: T[]): T[] {
  return before !== undefined && sameItems(before, now) ? before : now;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
