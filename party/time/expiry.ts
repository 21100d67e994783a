import type { RoomMeta } from '../table/rows.ts';

const HOUR = 3_600_000;
/** A table nobody started is dropped after an hour without activity. */
export const OPEN_IDLE_MS = HOUR;
/** A finished game stays 30 days, so its replay link (shared in a chat, say) keeps working. */
export const FINISHED_KEEP_MS = 30 * 24 * HOUR;
/** A game in progress that nobody touched for a week is abandoned. */
export const PLAYING_IDLE_MS = 7 * 24 * HOUR;

export function expiryTime(meta: RoomMeta): number {
  switch (meta.status) {
    case 'open': return meta.activeAt + OPEN_IDLE_MS;
    case 'finished': return (meta.finishedAt ?? meta.activeAt) + FINISHED_KEEP_MS;
    case 'playing': return meta.activeAt + PLAYING_IDLE_MS;
  }
}
