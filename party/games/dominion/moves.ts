// apply(): validates everything first, then mutates the state in place; a rejected move
// changes nothing.
import { isRecord } from '../core/guards.ts';
import { OK, fail } from '../core/outcome.ts';
import type { Outcome } from '../core/types.ts';
import { answerReaction, openWindow, WINDOW } from './attack.ts';
import { CARDS } from './cards/table.ts';
import { endTurn, playActionFromHand, playAllTreasures, playTreasures, run } from './engine.ts';
import { waiting } from './prompts.ts';
import { poolOf } from './verbs.ts';
import { own } from './score.ts';
import { addMissingCounts, lacksCounts } from './upgrade.ts';
import { ACTION, TREASURE, type Ask, type CardId, type DominionState, type Frame, type PlayerState } from './types.ts';
import { costOf, logEvent, takeFromSupply } from './zones.ts';

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

/** The room's move ending a Reaction window once only the attacker's quiet question is left. */
function closeWindow(g: DominionState, seat: number): Outcome {
  const w = openWindow(g);
  if (!w) return fail('illegal-move', 'no Reaction window is open');
  if (w.close === null || w.seat !== seat) return fail('not-your-turn', WINDOW_WAIT);
  g.asks = [];
  run(g);
  return OK;
}

function answerAsk(g: DominionState, seat: number, move: Record<string, unknown>): Outcome {
  if (move.type === 'close-window') return closeWindow(g, seat);
  const i = g.asks.findIndex((a) => a.seat === seat && a.kind !== WINDOW);
  if (i < 0) {
    // Inside a window every seat not asked hears the same, whether someone else is asked or not.
    if (openWindow(g)) return fail('not-your-turn', WINDOW_WAIT);
    // Named as the table shows it (waiting()): the seats actually asked would reveal a Reaction holder.
    return fail('not-your-turn', `waiting for seat ${waiting(g).join(', ')}`);
  }
  const a = g.asks[i] as Ask;
  if (move.type !== 'choose') return fail('answer-first', `first answer the '${a.kind}' choice with { type: 'choose', pick: [...] }`);
  const problem = checkPick(g, a, move.pick);
  if (problem) return fail('illegal-move', `${a.kind} (${a.card}): ${problem}`);
  const pick = (move.pick as string[]).slice();
  if (a.kind === 'react') { answerReaction(g, seat, pick, run); return OK; }
  const top = g.stack[g.stack.length - 1] as Frame;
  if (g.batch) (top.locals.answers as (string[] | null)[])[seat] = pick;
  else top.locals.answer = pick;
  g.asks.splice(i, 1);
  // Other players' react questions parked beside this one do not hold it up.
  if (!g.asks.some((x) => x.kind !== 'react')) { g.asks = []; g.batch = false; run(g); }
  return OK;
}

function inHand(g: DominionState, seat: number, id: unknown): id is CardId {
  return typeof id === 'string' && (g.players[seat] as { hand: CardId[] }).hand.includes(id);
}

function buy(g: DominionState, seat: number, id: unknown): Outcome {
  if (typeof id !== 'string' || !Object.hasOwn(g.supply, id)) return fail('illegal-move', `'${String(id)}' is not in the supply`);
  if (g.buys <= 0) return fail('illegal-move', 'no Buys left');
  if ((g.supply[id] as number) <= 0) return fail('illegal-move', `the ${id} pile is empty`);
  const cost = costOf(g, id);
  if (cost > g.coins) return fail('illegal-move', `${id} costs $${cost}, you have $${g.coins}`);
  g.phase = 'buy';
  g.coins -= cost;
  g.buys--;
  g.bought++;
  takeFromSupply(g, id);
  const p = g.players[seat] as PlayerState;
  p.discard.push(id);
  own(p, id, 1);
  logEvent(g, 'buy', seat, id);
  return OK;
}

export function apply(g: DominionState, seat: number, move: unknown): Outcome {
  if (!isRecord(move) || typeof move.type !== 'string') return fail('bad-move', "a move is an object with a type, e.g. { type: 'end-turn' }");
  if (!Number.isInteger(seat) || seat < 0 || seat >= g.n) return fail('bad-seat', `no seat ${String(seat)} at this table`);
  if (g.phase === 'over') return fail('game-over', 'the game is over');
  if (lacksCounts(g)) addMissingCounts(g);
  if (g.asks.length > 0) return answerAsk(g, seat, move);
  if (seat !== g.current) return fail('not-your-turn', `it is seat ${g.current}'s turn`);
  switch (move.type) {
    case 'play': {
      const id = move.card;
      if (!inHand(g, seat, id)) return fail('illegal-move', `no '${String(id)}' in your hand`);
      const t = CARDS[id]?.t ?? 0;
      if (t & TREASURE) {
        if (g.bought > 0) return fail('illegal-move', 'Treasures are played before buying');
        playTreasures(g, seat, [id]);
        return OK;
      }
      if (!(t & ACTION)) return fail('illegal-move', `${id} cannot be played`);
      if (g.phase !== 'action') return fail('illegal-move', 'Action cards are played in the action phase');
      if (g.actions <= 0) return fail('illegal-move', 'no Actions left');
      playActionFromHand(g, seat, id);
      return OK;
    }
    case 'treasures': {
      if (g.bought > 0) return fail('illegal-move', 'Treasures are played before buying');
      playAllTreasures(g, seat);
      return OK;
    }
    case 'buy':
      return buy(g, seat, move.card);
    case 'end-actions':
      if (g.phase !== 'action') return fail('illegal-move', 'not in the action phase');
      g.phase = 'buy';
      return OK;
    case 'end-turn':
      endTurn(g);
      return OK;
    case 'choose':
      return fail('illegal-move', 'there is nothing to choose right now');
    case 'close-window':
      return fail('illegal-move', 'no Reaction window is open');
    default:
      return fail('bad-move', `unknown move type '${move.type}'`);
  }
}
