// Telling connections what the table looks like: each gets a state message for its own seat (or
// a spectator's), or a patch of the last one it was sent when it asked for patches.
import { getGame } from '../games/registry.ts';
import { socialRoom, withChat } from '../social/social.ts';
import { gameFacts, resignedResult, roomInfo, stateMessage, viewsNow } from '../table/snapshot.ts';
import type { RoomMeta } from '../table/store.ts';
import { undoStates } from '../table/undo.ts';
import { type Conn, type ConnState, connectedSeatsOf, type RoomParts } from './parts.ts';
import { logSharer } from './shared-log.ts';

/** See ConnState.logSeen. */
const LOG_CHECKPOINT = 50;

/**
 * Each connection gets its own view: a seat's or a spectator's. What viewers share is worked
 * out once, and each distinct message is built and serialized once (spectators share theirs),
 * as is each distinct patch for connections that take patches. `only`: a reply to these
 * connections, sent even when nothing changed. `saved`: the meta as just saved, if at hand.
 */
export function broadcastState(room: RoomParts, only?: Conn[], saved?: RoomMeta): void {
  const meta = saved ?? room.store.meta();
  if (!meta) return;
  const seats = room.store.seats();
  const connections = room.connections();
  const seatByHash = new Map(seats.map((s) => [s.tokenHash, s.seat]));
  const def = getGame(meta.game);
  const live = room.live(meta);
  const facts = def && live ? gameFacts(def, live) : undefined;
  const waiting = facts && meta.status === 'playing' ? facts.waitingFor : [];
  const reported = meta.status === 'finished' ? room.outbox.answers() : undefined;
  const info = roomInfo(meta, seats, connectedSeatsOf(connections, seatByHash), def, waiting, Date.now(), reported);
  const resigned = meta.resigned === null || meta.resigned === undefined ? null : resignedResult(seats, meta.resigned);
  const shown = socialRoom(info, room.social.settings(), def?.undo !== undefined);
  // The next table is named only to the players: its seats are theirs.
  const watched = shown.next === null ? shown : { ...shown, next: null };
  // Read once for every connection, at LiveGame.version: every move so far, where a message's own
  // version may leave some out.
  const undoFor = undoStates({ def, meta, seats, store: room.store, requests: room.undoRequests, game: room.game }, live?.version ?? 0);
  const views = def && live ? viewsNow(def, live) : undefined;
  const round = room.streams.broadcast();
  const shareLog = logSharer();
  for (const c of only ?? connections) {
    if (c.state?.seatOnly) continue;
    const you = c.state?.tokenHash ? (seatByHash.get(c.state.tokenHash) ?? null) : null;
    const patching = c.state?.patches === true;
    const saved = c.state?.logSeen ?? 0;
    const seen = patching ? room.streams.logSeen(c.id, saved) : saved;
    const player = c.state?.player;
    const built = round.message(`${you}:${seen}:${player ?? ''}`, () => {
      const { message, logSeen } = stateMessage(you === null ? watched : shown, def, live, you, seen, resigned, facts, views);
      shareLog(message.log);
      const out = withChat(message, seen === 0, room.social);
      const undo = undoFor(message.you);
      if (undo) out.undo = undo;
      if (player) out.player = player;
      return { message: out, logSeen };
    });
    const text = round.textFor(c.id, built, patching, only !== undefined);
    if (text !== null) room.sendText(c, text);
    const advanced = built.logSeen - saved;
    if (advanced !== 0 && (!patching || advanced >= LOG_CHECKPOINT || advanced < 0)) c.setState({ ...c.state!, logSeen: built.logSeen });
  }
}

/** A reply to one connection: its state as of now. */
export function sendState(room: RoomParts, conn: Conn): void {
  broadcastState(room, [conn]);
}

/** The connection is sent everything again: a full state with the whole log (tail). */
export function startOver(room: RoomParts, conn: Conn, change: Partial<ConnState>): void {
  room.streams.forget(conn.id);
  conn.setState({ ...conn.state!, ...change, logSeen: 0 });
}

/** The game was rebuilt (an undo): every connection is sent the log again from `logFrom` on. */
export function rewindLogs(room: RoomParts, logFrom: number): void {
  room.streams.rewindLog(logFrom);
  for (const c of room.connections()) {
    c.setState({ ...c.state, tokenHash: c.state?.tokenHash ?? null, logSeen: Math.min(c.state?.logSeen ?? 0, logFrom) });
  }
}
