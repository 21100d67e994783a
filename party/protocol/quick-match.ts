// Quick match: the WebSocket at /api/match/<game> (party/matchmaker/), where a player waits to be
// seated with others who want the same game and table size.
import type { Seat } from '../games/core/types.ts';
import type { ErrorMessage, ProtocolVersion } from './common.ts';

/**
 * Wait for `seats` players (yourself included) who want the same game and table size, under
 * `name`. With `botsAfter` (seconds), if the table is not full by then, bots take the empty seats.
 */
export interface QueueMessage { v: ProtocolVersion; type: 'queue'; seats: number; name: string; botsAfter?: number }
/** The range of `botsAfter`, in seconds. */
export const BOTS_AFTER_MIN_S = 5;
export const BOTS_AFTER_MAX_S = 600;

/** `matched` carries this player's own seat and seat token at the new table. */
export type MatchServerMessage =
  | { v: ProtocolVersion; type: 'queued'; seats: number; waiting: number }
  | { v: ProtocolVersion; type: 'matched'; table: string; url: string; seat: Seat; token: string }
  | ErrorMessage;
