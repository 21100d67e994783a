// One client socket of the soak: Node's own WebSocket (undici), with the client address a
// Cloudflare edge would put in CF-Connecting-IP (wrangler dev keeps a client-sent one), every
// message kept with its size, and waits that end on a match, a close or a deadline. A socket
// opened with `?patches=1` rebuilds each state from the room's patches, as the web client does.
import type { ServerMessage, StateMessage } from '../../party/protocol/room.ts';
import { StateFollower } from '../../party/protocol/state-follower.ts';

export interface Received {
  raw: string;
  /** Null when the text was not JSON (counted as an unclear reply by whoever waits for it). */
  msg: ServerMessage | null;
  /** The state this message leaves the socket holding: a full state, or one rebuilt from a patch. */
  state: StateMessage | null;
  at: number;
}

export class SoakSocket {
  /** Messages not yet dropped by forget(); `base` is the absolute index of the first. */
  private received: Received[] = [];
  private base = 0;
  bytes = 0;
  closeCode: number | null = null;
  /** Patches that did not follow the state held (each answered with one sync). */
  gaps = 0;
  private readonly follower = new StateFollower();
  private readonly ws: WebSocket;
  private waiters: Array<() => void> = [];
  /** False: messages are counted and kept as text only (`msg` null), not parsed. */
  parse = true;
  /** Called for every message as it arrives (the leak inspector listens here). */
  onMessage: ((r: Received) => void) | null = null;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.addEventListener('message', (e) => {
      const raw = typeof e.data === 'string' ? e.data : '';
      this.bytes += Buffer.byteLength(raw);
      let msg: ServerMessage | null = null;
      try {
        if (this.parse) msg = JSON.parse(raw) as ServerMessage;
      } catch { /* kept as null */ }
      let state: StateMessage | null = null;
      if (msg?.type === 'state' || msg?.type === 'patch') {
        state = this.follower.take(msg, () => {
          this.gaps++;
          this.send({ v: 1, type: 'sync' });
        });
      }
      const r = { raw, msg, state, at: performance.now() };
      this.received.push(r);
      this.onMessage?.(r);
      this.wake();
    });
    ws.addEventListener('close', (e) => {
      this.closeCode = e.code;
      this.wake();
    });
  }

  static open(url: string, address: string, ms = 10_000): Promise<SoakSocket> {
    // undici's WebSocket takes headers as a non-standard option.
    const ws = new WebSocket(url, { headers: { 'cf-connecting-ip': address } } as unknown as string[]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`socket to ${url} did not open in ${ms} ms`)), ms);
      ws.addEventListener('open', () => {
        clearTimeout(timer);
        resolve(new SoakSocket(ws));
      });
      ws.addEventListener('error', () => {
        clearTimeout(timer);
        reject(new Error(`socket to ${url} failed`));
      });
    });
  }

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  send(data: unknown): void {
    if (!this.open) return;
    if (data instanceof Uint8Array) this.ws.send(new Uint8Array(data));
    else this.ws.send(typeof data === 'string' ? data : JSON.stringify(data));
  }

  close(): void {
    try { this.ws.close(1000, 'done'); } catch { /* already closed */ }
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Absolute index of the next message to arrive. */
  get count(): number {
    return this.base + this.received.length;
  }

  /** Drops the messages kept so far (a long soak would otherwise hold every one). */
  forget(): void {
    this.base += this.received.length;
    this.received = [];
  }

  /** The first message from absolute index `from` on that `match` accepts; null on close or timeout. */
  async next(match: (r: Received) => boolean, from: number, ms = 10_000): Promise<Received | null> {
    const deadline = performance.now() + ms;
    let seen = Math.max(from, this.base);
    for (;;) {
      for (; seen < this.count; seen++) {
        const r = this.received[seen - this.base] as Received;
        if (match(r)) return r;
      }
      if (this.closeCode !== null) return null;
      const left = deadline - performance.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Whether a message kept from absolute index `from` on is one `match` accepts. */
  hasFrom(from: number, match: (r: Received) => boolean): boolean {
    for (let i = Math.max(from, this.base); i < this.count; i++) if (match(this.received[i - this.base] as Received)) return true;
    return false;
  }

  /** Whether any message kept so far is one `match` accepts. */
  has(match: (r: Received) => boolean): boolean {
    return this.hasFrom(0, match);
  }

  /** The newest state message received so far. */
  latestState(): StateMessage | null {
    return this.follower.held;
  }
}

/** A message that gave the socket a state (full, or a patch applied). */
export const isState = (r: Received): boolean => r.state !== null;
