// The reliability soak against a real local `wrangler dev`: tables of four random players and a
// spectator under the leak inspector, then the fuzzer, then kill -9 rounds that restart the
// server on the same storage and check that every acknowledged move survived.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LocalServer, startLocalServer } from '../e2e/local-server.ts';
import { flood, fuzzRest, fuzzSockets, type FuzzTarget, newFuzzStats } from './fuzz.ts';
import { LeakInspector } from './leaks.ts';
import { seeded } from './random-moves.ts';
import { newStats, SEATS, SoakTable } from './table.ts';

export interface SoakOptions {
  /** Tables played at once. */
  tables: number;
  /** How long they play, in seconds. */
  seconds: number;
  fuzzMessages: number;
  restMessages: number;
  floods: number;
  killRounds: number;
  /** Tables playing while the server is killed. */
  killTables: number;
  seed: number;
  /** Sockets take whole states only, no patches (to compare what patches save). */
  fullStates?: boolean;
  /** Run wrangler dev with its local observability store on, to measure what it costs. */
  observability?: boolean;
  log?: (line: string) => void;
}

export interface SoakFigures {
  tables: number;
  sockets: number;
  rttP50: number;
  rttP95: number;
  rttP99: number;
  movesPerSecond: number;
  /** workerd's CPU time (user + system) over the play phase per accepted move; null without /proc. */
  cpuPerMove: number | null;
  bytesPerMovePerSeat: number;
  /** Bytes of the state messages (full or patch) each seat received while playing: median and p95. */
  stateBytesP50: number;
  stateBytesP95: number;
  /** Of those, how many were full states (the rest were patches). */
  fullStates: number;
  stateMessages: number;
  /** Patches that did not follow what a socket held (each answered with a sync): 0 expected. */
  gaps: number;
  messagesInspected: number;
  leaks: number;
  fuzzMessages: number;
  floodLatency: number;
  crashes: number;
  unclearReplies: number;
  refusedMoves: number;
  killRounds: number;
  acknowledgedAtKill: number;
  lostMoves: number;
  /** Bytes of wrangler's local observability store in the state folder (0: none was made). */
  observabilityStoreBytes: number;
  seconds: number;
  examples: string[];
}

const GAMES = ['dominion', 'kingdom-builder'];
/** What the server printing means something threw where it should not have. */
const SERVER_FAILURE = /Uncaught|Error in Room|Error in Matchmaker|engine threw|unhandled|onMessage error|failed to execute sql/;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Bytes under `dir` (0 when it does not exist): wrangler's trace store must not be there at all. */
function bytesUnder(dir: string): number {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

export async function runSoak(o: SoakOptions): Promise<SoakFigures> {
  const log = o.log ?? (() => {});
  const started = performance.now();
  const random = seeded(o.seed);
  const work = mkdtempSync(join(tmpdir(), 'kingdoms-soak-'));
  const state = join(work, 'state');
  const assets = join(work, 'assets');
  mkdirSync(assets);
  if (o.observability) process.env.X_LOCAL_OBSERVABILITY = 'true';
  let server: LocalServer = await startLocalServer(state, undefined, assets);
  let serverLog = '';
  const leaks = new LeakInspector();
  const stats = newStats();
  const fuzz = newFuzzStats();
  const examples: string[] = [];
  let tablesOpened = 0;
  let lostMoves = 0;
  let acknowledgedAtKill = 0;
  const everyTable: SoakTable[] = [];
  const open = async (): Promise<SoakTable> => {
    const n = tablesOpened++;
    const t = await SoakTable.open(server.url, GAMES[n % GAMES.length] as string, n, leaks, stats, random, !o.fullStates);
    everyTable.push(t);
    return t;
  };
  try {
    // ---- play ---------------------------------------------------------------------------
    log(`playing ${o.tables} tables for ${o.seconds} s on ${server.url}`);
    const playing: SoakTable[] = [];
    for (let i = 0; i < o.tables; i += 8) playing.push(...(await Promise.all(Array.from({ length: Math.min(8, o.tables - i) }, open))));
    const bytesBefore = playing.reduce((n, t) => n + t.seatBytes, 0);
    const cpuBefore = server.workerdCpuSeconds();
    const playStart = performance.now();
    const deadline = playStart + o.seconds * 1000;
    const done = () => performance.now() >= deadline;
    let moves = 0;
    let seatBytes = -bytesBefore;
    await Promise.all(playing.map(async (first) => {
      let table = first;
      for (;;) {
        await table.play(done);
        moves += table.acknowledged;
        seatBytes += table.seatBytes;
        table.close();
        if (done()) return;
        table = await open(); // the game ended: the next one takes its place
        seatBytes -= table.seatBytes;
      }
    }));
    const playSeconds = (performance.now() - playStart) / 1000;
    const stateBytes = stats.stateBytes.slice().sort((a, b) => a - b);
    const fullStates = stats.fullStates;
    const cpuAfter = server.workerdCpuSeconds();
    const cpuPerMove = cpuBefore !== null && cpuAfter !== null && moves > 0 ? ((cpuAfter - cpuBefore) * 1000) / moves : null;
    log(`played ${moves} moves at ${tablesOpened} tables in ${playSeconds.toFixed(1)} s`);

    // ---- fuzz ---------------------------------------------------------------------------
    const targets: FuzzTarget[] = everyTable.map((t) => ({ id: t.id, tokens: t.tokens }));
    const openTable = await open();
    targets.push({ id: openTable.id, tokens: openTable.tokens });
    log(`fuzzing: ${o.fuzzMessages} socket messages, ${o.restMessages} requests, ${o.floods} floods`);
    await fuzzSockets(server.url, targets, o.fuzzMessages, random, fuzz);
    await fuzzRest(server.url, o.restMessages, random, fuzz);
    let floodLatency = 0;
    for (let i = 0; i < o.floods; i++) {
      floodLatency = Math.max(floodLatency, await flood(server.url, targets[i % targets.length] as FuzzTarget, 1_000, fuzz));
    }
    openTable.close();
    const health = await fetch(`${server.url}/api/health`).then((r) => r.status).catch(() => 0);
    if (health !== 200) {
      fuzz.crashes++;
      examples.push(`the server no longer answers /api/health (${health}) after the fuzz`);
    }

    // ---- kill -9 ------------------------------------------------------------------------
    const killed: SoakTable[] = [];
    for (let i = 0; i < o.killTables; i++) killed.push(await open());
    for (let round = 1; round <= o.killRounds; round++) {
      const plays = killed.map((t) => t.play(() => false));
      await sleep(1_000 + random() * 2_000);
      serverLog += server.output();
      await server.kill();
      await Promise.all(plays);
      const acked = killed.map((t) => t.acknowledged);
      acknowledgedAtKill += acked.reduce((a, b) => a + b, 0);
      log(`kill round ${round}: killed with ${acked.join('/')} moves acknowledged`);
      server = await startLocalServer(state, server.port, assets);
      for (const [i, table] of killed.entries()) {
        const states = await table.rejoin(server.url);
        const after = Math.min(...states.map((s) => s.version));
        const before = acked[i] as number;
        if (after < before) {
          lostMoves += before - after;
          examples.push(`table ${table.id}: ${before} moves acknowledged before the kill, ${after} after`);
        }
        for (const s of states) {
          for (const e of s.log) {
            const seen = table.logSeen.get(e.i);
            const now = JSON.stringify({ type: e.type, seat: e.seat, data: e.data });
            if (seen !== undefined && seen !== now) {
              lostMoves++;
              examples.push(`table ${table.id}: log entry ${e.i} changed across the restart`);
            }
          }
        }
      }
    }
    for (const t of killed) t.close();
    serverLog += server.output();
    const observabilityStoreBytes = bytesUnder(join(state, 'v3', 'observability'));
    const failures = serverLog.split('\n').filter((l) => SERVER_FAILURE.test(l));
    for (const line of failures.slice(0, 5)) examples.push(`server: ${line.slice(0, 200)}`);
    const rtt = stats.roundTrips.slice().sort((a, b) => a - b);
    return {
      tables: tablesOpened,
      sockets: o.tables * (SEATS + 1),
      rttP50: percentile(rtt, 50),
      rttP95: percentile(rtt, 95),
      rttP99: percentile(rtt, 99),
      movesPerSecond: moves / playSeconds,
      cpuPerMove,
      bytesPerMovePerSeat: moves > 0 ? seatBytes / moves / SEATS : 0,
      stateBytesP50: percentile(stateBytes, 50),
      stateBytesP95: percentile(stateBytes, 95),
      fullStates,
      stateMessages: stateBytes.length,
      gaps: everyTable.reduce((n, t) => n + t.gaps, 0),
      messagesInspected: leaks.inspected,
      leaks: leaks.leaks,
      fuzzMessages: fuzz.messages,
      floodLatency,
      crashes: fuzz.crashes + failures.length,
      unclearReplies: fuzz.unclear,
      refusedMoves: stats.refused,
      killRounds: o.killRounds,
      acknowledgedAtKill,
      lostMoves,
      observabilityStoreBytes,
      seconds: (performance.now() - started) / 1000,
      examples: [...leaks.examples, ...fuzz.examples, ...stats.refusals, ...examples],
    };
  } finally {
    for (const t of everyTable) t.close();
    await server.stop();
    if (o.observability) delete process.env.X_LOCAL_OBSERVABILITY;
    rmSync(work, { recursive: true, force: true });
  }
}

/** One `bench`-style line per figure, as `npm run bench` prints them. */
export function figureLines(f: SoakFigures): string[] {
  const r = (x: number, d = 1) => x.toFixed(d);
  return [
    `bench soak.tables ${f.tables} tables`,
    `bench soak.sockets ${f.sockets} sockets`,
    `bench soak.round-trip-p50 ${r(f.rttP50)} ms`,
    `bench soak.round-trip-p95 ${r(f.rttP95)} ms`,
    `bench soak.round-trip-p99 ${r(f.rttP99)} ms`,
    `bench soak.moves ${r(f.movesPerSecond)} moves/s`,
    ...(f.cpuPerMove === null ? [] : [`bench room.cpu-per-move ${r(f.cpuPerMove, 2)} ms`]),
    `bench soak.bytes-per-move-per-seat ${r(f.bytesPerMovePerSeat, 0)} B`,
    `bench soak.state-bytes-per-seat-p50 ${f.stateBytesP50} B`,
    `bench soak.state-bytes-per-seat-p95 ${f.stateBytesP95} B`,
    `bench soak.full-states ${f.fullStates} of ${f.stateMessages} messages`,
    `bench soak.gaps ${f.gaps} resyncs`,
    `bench soak.messages-inspected ${f.messagesInspected} messages`,
    `bench soak.leaks ${f.leaks} leaks`,
    `bench soak.fuzz-messages ${f.fuzzMessages} messages`,
    `bench soak.flood-bystander-wait ${r(f.floodLatency)} ms`,
    `bench soak.crashes ${f.crashes} crashes`,
    `bench soak.unclear-replies ${f.unclearReplies} replies`,
    `bench soak.refused-prompt-moves ${f.refusedMoves} moves`,
    `bench soak.kill-rounds ${f.killRounds} rounds`,
    `bench soak.acknowledged-moves-checked ${f.acknowledgedAtKill} moves`,
    `bench soak.lost-moves ${f.lostMoves} moves`,
    `bench soak.observability-store ${f.observabilityStoreBytes} B`,
    `bench soak.duration ${r(f.seconds)} s`,
  ];
}
