// A message on a table's socket: refused when it comes too fast, is too large or not what the
// protocol allows (party/protocol/schema.ts), then handed to the file that handles its type.
import { parseBoundedJson } from '../limits/json-limits.ts';
import { MAX_MESSAGE_BYTES } from '../protocol/common.ts';
import { parseClientMessage } from '../protocol/schema.ts';
import type { WSMessage } from 'partyserver';
import { turnAway } from './admission.ts';
import { sendState, startOver } from './broadcast.ts';
import { move, resign, start } from './moves.ts';
import type { Conn, RoomParts } from './parts.ts';
import { rematch } from './rematch.ts';
import { setRated } from './rated.ts';
import { addBot, attach, join, leave, prove, removeBot, resume } from './seats.ts';
import { socialMessage } from './social-messages.ts';

export async function dispatch(room: RoomParts, conn: Conn, raw: WSMessage): Promise<void> {
  if (typeof raw !== 'string') return room.error(conn, 'bad-message', 'Messages must be JSON text, not binary.');
  const verdict = room.limits.check(conn.id, conn.state?.address ?? 'unknown', Date.now());
  if (verdict === 'refuse-quietly') return;
  if (verdict === 'refuse') return room.error(conn, 'rate-limited', 'Too many messages; slow down.');
  const data = parseBoundedJson(raw, MAX_MESSAGE_BYTES);
  if (!data.ok) return room.error(conn, data.code, data.message);
  const parsed = parseClientMessage(data.value);
  if (!parsed.ok) return room.error(conn, 'invalid', parsed.message);
  const meta = room.store.meta();
  if (!meta) return room.error(conn, 'no-such-table', 'This table no longer exists.');
  const msg = parsed.message;
  if (conn.state?.seatOnly && msg.type !== 'attach' && msg.type !== 'join') return turnAway(room, conn);
  switch (msg.type) {
    case 'sync':
      // A page asking to sync wants everything again, the whole log included.
      startOver(room, conn, {});
      return sendState(room, conn);
    case 'join': return join(room, conn, meta, msg.name, msg.proof);
    case 'attach': return attach(room, conn, meta, msg.token, msg.handoff === true, msg.next, msg.proof);
    case 'prove': return prove(room, conn, meta, msg.proof);
    case 'rated': return setRated(room, conn, meta, msg.rated);
    case 'leave': return leave(room, conn, meta);
    case 'start': return start(room, conn, meta);
    case 'move': return move(room, conn, meta, msg.version, msg.id, msg.move);
    case 'rematch': return rematch(room, conn, meta);
    case 'add-bot': return addBot(room, conn, meta, msg.level);
    case 'remove-bot': return removeBot(room, conn, meta, msg.seat);
    case 'resume': return resume(room, conn, meta);
    case 'resign': return resign(room, conn, meta);
    case 'chat': case 'settings': case 'undo': case 'undo-answer': return socialMessage(room, conn, meta, msg);
  }
}
