// Taking back moves. A player may take back their own latest moves of this turn while nothing
// hidden has come to light since: no card drawn, revealed, looked at or shuffled, nothing
// passed, and no other player asked or answering. The room rebuilds the game without those moves
// and then applies a mark, so every log shows that a move was taken back.
import { openWindow } from './attack.ts';
import { isRecord } from '../core/guards.ts';
import { OK, fail } from '../core/outcome.ts';
import type { Json, Outcome, Seat, UndoRules, UndoStep } from '../core/types.ts';
import { CARDS } from './cards/table.ts';
import { ATTACK, type DominionMove, type DominionState, type LogTuple } from './types.ts';
import { logEvent } from './zones.ts';

/**
 * Log entries that show nothing that was hidden: a card played from hand or bought, gained,
 * trashed (everyone sees it), a Throne Room replay, an earlier undo. An entry with a private part
 * (a draw, a discard from hand, a pass) or about another player always ends what can be undone.
 */
const QUIET = new Set(['play', 'replay', 'buy', 'gain', 'trash', 'undo']);

/** The room's mark for `count` moves taken back by the seat it is applied for. */
export interface UndoMark { type: 'undone'; count: number }

export function isUndoMark(move: unknown): move is UndoMark {
  return isRecord(move) && move.type === 'undone' && Number.isInteger(move.count) && (move.count as number) >= 1;
}

function quiet(t: LogTuple, seat: Seat): boolean {
  return QUIET.has(t[0]) && t[1] === seat && t.length <= 3 && !opensReactions(t);
}

/**
 * An Attack played opens a Reaction window, where a player holding a Reaction may have been asked
 * and declined in secret: it ends what can be undone whether or not anyone was asked, or the
 * undo button would tell who holds a Reaction.
 */
function opensReactions(t: LogTuple): boolean {
  if (t[0] !== 'play' && t[0] !== 'replay') return false;
  const cards = Array.isArray(t[2]) ? t[2] : [t[2]];
  return cards.some((c) => typeof c === 'string' && ((CARDS[c]?.t ?? 0) & ATTACK) !== 0);
}

/**
 * How many of the latest `steps` `seat` may take back. The chain stops at the first move that is
 * another player's, or whose log entries are not all quiet; marks are passed over and not
 * counted. Nothing can be undone once the game is over, by a player not to move, or while
 * another player is being asked something.
 */
export function undoable(g: DominionState, steps: readonly UndoStep[], seat: Seat, taken?: readonly Json[]): number {
  if (g.phase === 'over' || g.current !== seat) return 0;
  if (g.asks.some((a) => a.seat !== seat)) return 0;
  // Nothing is taken back inside a Reaction window: when it may be would tell who is asked in it.
  if (openWindow(g)) return 0;
  // Positions are in the whole log; entries before `logFrom` were taken out of the state (./log.ts)
  // and are read in `taken`: without it, a move that logged before it is never taken back.
  const first = g.logFrom ?? 0;
  const entry = (k: number) => (k < first ? taken?.[k] : g.log[k - first]) as LogTuple | undefined;
  let end = logLength(g);
  let n = 0;
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i] as UndoStep;
    if (step.seat !== seat || step.logFrom > end) break;
    // A closed Reaction window ends the chain as the Attack does: others may have answered in it.
    if (isRecord(step.move) && step.move.type === 'close-window') break;
    if (step.logFrom < end && step.logFrom < first && !taken) break;
    for (let k = step.logFrom; k < end; k++) {
      const t = entry(k);
      if (t === undefined || !quiet(t, seat)) return n;
    }
    if (!isUndoMark(step.move)) n++;
    end = step.logFrom;
  }
  return n;
}

/** Applies a mark: only a log line, so replaying the game shows the undo where it happened. */
export function applyUndoMark(g: DominionState, seat: Seat, mark: UndoMark): Outcome {
  if (!Number.isInteger(seat) || seat < 0 || seat >= g.n) return fail('bad-seat', `no seat ${String(seat)} at this table`);
  if (g.phase === 'over') return fail('game-over', 'the game is over');
  logEvent(g, 'undo', seat, mark.count);
  return OK;
}

/** Entries in the whole log so far, taken out of the state or not. */
function logLength(g: DominionState): number {
  return (g.logFrom ?? 0) + g.log.length;
}

export const dominionUndo: UndoRules<DominionState, DominionMove | UndoMark> = {
  logLength,
  undoable,
  mark: (count) => ({ type: 'undone', count }),
  isMark: isUndoMark,
};
