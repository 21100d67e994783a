// "Play again": the next table seats the same players (with the same seat tokens) and bots in the
// same order, and starts once everyone still at the finished table has accepted. Players who
// already closed the finished table are not waited for; their seats are handled like any absent
// player's once the game runs (a bot takes over after a minute).
import { getServerByName } from 'partyserver';
import type { Seat } from '../games/core/types.ts';
import type { Env } from '../env.ts';
import type { RoomMeta, SeatRow } from '../table/rows.ts';
import type { RoomStore } from '../table/store.ts';

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
