// Abuse probes against a running server (the soak's wrangler dev, or the browser tests'): each
// does one thing a hostile or careless client would, measures what the server let it have, and
// says in one line whether the README's limit held. They run where people run the product, not
// only in the vitest pool, because the two once disagreed (issue 18: sockets that all named one
// connection id counted as one against the spectator cap under wrangler dev).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { MAX_SEAT_ONLY, MAX_SPECTATORS, TABLES_PER_MINUTE } from '../../party/limits/limits.ts';
import { IDENTITIES_PER_MINUTE } from '../../party/protocol/identity.ts';
import { newTableId } from '../../party/tokens.ts';
import { nested } from './fuzz.ts';
import { type Received, SoakSocket } from './socket.ts';

export interface ProbeResult {
  name: string;
  /** Whether the limit held. */
  ok: boolean;
  /** The figure, in words, for the soak's output. */
  figure: string;
}

let probeAddresses = 0;
/** A client address of its own for each socket or request a probe makes up (a header, not a host). */
function address(): string {
  probeAddresses++;
  return `198.18.${(probeAddresses >> 8) & 255}.${probeAddresses & 255}`;
}

const isTooMany = (r: Received): boolean => r.msg?.type === 'error' && r.msg.code === 'too-many-spectators';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function createTable(base: string, body: unknown, from = address()): Promise<Response> {
  return fetch(`${base}/api/tables`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': from }, body: JSON.stringify(body),
  });
}

export interface SpectatorProbeOptions {
  /** How many sockets crowd the table. */
  sockets: number;
  /** 'silent': they open and say nothing; 'sync': each asks for the state at once. */
  mode: 'silent' | 'sync';
}

/**
 * A table in play whose player has dropped, crowded by `sockets` spectators; half of them name
 * one and the same connection id (`?_pk=`), as a script may. Measures how many the server keeps
 * open and sends the next state to, then whether the player still gets back to the seat.
 */
export async function spectatorCapProbe(base: string, o: SpectatorProbeOptions): Promise<ProbeResult> {
  const name = `spectators-${o.mode}`;
  const made = await createTable(base, { game: 'dominion', seats: 2, name: 'Player', bots: ['easy'], start: true });
  if (made.status !== 201) return { name, ok: false, figure: `could not open a table: ${made.status} ${await made.text()}` };
  const { id, token } = (await made.json()) as { id: string; token: string };
  const room = `${base.replace(/^http/, 'ws')}/parties/room/${id}`;
  const crowd: SoakSocket[] = [];
  try {
    const opened = await Promise.allSettled(Array.from({ length: o.sockets }, (_, i) =>
      SoakSocket.open(i % 2 === 0 ? `${room}?_pk=one-id-for-all` : room, address(), 60_000)));
    for (const s of opened) if (s.status === 'fulfilled') crowd.push(s.value);
    if (o.mode === 'sync') for (const s of crowd) s.send({ v: 1, type: 'sync' });
    // Everything the cap allows is known once every socket beyond it has been told: wait for that
    // (or for quiet, when the cap does not hold and nobody is told).
    const allowed = o.mode === 'silent' ? MAX_SPECTATORS + MAX_SEAT_ONLY : MAX_SPECTATORS;
    const deadline = Date.now() + 30_000;
    const told = () => crowd.filter((s) => s.has(isTooMany)).length;
    let last = -1;
    for (let quiet = 0; Date.now() < deadline && told() < crowd.length - allowed && quiet < 8; ) {
      await sleep(250);
      const now = told();
      quiet = now === last ? quiet + 1 : 0;
      last = now;
    }
    const kept = crowd.filter((s) => s.open && !s.has(isTooMany));
    // The player comes back: the room answers with a state for the seat, and sends every
    // spectator it still serves the news that the player is here.
    const marks = new Map(kept.map((s) => [s, s.count]));
    const player = await SoakSocket.open(room, address());
    const started = Date.now();
    player.send({ v: 1, type: 'attach', token });
    const back = await player.next((r) => r.msg?.type === 'error' || (r.state?.you === 0), 0, 15_000);
    const backMs = Date.now() - started;
    await sleep(1_000);
    const sentState = kept.filter((s) => s.hasFrom(marks.get(s) ?? 0, (r) => r.state !== null)).length;
    player.close();
    const playerBack = back?.state?.you === 0;
    const ok = kept.length <= allowed && sentState <= MAX_SPECTATORS && playerBack && crowd.length === o.sockets;
    return {
      name, ok,
      figure: `${crowd.length} of ${o.sockets} sockets opened (half on one connection id), ${kept.length} kept open (at most ${allowed}), `
        + `${told()} told too-many-spectators, ${sentState} sent the next state (at most ${MAX_SPECTATORS}); `
        + `the dropped player ${playerBack ? `was back in the seat in ${backMs} ms` : `was NOT let back (${back?.raw.slice(0, 120) ?? 'no answer'})`}`,
    };
  } finally {
    for (const s of crowd) s.close();
  }
}

/**
 * The Room objects wrangler dev has on disk under its --persist-to folder: every database file
 * (workerd opens one for any object whose storage is looked at, even to find it empty), and of
 * those the ones holding data: a table of their own, or a key-value entry (partyserver's name).
 */
export function storedRooms(stateDir: string): { files: number; holdingData: number } {
  const { files, holdingData } = storedObjects(stateDir, 'Room');
  return { files, holdingData };
}

/**
 * The objects of one class (`Room`, `Player`) wrangler dev has on disk: database files, their bytes
 * (with SQLite's -wal beside them; not the -shm index, which any reader makes, this probe's too),
 * and how many hold data of ours.
 */
export function storedObjects(stateDir: string, className: string): { files: number; bytes: number; holdingData: number } {
  const dir = join(stateDir, 'v3', 'do');
  const out = { files: 0, bytes: 0, holdingData: 0 };
  if (!existsSync(dir)) return out;
  for (const ns of readdirSync(dir).filter((d) => d.endsWith(`-${className}`))) {
    for (const f of readdirSync(join(dir, ns))) {
      if (f.startsWith('metadata.sqlite')) continue;
      const path = join(dir, ns, f);
      if (!f.endsWith('-shm') && existsSync(path)) out.bytes += statSync(path).size;
      if (!f.endsWith('.sqlite')) continue;
      out.files++;
      if (holdsData(path)) out.holdingData++;
    }
  }
  return out;
}

/** How long one look waits for workerd's lock on a database file, and how often it looks again. */
export const DB_BUSY_TIMEOUT_MS = 2_000;
const DB_TRIES = 3;

/**
 * Whether an object's database file holds data of ours. workerd writes these files while we read
 * them (a checkpoint, a write of its own tables): opened read-only, each look waits up to
 * DB_BUSY_TIMEOUT_MS for a lock, and a look still refused with "database is locked" is tried again.
 */
export function holdsData(file: string): boolean {
  for (let attempt = 1; ; attempt++) {
    try {
      return readHoldsData(file);
    } catch (err) {
      if (attempt >= DB_TRIES || !isBusy(err)) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100 * attempt);
    }
  }
}

function isBusy(err: unknown): boolean {
  const text = err instanceof Error ? `${err.message} ${(err as { errstr?: string }).errstr ?? ''}` : String(err);
  return /database is locked|SQLITE_BUSY|database table is locked/i.test(text);
}

function readHoldsData(file: string): boolean {
  const db = new DatabaseSync(file, { readOnly: true, timeout: DB_BUSY_TIMEOUT_MS });
  try {
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all().map((r) => String(r.name));
    // Tables of the platform's own: workerd's (_cf_), SQLite's, and wrangler dev's record of an
    // object's name (__miniflare_), which a deployed object does not have.
    const platform = (t: string) => t.startsWith('_cf_') || t.startsWith('sqlite_') || t.startsWith('__miniflare_');
    if (tables.some((t) => !platform(t))) return true;
    return tables.includes('_cf_KV') && Number(db.prepare('SELECT count(*) AS n FROM _cf_KV').get()?.n) > 0;
  } finally {
    db.close();
  }
}

/**
 * Ids that were never tables, asked for in every way a client can (lobby read, record, socket):
 * each must be answered "no such table" and leave no stored object behind. `stateDir`: the
 * server's storage folder, to count Room objects on disk before and after.
 */
export async function unknownTablesProbe(base: string, stateDir: string, count: number): Promise<ProbeResult> {
  const before = storedRooms(stateDir);
  let answered = 0;
  const wrong: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newTableId();
    for (const path of [`/api/tables/${id}`, `/api/tables/${id}/record`]) {
      const res = await fetch(`${base}${path}`, { headers: { 'cf-connecting-ip': address() } });
      const body = await res.text();
      if (res.status === 404 && body.includes('no-such-table')) answered++;
      else wrong.push(`${path} -> ${res.status} ${body.slice(0, 80)}`);
    }
    const s = await SoakSocket.open(`${base.replace(/^http/, 'ws')}/parties/room/${id}`, address());
    const told = await s.next((r) => r.msg?.type === 'error' && r.msg.code === 'no-such-table', 0, 5_000);
    if (told) answered++;
    else wrong.push(`socket to ${id}: not told no-such-table`);
    s.close();
  }
  const after = storedRooms(stateDir);
  const withData = after.holdingData - before.holdingData;
  return {
    name: 'unknown-table-ids', ok: wrong.length === 0 && withData === 0,
    figure: `${count} ids never created, asked ${count * 3} ways: ${answered} answered no-such-table; ${withData} Room objects hold any data `
      + `(${after.files - before.files} database files of platform tables only, which wrangler dev opens for an object looked at)`
      + (wrong.length ? `; wrong: ${wrong.slice(0, 3).join(' | ')}` : ''),
  };
}

/** A player id nobody has used: 32 characters of a-z and 2-7. */
function freshPlayerId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => alphabet[b & 31]).join('');
}

/**
 * One client address asking challenges for `count` new player ids: at most IDENTITIES_PER_MINUTE
 * answered per minute the flood spans, the rest refused with 429 too-many-identities, and no
 * refused id leaves anything on disk, not even the empty database file wrangler dev keeps for an
 * object looked at: a refused id's Player object is never reached (the index of known ids answers
 * first). The answered ones hold their challenges until these expire.
 */
export async function identityFloodProbe(base: string, stateDir: string, count: number): Promise<ProbeResult> {
  const before = storedObjects(stateDir, 'Player');
  const indexBefore = storedObjects(stateDir, 'KnownIds');
  const from = address();
  let answered = 0;
  let refused = 0;
  const other: string[] = [];
  const minute = () => Math.floor(Date.now() / 60_000);
  const firstMinute = minute();
  // 25 at a time, so the flood fits in one minute's window where the machine allows.
  for (let sent = 0; sent < count; sent += 25) {
    await Promise.all(Array.from({ length: Math.min(25, count - sent) }, async () => {
      const res = await fetch(`${base}/api/players/${freshPlayerId()}/challenge`, { method: 'POST', headers: { 'cf-connecting-ip': from } });
      const body = await res.text();
      if (res.status === 200) answered++;
      else if (res.status === 429 && body.includes('too-many-identities')) refused++;
      else other.push(`${res.status} ${body.slice(0, 80)}`);
    }));
  }
  const minutes = minute() - firstMinute + 1;
  const after = storedObjects(stateDir, 'Player');
  const indexAfter = storedObjects(stateDir, 'KnownIds');
  const holding = after.holdingData - before.holdingData;
  const newFiles = after.files - before.files;
  return {
    name: 'identity-flood', ok: answered <= IDENTITIES_PER_MINUTE * minutes && other.length === 0 && holding <= answered && newFiles <= answered,
    figure: `${count} new ids asked for challenges from one address over ${minutes} minute window(s): ${answered} answered (at most ${IDENTITIES_PER_MINUTE} a minute), `
      + `${refused} refused with 429 too-many-identities; ${holding} more Player objects hold data (at most the answered, until their challenges expire); `
      + `on disk ${before.files} -> ${after.files} Player database files (at most one per answered id), ${before.bytes} -> ${after.bytes} bytes with their -wal; `
      + `the index of known ids ${indexBefore.files} -> ${indexAfter.files} files, ${indexBefore.bytes} -> ${indexAfter.bytes} bytes`
      + (other.length ? `; other answers: ${other.slice(0, 3).join(' | ')}` : ''),
  };
}

/** One client address opening tables as fast as it can: the lobby's per-address rate holds. */
export async function tableFloodProbe(base: string, requests: number): Promise<ProbeResult> {
  const from = address();
  const statuses = await Promise.all(Array.from({ length: requests }, () =>
    createTable(base, { game: 'dominion', seats: 2 }, from).then(async (r) => ({ status: r.status, body: await r.text() }))));
  const created = statuses.filter((s) => s.status === 201).length;
  const limited = statuses.filter((s) => s.status === 429 && s.body.includes('too-many-tables')).length;
  const other = requests - created - limited;
  return {
    name: 'table-creation-flood', ok: created <= TABLES_PER_MINUTE && other === 0,
    figure: `${requests} requests at once from one address: ${created} tables opened (at most ${TABLES_PER_MINUTE} a minute), ${limited} refused with 429 too-many-tables, ${other} other answers`,
  };
}

/** Table options nested deep or blown up in size: each refused with a clear 4xx, never a 5xx. */
export async function hostileOptionsProbe(base: string): Promise<ProbeResult> {
  const cases: Array<[string, string]> = [
    ['options nested 100 deep', `{"game":"dominion","seats":2,"options":${nested(100, '{}')}}`],
    ['options nested 100,000 deep', `{"game":"dominion","seats":2,"options":${nested(100_000)}}`],
    ['a 15 KiB option string', JSON.stringify({ game: 'dominion', seats: 2, options: { kingdom: { preset: 'p'.repeat(15_000) } } })],
    ['a 1 MiB body', JSON.stringify({ game: 'dominion', seats: 2, options: { junk: 'j'.repeat(1 << 20) } })],
    ['10,000 kingdom cards', JSON.stringify({ game: 'dominion', seats: 2, options: { kingdom: { cards: Array(10_000).fill('moat') } } })],
    ['Kingdom Builder sections as a deep object', JSON.stringify({ game: 'kingdom-builder', seats: 2, options: { sections: JSON.parse(nested(30, '{}')) } })],
  ];
  const outcomes: string[] = [];
  let clear = 0;
  let slowest = 0;
  for (const [what, body] of cases) {
    const started = performance.now();
    const res = await fetch(`${base}/api/tables`, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': address() }, body });
    const text = await res.text();
    slowest = Math.max(slowest, performance.now() - started);
    let code = '';
    try { code = String((JSON.parse(text) as { error?: { code?: string } }).error?.code ?? ''); } catch { /* not JSON: unclear */ }
    if (res.status >= 400 && res.status < 500 && code) clear++;
    outcomes.push(`${what}: ${res.status} ${code || text.slice(0, 40)}`);
  }
  return {
    name: 'hostile-options', ok: clear === cases.length,
    figure: `${clear} of ${cases.length} refused with a clear 4xx, slowest ${slowest.toFixed(0)} ms (${outcomes.join('; ')})`,
  };
}

export interface ProbeScale {
  /** Sockets crowding a table in each spectator probe (0: those probes are left out). */
  sockets: number;
  unknownIds: number;
  floodRequests: number;
  /** New player ids one address asks challenges for (identity-flood; 0 leaves it out). */
  identities?: number;
}

/** Every probe, in order, against `base` whose storage is `stateDir`. */
export async function runProbes(base: string, stateDir: string, scale: ProbeScale): Promise<ProbeResult[]> {
  const crowds = scale.sockets > 0
    ? [await spectatorCapProbe(base, { sockets: scale.sockets, mode: 'silent' }), await spectatorCapProbe(base, { sockets: scale.sockets, mode: 'sync' })]
    : [];
  return [
    ...crowds,
    await unknownTablesProbe(base, stateDir, scale.unknownIds),
    await tableFloodProbe(base, scale.floodRequests),
    await hostileOptionsProbe(base),
    ...(scale.identities ? [await identityFloodProbe(base, stateDir, scale.identities)] : []),
  ];
}

export const probeLine = (p: ProbeResult): string => `probe ${p.name} ${p.ok ? 'held' : 'FAILED'}: ${p.figure}`;
