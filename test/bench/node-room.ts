/// <reference types="node" />
// The room's own path, in Node: the real RoomParts, dispatch and alarm code over node:sqlite (an
// SqlStorage of the same shape as the Durable Object's), with fake sockets that count what they
// are sent. No workerd, no network, no permessage-deflate: what is left is the room's JavaScript
// and SQLite's share of each statement, per accepted move. Time is a virtual clock (a move every
// `MOVE_GAP_MS`), so the rate limits and pauses behave as at a real table.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { register } from 'node:module';
import { deflateRawSync } from 'node:zlib';
import { createHash, type Hash } from 'node:crypto';

// partyserver (imported by the room's rematch path) and the Directory import the Workers runtime's
// module; nothing of it runs here.
register(`data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === 'cloudflare:workers') return { url: 'data:text/javascript,export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } } export const env = {};', shortCircuit: true };
  return next(specifier, context);
}`)}`);

const DEFLATE = process.env.DEFLATE === '1';

/**
 * With FINGERPRINT=1: one SHA-256 over every frame every fake socket is sent, in order, each with
 * its socket's id, so two trees can be shown to send byte-for-byte the same messages. Off by
 * default: hashing would add its own CPU to the figures it sits beside.
 */
const sent: Hash | null = process.env.FINGERPRINT === '1' ? createHash('sha256') : null;

/**
 * The room draws seat tokens and Reaction windows' pauses from crypto.getRandomValues; for a
 * fingerprint to mean anything those must be the same in every run, so with FINGERPRINT=1 they
 * come from a fixed-seed generator (xorshift32) instead. Returns the function that puts the
 * runtime's back.
 */
export function fixRandomValues(): () => void {
  if (!sent) return () => {};
  const real = crypto.getRandomValues;
  let x = 0x9e3779b9;
  crypto.getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
    if (!array) return array;
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) {
      x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
      bytes[i] = x & 0xff;
    }
    return array;
  }) as typeof crypto.getRandomValues;
  return () => { crypto.getRandomValues = real; };
}

/** The fingerprint of all frames sent so far (FINGERPRINT=1), or null. */
export function sentFingerprint(): string | null {
  return sent ? sent.copy().digest('hex').slice(0, 16) : null;
}

type Value = string | number | null | ArrayBuffer;

/** The Durable Object's SqlStorage over node:sqlite: prepared statements cached, like workerd's. */
class NodeSql {
  readonly #db: DatabaseSync;
  readonly #prepared = new Map<string, { stmt: StatementSync; reads: boolean }>();
  statements = 0;
  /** Statements run, by their text: what a move writes and reads. */
  readonly byQuery = new Map<string, number>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  exec(query: string, ...bindings: Value[]): { toArray(): unknown[]; one(): unknown; [Symbol.iterator](): Iterator<unknown> } {
    this.statements++;
    this.byQuery.set(query, (this.byQuery.get(query) ?? 0) + 1);
    let p = this.#prepared.get(query);
    if (!p) {
      const stmt = this.#db.prepare(query);
      p = { stmt, reads: stmt.columns().length > 0 };
      this.#prepared.set(query, p);
    }
    const rows = p.reads ? p.stmt.all(...(bindings as never[])) : (p.stmt.run(...(bindings as never[])), []);
    return {
      toArray: () => rows,
      one: () => {
        if (rows.length !== 1) throw new Error(`one(): ${rows.length} rows for ${query}`);
        return rows[0];
      },
      [Symbol.iterator]: () => rows[Symbol.iterator](),
    };
  }
}

/** The storage calls the room makes, over one in-memory database. */
export class NodeStorage {
  readonly sql: NodeSql;
  readonly #db: DatabaseSync;
  alarm: number | null = null;

  constructor() {
    this.#db = new DatabaseSync(':memory:');
    this.sql = new NodeSql(this.#db);
  }

  transactionSync<T>(write: () => T): T {
    this.#db.exec('BEGIN');
    try {
      const out = write();
      this.#db.exec('COMMIT');
      return out;
    } catch (err) {
      this.#db.exec('ROLLBACK');
      throw err;
    }
  }

  async setAlarm(at: number): Promise<void> {
    this.alarm = at;
  }

  async deleteAll(): Promise<void> {
    throw new Error('the bench table never expires');
  }
}

/** A socket as the room sees one (partyserver's Connection): it keeps count of what it is sent. */
export class FakeSocket {
  readonly id: string;
  state: unknown = null;
  bytes = 0;
  frames = 0;
  last = '';

  constructor(id: string) {
    this.id = id;
  }

  setState(state: unknown): unknown {
    this.state = state;
    return state;
  }

  /** With DEFLATE=1: the bytes each frame would take deflated on its own (no context kept between frames). */
  deflated = 0;

  send(text: string): void {
    if (DEFLATE) this.deflated += deflateRawSync(text).length;
    if (sent) sent.update(`${this.id}\n${text}\n`);
    this.bytes += text.length;
    this.frames++;
    this.last = text;
  }

  close(): void {}
}

/** The objects the room calls by RPC, answering at once (their own cost is theirs, not the room's). */
export function fakeEnv(): unknown {
  const stub = new Proxy({}, { get: () => async () => null });
  return new Proxy({}, { get: () => ({ getByName: () => stub, get: () => stub, idFromName: () => ({}) }) });
}

/** A virtual clock for Date.now, moved on by hand. */
export class VirtualClock {
  now = Date.UTC(2026, 11, 1);
  readonly #real = Date.now;

  install(): void {
    Date.now = () => this.now;
  }

  uninstall(): void {
    Date.now = this.#real;
  }
}
