// The checks every game's apply makes before its own rules, in one order and one wording for all:
// the move's shape, the seat, the game's end, whose turn it is. A refusal carries the error the
// mover gets (code and message) and the reason explain() gives (a code and its values), so one
// list of checks both decides and explains. The game's own rules follow, with its own codes.
import { isInt, isRecord } from './guards.ts';
import type { Refusal, RuleError, Seat } from './types.ts';

/** Why a move is refused: the error for the mover's code, the reason for the page's sentence. */
export interface Refused {
  error: RuleError;
  reason: Refusal;
}

/** A refusal whose reason has the code `why` (by default the error's own) and the values its sentence needs. */
export function refuse(code: string, message: string, why = code, params?: Refusal['params']): Refused {
  return { error: { code, message }, reason: params ? { code: why, params } : { code: why } };
}

/** What the shared checks read of a game in play. */
export interface TurnTable {
  seats: number;
  over: boolean;
  /**
   * The seat whose turn it is, or null when the game asks someone else now (a card's question to
   * other players): the game then says itself who may answer.
   */
  toMove: Seat | null;
}

/** A move as the shared checks passed it: an object with a string `type`. */
export type MoveShape = Record<string, unknown> & { type: string };

/**
 * Why `seat` may not move now whatever `move` is, or null: a move is an object with a `type`, the
 * seat is one of the table's, the game is not over, and it is `seat`'s turn (when the game has a
 * seat to move). Seats are named from 1 in messages, as the table shows them.
 */
export function turnRefusal(table: TurnTable, seat: unknown, move: unknown): Refused | null {
  if (!isRecord(move) || typeof move.type !== 'string') return refuse('bad-move', "a move is an object with a type, e.g. { type: 'end-turn' }");
  if (!isInt(seat, 0, table.seats - 1)) return refuse('bad-seat', `there is no seat ${String(seat)} at this table`);
  if (table.over) return refuse('game-over', 'the game is over');
  if (table.toMove !== null && seat !== table.toMove) return refuse('not-your-turn', `it is seat ${table.toMove + 1}'s turn`);
  return null;
}

/** Whether the shared checks passed `move` (turnRefusal returned null for it). */
export function isMoveShape(move: unknown): move is MoveShape {
  return isRecord(move) && typeof move.type === 'string';
}
