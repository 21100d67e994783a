// Quick match over a short-lived WebSocket: wait in the game's queue for a table of a size this
// player takes, then go there. A dropped connection comes back with its ticket and keeps its place.
import type { MatchServerMessage, QueuedMessage, QueueMessage } from '../../party/protocol/quick-match.ts';
import { PROTOCOL_VERSION } from '../../party/protocol/common.ts';
import type { PlayerProof } from '../../party/protocol/identity.ts';
import { prove } from './identity.ts';

export interface QuickMatchHandlers {
  onQueued(queued: QueuedMessage): void;
  /** Seated at `table`; `token` is this player's seat token there. */
  onMatched(table: string, token: string): void;
  onFailed(code: string, message: string): void;
}

export type MatchWish = Omit<QueueMessage, 'v' | 'type' | 'ticket'>;

/** Reconnections tried after a dropped connection before giving up. */
const RECONNECTS = 3;

/** Starts waiting; the returned function leaves the queue. */
export function findMatch(game: string, wish: MatchWish, on: QuickMatchHandlers): () => void {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const url = `${scheme}//${location.host}/api/match/${encodeURIComponent(game)}`;
  let settled = false;
  let ticket: string | undefined;
  let ws: WebSocket;
  let tries = 0;

  const connect = () => {
    ws = new WebSocket(url);
    const socket = ws;
    let queued = false;
    const queue = (proof: PlayerProof | null) => {
      if (queued || settled || socket.readyState !== WebSocket.OPEN) return;
      queued = true;
      socket.send(JSON.stringify({ v: PROTOCOL_VERSION, type: 'queue', ...wish, ...(ticket ? { ticket } : {}), ...(proof ? { proof } : {}) } satisfies QueueMessage));
    };
    ws.addEventListener('message', (event) => {
      let msg: MatchServerMessage;
      try { msg = JSON.parse(String(event.data)) as MatchServerMessage; } catch { return; }
      // The matchmaker's first word on every connection: the wish goes out signed for this game's
      // queue, so the player waits as themselves (rated, matched by strength); a browser that
      // cannot sign (no WebCrypto) waits anonymously.
      if (msg.type === 'challenge') {
        if (!queued) void prove(`match:${game}`, msg.challenge).then(queue, () => queue(null));
        return;
      }
      if (msg.type === 'queued') { tries = 0; ticket = msg.ticket; on.onQueued(msg); }
      else if (msg.type === 'matched') { settled = true; on.onMatched(msg.table, msg.token); }
      else { settled = true; on.onFailed(msg.code, msg.message); ws.close(1000); }
    });
    ws.addEventListener('close', () => {
      if (settled) return;
      if (ticket && tries < RECONNECTS) {
        tries++;
        setTimeout(() => { if (!settled) connect(); }, 500 * tries);
        return;
      }
      settled = true;
      on.onFailed('network', 'matchmaking connection closed');
    });
  };
  connect();
  return () => {
    settled = true;
    ws.close(1000, 'cancelled');
  };
}
