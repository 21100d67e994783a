// The reliability soak against a real local `wrangler dev`: tables of four random players and a
// spectator under the leak inspector, then the fuzzer, then kill -9 rounds that restart the
// server on the same storage and check that every acknowledged move survived.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type LocalServer, startLocalServer } from '../e2e/local-server.ts';
import { flood, fuzzRest, fuzzSockets, type FuzzTarget, newFuzzStats } from './fuzz.ts';
import { LeakInspector } from './leaks.ts';
import { seeded } from './random-moves.ts';
import { Profiler, saveProfile, summarize } from './profile.ts';
import { type ProbeResult, type ProbeScale, probeLine, runProbes } from './probes.ts';
import { newStats, type PlayStats, SEATS, SoakTable, type TableOptions } from './table.ts';
import { publicEntry } from './canonical.ts';
import { gameIds } from '../../party/games/index.ts';

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
  /** How long each player thinks before a move in the play phase, in ms (default 0). */
  thinkMs?: number;
  /** After the play phase: this many tables at once, answering at once and not inspected (0: none). */
  saturationTables?: number;
  saturationSeconds?: number;
  /** Writes a CPU profile of workerd over the play phase here (.cpuprofile) and logs its summary. */
  profile?: string;
  /** The abuse probes after the fuzz (./probes.ts); `sockets: 0` leaves out the spectator ones. */
  probes?: ProbeScale;
  log?: (line: string) => void;
}

/** What one phase of play measured. */
export interface PhaseFigures {
  /** Tables playing at once. */
  tables: number;
  moves: number;
  seconds: number;
  movesPerSecond: number;
  rttP50: number;
  rttP95: number;
  rttP99: number;
  /** workerd's CPU time (user + system) over the phase per accepted move; null without /proc. */
  cpuPerMove: number | null;
  /** The same for the workerd running the rooms alone, without wrangler dev's front one. */
  workerCpuPerMove: number | null;
  /** The soak's own process (its players and the leak inspector), which shares the machine. */
  clientCpuPerMove: number;
  bytesPerMovePerSeat: number;
  /** Bytes of the state messages (full or patch) each seat received: median and p95. */
  stateBytesP50: number;
  stateBytesP95: number;
  /** Of those, how many were full states (the rest were patches). */
  fullStates: number;
  stateMessages: number;
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
  workerCpuPerMove: number | null;
  bytesPerMovePerSeat: number;
  /** The saturation phase, when one ran. */
  saturation: PhaseFigures | null;
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
  /** Re-attaches (every other kill round's) before which the room broadcast to the seat's new, not yet attached socket. */
  attachGapsForced: number;
  /** Bytes of wrangler's local observability store in the state folder (0: none was made). */
  observabilityStoreBytes: number;
  /** One per abuse probe that ran, in order. */
  probes: ProbeResult[];
  seconds: number;
  examples: string[];
}

const GAMES = gameIds();
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

/**
 * `tables` tables at once for `seconds`, each finished game replaced by a new table from `open`;
 * round trips are those `stats` gains meanwhile, CPU is workerd's over the same span.
 */
async function playPhase(
  server: LocalServer, tables: number, seconds: number, open: () => Promise<SoakTable>, stats: PlayStats, profiler: Profiler | null,
): Promise<PhaseFigures> {
  const playing: SoakTable[] = [];
  for (let i = 0; i < tables; i += 8) playing.push(...(await Promise.all(Array.from({ length: Math.min(8, tables - i) }, open))));
  const roundTripsBefore = stats.roundTrips.length;
  const stateBytesBefore = stats.stateBytes.length;
  const fullStatesBefore = stats.fullStates;
  let seatBytes = -playing.reduce((n, t) => n + t.seatBytes, 0);
  await profiler?.start();
  const cpuBefore = server.workerdCpuSeconds();
  const workerCpuBefore = server.workerdCpuSeconds('worker');
  const clientCpuBefore = process.cpuUsage();
  const playStart = performance.now();
  const deadline = playStart + seconds * 1000;
  const done = () => performance.now() >= deadline;
  let moves = 0;
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
  const elapsed = (performance.now() - playStart) / 1000;
  const cpuAfter = server.workerdCpuSeconds();
  const workerCpuAfter = server.workerdCpuSeconds('worker');
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const perMove = (before: number | null, after: number | null) =>
    (before !== null && after !== null && moves > 0 ? ((after - before) * 1000) / moves : null);
  const rtt = stats.roundTrips.slice(roundTripsBefore).sort((a, b) => a - b);
  const stateBytes = stats.stateBytes.slice(stateBytesBefore).sort((a, b) => a - b);
  return {
    tables,
    moves,
    seconds: elapsed,
    movesPerSecond: moves / elapsed,
    rttP50: percentile(rtt, 50),
    rttP95: percentile(rtt, 95),
    rttP99: percentile(rtt, 99),
    cpuPerMove: perMove(cpuBefore, cpuAfter),
    workerCpuPerMove: perMove(workerCpuBefore, workerCpuAfter),
    clientCpuPerMove: perMove(0, (clientCpu.user + clientCpu.system) / 1e6) ?? 0,
    bytesPerMovePerSeat: moves > 0 ? seatBytes / moves / SEATS : 0,
    stateBytesP50: percentile(stateBytes, 50),
    stateBytesP95: percentile(stateBytes, 95),
    fullStates: stats.fullStates - fullStatesBefore,
    stateMessages: stateBytes.length,
  };
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
  const inspectorPort = o.profile ? await freePort() : 0;
  let server: LocalServer = await startLocalServer(state, undefined, assets, inspectorPort);
  let serverLog = '';
  const leaks = new LeakInspector();
  const stats = newStats();
  const saturationStats = newStats();
  /** Moves of the fuzz and kill phases: not part of any figure of play. */
  const fuzzStats = newStats();
  const fuzz = newFuzzStats();
  const examples: string[] = [];
  let tablesOpened = 0;
  let lostMoves = 0;
  let acknowledgedAtKill = 0;
  let attachGapsForced = 0;
  const everyTable: SoakTable[] = [];
  const open = async (counted = stats, table: TableOptions = {}): Promise<SoakTable> => {
    const n = tablesOpened++;
    const t = await SoakTable.open(server.url, GAMES[n % GAMES.length] as string, n, leaks, counted, random, { patches: !o.fullStates, ...table });
    everyTable.push(t);
    return t;
  };
  try {
    // ---- play ---------------------------------------------------------------------------
    log(`playing ${o.tables} tables for ${o.seconds} s on ${server.url}${o.thinkMs ? `, ${o.thinkMs} ms to think per move` : ''}`);
    const profiler = o.profile ? await Profiler.connect(inspectorPort) : null;
    const play = await playPhase(server, o.tables, o.seconds, () => open(stats, { thinkMs: o.thinkMs ?? 0 }), stats, profiler);
    if (profiler && o.profile) {
      const profile = await profiler.stop();
      saveProfile(o.profile, profile);
      for (const line of summarize(profile)) log(line);
    }
    log(`played ${play.moves} moves at ${tablesOpened} tables in ${play.seconds.toFixed(1)} s`);

    // ---- saturation: as many moves as the server takes, no leak inspection in the client ----
    let saturation: PhaseFigures | null = null;
    if ((o.saturationTables ?? 0) > 0) {
      const tables = o.saturationTables ?? 0;
      const seconds = o.saturationSeconds ?? o.seconds;
      log(`saturating: ${tables} tables for ${seconds} s, answering at once, messages not inspected`);
      const counted = tablesOpened;
      saturation = await playPhase(server, tables, seconds, () => open(saturationStats, { inspect: false }), saturationStats, null);
      log(`saturation: ${saturation.moves} moves at ${tablesOpened - counted} tables in ${saturation.seconds.toFixed(1)} s`);
    }

    // ---- fuzz ---------------------------------------------------------------------------
    const targets: FuzzTarget[] = everyTable.map((t) => ({ id: t.id, tokens: t.tokens }));
    const openTable = await open(fuzzStats);
    targets.push({ id: openTable.id, tokens: openTable.tokens });
    log(`fuzzing: ${o.fuzzMessages} socket messages, ${o.restMessages} requests, ${o.floods} floods`);
    await fuzzSockets(server.url, targets, o.fuzzMessages, random, fuzz);
    await fuzzRest(server.url, o.restMessages, random, fuzz);
    let floodLatency = 0;
    for (let i = 0; i < o.floods; i++) {
      floodLatency = Math.max(floodLatency, await flood(server.url, targets[i % targets.length] as FuzzTarget, 1_000, fuzz));
    }
    openTable.close();
    const probes = o.probes ? await runProbes(server.url, state, o.probes) : [];
    for (const p of probes) log(probeLine(p));
    const health = await fetch(`${server.url}/api/health`).then((r) => r.status).catch(() => 0);
    if (health !== 200) {
      fuzz.crashes++;
      examples.push(`the server no longer answers /api/health (${health}) after the fuzz`);
    }

    // ---- kill -9 ------------------------------------------------------------------------
    const killed: SoakTable[] = [];
    for (let i = 0; i < o.killTables; i++) killed.push(await open(fuzzStats));
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
        // Read before the rejoin: its own messages bring the log entries up to date as they arrive.
        const logBefore = new Map(table.logSeen);
        // Every other round, a second tab of each player attaches and leaves just before the seat
        // re-attaches: the room broadcasts while the seat's new socket is still a spectator.
        const { states, publicVersions, gapsForced } = await table.rejoin(server.url, round % 2 === 0);
        attachGapsForced += gapsForced;
        const after = Math.min(...publicVersions);
        const before = acked[i] as number;
        if (after < before) {
          lostMoves += before - after;
          examples.push(`table ${table.id}: ${before} moves acknowledged before the kill, ${after} after`);
        }
        for (const s of states) {
          for (const e of s.log) {
            const seen = logBefore.get(e.i);
            const now = publicEntry(e);
            if (seen !== undefined && seen !== now) {
              lostMoves++;
              examples.push(`table ${table.id}: log entry ${e.i} changed across the restart: ${seen} became ${now}`);
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
    return {
      tables: tablesOpened,
      sockets: o.tables * (SEATS + 1),
      rttP50: play.rttP50,
      rttP95: play.rttP95,
      rttP99: play.rttP99,
      movesPerSecond: play.movesPerSecond,
      cpuPerMove: play.cpuPerMove,
      workerCpuPerMove: play.workerCpuPerMove,
      bytesPerMovePerSeat: play.bytesPerMovePerSeat,
      saturation,
      stateBytesP50: play.stateBytesP50,
      stateBytesP95: play.stateBytesP95,
      fullStates: play.fullStates,
      stateMessages: play.stateMessages,
      gaps: everyTable.reduce((n, t) => n + t.gaps, 0),
      messagesInspected: leaks.inspected,
      leaks: leaks.leaks,
      fuzzMessages: fuzz.messages,
      floodLatency,
      crashes: fuzz.crashes + failures.length,
      unclearReplies: fuzz.unclear,
      refusedMoves: stats.refused + saturationStats.refused + fuzzStats.refused,
      killRounds: o.killRounds,
      acknowledgedAtKill,
      lostMoves,
      attachGapsForced,
      observabilityStoreBytes,
      probes,
      seconds: (performance.now() - started) / 1000,
      examples: [...leaks.examples, ...fuzz.examples, ...stats.refusals, ...saturationStats.refusals, ...fuzzStats.refusals, ...examples],
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
    ...(f.workerCpuPerMove === null ? [] : [`bench room.worker-cpu-per-move ${r(f.workerCpuPerMove, 2)} ms`]),
    `bench soak.bytes-per-move-per-seat ${r(f.bytesPerMovePerSeat, 0)} B`,
    `bench soak.state-bytes-per-seat-p50 ${f.stateBytesP50} B`,
    `bench soak.state-bytes-per-seat-p95 ${f.stateBytesP95} B`,
    `bench soak.full-states ${f.fullStates} of ${f.stateMessages} messages`,
    `bench soak.gaps ${f.gaps} resyncs`,
    ...(f.saturation === null ? [] : saturationLines(f.saturation)),
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
    `bench soak.attach-gaps-forced ${f.attachGapsForced} re-attaches`,
    `bench soak.observability-store ${f.observabilityStoreBytes} B`,
    ...f.probes.map(probeLine),
    `bench soak.duration ${r(f.seconds)} s`,
  ];
}

/** The saturation phase's figures (the issue's "moves/s and p99 at 200 tables"). */
function saturationLines(p: PhaseFigures): string[] {
  const r = (x: number, d = 1) => x.toFixed(d);
  return [
    `bench soak.saturation-tables ${p.tables} tables`,
    `bench soak.saturation-moves ${r(p.movesPerSecond)} moves/s`,
    `bench soak.saturation-round-trip-p50 ${r(p.rttP50)} ms`,
    `bench soak.saturation-round-trip-p99 ${r(p.rttP99)} ms`,
    ...(p.cpuPerMove === null ? [] : [`bench room.saturation-cpu-per-move ${r(p.cpuPerMove, 2)} ms`]),
    ...(p.workerCpuPerMove === null ? [] : [`bench room.saturation-worker-cpu-per-move ${r(p.workerCpuPerMove, 2)} ms`]),
    `bench soak.saturation-client-cpu-per-move ${r(p.clientCpuPerMove, 2)} ms`,
  ];
}
