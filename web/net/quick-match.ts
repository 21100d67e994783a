// Quick match over a short-lived WebSocket: wait in the queue of a game and table size until the
// matchmaker opens a table for the group, then go there.
import type { MatchServerMessage, QueueMessage } from '../../party/protocol/quick-match.ts';
import { PROTOCOL_VERSION } from '../../party/protocol/common.ts';
import { prove } from './identity.ts';
import { challengeIn } from './player-wire.ts';

// A matchmaker that asks for proofs sends its challenge as soon as the socket opens; one that
// does not is answered with an anonymous wish after this long.
const CHALLENGE_WAIT_MS = 1500;

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
  let queued = false;
  let anonymous: ReturnType<typeof setTimeout> | undefined;
  const queue = (proof?: unknown) => {
    if (queued || settled) return;
    queued = true;
    clearTimeout(anonymous);
    ws.send(JSON.stringify({ v: PROTOCOL_VERSION, type: 'queue', ...wish, ...(proof ? { proof } : {}) } satisfies QueueMessage));
  };
  ws.addEventListener('open', () => { anonymous = setTimeout(() => queue(), CHALLENGE_WAIT_MS); });
  ws.addEventListener('message', (event) => {
    let msg: MatchServerMessage;
    try { msg = JSON.parse(String(event.data)) as MatchServerMessage; } catch { return; }
    // The player's rating counts in the match: the wish goes out signed for this game's queue.
    const challenge = challengeIn(msg);
    if (challenge !== null) {
      if (!queued) void prove(`match:${game}`, challenge).then((proof) => queue(proof), () => queue());
      return;
    }
    if (msg.type === 'queued') on.onQueued(msg.waiting, msg.seats);
    else if (msg.type === 'matched') { settled = true; on.onMatched(msg.table, msg.token); }
    else { settled = true; on.onFailed(msg.code, msg.message); ws.close(); }
  });
  ws.addEventListener('close', () => {
    clearTimeout(anonymous);
    if (!settled) on.onFailed('network', 'matchmaking connection closed');
    settled = true;
  });
  return () => {
    settled = true;
    clearTimeout(anonymous);
    ws.close(1000, 'cancelled');
  };
}
