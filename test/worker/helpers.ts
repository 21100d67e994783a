// Real WebSockets into real rooms, inside workerd: the test talks to the Worker exactly as a
// browser would, through /parties/room/<id>.
import { env, SELF } from 'cloudflare:test';
import type { ErrorMessage, ServerMessage, StateMessage, WelcomeMessage } from '../../party/games/core/protocol.ts';

export const ORIGIN = 'http://kingdoms.test';

export async function api(path: string, init?: RequestInit): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/api${path}`, init);
}

let nextAddress = 0;

/** A client address of its own for each caller that does not name one, as separate people would have. */
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
  readonly messages: ServerMessage[] = [];
  private waiters: Array<() => void> = [];
  readonly ws: WebSocket;
  closeCode: number | null = null;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.addEventListener('message', (e) => {
      this.messages.push(JSON.parse(e.data as string) as ServerMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.addEventListener('close', (e) => {
      this.closeCode = e.code;
      for (const w of this.waiters.splice(0)) w();
    });
  }

  /** `address` plays the client address Cloudflare's edge would put in cf-connecting-ip. */
  static async open(tableId: string, address?: string): Promise<Client> {
    const headers: Record<string, string> = { Upgrade: 'websocket' };
    if (address) headers['cf-connecting-ip'] = address;
    const res = await SELF.fetch(`${ORIGIN}/parties/room/${tableId}`, { headers });
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

  /** Sends a move and waits for the state that includes it (or the error refusing it). */
  async move(version: number, id: string, move: unknown): Promise<StateMessage> {
    const from = this.messages.length;
    this.send({ v: 1, type: 'move', version, id, move });
    return this.stateWhere((s) => s.version > version, from);
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
