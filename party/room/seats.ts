// Seats: taking one (join), coming back to one by its token (attach), handing one over to another
// page with a new token (and carrying that to the rematch table), giving one up (leave), the
// host's bots, and a player taking their seat back from the bot standing in.
import type { BotLevel } from '../games/core/bots.ts';
import type { Seat } from '../games/core/types.ts';
import { getGame } from '../games/registry.ts';
import { PROTOCOL_VERSION } from '../protocol/common.ts';
import type { PlayerProof } from '../protocol/identity.ts';
import { newSeatToken } from '../protocol/seat-token.ts';
import { botLevels, botName } from '../table/bot-seats.ts';
import { botPlaceholder } from '../table/seating.ts';
import { hostSeat } from '../table/snapshot.ts';
import type { RoomMeta } from '../table/store.ts';
import { hashToken } from '../tokens.ts';
import { turnAway } from './admission.ts';
import { afterChange } from './after-change.ts';
import { announceStandin, settle } from './alarms.ts';
import { broadcastState, sendState, startOver } from './broadcast.ts';
import { report } from './directory-report.ts';
import type { Conn, RoomParts } from './parts.ts';
import { claimSeat, noteAbandon } from './player-news.ts';
import { acceptProof } from './proofs.ts';

export async function join(room: RoomParts, conn: Conn, meta: RoomMeta, name: string, proof?: PlayerProof): Promise<void> {
  if (room.seatOf(conn) !== null) return room.error(conn, 'already-seated', 'You already have a seat at this table.');
  const player = proof ? await acceptProof(room, conn, meta.id, proof) : null;
  if (proof && !player) return;
  if (player && await reseat(room, conn, meta, player)) return;
  if (meta.status !== 'open') return conn.state?.seatOnly ? turnAway(room, conn) : room.error(conn, 'not-open', 'The game has started; you can watch.');
  const seats = room.store.seats();
  if (seats.length >= meta.maxSeats) {
    return conn.state?.seatOnly ? turnAway(room, conn) : room.error(conn, 'table-full', 'Every seat at this table is taken; you can watch.');
  }
  if (seats.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
    return room.error(conn, 'name-taken', `Someone at this table is already called "${name}".`);
  }
  const token = newSeatToken();
  const tokenHash = await hashToken(token);
  const seat = seats.length;
  room.store.addSeat(seat, name, tokenHash, Date.now());
  startOver(room, conn, { tokenHash, seatOnly: false });
  room.send(conn, { v: PROTOCOL_VERSION, type: 'welcome', seat, token });
  if (player) claimSeat(room, meta, seat, player);
  await afterChange(room, meta);
}

export async function attach(
  room: RoomParts, conn: Conn, meta: RoomMeta, token: string, handoff: boolean, next?: string, proof?: PlayerProof,
): Promise<void> {
  const player = proof ? await acceptProof(room, conn, meta.id, proof) : null;
  if (proof && !player) return sendState(room, conn);
  const tokenHash = await hashToken(token);
  // Made before the check: no await may come between finding the seat and rewriting its token.
  const fresh = handoff ? (next ?? newSeatToken()) : null;
  const freshHash = fresh === null ? null : await hashToken(fresh);
  const seats = room.store.seats();
  const held = seats.find((s) => s.tokenHash === tokenHash && s.bot === null);
  const taken = freshHash === null ? undefined : seats.find((s) => s.tokenHash === freshHash && s.bot === null);
  if (held && taken) {
    room.error(conn, 'invalid', 'next must be a new token, not one a seat already has; you are watching.');
    return sendState(room, conn);
  }
  // The same hand-off asked again: it went through, but its welcome was lost. The page holds `next`.
  const retried = !held && next !== undefined ? taken : undefined;
  if (!held && !retried) {
    if (player && await reseat(room, conn, meta, player)) return;
    if (conn.state?.seatOnly) return turnAway(room, conn);
    room.error(conn, 'bad-token', 'That seat token does not belong to this table; you are watching.');
    return sendState(room, conn);
  }
  startOver(room, conn, { tokenHash: freshHash ?? tokenHash, seatOnly: false });
  if (retried && fresh !== null) room.send(conn, { v: PROTOCOL_VERSION, type: 'welcome', seat: retried.seat, token: fresh });
  else if (held && fresh !== null && freshHash !== null) await handOver(room, conn, held.seat, tokenHash, fresh, freshHash);
  const seat = (held ?? retried)!.seat;
  if (player && meta.status !== 'finished') claimSeat(room, meta, seat, player);
  if (meta.status === 'open' && meta.autoStart === 'arrived' && room.everyoneArrived()) room.game.start(meta);
  await settle(room, meta);
  broadcastState(room);
  // Started by this arrival: the lobby's count of people playing learns of it (no call when nothing changed).
  if (meta.status === 'playing') await report(room, meta);
}

/**
 * A seat handed over at the table before this one (a rematch's, which seated its players by
 * their tokens): the seat moves here too, and on to this table's own next one.
 */
export async function seatTokenMoved(room: RoomParts, oldHash: string, newHash: string): Promise<void> {
  const held = room.store.seats().find((s) => s.tokenHash === oldHash && s.bot === null);
  if (!held || room.store.seats().some((s) => s.tokenHash === newHash)) return;
  room.store.replaceSeatToken(held.seat, newHash);
  retireToken(room, oldHash);
  broadcastState(room);
  await carrySeatToken(room, oldHash, newHash);
}

/** Tells the next table (a rematch opened before the hand-off) that a seat's token changed. */
export async function carrySeatToken(room: RoomParts, oldHash: string, newHash: string): Promise<void> {
  // Read now: a rematch may have opened the next table while this hand-off was under way.
  const next = room.store.meta()?.next;
  if (!next) return;
  try {
    // A plain stub, as for the lobby's reads: it starts nothing at an id that holds no table.
    await room.env.Room.getByName(next).seatTokenMoved(oldHash, newHash);
  } catch (err) {
    console.error('hand-off not carried to the next table', err);
  }
}

/**
 * A seat handed over by another page takes a new token, so a link's author cannot keep a seat
 * it gave away (or watch the hand of whoever took it): the new hash is stored before the welcome
 * tells it, and the old token's connections are seated no more and told why.
 */
async function handOver(room: RoomParts, conn: Conn, seat: number, oldHash: string, token: string, tokenHash: string): Promise<void> {
  room.store.replaceSeatToken(seat, tokenHash);
  retireToken(room, oldHash, conn.id);
  // The next table too, before the welcome: the page may go there at once.
  await carrySeatToken(room, oldHash, tokenHash);
  room.send(conn, { v: PROTOCOL_VERSION, type: 'welcome', seat, token });
}

/** The connections seated by a token no longer valid (but `keep`) watch from now on, told why. */
function retireToken(room: RoomParts, oldHash: string, keep?: string): void {
  for (const c of room.connections()) {
    if (c.id === keep || c.state?.tokenHash !== oldHash) continue;
    startOver(room, c, { tokenHash: null });
    room.error(c, 'seat-moved', 'This seat moved to another tab or window; you are watching.');
  }
}

export async function leave(room: RoomParts, conn: Conn, meta: RoomMeta): Promise<void> {
  const seat = room.seatOf(conn);
  if (seat === null) return room.error(conn, 'not-seated', 'You have no seat to leave.');
  if (meta.status === 'finished') return room.error(conn, 'not-playing', 'The game is over; there is nothing to leave.');
  if (meta.status === 'playing') {
    // A bot plays the seat to the end; the token stays valid, so its player may come back.
    room.store.updateSeat(seat, { standin: 'left' });
    announceStandin(room, seat, 'left');
    return afterChange(room, meta);
  }
  if (meta.autoStart === 'arrived') noteAbandon(room, meta, room.store.seats()[seat]);
  room.store.removeSeat(seat);
  startOver(room, conn, { tokenHash: null });
  await afterChange(room, meta);
}

/**
 * A connection proved it speaks for a player (`prove`): bound to them from now on; the seat it
 * holds by a token becomes theirs, or else a seat they hold here is theirs again (a new token,
 * as in a hand-off).
 */
export async function prove(room: RoomParts, conn: Conn, meta: RoomMeta, proof: PlayerProof): Promise<void> {
  const player = await acceptProof(room, conn, meta.id, proof);
  if (!player) return sendState(room, conn);
  // Seated by a token (an anonymous seat): the seat becomes theirs, as with attach and a proof.
  const seat = room.seatOf(conn);
  if (seat !== null && meta.status !== 'finished' && claimSeat(room, meta, seat, player)) return afterChange(room, meta);
  if (await reseat(room, conn, meta, player)) return;
  sendState(room, conn);
}

/**
 * A proven player holding a seat here who came without its token (another device, "Your games"):
 * the seat moves to this connection with a new token; false when they hold none.
 */
async function reseat(room: RoomParts, conn: Conn, meta: RoomMeta, player: string): Promise<boolean> {
  const row = room.store.seats().find((s) => s.player === player && s.bot === null);
  if (!row) return false;
  if (conn.state?.tokenHash === row.tokenHash) return true;
  const token = newSeatToken();
  const tokenHash = await hashToken(token);
  // Re-read: the seat may have changed hands during the await.
  const still = room.store.seats().find((s) => s.seat === row.seat && s.player === player && s.tokenHash === row.tokenHash);
  if (!still) return false;
  startOver(room, conn, { tokenHash, seatOnly: false });
  await handOver(room, conn, row.seat, row.tokenHash, token, tokenHash);
  if (meta.status === 'open' && meta.autoStart === 'arrived' && room.everyoneArrived()) room.game.start(meta);
  await settle(room, meta);
  broadcastState(room);
  return true;
}

export async function addBot(room: RoomParts, conn: Conn, meta: RoomMeta, level: BotLevel): Promise<void> {
  const seats = room.store.seats();
  if (room.seatOf(conn) !== hostSeat(seats) || hostSeat(seats) === null) return room.error(conn, 'not-host', 'Only the host can seat bots.');
  if (meta.status !== 'open') return room.error(conn, 'not-open', 'Bots can only be seated before the game starts.');
  if (!botLevels(getGame(meta.game)).includes(level)) return room.error(conn, 'no-bots', `This game has no ${level} bot.`);
  if (seats.length >= meta.maxSeats) return room.error(conn, 'table-full', 'Every seat at this table is taken.');
  room.store.addSeat(seats.length, botName(seats.map((s) => s.name)), botPlaceholder(), Date.now(), level);
  await afterChange(room, meta);
}

export async function removeBot(room: RoomParts, conn: Conn, meta: RoomMeta, seat: Seat): Promise<void> {
  const seats = room.store.seats();
  if (room.seatOf(conn) !== hostSeat(seats) || hostSeat(seats) === null) return room.error(conn, 'not-host', 'Only the host can remove bots.');
  if (meta.status !== 'open') return room.error(conn, 'not-open', 'Bots stay once the game has started.');
  if (!seats.find((s) => s.seat === seat)?.bot) return room.error(conn, 'not-a-bot', `Seat ${seat + 1} is not a bot.`);
  room.store.removeSeat(seat);
  await afterChange(room, meta);
}

/** A player a bot has been standing in for takes the seat back. */
export async function resume(room: RoomParts, conn: Conn, meta: RoomMeta): Promise<void> {
  const seat = room.seatOf(conn);
  if (seat === null) return room.error(conn, 'not-seated', 'You have no seat here.');
  takeBackSeat(room, seat);
  await afterChange(room, meta);
}

/** A seat a bot was standing in for is its player's again; false when no bot was. */
export function takeBackSeat(room: RoomParts, seat: Seat): boolean {
  const row = room.store.seats()[seat];
  if (!row || row.standin === null) return false;
  // A fresh stretch of being asked: the per-turn allowance starts again from now.
  room.store.updateSeat(seat, { standin: null, memory: null, askedAt: null });
  return true;
}
