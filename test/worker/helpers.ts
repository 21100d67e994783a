// Real WebSockets into real rooms, inside workerd: the test talks to the Worker exactly as a
// browser would, through /parties/room/<id>.
import { env, SELF } from 'cloudflare:test';
import type { ErrorMessage } from '../../party/protocol/common.ts';
import type { ServerMessage, StateMessage, WelcomeMessage } from '../../party/protocol/room.ts';
import { StateFollower } from '../../party/protocol/state-follower.ts';
import { randomMoveFor } from '../soak/random-moves.ts';

export const ORIGIN = 'http://kingdoms.test';

export async function api(path: string, init?: RequestInit): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/api${path}`, init);
}

let nextAddress = 0;

/** A client address of its own for each caller that does not name one, as separate people would have. */
/**
 * Runs `body`, and once more if it failed while a minute began: the rate limits count in windows
 * of the wall clock's minutes (as the platform's do), so a test that counts up to a per-minute
 * limit must do its counting inside one window. `body` takes fresh addresses each time.
 */
export async function inOneMinute(body: () => Promise<void>): Promise<void> {
  const minute = () => Math.floor(Date.now() / 60_000);
  for (let attempt = 1; ; attempt++) {
    const began = minute();
    try {
      return await body();
    } catch (error) {
      if (attempt >= 2 || minute() === began) throw error;
    }
  }
}

export function someAddress(): string {
  nextAddress++;
  return `192.0.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

export async function createTable(body: unknown, address = someAddress()): Promise<Response> {
  return api('/tables', {
    method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': address }, body: JSON.stringify(body),
  });
}

export async function newTinyTable(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await createTable({ game: 'tiny', seats: 3, options: { target: 10 }, public: true, ...extra });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export class Client {
  /**
   * Every message in order; for a patching client, each patch is here as the state it rebuilds
   * (so waiting for states works alike), and as sent in `raw`.
   */
  readonly messages: ServerMessage[] = [];
  /** The text of every message as received. */
  readonly raw: string[] = [];
  /** Patches whose `from` did not match the state held (each answered with a sync). */
  gaps = 0;
  private waiters: Array<() => void> = [];
  readonly ws: WebSocket;
  closeCode: number | null = null;
  private readonly follower = new StateFollower();

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.addEventListener('message', (e) => {
      this.raw.push(e.data as string);
      const m = JSON.parse(e.data as string) as ServerMessage;
      if (m.type === 'state' || m.type === 'patch') {
        const state = this.follower.take(m, () => {
          this.gaps++;
          this.send({ v: 1, type: 'sync' });
        });
        if (state) this.messages.push(state);
      } else {
        this.messages.push(m);
      }
      for (const w of this.waiters.splice(0)) w();
    });
    ws.addEventListener('close', (e) => {
      this.closeCode = e.code;
      for (const w of this.waiters.splice(0)) w();
    });
  }

  /**
   * `address` plays the client address Cloudflare's edge would put in cf-connecting-ip;
   * `patches`: asks for patches after the first state, as the web client does.
   */
  static async open(tableId: string, address?: string, patches = false): Promise<Client> {
    // Each connection its own address unless told, as separate people: a proof of a new id pays
    // the address's new-identity limit, which one shared address would soon use up.
    const headers: Record<string, string> = { Upgrade: 'websocket', 'cf-connecting-ip': address ?? someAddress() };
    const res = await SELF.fetch(`${ORIGIN}/parties/room/${tableId}${patches ? '?patches=1' : ''}`, { headers });
    const ws = res.webSocket;
    if (!ws) throw new Error(`no websocket: ${res.status} ${await res.text()}`);
    ws.accept();
    return new Client(ws);
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** Waits for the first message after index `from` that matches. */
  async next<T extends ServerMessage>(match: (m: ServerMessage) => m is T, from = this.messages.length, ms = 5000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(this.messages.slice(from))}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  nextState(from = this.messages.length): Promise<StateMessage> {
    return this.next((m): m is StateMessage => m.type === 'state', from);
  }

  /** Waits for a state message that satisfies `ok` (earlier broadcasts may still be in flight). */
  stateWhere(ok: (s: StateMessage) => boolean, from = 0): Promise<StateMessage> {
    return this.next((m): m is StateMessage => m.type === 'state' && ok(m), from);
  }

  /**
   * Sends a move and waits for the state that includes it. A refusal (the error naming this move
   * id) fails at once with the room's code and message rather than waiting for the timeout.
   */
  async move(version: number, id: string, move: unknown): Promise<StateMessage> {
    const from = this.messages.length;
    this.send({ v: 1, type: 'move', version, id, move });
    const reply = await this.next((m): m is StateMessage | ErrorMessage => (m.type === 'state' && m.version > version) || (m.type === 'error' && m.ref === id), from);
    if (reply.type === 'error') throw new Error(`move ${id} refused: ${reply.code}: ${reply.message}`);
    return reply;
  }

  nextError(from = this.messages.length): Promise<ErrorMessage> {
    return this.next((m): m is ErrorMessage => m.type === 'error', from);
  }

  /** Sends and waits for the reply of the given type. */
  async request<T extends ServerMessage['type']>(msg: unknown, type: T): Promise<Extract<ServerMessage, { type: T }>> {
    const from = this.messages.length;
    this.send(msg);
    return this.next((m): m is Extract<ServerMessage, { type: T }> => m.type === type, from);
  }

  async join(name: string): Promise<WelcomeMessage> {
    return this.request({ v: 1, type: 'join', name }, 'welcome');
  }

  async sync(): Promise<StateMessage> {
    return this.request({ v: 1, type: 'sync' }, 'state');
  }

  close(): void {
    try { this.ws.close(1000, 'done'); } catch { /* already closed */ }
  }

  /** Resolves with the close code once the room has closed this socket. */
  closed(): Promise<number> {
    return new Promise((resolve) => {
      if (this.closeCode !== null) return resolve(this.closeCode);
      this.ws.addEventListener('close', (e) => resolve(e.code));
    });
  }
}

/** Seats `names` at a fresh tiny table and starts it; returns the clients in seat order. */
export async function startedTinyTable(names: string[], options: Record<string, unknown> = { target: 10 }) {
  const id = await newTinyTable({ options, seats: Math.max(names.length, 2) });
  const clients: Client[] = [];
  const tokens: string[] = [];
  for (const name of names) {
    const c = await Client.open(id);
    tokens.push((await c.join(name)).token);
    clients.push(c);
  }
  clients[0]!.send({ v: 1, type: 'start' });
  const states = await Promise.all(clients.map((c) => c.stateWhere((s) => s.room.status === 'playing')));
  return { id, clients, tokens, state: states[0]! };
}

/** The Durable Object behind a table, for the vitest plugin's helpers (alarms, eviction, storage). */
export function roomStub(id: string) {
  return env.Room.get(env.Room.idFromName(id));
}

/** Creates a table through the API with its creator seated; returns its id and the creator's token. */
export async function seatedTable(body: Record<string, unknown>): Promise<{ id: string; token: string; status: string }> {
  const res = await createTable({ game: 'tiny', seats: 2, options: { target: 10 }, name: 'Hum', botPauseMs: 0, ...body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  const made = (await res.json()) as { id: string; token: string; status: string };
  return made;
}

/** Opens a socket and re-attaches a seat with its token; resolves with the first state. */
export async function attached(id: string, token: string): Promise<{ client: Client; state: StateMessage }> {
  const client = await Client.open(id);
  const state = await client.request({ v: 1, type: 'attach', token }, 'state');
  return { client, state };
}

/**
 * Plays random Dominion moves from what each seat (`players`, in seat order, plain connections)
 * is shown, from version `from` until `version` moves are in.
 */
export async function playDominionTo(players: Client[], from: number, version: number, random: () => number): Promise<void> {
  for (let v = from; v < version; v++) {
    const states = await Promise.all(players.map((c) => c.stateWhere((m) => m.version === v && m.view !== null)));
    const seat = states.findIndex((s) => s.prompts.length > 0);
    const mine = states[seat]!;
    const move = randomMoveFor('dominion', mine.prompts[0]!, mine.view, random);
    for (;;) {
      const before = players[seat]!.messages.length;
      players[seat]!.send({ v: 1, type: 'move', version: v, id: `m${v}`, move });
      const reply = await players[seat]!.next((m): m is StateMessage | ErrorMessage => (m.type === 'state' && m.version > v) || m.type === 'error', before);
      if (reply.type === 'state') break;
      // Random play outruns a person's pace; wait for the rate limit rather than count it (past a
      // second, as within one a second refusal is not answered at all).
      if (reply.type !== 'error' || reply.code !== 'rate-limited') throw new Error(`move refused: ${JSON.stringify(reply)}`);
      await new Promise((r) => setTimeout(r, 1100));
    }
  }
}
