// Players over plain WebSockets from the test process, for browser tests that need a finished
// game first: they speak the room's protocol as a page does (join, start, moves against the
// latest version), reading only their own prompts, and take patches as the page does.
import type { ServerMessage, StateMessage } from '../../party/protocol/room.ts';
import { StateFollower } from '../../party/protocol/state-follower.ts';
import { baseUrl } from './browser.ts';

export async function createTableByApi(body: unknown): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export class WsPlayer {
  state: StateMessage | null = null;
  /** The latest refusal the room sent this player, for a failing test to say why. */
  lastError: ServerMessage | null = null;
  private readonly follower = new StateFollower();
  private readonly ws: WebSocket;
  private waiters: Array<() => void> = [];

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.addEventListener('message', (e) => {
      const m = JSON.parse(String(e.data)) as ServerMessage;
      if (m.type === 'state' || m.type === 'patch') {
        this.state = this.follower.take(m, () => this.send({ type: 'sync' })) ?? this.state;
      } else if (m.type === 'error') {
        this.lastError = m;
      }
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static async open(tableId: string): Promise<WsPlayer> {
    const ws = new WebSocket(`${baseUrl().replace(/^http/, 'ws')}/parties/room/${tableId}?patches=1`);
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener('open', () => resolve(), { once: true });
      ws.addEventListener('error', () => reject(new Error('websocket failed')), { once: true });
    });
    return new WsPlayer(ws);
  }

  send(msg: Record<string, unknown>): void {
    this.ws.send(JSON.stringify({ v: 1, ...msg }));
  }

  /** Waits until the latest state satisfies `ok`. */
  async until(ok: (s: StateMessage) => boolean, ms = 20_000): Promise<StateMessage> {
    const deadline = Date.now() + ms;
    while (!this.state || !ok(this.state)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting; last state version ${this.state?.version}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.state;
  }

  close(): void {
    this.ws.close();
  }
}

/**
 * Sends `message` until the state shows it was taken (`done`). All players here share one address,
 * which the room rate-limits (40 messages a second); a refused message is dropped quietly, so one
 * not answered soon is sent again (a move keeps its id: applied once).
 */
export async function sendAnswered(p: WsPlayer, message: Record<string, unknown>, done: (s: StateMessage) => boolean): Promise<void> {
  p.send(message);
  for (let tries = 0; ; tries++) {
    const ok = await p.until(done, 1_500).then(() => true, () => false);
    if (ok) return;
    if (tries > 10) throw new Error(`${JSON.stringify(message)} was never answered (last error: ${JSON.stringify(p.lastError)}, version ${p.state?.version})`);
    p.send(message);
  }
}

const TREASURES = new Set(['copper', 'silver', 'gold']);
const BUYS = ['province', 'gold', 'silver'];

/**
 * Plays a started 2-player Dominion game to its end with Big Money (Treasures, then the best of
 * Province, Gold, Silver): about a hundred moves. Returns the number of moves made.
 */
export async function playBigMoney(players: WsPlayer[]): Promise<number> {
  let moves = 0;
  for (let guard = 0; guard < 2000; guard++) {
    const s = await players[0]!.until((st) => st.version >= moves);
    if (s.result) return moves;
    const p = players.find((pl) => (pl.state?.prompts.length ?? 0) > 0 && pl.state!.version === moves);
    if (!p) {
      await Promise.race(players.map((pl) => pl.until((st) => st.version === moves && st.prompts.length > 0, 5_000).catch(() => null)));
      continue;
    }
    const prompt = p.state!.prompts[0] as unknown as { kind: string; play: string[]; buy: string[]; buys: number };
    if (prompt.kind !== 'turn') throw new Error(`unexpected prompt ${prompt.kind}`);
    const buy = BUYS.find((c) => prompt.buy.includes(c));
    const move = prompt.play.some((c) => TREASURES.has(c)) ? { type: 'treasures' }
      : buy && prompt.buys > 0 ? { type: 'buy', card: buy } : { type: 'end-turn' };
    await sendAnswered(p, { type: 'move', version: moves, id: `m${moves}`, move }, (st) => st.version > moves);
    moves += 1;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error('the game did not end');
}
