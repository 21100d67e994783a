/// <reference types="node" />
// The room's JavaScript per accepted move, in Node (./node-room.ts): one Dominion table of 4
// random players (random kingdoms, Reaction windows closed by the room's alarm) and a spectator,
// every socket taking patches, played through the real dispatch path. The wall time counts only
// the room's calls (dispatch, and the alarm when a window is due); the CPU time is the process's
// over the measured moves, the driver's small share (a random legal move) included. Counted in
// the room's calls only: the engine's prompts worked out, and the state messages diffed with the
// objects and arrays those diffs walked (party/protocol/patch.ts: diffWork).
import { FakeSocket, fakeEnv, fixRandomValues, NodeStorage, sentFingerprint, VirtualClock } from './node-room.ts';

const SEATS = 4;
const MOVE_GAP_MS = 250;
const WARM_UP_MOVES = Number(process.env.WARM ?? 1500);
const MEASURED_MOVES = Number(process.env.MOVES ?? 6000);
// A room's isolate lives for many tables, so its steady state matters most: V8 is still compiling
// the room's code well after the first window, so a second, CPU-only window is read once the JIT
// has settled (STEADY=0 leaves it out).
const STEADY_FROM = Number(process.env.STEADY_FROM ?? 10_000);
const STEADY_MOVES = Number(process.env.STEADY ?? 20_000);
const TOTAL_MOVES = Math.max(WARM_UP_MOVES + MEASURED_MOVES, STEADY_MOVES > 0 ? STEADY_FROM + STEADY_MOVES : 0);

export default async function run(): Promise<void> {
  const clock = new VirtualClock();
  clock.install();
  const restoreRandom = fixRandomValues();
  try {
    await measure(clock);
  } finally {
    restoreRandom();
    clock.uninstall();
  }
}

async function measure(clock: VirtualClock): Promise<void> {
  const { RoomParts } = await import('../../party/room/parts.ts');
  const { create } = await import('../../party/room/lobby-rpc.ts');
  const { admitConnection } = await import('../../party/room/admission.ts');
  const { dispatch } = await import('../../party/room/dispatch.ts');
  const { ring } = await import('../../party/room/alarms.ts');
  const { gameFacts, versionFor } = await import('../../party/table/snapshot.ts');
  const { diffWork } = await import('../../party/protocol/patch.ts');
  await import('../../party/games/index.ts');
  const { getGame } = await import('../../party/games/registry.ts');
  const { randomFn, seedRng } = await import('../../party/games/core/rng.ts');
  type Parts = InstanceType<typeof RoomParts>;

  const random = randomFn(seedRng('room-bench'));
  const def = getGame('dominion')!;
  let tables = 0;
  let lastStorage: NodeStorage | null = null;
  let roomMs = 0;
  let roomCpu = 0;
  let moves = 0;
  let statements = 0;
  // The room's own calls of the engine's prompts (the driver's are not counted: see `room`).
  let inRoom = false;
  let promptCalls = 0;
  let roomPrompts = 0;
  let diffs = 0;
  let edits = 0;
  let seatBytes = 0;
  let seatDeflated = 0;
  let spectatorBytes = 0;
  const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  // The main thread's alone: without V8's compiler and garbage-collector threads beside it.
  const mainCpu = () => { const u = process.threadCpuUsage(); return (u.user + u.system) / 1000; };
  let mainFrom: number | null = null;
  let mainCpuMs = 0;
  const steady = { cpu: 0, main: 0 };
  let firstWindowRead = false;
  /** Whether the move about to be made falls in the first window (after the warm-up). */
  const inFirstWindow = () => moves >= WARM_UP_MOVES && moves < WARM_UP_MOVES + MEASURED_MOVES;
  /** The driver's own wall time: reading the game and picking a random legal move (its prompts worked out again). */
  let driverMs = 0;

  /** Runs one call of the room, its wall time counted when `timed`. */
  async function room<T>(timed: boolean, call: () => Promise<T> | T): Promise<T> {
    const t0 = performance.now();
    const p0 = promptCalls;
    const d0 = diffWork.diffs;
    const e0 = diffWork.edits;
    inRoom = true;
    try {
      return await call();
    } finally {
      inRoom = false;
      if (timed) {
        roomMs += performance.now() - t0;
        roomPrompts += promptCalls - p0;
        diffs += diffWork.diffs - d0;
        edits += diffWork.edits - e0;
      }
    }
  }
  // CPU is read once for the measured moves, around the driver's few calls too: reading it per
  // call (getrusage) would cost more than much of what it measures.
  let cpuFrom: number | null = null;
  const prompts = def.prompts;
  def.prompts = (state) => {
    if (inRoom) promptCalls++;
    return prompts(state);
  };
  try {
    await play();
  } finally {
    def.prompts = prompts;
  }

  async function play(): Promise<void> {
    while (moves < TOTAL_MOVES) {
      const storage = new NodeStorage();
      lastStorage = storage;
      const parts: Parts = new RoomParts(fakeEnv() as never, storage as never, () => []);
      const id = `bench${tables++}`;
      await create(parts, { id, game: 'dominion', maxSeats: SEATS, options: { kingdom: { random: 'both' } }, public: false, clock: 'off', seed: `seed-${id}`, botSeed: `bots-${id}` });
      const sockets = Array.from({ length: SEATS + 1 }, (_, i) => new FakeSocket(`${id}-c${i}`));
      for (const [i, s] of sockets.entries()) {
        parts.open.opened(s as never);
        admitConnection(parts, s as never, { request: new Request(`https://bench/parties/room/${id}?patches=1`, { headers: { 'cf-connecting-ip': `10.0.0.${i}` } }) } as never);
      }
      const send = (s: FakeSocket, msg: unknown) => dispatch(parts, s as never, JSON.stringify({ v: 1, ...(msg as object) }));
      for (let seat = 0; seat < SEATS; seat++) await send(sockets[seat]!, { type: 'join', name: `Player ${seat + 1}` });
      await send(sockets[0]!, { type: 'start' });
      for (;;) {
        clock.now += MOVE_GAP_MS;
        const d0 = performance.now();
        const meta = parts.store.meta()!;
        const live = parts.live(meta);
        if (meta.status !== 'playing' || !live) break;
        // The prompts the room worked out at this version: the driver adds no computation of them.
        const asked = gameFacts(def, live).prompts.map((p) => p.seat);
        if (asked.length === 0) {
          // A Reaction window waits for the room's alarm.
          if (storage.alarm !== null) clock.now = Math.max(clock.now, storage.alarm);
          await room(inFirstWindow(), () => ring(parts));
          continue;
        }
        const seat = asked[0]!;
        const move = def.randomMove(live.state, seat, random);
        const timed = inFirstWindow();
        if (timed) driverMs += performance.now() - d0;
        if (timed && cpuFrom === null) {
          cpuFrom = cpu();
          mainFrom = mainCpu();
        }
        const before = sockets.map((s) => s.bytes);
        const deflatedBefore = sockets.map((s) => s.deflated);
        const s0 = storage.sql.statements;
        await room(timed, () => send(sockets[seat]!, { type: 'move', version: versionFor(live, seat), id: `m${live.version}`, move }));
        if (timed) {
          statements += storage.sql.statements - s0;
          for (let i = 0; i < SEATS; i++) {
            seatBytes += sockets[i]!.bytes - before[i]!;
            seatDeflated += sockets[i]!.deflated - deflatedBefore[i]!;
          }
          spectatorBytes += sockets[SEATS]!.bytes - before[SEATS]!;
        }
        moves++;
        if (moves === WARM_UP_MOVES + MEASURED_MOVES) readFirstWindow();
        if (STEADY_MOVES > 0 && moves === STEADY_FROM) {
          steady.cpu = -cpu();
          steady.main = -mainCpu();
        }
        if (STEADY_MOVES > 0 && moves === STEADY_FROM + STEADY_MOVES) {
          steady.cpu += cpu();
          steady.main += mainCpu();
        }
        if (moves >= TOTAL_MOVES) break;
      }
    }
    if (!firstWindowRead) readFirstWindow();
  }
  function readFirstWindow(): void {
    roomCpu = cpu() - (cpuFrom ?? cpu());
    mainCpuMs = mainCpu() - (mainFrom ?? mainCpu());
    firstWindowRead = true;
  }
  const n = MEASURED_MOVES;
  if (process.env.ROOM_SQL) for (const [q, k] of lastStorage!.sql.byQuery) console.log(`# ${k}\t${q.replace(/\s+/g, ' ').slice(0, 110)}`);
  console.log(`bench room-node.js-per-move ${(roomCpu / n).toFixed(3)} ms CPU (${(roomMs / n).toFixed(3)} ms wall)`);
  console.log(`bench room-node.main-thread-cpu-per-move ${(mainCpuMs / n).toFixed(3)} ms CPU`);
  if (STEADY_MOVES > 0) {
    console.log(`bench room-node.steady-js-per-move ${(steady.cpu / STEADY_MOVES).toFixed(3)} ms CPU (moves ${STEADY_FROM}-${STEADY_FROM + STEADY_MOVES}: the JIT settled)`);
    console.log(`bench room-node.steady-main-thread-cpu-per-move ${(steady.main / STEADY_MOVES).toFixed(3)} ms CPU`);
  }
  console.log(`bench room-node.sql-statements-per-move ${(statements / n).toFixed(2)}`);
  console.log(`bench room-node.prompts-per-move ${(roomPrompts / n).toFixed(2)}`);
  console.log(`bench room-node.diffs-per-move ${(diffs / n).toFixed(2)} (${(edits / n).toFixed(1)} objects and arrays walked)`);
  console.log(`bench room-node.bytes-per-move-per-seat ${(seatBytes / n / SEATS).toFixed(0)} B (spectator ${(spectatorBytes / n).toFixed(0)} B)`);
  const fingerprint = sentFingerprint();
  if (fingerprint) console.log(`# room-node: fingerprint of every frame sent (FINGERPRINT=1) ${fingerprint}`);
  if (seatDeflated > 0) console.log(`bench room-node.deflated-bytes-per-move-per-seat ${(seatDeflated / n / SEATS).toFixed(0)} B (each frame deflated alone)`);
  console.log(`# room-node: the driver's choice of each move took ${(driverMs / n).toFixed(3)} ms wall per move of the CPU figures`);
  console.log(`# room-node: ${n} moves after ${WARM_UP_MOVES} of warm-up, ${tables} tables of ${SEATS} random players + a spectator, patches, node:sqlite in memory (target <= 0.12 ms); CPU read over the measured moves, the driver's choice of each move included${STEADY_MOVES > 0 ? `; the steady window's CPU over moves ${STEADY_FROM}-${STEADY_FROM + STEADY_MOVES} of the same run` : ''}`);
}
