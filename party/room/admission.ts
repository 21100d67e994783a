// Who is let in: a socket for a table that is not here is told so and closed; past the spectator
// cap (party/limits/limits.ts) a newcomer is let in only to take or reclaim a seat, and the
// places kept for that are not held by sockets that never say who they are.
import type { ConnectionContext } from 'partyserver';
import { admit, clientAddress, TOO_MANY_SPECTATORS_MESSAGE } from '../limits/limits.ts';
import { NO_SUCH_TABLE_CLOSE_CODE, TOO_MANY_SPECTATORS_CLOSE_CODE } from '../protocol/close-codes.ts';
import { dailyWatchRefusal } from './daily-report.ts';
import type { Conn, RoomParts } from './parts.ts';
import { sendChallenge } from './proofs.ts';
import { NO_SUCH_TABLE } from './unknown-table.ts';

/** A socket just connected: let it in as a spectator (seated later by `attach` or `join`) or not. */
export function admitConnection(room: RoomParts, conn: Conn, ctx: ConnectionContext): void {
  if (!room.store.meta()) {
    return room.closeWith(conn, NO_SUCH_TABLE.code, NO_SUCH_TABLE.message, NO_SUCH_TABLE_CLOSE_CODE, 'no such table');
  }
  const others = room.connections().filter((c) => c !== conn);
  let admission = admit(others);
  // The places kept for returning players are not held by sockets that never say who they are:
  // the one let in longest ago gives way (a player's attach follows its connect at once).
  const idle = admission === 'refused' ? others.find((c) => c.state?.seatOnly) : undefined;
  if (idle) {
    turnAway(room, idle);
    admission = 'seat-only';
  }
  if (admission === 'refused') return turnAway(room, conn);
  const patches = new URL(ctx.request.url).searchParams.get('patches') === '1';
  const seatOnly = admission === 'seat-only' || dailyWatchRefusal(room.store.meta()!, Date.now()) !== null;
  conn.setState({ tokenHash: null, logSeen: 0, address: clientAddress(ctx.request), seatOnly, patches });
  sendChallenge(room, conn);
}

/** Closes a connection the table has no place for, saying why. */
export function turnAway(room: RoomParts, conn: Conn): void {
  const meta = room.store.meta();
  const daily = meta ? dailyWatchRefusal(meta, Date.now()) : null;
  if (daily) return room.closeWith(conn, daily.code, daily.message, TOO_MANY_SPECTATORS_CLOSE_CODE, 'daily challenge running');
  room.closeWith(conn, 'too-many-spectators', TOO_MANY_SPECTATORS_MESSAGE, TOO_MANY_SPECTATORS_CLOSE_CODE, 'too many spectators');
}
