// "Play again": the first player of a finished game to accept opens the next table, which seats
// the same players (with the same seat tokens) and bots in the same order, and starts once
// everyone still at the finished table has accepted. Players who already closed the finished
// table are not waited for; their seats are handled like any absent player's once the game runs
// (a bot takes over after a minute).
import { getServerByName } from 'partyserver';
import type { Seat } from '../games/core/types.ts';
import type { Env } from '../env.ts';
import type { RoomMeta, SeatRow } from '../table/rows.ts';
import type { RoomStore } from '../table/store.ts';
import { newTableId } from '../tokens.ts';
import { broadcastState } from './broadcast.ts';
import type { Conn, RoomParts } from './parts.ts';
import { movedTokens, rematchSeats } from './rematch-seats.ts';
import { carrySeatToken } from './seats.ts';

/** A player of the finished game accepts the rematch (and opens the next table if none is open). */
export async function rematch(room: RoomParts, conn: Conn, meta: RoomMeta): Promise<void> {
  const seat = room.seatOf(conn);
  if (seat === null) return room.error(conn, 'not-seated', 'Only the players of this game can open the next table.');
  if (meta.status !== 'finished') return room.error(conn, 'not-finished', 'The next table opens once this game is over.');
  meta.accepted = [...new Set([...(meta.accepted ?? []), seat])];
  room.store.saveMeta(meta);
  if (!meta.next) {
    const id = newTableId();
    // Recorded before the call out: a second press arriving meanwhile sees it and opens nothing.
    meta.next = id;
    room.store.saveMeta(meta);
    // The tokens as sent: one a hand-off changes before the next table exists is carried below.
    const seats = rematchSeats(room.store.seats());
    try {
      const next = await getServerByName(room.env.Room, id);
      const made = await next.create({
        id, game: meta.game, maxSeats: room.store.seats().length, options: meta.options, public: meta.public,
        seats, clock: meta.clock ?? 'off', autoStart: 'accepted', ...(meta.rated ? { rated: true } : {}),
        ...(meta.botPauseMs === undefined ? {} : { botPauseMs: meta.botPauseMs }),
      });
      if (!made.ok) throw new Error(made.message);
    } catch (err) {
      meta.next = null;
      room.store.saveMeta(meta);
      console.error('rematch table could not be created', err);
      return room.error(conn, 'rematch-failed', 'The next table could not be opened; try again.');
    }
    // A hand-off while the next table was being made carried its new token to a table not there
    // yet (its carry was dropped): carried now that the table is there; twice is harmless.
    for (const [oldHash, newHash] of movedTokens(seats, room.store.seats())) await carrySeatToken(room, oldHash, newHash);
  }
  await maybeBeginRematch(room.env, room.store, meta, room.connectedSeats());
  broadcastState(room);
}

/** Humans of the finished game who are still at its table and have not accepted yet. */
export function stillDeciding(seats: SeatRow[], accepted: readonly Seat[], connected: ReadonlySet<Seat>): Seat[] {
  return seats.filter((s) => s.bot === null && !accepted.includes(s.seat) && connected.has(s.seat)).map((s) => s.seat);
}

/** Starts the next table once no one still here is deciding. */
export async function maybeBeginRematch(env: Env, store: RoomStore, meta: RoomMeta, connected: ReadonlySet<Seat>): Promise<void> {
  if (!meta.next || meta.rematchBegun || (meta.accepted ?? []).length === 0) return;
  if (stillDeciding(store.seats(), meta.accepted ?? [], connected).length > 0) return;
  meta.rematchBegun = true;
  store.saveMeta(meta);
  try {
    await (await getServerByName(env.Room, meta.next)).begin();
  } catch (err) {
    meta.rematchBegun = false;
    store.saveMeta(meta);
    console.error('rematch table could not be started', err);
  }
}
