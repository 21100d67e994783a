import type { StateMessage } from '../../party/protocol/room.ts';
import type { VisibleLogEntry } from '../../party/games/core/types.ts';

/**
 * The log after a state message. Entries come in order from index `logFrom`; a page that just
 * arrived gets only the tail of a long log, so a jump past what we hold starts the log afresh.
 */
export function mergeLog(held: VisibleLogEntry[], message: StateMessage): VisibleLogEntry[] {
  const last = held.at(-1);
  if (!last || message.logFrom === 0 || message.logFrom > last.i + 1) return message.log;
  if (message.log.length === 0) return held;
  return [...held.filter((e) => e.i < message.logFrom), ...message.log];
}
