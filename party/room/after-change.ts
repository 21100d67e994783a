// After anything changed at the table: bring seats and the schedule up to date, tell everyone,
// tell the lobby.
import type { RoomMeta } from '../table/store.ts';
import { settle } from './alarms.ts';
import { broadcastState } from './broadcast.ts';
import { reportDaily } from './daily-report.ts';
import { report } from './directory-report.ts';
import type { RoomParts } from './parts.ts';
import { privateNews, type Told } from './private-news.ts';

/**
 * `before`: what viewers were told before a player's move; when only private moves were made
 * since, only the seats they concern are told (./private-news.ts).
 * `moved`: the change was a move, which dated the activity itself (TableGame.apply, without a
 * write of the meta); dated again a millisecond later, the meta would be written for nothing.
 */
export async function afterChange(room: RoomParts, meta: RoomMeta, before: Told | null = null, moved = false): Promise<void> {
  // A move saved the meta itself (TableGame.apply).
  if (!moved) {
    meta.activeAt = Date.now();
    room.store.saveMeta(meta);
  }
  await settle(room, meta);
  const live = before && meta.status === 'playing' ? room.live(meta) : null;
  const only = live && before ? privateNews(live, before) : null;
  // `meta` is what was just saved: the broadcast need not read it back.
  if (only) return broadcastState(room, room.connections().filter((c) => only.includes(room.seatOf(c) ?? -1)), meta);
  broadcastState(room, undefined, meta);
  // A move of a game that goes on changes nothing the lobby is told (its seats, its status).
  if (!moved || meta.status !== 'playing') await report(room, meta);
  await reportDaily(room, meta);
}

/** Activity without news for the lobby (an undo): expiry and timers move on. */
export async function touch(room: RoomParts, meta: RoomMeta): Promise<void> {
  meta.activeAt = Date.now();
  room.store.saveMeta(meta);
  await settle(room, meta);
}
