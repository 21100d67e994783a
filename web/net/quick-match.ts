// Quick match over a short-lived WebSocket: wait in the queue of a game and table size until the
// matchmaker opens a table for the group, then go there.
import type { MatchServerMessage, QueueMessage } from '../../party/protocol/quick-match.ts';
import { PROTOCOL_VERSION } from '../../party/protocol/common.ts';

export interface QuickMatchHandlers {
  onQueued(waiting: number, seats: number): void;
  /** Seated at `table`; `token` is this player's seat token there. */
  onMatched(table: string, token: string): void;
  onFailed(code: string, message: string): void;
}

export type MatchWish = Omit<QueueMessage, 'v' | 'type'>;

/** Starts waiting; the returned function leaves the queue. */
export function findMatch(game: string, wish: MatchWish, on: QuickMatchHandlers): () => void {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new WebSocket(`${scheme}//${location.host}/api/match/${encodeURIComponent(game)}`);
  let settled = false;
  ws.addEventListener('open', () => ws.send(JSON.stringify({ v: PROTOCOL_VERSION, type: 'queue', ...wish } satisfies QueueMessage)));
  ws.addEventListener('message', (event) => {
    let msg: MatchServerMessage;
    try { msg = JSON.parse(String(event.data)) as MatchServerMessage; } catch { return; }
    if (msg.type === 'queued') on.onQueued(msg.waiting, msg.seats);
    else if (msg.type === 'matched') { settled = true; on.onMatched(msg.table, msg.token); }
    else { settled = true; on.onFailed(msg.code, msg.message); ws.close(); }
  });
  ws.addEventListener('close', () => {
    if (!settled) on.onFailed('network', 'matchmaking connection closed');
    settled = true;
  });
  return () => {
    settled = true;
    ws.close(1000, 'cancelled');
  };
}
