// Every check a move passes before apply() changes anything, each refusal with its error (for
// code) and its reason (for people, as explain() returns it): one list decides and explains.
import { refuse, turnRefusal, type MoveShape, type Refused } from '../core/turn-checks.ts';
import { openWindow, WINDOW } from './attack.ts';
import { CARDS } from './cards/table.ts';
import { waiting, type DominionPrompt } from './prompts.ts';
import { poolOf } from './verbs.ts';
import { ACTION, TREASURE, type Ask, type DominionState } from './types.ts';
import { type WhyEntry, whyEntry } from './why-entry.ts';
import { costOf } from './zones.ts';

export type { Refused } from '../core/turn-checks.ts';

const MAX_PICK = 200;

/** Null when `pick` is a legal answer to `a`, else the reason. */
export function checkPick(g: DominionState, a: Ask, pick: unknown): string | null {
  if (!Array.isArray(pick) || pick.length > MAX_PICK || !pick.every((x) => typeof x === 'string')) {
    return 'pick must be a list of card ids or options';
  }
  if (pick.length < a.min || pick.length > a.max) {
    return a.min === a.max ? `pick exactly ${a.min}` : `pick between ${a.min} and ${a.max}`;
  }
  const left = new Map<string, number>();
  for (const c of poolOf(g, a)) left.set(c, (left.get(c) ?? 0) + 1);
  for (const c of pick as string[]) {
    const n = left.get(c) ?? 0;
    if (n === 0) return `'${c}' is not available for this choice`;
    left.set(c, n - 1);
  }
  return null;
}

/** The one refusal for a move by a seat not asked inside an open Reaction window, whatever is open in it. */
export const WINDOW_WAIT = 'an Attack is waiting for Reactions; the table goes on by itself in a moment';

const windowWait = (): Refused => refuse('not-your-turn', WINDOW_WAIT, 'reactions-wait');

/** While questions are open: only an asked seat's answer (or the room's closing move) goes through. */
function askRefusal(g: DominionState, seat: number, move: MoveShape): Refused | null {
  if (move.type === 'close-window') {
    const w = openWindow(g);
    if (!w) return refuse('illegal-move', 'no Reaction window is open', 'bad-move');
    return w.close === null || w.seat !== seat ? windowWait() : null;
  }
  const a = g.asks.find((x) => x.seat === seat && x.kind !== WINDOW);
  if (!a) {
    // Inside a window every seat not asked hears the same, whether someone else is asked or not.
    if (openWindow(g)) return windowWait();
    // Named as the table shows it (waiting()): the seats actually asked would reveal a Reaction holder.
    return refuse('not-your-turn', `waiting for seat ${waiting(g).map((s) => s + 1).join(', ')}`);
  }
  if (move.type !== 'choose') {
    return refuse('answer-first', `first answer the '${a.kind}' choice with { type: 'choose', pick: [...] }`, 'answer-first', { card: a.card });
  }
  const problem = checkPick(g, a, move.pick);
  return problem ? refuse('illegal-move', `${a.kind} (${a.card}): ${problem}`, 'bad-pick', { card: a.card, min: a.min, max: a.max }) : null;
}

function playRefusal(g: DominionState, seat: number, id: unknown): Refused | null {
  if (typeof id !== 'string' || !(g.players[seat] as { hand: string[] }).hand.includes(id)) {
    return refuse('illegal-move', `no '${String(id)}' in your hand`, 'not-in-hand');
  }
  const t = CARDS[id]?.t ?? 0;
  if (t & TREASURE) return g.bought > 0 ? treasuresAfterBuying() : null;
  if (!(t & ACTION)) return refuse('illegal-move', `${id} cannot be played`, 'not-playable', { card: id });
  if (g.phase !== 'action') return refuse('illegal-move', 'Action cards are played in the action phase', 'wrong-phase', { card: id });
  if (g.actions <= 0) return refuse('illegal-move', 'no Actions left', 'no-actions', { card: id });
  return null;
}

const treasuresAfterBuying = (): Refused => refuse('illegal-move', 'Treasures are played before buying', 'treasures-after-buy');

function buyRefusal(g: DominionState, id: unknown): Refused | null {
  if (typeof id !== 'string' || !Object.hasOwn(g.supply, id)) return refuse('illegal-move', `'${String(id)}' is not in the supply`, 'not-in-supply');
  if (g.buys <= 0) return refuse('illegal-move', 'no Buys left', 'no-buys', { card: id });
  if ((g.supply[id] as number) <= 0) return refuse('illegal-move', `the ${id} pile is empty`, 'pile-empty', { card: id });
  const cost = costOf(g, id);
  if (cost > g.coins) return refuse('illegal-move', `${id} costs $${cost}, you have $${g.coins}`, 'cannot-afford', { card: id, cost, coins: g.coins });
  return null;
}

/** Why `seat` may not make `move` now, or null when apply() takes it. */
export function refusal(g: DominionState, seat: number, raw: unknown): Refused | null {
  // While a card asks, who may answer is the question's (askRefusal), not the turn's.
  const shared = turnRefusal({ seats: g.n, over: g.phase === 'over', toMove: g.asks.length > 0 ? null : g.current }, seat, raw);
  if (shared) return shared;
  const move = raw as MoveShape;
  if (g.asks.length > 0) return askRefusal(g, seat, move);
  switch (move.type) {
    case 'play': return playRefusal(g, seat, move.card);
    case 'treasures': return g.bought > 0 ? treasuresAfterBuying() : null;
    case 'buy': return buyRefusal(g, move.card);
    case 'end-actions': return g.phase !== 'action' ? refuse('illegal-move', 'not in the action phase', 'wrong-phase') : null;
    case 'end-turn': return null;
    case 'choose': return refuse('illegal-move', 'there is nothing to choose right now', 'nothing-to-choose');
    case 'close-window': return refuse('illegal-move', 'no Reaction window is open', 'bad-move');
    default: return refuse('bad-move', `unknown move type '${move.type}'`, 'bad-move');
  }
}

/**
 * A seat's prompts with why each card in hand and pile the turn prompt does not offer is refused
 * (as explain() would say, each as short as ./why-entry.ts makes it): worked out only for a
 * message a player is sent.
 */
export function explainPrompts(g: DominionState, list: DominionPrompt[]): DominionPrompt[] {
  return list.map((turn) => {
    if (turn.kind !== 'turn' || !('buy' in turn) || turn.seat !== g.current) return turn;
    const play: Record<string, WhyEntry> = {};
    const buy: Record<string, WhyEntry> = {};
    for (const id of (g.players[g.current] as { hand: string[] }).hand) {
      if (turn.play.includes(id) || Object.hasOwn(play, id)) continue;
      const no = playRefusal(g, g.current, id);
      if (no) play[id] = whyEntry(no.reason, { card: id });
    }
    for (const id in g.supply) {
      if (turn.buy.includes(id)) continue;
      const no = buyRefusal(g, id);
      if (no) buy[id] = whyEntry(no.reason, { card: id, cost: costOf(g, id), coins: g.coins });
    }
    return { ...turn, reasons: { play, buy } };
  });
}
