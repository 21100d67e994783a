// The fuzzer: malformed, oversized, deeply nested and mistyped messages, out-of-turn moves,
// forged tokens and floods, over WebSockets and REST. Every message must get a clear answer (an
// error naming a code and saying what was wrong, or the state) and nothing may crash: no 5xx,
// no socket closed by an exception, no silence.
import type { Random } from './random-moves.ts';
import { type Received, SoakSocket } from './socket.ts';
import { wsUrl } from './table.ts';
import { gameIds } from '../../party/games/index.ts';
import { EXPIRED_CLOSE_CODE, NO_SUCH_TABLE_CLOSE_CODE, TOO_MANY_SPECTATORS_CLOSE_CODE } from '../../party/protocol/close-codes.ts';

export interface FuzzStats {
  messages: number;
  unclear: number;
  crashes: number;
  examples: string[];
}

export function newFuzzStats(): FuzzStats {
  return { messages: 0, unclear: 0, crashes: 0, examples: [] };
}

function note(stats: FuzzStats, kind: 'unclear' | 'crashes', what: string): void {
  stats[kind]++;
  if (stats.examples.length < 20) stats.examples.push(`${kind}: ${what.slice(0, 300)}`);
}

/** Where fuzz goes: tables in every state, with real seat tokens for out-of-turn moves. */
export interface FuzzTarget {
  id: string;
  tokens: string[];
}

const pick = <T>(xs: readonly T[], random: Random): T => xs[Math.floor(random() * xs.length)] as T;
/** JSON text of arrays nested `depth` deep around `inner`. */
export const nested = (depth: number, inner = '0') => '['.repeat(depth) + inner + ']'.repeat(depth);
const junkText = (random: Random, n: number) => Array.from({ length: n }, () => String.fromCharCode(32 + Math.floor(random() * 95))).join('');
const TOKEN_ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];
const forgedToken = (random: Random) => Array.from({ length: 32 }, () => pick(TOKEN_ALPHABET, random)).join('');

/** Junk moves: wrong shapes, wrong types, values out of range, prototype keys. */
function junkMove(random: Random): unknown {
  return pick<() => unknown>([
    () => null,
    () => 42,
    () => 'play',
    () => [],
    () => ({}),
    () => ({ type: 'play', card: pick(['village', '', 'no-such-card', '__proto__', 'constructor', 'x'.repeat(60)], random) }),
    () => ({ type: 'buy', card: { toString: 'province' } }),
    () => ({ type: 'choose', pick: 'copper' }),
    () => ({ type: 'choose', pick: Array.from({ length: 300 }, () => 'copper') }),
    () => ({ type: 'choose', pick: [1, null, {}, []] }),
    () => ({ type: 'treasures', extra: true }),
    () => ({ type: 'end-turn' }),
    () => ({ type: 'end-actions' }),
    () => ({ type: 'build', hex: pick([-1, 400, 1e9, 1.5, '12', null], random) }),
    () => ({ type: 'tile', tile: 'oracle', to: 5, from: -3 }),
    () => ({ type: 'undo' }),
    () => JSON.parse('{"__proto__": {"polluted": true}, "type": "play"}'),
  ], random)();
}

/** One fuzz message as text (or bytes), for a socket that may hold `token`. */
function fuzzMessage(random: Random, target: FuzzTarget, allTokens: string[]): string | Uint8Array {
  const version = Math.floor(random() * 400);
  return pick<() => string | Uint8Array>([
    () => '{not json',
    () => junkText(random, 1 + Math.floor(random() * 200)),
    () => pick(['', 'null', '[]', '1', '"sync"', 'true', '{}', '{"v":1}'], random),
    () => new Uint8Array([0, 1, 2, 255]),
    () => JSON.stringify({ v: 1, type: 'sync', pad: 'x'.repeat(16_000 + Math.floor(random() * 60_000)) }),
    () => `"${'y'.repeat(17_000)}"`,
    () => `{"v":1,"type":"move","version":0,"id":"deep","move":${nested(33 + Math.floor(random() * 8_000))}}`,
    () => nested(5_000),
    () => `{"v":1,"type":"sync","a":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`,
    () => JSON.stringify({ v: '1', type: 'sync' }),
    () => JSON.stringify({ v: 2, type: 'sync' }),
    () => JSON.stringify({ v: 1, type: pick([5, null, 'JOIN', 'teleport', '', '__proto__'], random) }),
    () => JSON.stringify({ v: 1, type: 'join', name: pick([123, '', '   ', 'n'.repeat(25), 'a\u0000b', '\u202eevil', {}, null], random) }),
    () => JSON.stringify({ v: 1, type: 'join', name: `Fuzz${Math.floor(random() * 1000)}` }),
    () => JSON.stringify({ v: 1, type: 'attach', token: pick([5, 'short', forgedToken(random), '', null], random) }),
    () => JSON.stringify({ v: 1, type: 'attach', token: allTokens.length > 0 ? pick(allTokens, random) : forgedToken(random) }),
    () => JSON.stringify({ v: 1, type: 'attach', token: target.tokens.length > 0 ? pick(target.tokens, random) : forgedToken(random) }),
    () => JSON.stringify({ v: 1, type: pick(['leave', 'start', 'rematch', 'sync'], random) }),
    () => JSON.stringify({ v: 1, type: 'move', version: pick(['0', -1, 1.5, 1e308, null, version], random), id: 'v', move: {} }),
    () => JSON.stringify({ v: 1, type: 'move', version, id: pick(['', 'i'.repeat(65), 7, null], random), move: {} }),
    () => JSON.stringify({ v: 1, type: 'move', version, id: `f${Math.floor(random() * 1e6)}`, move: junkMove(random) }),
    () => JSON.stringify({ v: 1, type: 'move', version, id: `f${Math.floor(random() * 1e6)}`, move: junkMove(random) }),
    () => JSON.stringify({ v: 1, type: 'move', version, id: 'same', move: junkMove(random) }),
    () => JSON.stringify({ v: 1, type: 'move', version, id: `x${Math.floor(random() * 1e6)}` }),
    () => JSON.stringify([{ v: 1, type: 'sync' }]),
    () => JSON.stringify({ v: 1, type: 'chat', text: pick(['gl hf', '', ' ', 'z'.repeat(250), 'q'.repeat(1200), 'a\u0000b\u202e', 42, null], random) }),
    () => JSON.stringify({ v: 1, type: 'chat', phrase: pick(['good-luck', 'well-played', 'insult', 7], random), name: pick(['Fuzz', 'n'.repeat(120), 5], random) }),
    () => JSON.stringify({ v: 1, type: 'settings', settings: pick([{ chat: false }, { spectatorChat: true }, { autoUndo: 'yes' }, [], null, { chat: true, extra: 1 }], random) }),
    () => JSON.stringify({ v: 1, type: 'undo' }),
    () => JSON.stringify({ v: 1, type: 'undo-answer', accept: pick([true, false, 'yes', null], random) }),
  ], random)();
}

/** A clear answer: JSON with a known type; errors name a code and say what was wrong. */
function clear(r: Received): boolean {
  const m = r.msg as unknown as Record<string, unknown> | null;
  if (!m || typeof m !== 'object' || m.v !== 1) return false;
  if (m.type === 'error') return typeof m.code === 'string' && m.code.length > 0 && typeof m.message === 'string' && m.message.length >= 8;
  return ['state', 'welcome', 'chat', 'queued', 'matched'].includes(String(m.type));
}

/** Close codes that are answers, not accidents: done, no such table, expired, too many spectators. */
const EXPECTED_CLOSE = new Set([1000, NO_SUCH_TABLE_CLOSE_CODE, EXPIRED_CLOSE_CODE, TOO_MANY_SPECTATORS_CLOSE_CODE]);

let nextAddress = 0;
function fuzzAddress(): string {
  nextAddress++;
  return `172.16.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/** One connection's worth of fuzz: up to `n` messages, each awaited, within the per-connection burst. */
async function fuzzConnection(url: string, n: number, random: Random, target: FuzzTarget, allTokens: string[], stats: FuzzStats): Promise<void> {
  let socket: SoakSocket;
  try {
    socket = await SoakSocket.open(url, fuzzAddress());
  } catch (err) {
    note(stats, 'crashes', `could not connect to ${url}: ${String(err)}`);
    return;
  }
  for (let i = 0; i < n && socket.open; i++) {
    const message = fuzzMessage(random, target, allTokens);
    const from = socket.count;
    socket.send(message);
    stats.messages++;
    // A challenge is the room's announcement on connect (and after a proof), not an answer: it can
    // arrive just after the first message went out.
    const answer = await socket.next((r) => (r.msg as { type?: unknown } | null)?.type !== 'challenge', from, 5_000);
    const shown = typeof message === 'string' ? message.slice(0, 120) : '<binary>';
    if (answer === null) {
      if (socket.closeCode === null) note(stats, 'unclear', `no answer to ${shown}`);
      else if (!EXPECTED_CLOSE.has(socket.closeCode)) note(stats, 'crashes', `socket closed with ${socket.closeCode} after ${shown}`);
      break;
    }
    if (!clear(answer)) note(stats, answer.raw.includes('stack') ? 'crashes' : 'unclear', `answer ${answer.raw.slice(0, 200)} to ${shown}`);
    // A second answer (the state after a refused attach) must not be taken for the next one's.
    await socket.next(() => false, socket.count, 5);
  }
  socket.close();
}

/**
 * `count` fuzz messages over WebSockets, `parallel` connections at a time: each connection sends
 * fewer messages than its rate limit allows, so every message deserves an answer.
 */
export async function fuzzSockets(base: string, targets: FuzzTarget[], count: number, random: Random, stats: FuzzStats, parallel = 8): Promise<void> {
  const allTokens = targets.flatMap((t) => t.tokens);
  const unknown: FuzzTarget = { id: 'a'.repeat(26), tokens: [] };
  let left = count;
  const worker = async () => {
    while (left > 0) {
      const n = Math.min(left, 20);
      left -= n;
      const r = random();
      if (r < 0.05) {
        await fuzzConnection(`${base.replace(/^http/, 'ws')}/api/match/${pick(gameIds(), random)}`, n, random, unknown, allTokens, stats);
      } else {
        const target = r < 0.1 ? unknown : pick(targets, random);
        await fuzzConnection(wsUrl(base, target.id), n, random, target, allTokens, stats);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/**
 * One socket floods a table with `n` messages as fast as it can while another client asks for the
 * state: the flood must cost the room little (at most one refusal answer a second) and the other
 * client must still be answered. Returns how long that answer took, in ms.
 */
export async function flood(base: string, target: FuzzTarget, n: number, stats: FuzzStats): Promise<number> {
  const url = wsUrl(base, target.id);
  const flooder = await SoakSocket.open(url, fuzzAddress());
  const bystander = await SoakSocket.open(url, fuzzAddress());
  let refusals = 0;
  let received = 0;
  const codes = new Set<string>();
  flooder.onMessage = (r) => {
    received++;
    if (r.msg?.type === 'error') codes.add(r.msg.code);
    if (r.msg?.type === 'error' && r.msg.code === 'rate-limited') refusals++;
  };
  const started = performance.now();
  for (let i = 0; i < n; i++) flooder.send(i % 2 === 0 ? '{"v":1,"type":"sync"}' : '{"v":1,"type":"nope"}');
  stats.messages += n;
  const asked = performance.now();
  const from = bystander.count;
  bystander.send({ v: 1, type: 'sync' });
  const answer = await bystander.next((r) => r.msg?.type === 'state', from, 10_000);
  const latency = performance.now() - asked;
  if (!answer) note(stats, 'unclear', 'a bystander got no state while another socket flooded the table');
  await flooder.next(() => false, flooder.count, 1_000);
  const seconds = (performance.now() - started) / 1000;
  if (refusals === 0) {
    // What it was told instead says why (issue 31: seen once in 10 runs).
    const got = `${received} messages back, errors ${[...codes].join(', ') || 'none'}, socket ${flooder.closeCode === null ? 'open' : `closed ${flooder.closeCode}`}`;
    note(stats, 'unclear', `a flood of ${n} messages was never told it is rate-limited (${got})`);
  }
  if (refusals > Math.ceil(seconds) + 1) note(stats, 'unclear', `a flood was told rate-limited ${refusals} times in ${seconds.toFixed(1)} s`);
  if (flooder.closeCode !== null && !EXPECTED_CLOSE.has(flooder.closeCode)) note(stats, 'crashes', `flooder closed with ${flooder.closeCode}`);
  flooder.close();
  bystander.close();
  return latency;
}

// ---- REST -----------------------------------------------------------------------------------

interface RestCase { method: string; path: string; headers?: Record<string, string>; body?: string }

function restCase(random: Random): RestCase {
  const json = { 'content-type': 'application/json' };
  const table = (body: unknown) => JSON.stringify(body);
  return pick<() => RestCase>([
    () => ({ method: 'POST', path: '/api/tables', headers: json, body: junkText(random, 50) }),
    () => ({ method: 'POST', path: '/api/tables', headers: json, body: table({ game: 'dominion', seats: pick([0, 1, 7, 2.5, '4', null], random) }) }),
    () => ({ method: 'POST', path: '/api/tables', headers: json, body: table({ game: pick(['chess', '', 5, null, 'x'.repeat(50)], random), seats: 2 }) }),
    () => ({ method: 'POST', path: '/api/tables', headers: json, body: table({ game: 'dominion', seats: 3, options: { kingdom: pick([{ preset: {} }, { cards: ['moat'] }, { random: 'all' }, 5, { preset: 'first-game', cards: [] }], random) } }) }),
    () => ({ method: 'POST', path: '/api/tables', headers: json, body: table({ game: 'kingdom-builder', seats: 3, options: { sections: pick([[1, 2, 3, 4], 'random', 'none'], random), cards: pick([['x'], 'random', 7], random) } }) }),
    () => ({ method: 'POST', path: '/api/tables', headers: json, body: table({ game: 'dominion', seats: 2, public: pick([true, 'yes', 1], random), options: { junk: 'j'.repeat(12_000) } }) }),
    () => ({ method: 'POST', path: '/api/tables', headers: json, body: `{"game":"dominion","seats":2,"options":${nested(33 + Math.floor(random() * 7_000))}}` }),
    () => ({ method: 'POST', path: '/api/tables', headers: json, body: table({ game: 'dominion', seats: 2, pad: 'p'.repeat(17_000 + Math.floor(random() * 40_000)) }) }),
    () => ({ method: 'POST', path: '/api/tables', headers: { 'content-type': pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=z', 'application/jsonx'], random) }, body: table({ game: 'dominion', seats: 2 }) }),
    () => ({ method: 'POST', path: '/api/tables', body: table({ game: 'dominion', seats: 2 }) }),
    () => ({ method: 'POST', path: '/api/tables', headers: json, body: table({ game: 'dominion', seats: 2 }) }),
    () => ({ method: 'POST', path: '/api/tables', headers: json, body: table({ game: 'kingdom-builder', seats: 2, public: true }) }),
    () => ({ method: pick(['PUT', 'DELETE', 'PATCH'], random), path: '/api/tables', headers: json, body: '{}' }),
    () => ({ method: 'GET', path: `/api/tables/${pick(['a'.repeat(26), 'A'.repeat(26), 'short', 'z'.repeat(5_000), '%2e%2e%2fapi', '..%00', forgedToken(random).toLowerCase().slice(0, 26)], random)}` }),
    () => ({ method: 'GET', path: `/api/tables/${pick(['a'.repeat(26), 'short', forgedToken(random).toLowerCase().slice(0, 26)], random)}/record` }),
    () => ({ method: 'GET', path: `/api/tables?game=${pick(['chess', '', '%00', 'dominion', 'x'.repeat(3000)], random)}` }),
    () => ({ method: 'GET', path: pick(['/api/health', '/api/games', '/api/nope', '/api/match/chess', '/api/match/dominion', '/api/tables/'], random) }),
    () => ({ method: 'GET', path: `/parties/room/${pick(['a'.repeat(26), 'bad', 'x'.repeat(500)], random)}` }),
    () => ({ method: 'POST', path: `/parties/${pick(['room', 'matchmaker', 'directory', 'x'], random)}/${'a'.repeat(26)}`, headers: json, body: '{}' }),
  ], random)();
}

/** `count` REST requests; /api and /parties answers must be JSON with an error code when refused. */
export async function fuzzRest(base: string, count: number, random: Random, stats: FuzzStats, parallel = 8): Promise<void> {
  let left = count;
  const worker = async () => {
    while (left-- > 0) {
      const c = restCase(random);
      // Mostly a fresh client address; now and then one that is over its table-creation budget.
      const address = random() < 0.1 ? '172.31.0.1' : fuzzAddress();
      stats.messages++;
      let res: Response;
      try {
        res = await fetch(`${base}${c.path}`, { method: c.method, headers: { ...c.headers, 'cf-connecting-ip': address }, body: c.body });
      } catch (err) {
        note(stats, 'crashes', `${c.method} ${c.path.slice(0, 80)}: ${String(err)}`);
        continue;
      }
      const text = await res.text();
      const what = `${c.method} ${c.path.slice(0, 80)} ${c.body?.slice(0, 80) ?? ''} -> ${res.status} ${text.slice(0, 160)}`;
      if (res.status >= 500) {
        note(stats, 'crashes', what);
        continue;
      }
      if (res.status >= 400) {
        let body: { error?: { code?: unknown; message?: unknown } } | null = null;
        try { body = JSON.parse(text); } catch { /* unclear below */ }
        const ok = typeof body?.error?.code === 'string' && typeof body.error.message === 'string' && body.error.message.length >= 8;
        if (!ok) note(stats, 'unclear', what);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
