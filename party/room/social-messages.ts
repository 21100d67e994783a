// Chat, the host's table settings and undo requests as they arrive on a socket: the social code
// (party/social/) and the game's undo (party/table/undo.ts) decide; this file tells people.
import { getGame } from '../games/registry.ts';
import { errorMessage, PROTOCOL_VERSION } from '../protocol/common.ts';
import type { SocialClientMessage } from '../protocol/social.ts';
import { sendChat } from '../social/chat.ts';
import { changeSettings } from '../social/social.ts';
import { hostSeat } from '../table/snapshot.ts';
import type { RoomMeta } from '../table/store.ts';
import { answerUndo, requestUndo, type UndoResult } from '../table/undo.ts';
import { touch } from './after-change.ts';
import { broadcastState, rewindLogs } from './broadcast.ts';
import type { Conn, RoomParts } from './parts.ts';

export async function socialMessage(room: RoomParts, conn: Conn, meta: RoomMeta, msg: SocialClientMessage): Promise<void> {
  const seat = room.seatOf(conn);
  const seats = room.store.seats();
  switch (msg.type) {
    case 'chat': {
      const player = conn.state?.player;
      const sent = sendChat(room.social, seats, { seat, connId: conn.id, ...(player ? { player } : {}) }, msg);
      if (!sent.ok) return room.error(conn, sent.error.code, sent.error.message);
      for (const c of room.connections()) room.send(c, { v: PROTOCOL_VERSION, type: 'chat', entries: [sent.value] });
      return;
    }
    case 'settings': {
      // The host is whoever the room's own info names, so both always agree.
      const changed = changeSettings(room.social, seat !== null && seat === hostSeat(seats), msg.settings);
      if (!changed.ok) return room.error(conn, changed.error.code, changed.error.message);
      return broadcastState(room);
    }
    case 'undo': case 'undo-answer': {
      const table = { def: getGame(meta.game), meta, seats, store: room.store, requests: room.undoRequests, game: room.game, transaction: (write: () => void) => room.transaction(write) };
      const result = msg.type === 'undo' ? requestUndo(table, seat, room.social.settings().autoUndo) : answerUndo(table, seat, msg.accept);
      return tellUndo(room, conn, meta, result);
    }
  }
}

async function tellUndo(room: RoomParts, conn: Conn, meta: RoomMeta, result: UndoResult): Promise<void> {
  if (!result.ok) {
    // A request that could no longer be granted was dropped: everyone sees it go first.
    if (result.lapsed) broadcastState(room);
    return room.error(conn, result.code, result.message);
  }
  switch (result.done) {
    case 'asked': case 'accepted': return broadcastState(room);
    case 'refused':
      room.sendToSeat(result.by, errorMessage('undo-refused', `${result.name} did not agree to take back your move.`));
      return broadcastState(room);
    case 'taken-back':
      rewindLogs(room, result.logFrom);
      await touch(room, meta);
      return broadcastState(room);
  }
}
