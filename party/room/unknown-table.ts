// A request for a table that was never created (or has expired) is answered without touching
// storage: any well-formed id reaches a Durable Object, and one that wrote anything (its SQL
// tables, partyserver's name record) would keep that forever, with no alarm to clean it up.
import { NO_SUCH_TABLE_CLOSE_CODE } from '../protocol/close-codes.ts';
import { errorMessage } from '../protocol/common.ts';

/** Told to a socket for a table that is not there, before it is closed. */
export const NO_SUCH_TABLE = errorMessage('no-such-table', 'There is no table with this id (it may have expired).');

/** Whether this Durable Object holds a table, read without creating anything. */
export function holdsTable(sql: SqlStorage): boolean {
  return sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'`).toArray().length > 0
    && sql.exec(`SELECT 1 FROM meta WHERE id = 1`).toArray().length > 0;
}

/** A WebSocket is accepted only to say why it is closed at once; anything else is a 404. */
export function refuseUnknownTable(request: Request): Response {
  if (request.headers.get('upgrade')?.toLowerCase() === 'websocket') {
    const { 0: client, 1: server } = new WebSocketPair();
    server.accept();
    server.send(JSON.stringify(NO_SUCH_TABLE));
    server.close(NO_SUCH_TABLE_CLOSE_CODE, 'no such table');
    return new Response(null, { status: 101, webSocket: client });
  }
  return new Response(JSON.stringify({ error: { code: NO_SUCH_TABLE.code, message: NO_SUCH_TABLE.message } }), {
    status: 404, headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
