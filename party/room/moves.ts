// The checks a player's request passes before it reaches the engine: who may start the game,
// whether a move is theirs to make now and made against the game as it is (not a resend, not
// stale, not inside a pause that is not theirs), and resigning a 2-player game.
import type { AnyGame, Refusal, Seat } from '../games/core/index.ts';
import { getGame } from '../games/registry.ts';
import { gameFacts, hostSeat, isCurrent, versionFor } from '../table/snapshot.ts';
import type { RoomMeta } from '../table/store.ts';
import { afterChange } from './after-change.ts';
import { sendState } from './broadcast.ts';
import type { Conn, RoomParts } from './parts.ts';
import { told } from './private-news.ts';
import { takeBackSeat } from './seats.ts';

export async function start(room: RoomParts, conn: Conn, meta: RoomMeta): Promise<void> {
  const seat = room.seatOf(conn);
  if (seat === null || seat !== hostSeat(room.store.seats())) {
    return room.error(conn, 'not-host', 'Only the host (the first seated player) can start the game.');
  }
  if (meta.status !== 'open') return room.error(conn, 'not-open', 'The game has already started.');
  const started = room.game.start(meta);
  if (!started.ok) return room.error(conn, started.error.code, started.error.message);
  await afterChange(room, meta);
}

export async function move(room: RoomParts, conn: Conn, meta: RoomMeta, version: number, id: string, move: unknown): Promise<void> {
  const seat = room.seatOf(conn);
  if (seat === null) return room.error(conn, 'not-seated', 'Spectators cannot make moves.', id);
  if (meta.status !== 'playing') {
    return room.error(conn, 'not-playing', meta.status === 'open' ? 'The game has not started yet.' : 'The game is over.', id);
  }
  const live = room.live(meta);
  if (!live) return room.error(conn, 'unknown-game', `This server no longer hosts "${meta.game}".`, id);
  if (getGame(meta.game)?.undo?.isMark(move)) return room.error(conn, 'bad-move', 'Moves are taken back with { type: "undo" }; a mark is the room\'s alone.', id);
  // A resent move (same id and body from the same seat) was already applied: just bring the
  // sender up to date. The same id with another body is a client bug worth naming.
  const earlier = room.store.moveBodyOf(seat, id);
  if (earlier !== null) {
    if (earlier === JSON.stringify(move)) return sendState(room, conn);
    return room.error(conn, 'duplicate-id', `Move id "${id}" was already used for a different move; send each new move with a new id.`, id);
  }
  if (!isCurrent(live, seat, version)) {
    room.error(conn, 'stale', `That move was made against version ${version}, but the game has moved on to ${versionFor(live, seat)}.`, id);
    return sendState(room, conn);
  }
  // Inside a pause (a Reaction window) a seat with no question gets one answer, whatever goes on
  // inside it; the pause's closing move is the room's alone.
  const def = getGame(meta.game);
  if (def?.pause?.(live.state) && !gameFacts(def, live).prompts.some((p) => p.seat === seat)) {
    return room.error(conn, 'not-your-turn', 'Wait a moment: an Attack is waiting for Reactions, and the table goes on by itself.', id);
  }
  const before = told(live);
  const outcome = room.game.apply(meta, seat, move, id);
  if (!outcome.ok) return room.error(conn, outcome.error.code, outcome.error.message, id, whyNot(def, live.state, seat, move, outcome.error.code));
  // The player acted: if a bot was standing in, control is theirs again.
  const tookBack = takeBackSeat(room, seat);
  await afterChange(room, meta, tookBack ? null : before, true);
}

/** The game's reason for a refused move (none after an engine failure: that state is not trusted). */
function whyNot(def: AnyGame | undefined, state: unknown, seat: Seat, move: unknown, code: string): Refusal | null {
  return code === 'engine-error' ? null : def?.explain?.(state, seat, move) ?? null;
}

export async function resign(room: RoomParts, conn: Conn, meta: RoomMeta): Promise<void> {
  const seat = room.seatOf(conn);
  if (seat === null) return room.error(conn, 'not-seated', 'Spectators cannot resign.');
  if (meta.status !== 'playing') return room.error(conn, 'not-playing', 'Only a running game can be resigned.');
  if (room.store.seats().length !== 2) return room.error(conn, 'not-two-players', 'Only a 2-player game can be resigned; leave instead and a bot plays on.');
  meta.resigned = seat;
  meta.status = 'finished';
  meta.finishedAt = Date.now();
  await afterChange(room, meta);
}
