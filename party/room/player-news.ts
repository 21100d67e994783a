// What players' objects hear from this table (issue 21): that a proven player sits here and how
// the table stands ("Your games"), the finished game's report, an abandoned seat. Everything goes
// through the outbox (party/table/player-outbox.ts), written with the change that caused it and
// sent from the alarm until acknowledged.
import type { Seat } from '../games/core/types.ts';
import { getGame } from '../games/registry.ts';
import type { RatingPool } from '../protocol/players.ts';
import type { PlayerNews } from '../table/player-outbox.ts';
import { gameReport } from '../table/rated.ts';
import { resignedResult } from '../table/snapshot.ts';
import type { RoomMeta, SeatRow } from '../table/store.ts';
import type { RoomParts } from './parts.ts';

/** Rows sent in one wake-up: a table has at most a few players, each with a few rows. */
const SENDS_PER_WAKE = 24;

function seatedNews(meta: RoomMeta, row: SeatRow, now: number): PlayerNews {
  return { kind: 'seated', table: { table: meta.id, game: meta.game, seat: row.seat, name: row.name, status: meta.status, updatedAt: now } };
}

/**
 * Queues what a change of the table's status means to its players: where they sit now and, once
 * it is over, the report. Runs as the room settles after every change, so a status is told once.
 */
export function tellPlayersOfStatus(room: RoomParts, meta: RoomMeta): boolean {
  if (meta.playersTold === meta.status) return false;
  const now = Date.now();
  const seats = room.store.seats().filter((s) => s.player);
  // A table of anonymous players has nobody to tell (and writes nothing for it).
  if (seats.length === 0) return false;
  for (const s of seats) room.outbox.queue(s.player!, seatedNews(meta, s, now), now);
  // The table's size is known at the start: the rating snapshot is taken in its pool.
  if (meta.status === 'playing') for (const s of seats) askStanding(room, meta, s.player!, now);
  if (meta.status === 'finished') {
    const report = finishedReport(room, meta);
    if (report) for (const s of seats) room.outbox.queue(s.player!, { kind: 'report', report }, now);
  }
  meta.playersTold = meta.status;
  room.store.saveMeta(meta);
  return true;
}

function finishedReport(room: RoomParts, meta: RoomMeta) {
  const def = getGame(meta.game);
  const live = room.live(meta);
  const seats = room.store.seats();
  if (!def || !live) return null;
  const result = meta.resigned !== null && meta.resigned !== undefined ? resignedResult(seats, meta.resigned) : def.result(live.state);
  return gameReport(meta, seats, def, result, def.rating?.rounds(live.state) ?? 0);
}

/** The pool a table of this game and size rates in, if it rates at all. */
function poolOf(meta: RoomMeta, seats: number): RatingPool | null {
  return getGame(meta.game)?.rating?.pool(seats) ?? null;
}

/** Asks for the player's rating for their seat (the answer comes on the alarm: no await here). */
function askStanding(room: RoomParts, meta: RoomMeta, player: string, now: number): void {
  const pool = poolOf(meta, meta.status === 'open' ? meta.maxSeats : room.store.seats().length);
  if (pool) room.outbox.queue(player, { kind: 'standing', pool }, now);
}

/**
 * A proven player takes `seat` (join, or attach to a seat nobody had proved): the seat is theirs,
 * they hear of it, and the seat will show their rating in the table's pool. Refused (false) when
 * they hold another seat here: one person, one seat, or a player could rate against themselves.
 */
export function claimSeat(room: RoomParts, meta: RoomMeta, seat: Seat, player: string): boolean {
  const seats = room.store.seats();
  if (seats.some((s) => s.player === player && s.seat !== seat)) return false;
  const row = seats.find((s) => s.seat === seat);
  if (!row || row.bot !== null || row.player) return row?.player === player;
  const now = Date.now();
  room.transaction(() => {
    room.store.setSeatPlayer(seat, player, null);
    room.outbox.queue(player, seatedNews(meta, row, now), now);
    askStanding(room, meta, player, now);
  });
  return true;
}

/** The player left a quick-match table before the start, or a bot took over their rated seat. */
export function noteAbandon(room: RoomParts, meta: RoomMeta, row: SeatRow | undefined): void {
  if (!row?.player) return;
  const now = Date.now();
  room.outbox.queue(row.player, { kind: 'abandon', table: meta.id, why: meta.status === 'open' ? 'left-before-start' : 'taken-over', at: now }, now);
}

/**
 * Sends what is due; what fails is tried again later, each time waiting longer. `tried`: rows
 * attempted; `shown`: an answer changed what the seats show (a rating).
 */
export async function deliverNews(room: RoomParts, now: number): Promise<{ tried: number; shown: boolean }> {
  const due = room.outbox.due(now, SENDS_PER_WAKE);
  let shown = false;
  for (const row of due) {
    const object = room.env.Player.getByName(row.player);
    try {
      const news = row.news;
      if (news.kind === 'report') {
        const answer = await object.report(news.report);
        if (answer.forgotten) {
          forgetPlayer(room, row.player);
          shown = true;
          continue;
        }
        room.outbox.acknowledged(row, answer);
        shown = true;
      } else if (news.kind === 'standing') {
        const { rating } = await object.standing(news.pool);
        room.outbox.acknowledged(row, null);
        // Read now: the seat may have changed hands, or the game ended, while the answer was on its way.
        const seat = room.store.seats().find((s) => s.player === row.player);
        if (seat && room.store.meta()?.status !== 'finished') {
          room.store.setSeatPlayer(seat.seat, row.player, rating);
          shown = true;
        }
      } else {
        const answer = news.kind === 'seated' ? await object.seatedAt(news.table) : await object.noteAbandon(news.table, news.why, news.at);
        // The player asked to be forgotten (perhaps before this table was one forget() knew of).
        if (answer === 'forgotten') {
          forgetPlayer(room, row.player);
          shown = true;
          continue;
        }
        room.outbox.acknowledged(row, null);
      }
    } catch (err) {
      console.error(`player news (${row.news.kind}) not delivered`, err);
      room.outbox.failed(row, Date.now());
    }
  }
  return { tried: due.length, shown };
}

/** A player asked to be forgotten: this table names them no more and tells them nothing more. */
export function forgetPlayer(room: RoomParts, player: string): void {
  room.transaction(() => {
    room.store.forgetPlayer(player);
    room.outbox.forget(player);
    room.social.forgetPlayer(player);
  });
  for (const c of room.connections()) if (c.state?.player === player) c.setState({ ...c.state, player: undefined });
}
