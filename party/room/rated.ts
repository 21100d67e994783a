// The host marks a public table rated, or not, before the start (quick-match tables are rated
// from their creation). Whether its game will count also needs people in every seat (table/rated.ts).
import { getGame } from '../games/registry.ts';
import { hostSeat } from '../table/snapshot.ts';
import type { RoomMeta } from '../table/store.ts';
import { afterChange } from './after-change.ts';
import type { Conn, RoomParts } from './parts.ts';

export async function setRated(room: RoomParts, conn: Conn, meta: RoomMeta, rated: boolean): Promise<void> {
  const seats = room.store.seats();
  if (hostSeat(seats) === null || room.seatOf(conn) !== hostSeat(seats)) return room.error(conn, 'not-host', 'Only the host can mark the table rated.');
  if (meta.status !== 'open') return room.error(conn, 'not-open', 'A table can be marked rated only before the game starts.');
  if (!meta.public) return room.error(conn, 'not-public', 'Only public tables can be rated: make a public table to play rated.');
  if (rated && !getGame(meta.game)?.rating) return room.error(conn, 'not-rated', 'This game is never rated.');
  meta.rated = rated;
  await afterChange(room, meta);
}
