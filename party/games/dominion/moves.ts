// apply(): validates everything first, then mutates the state in place; a rejected move
// changes nothing.
import { OK } from '../core/outcome.ts';
import type { Outcome, Refusal } from '../core/types.ts';
import { answerReaction, WINDOW } from './attack.ts';
import { CARDS } from './cards/table.ts';
import { endTurn, playActionFromHand, playAllTreasures, playTreasures, run } from './engine.ts';
import { refusal } from './refusal.ts';
import { own } from './score.ts';
import { addMissingCounts, lacksCounts } from './upgrade.ts';
import { TREASURE, type Ask, type CardId, type DominionState, type Frame, type PlayerState } from './types.ts';
import { costOf, logEvent, takeFromSupply } from './zones.ts';

/** The room's move ending a Reaction window (checked: it is open, ready and this seat's). */
function closeWindow(g: DominionState): Outcome {
  g.asks = [];
  run(g);
  return OK;
}

/** An asked seat's answer, already checked against its question. */
function answerAsk(g: DominionState, seat: number, move: Record<string, unknown>): Outcome {
  if (move.type === 'close-window') return closeWindow(g);
  const i = g.asks.findIndex((a) => a.seat === seat && a.kind !== WINDOW);
  const a = g.asks[i] as Ask;
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

function buy(g: DominionState, seat: number, id: CardId): Outcome {
  const cost = costOf(g, id);
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
  const refused = refusal(g, seat, move);
  if (refused) return { ok: false, error: refused.error };
  return applyLegal(g, seat, move);
}

/**
 * apply for a move already known to be legal, without the checks: only for a caller whose moves
 * are legal by construction, the hard bot's trial games (bots/playout.ts, whose every move the
 * unit tests replay through apply and compare). An illegal move here corrupts the game.
 */
export function applyLegal(g: DominionState, seat: number, move: unknown): Outcome {
  if (lacksCounts(g)) addMissingCounts(g);
  const m = move as Record<string, unknown>;
  if (g.asks.length > 0) return answerAsk(g, seat, m);
  switch (m.type) {
    case 'play': {
      const id = m.card as CardId;
      if ((CARDS[id]?.t ?? 0) & TREASURE) playTreasures(g, seat, [id]);
      else playActionFromHand(g, seat, id);
      return OK;
    }
    case 'treasures': playAllTreasures(g, seat); return OK;
    case 'buy': return buy(g, seat, m.card as CardId);
    case 'end-actions': g.phase = 'buy'; return OK;
    default: endTurn(g); return OK;
  }
}

/** GameEngine.explain: the reason of `refusal`. */
export function explainMove(g: DominionState, seat: number, move: unknown): Refusal | null {
  return refusal(g, seat, move)?.reason ?? null;
}

export { checkPick, WINDOW_WAIT } from './refusal.ts';
