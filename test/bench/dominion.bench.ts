// Dominion engine speed: self-play games per second, per-move cost, replay time, state size.
import { closeWindows } from '../../party/games/core/pause.ts';
import { randomFn, seedRng } from '../../party/games/core/rng.ts';
import { dominion } from '../../party/games/dominion/index.ts';
import type { DominionMove, DominionState } from '../../party/games/dominion/types.ts';
import { botInput, thinkInput, type BotPolicy } from '../../party/games/core/bots.ts';
import { THINK_SLICES_PER_MOVE } from '../../scripts/sim-play.ts';
import type { Json } from '../../party/games/core/types.ts';
import { bigMoney, heuristicPlan, type Plan } from '../../party/games/dominion/bots/plan.ts';
import { field } from '../../party/games/dominion/bots/planner.ts';
import { trialAs } from '../../party/games/dominion/bots/playout.ts';
import { SCREEN_CARDS, SCREEN_STYLE, screenPlan } from '../../party/games/dominion/bots/screen.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE } from '../../party/games/dominion/bots/turn.ts';

const TREASURES: DominionMove = { type: 'treasures' };
const END_TURN: DominionMove = { type: 'end-turn' };
const PLAY_SMITHY: DominionMove = { type: 'play', card: 'smithy' };
const BUY: Record<string, DominionMove> = {
  province: { type: 'buy', card: 'province' }, gold: { type: 'buy', card: 'gold' },
  silver: { type: 'buy', card: 'silver' }, smithy: { type: 'buy', card: 'smithy' },
};
const OPTIONS = { kingdom: { preset: 'first-game' } };

function ownedCount(g: DominionState, seat: number, id: string | null): number {
  const p = g.players[seat]!;
  let n = 0;
  for (const z of [p.hand, p.deck, p.discard, p.play]) for (const c of z) if (id === null || c === id) n++;
  return n;
}

/** One Big Money turn (buy Province at $8, Gold at $6-7, Silver at $3-5); Smithy BM adds Smithies. */
function bigMoneyTurn(g: DominionState, withSmithy: boolean): void {
  const seat = g.current;
  if (withSmithy && g.players[seat]!.hand.includes('smithy')) dominion.apply(g, seat, PLAY_SMITHY);
  dominion.apply(g, seat, TREASURES);
  const c = g.coins;
  let pick: string | null = null;
  if (c >= 8) pick = 'province';
  else if (c >= 6) pick = 'gold';
  else if (withSmithy && c >= 4 && ownedCount(g, seat, 'smithy') * 11 < ownedCount(g, seat, null)) pick = 'smithy';
  else if (c >= 3) pick = 'silver';
  if (pick) dominion.apply(g, seat, BUY[pick]!);
  dominion.apply(g, seat, END_TURN);
}

function playBots(seed: string, smithySeats: boolean[]): DominionState {
  const s = dominion.setup({ seed, seats: smithySeats.length, options: OPTIONS });
  if (!s.ok) throw new Error(s.error.message);
  const g = s.value;
  while (g.phase !== 'over' && g.turn < 400) bigMoneyTurn(g, smithySeats[g.current]!);
  return g;
}

/**
 * The same games counted two ways: per second of wall clock (`wall`), which a shared machine's
 * load moves, and per second of the process's CPU time (`cpu`), which it moves much less.
 */
function gamesPerSecond(smithySeats: boolean[]): { wall: number; cpu: number } {
  const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  let games = 0;
  const start = performance.now();
  const cpuStart = cpuMs();
  let now = start;
  while (now - start < 1500) {
    for (let i = 0; i < 100; i++) playBots(`bm${games++}`, smithySeats);
    now = performance.now();
  }
  return { wall: games / ((now - start) / 1000), cpu: games / ((cpuMs() - cpuStart) / 1000) };
}

interface Recorded {
  seed: string; options: unknown; moves: [number, unknown][]; final: DominionState; micros: number[];
  /** The log entries taken out of the state after every move, as the room does. */
  taken: unknown[];
}

function randomGame(seed: string, seats: number): Recorded {
  const options = { kingdom: { random: 'both' } };
  const s = dominion.setup({ seed, seats, options });
  if (!s.ok) throw new Error(s.error.message);
  const g = s.value;
  const random = randomFn(seedRng(`moves-${seed}`));
  const moves: [number, unknown][] = [];
  const micros: number[] = [];
  const taken: unknown[] = [...dominion.takeLog!(g).entries];
  while (g.phase !== 'over' && moves.length < 20000) {
    const seat = dominion.prompts(g)[0]!.seat;
    const m = dominion.randomMove(g, seat, random);
    const t0 = performance.now();
    const out = dominion.apply(g, seat, m);
    const t1 = performance.now();
    if (!out.ok) throw new Error(out.error.message);
    micros.push((t1 - t0) * 1000);
    moves.push([seat, m]);
    // The room's closing of a Reaction window is a move of the log like any other.
    closeWindows(dominion, g, (at, close) => moves.push([at, close]));
    for (const e of dominion.takeLog!(g).entries) taken.push(e);
  }
  return { seed, options, moves, final: g, micros, taken };
}

function rebuild(r: Recorded, seats: number): DominionState {
  const s = dominion.setup({ seed: r.seed, seats, options: r.options });
  if (!s.ok) throw new Error(s.error.message);
  for (const [seat, m] of r.moves) dominion.apply(s.value, seat, m);
  return s.value;
}

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p99 = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length * 0.99)] ?? 0;

/**
 * Each bot's time per call (its policy only, the input built beforehand), from 2-player games on
 * random kingdoms against each other: wall time and CPU time of every call. Hard's calls while its
 * plan race runs are also kept apart (`planning`), and so is its whole planning CPU per game.
 */
function botTimes(games: number): { decisions: Record<string, number[]>; cpu: Record<string, number[]>; planning: number[]; planningCpu: number[]; thinkCpu: number[] } {
  // The levels and Big Money Ultimate (the screen bots decide as bmu does, with one card more).
  // And hard with rollouts at its key buys (bots/rollout.ts), whose endgame calls are the dearest.
  const bots = { ...dominion.bots, bmu: dominion.referenceBots!.bmu, 'hard-rollouts': dominion.referenceBots!['hard-rollouts']! } as Record<string, NonNullable<typeof dominion.referenceBots>[string]>;
  const names = Object.keys(bots);
  const decisions: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  const cpu: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  const planning: number[] = [];
  const planningCpu: number[] = [];
  // Hard's slices of planning between moves (Game.botThinkers), given as the simulator gives them.
  const thinkCpu: number[] = [];
  const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  for (let i = 0; i < games; i++) {
    const seated = [names[i % names.length] as string, names[(i + 1 + Math.floor(i / names.length)) % names.length] as string];
    const s = dominion.setup({ seed: `bots${i}`, seats: 2, options: { kingdom: { random: 'both' } } });
    if (!s.ok) throw new Error(s.error.message);
    const g = s.value;
    const memory: (Json | null)[] = [null, null];
    const raceCpu = [0, 0];
    const searching = (t: number) => memory[t] === null || 'staged' in (memory[t] as object);
    const done = [false, false];
    while (g.phase !== 'over') {
      for (const [t, level] of seated.entries()) {
        const thinker = dominion.botThinkers?.[level as 'hard'] ?? dominion.referenceThinkers?.[level];
        for (let k = 0; thinker && k < THINK_SLICES_PER_MOVE && thinker.wants(memory[t]!); k++) {
          const c0 = cpuMs();
          memory[t] = thinker.think(thinkInput(dominion, g, t, memory[t]!, `b${i}-${t}-think`) as Parameters<typeof thinker.think>[0]);
          const used = cpuMs() - c0;
          thinkCpu.push(used);
          raceCpu[t] = raceCpu[t]! + used;
          if (!searching(t) && !done[t]) { done[t] = true; planningCpu.push(raceCpu[t]!); }
        }
      }
      const seat = dominion.prompts(g)[0]!.seat;
      const name = seated[seat] as string;
      const input = botInput(dominion, g, seat, memory[seat]!, `b${i}-${g.log.length}`)!;
      const c0 = cpuMs();
      const t0 = performance.now();
      const out = bots[name]!(input);
      const ms = performance.now() - t0;
      const used = cpuMs() - c0;
      decisions[name]!.push(ms);
      cpu[name]!.push(used);
      const racing = name === 'hard' && searching(seat);
      if (racing) {
        planning.push(ms);
        raceCpu[seat] = raceCpu[seat]! + used;
        if (!('staged' in (out.memory as object)) && !done[seat]) { done[seat] = true; planningCpu.push(raceCpu[seat]!); }
      }
      memory[seat] = out.memory;
      const applied = dominion.apply(g, seat, out.move);
      if (!applied.ok) throw new Error(applied.error.message);
      closeWindows(dominion, g);
    }
  }
  return { decisions, cpu, planning, planningCpu, thinkCpu };
}

/**
 * Trial games per CPU second, as hard's search plays them (bots/playout.ts): Big Money family
 * plans (Big Money Ultimate against a single-card Big Money) and the search's own (each plan of the
 * race's field, hard's rules, against medium's plan), on random kingdoms. Only the trial games
 * are timed: the kingdoms and plans are made in batches beforehand, and the clock is read once a
 * batch (a reading of the CPU clock is a system call, and a whole random setup per kingdom was
 * counted as trial time before 2 Dec 2026's third pass: about a tenth of a Big Money game's).
 */
function playoutRate(search: boolean): { perCpuSecond: number; ms: number } {
  const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  let games = 0;
  let ms = 0;
  for (let k = 0; ms < 3000;) {
    const batch: { k: number; kingdom: string[]; plans: Plan[]; rival: Plan }[] = [];
    for (let i = 0; i < 20; i++, k++) {
      const s = dominion.setup({ seed: `playout${k}`, seats: 2, options: { kingdom: { random: 'both' } } });
      if (!s.ok) throw new Error(s.error.message);
      const kingdom = s.value.kingdom.slice();
      const screen = SCREEN_CARDS.find((c) => kingdom.includes(c));
      batch.push({ k, kingdom, plans: search ? field(kingdom) : [screen ? screenPlan(screen) : bigMoney('bmu')], rival: search ? heuristicPlan(kingdom) : bigMoney('bmu') });
    }
    const c0 = cpuMs();
    for (const { k: at, kingdom, plans, rival } of batch) {
      for (const [i, plan] of plans.entries()) {
        trialAs(i, kingdom, `p${at}:${i}`, plan, search ? HARD_STYLE : SCREEN_STYLE, rival, search ? MEDIUM_STYLE : BMU_STYLE);
        games++;
      }
    }
    ms += cpuMs() - c0;
  }
  return { perCpuSecond: games / (ms / 1000), ms: ms / games };
}

export default async function bench(): Promise<void> {
  const bmPlayout = playoutRate(false);
  console.log(`bench dominion.playout-bm-family-games-per-cpu-s ${Math.round(bmPlayout.perCpuSecond)} games (${(bmPlayout.ms * 1000).toFixed(0)} us a trial game)`);
  const searchPlayout = playoutRate(true);
  console.log(`bench dominion.playout-search-games-per-cpu-s ${Math.round(searchPlayout.perCpuSecond)} games (${(searchPlayout.ms * 1000).toFixed(0)} us a trial game; hard's rules against medium's plan)`);
  // The same games again, the code now compiled: the lines above count the JIT's first second,
  // which a table's long-lived isolate pays once, not for every search.
  const bmWarm = playoutRate(false);
  console.log(`bench dominion.playout-bm-family-games-per-cpu-s-warm ${Math.round(bmWarm.perCpuSecond)} games (${(bmWarm.ms * 1000).toFixed(0)} us a trial game, after the runs above)`);
  const searchWarm = playoutRate(true);
  console.log(`bench dominion.playout-search-games-per-cpu-s-warm ${Math.round(searchWarm.perCpuSecond)} games (${(searchWarm.ms * 1000).toFixed(0)} us a trial game, after the runs above)`);
  const bm = gamesPerSecond([false, false]);
  console.log(`bench dominion.bm-mirror-2p ${Math.round(bm.wall)} games/s`);
  console.log(`bench dominion.bm-mirror-2p-games-per-cpu-s ${Math.round(bm.cpu)} games (the same games per second of process CPU)`);
  const smithy = gamesPerSecond([true, false]);
  console.log(`bench dominion.smithy-bm-vs-bm-2p ${Math.round(smithy.wall)} games/s`);

  const micros: number[] = [];
  for (let i = 0; i < 40; i++) micros.push(...randomGame(`mix${i}`, 2 + (i % 3)).micros);
  console.log(`bench dominion.move-median ${median(micros).toFixed(2)} us/move`);

  const four = randomGame('four-player', 4);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    rebuild(four, 4);
    times.push(performance.now() - t0);
  }
  console.log(`bench dominion.rebuild-4p ${median(times).toFixed(2)} ms (${four.moves.length} moves)`);
  // The state a room holds and snapshots: the log is taken out after every move and kept apart.
  console.log(`bench dominion.state-bytes-4p ${JSON.stringify(four.final).length} bytes`);
  console.log(`bench dominion.log-bytes-4p ${JSON.stringify(four.taken).length} bytes (${four.taken.length} entries, kept by the room)`);
  const bm4 = playBots('bm-four', [true, false, true, false]);
  const bm4Log = dominion.takeLog!(bm4).entries;
  console.log(`bench dominion.state-bytes-4p-bots ${JSON.stringify(bm4).length} bytes (${bm4.turn} turns; log ${JSON.stringify(bm4Log).length} bytes apart)`);

  const { decisions, cpu, planning, planningCpu, thinkCpu } = botTimes(16);
  for (const [name, xs] of Object.entries(decisions)) {
    // Every call, the hard bot's planning slices included: the table waits on each one (<= 50 ms wanted).
    console.log(`bench dominion.bot-${name}-call-median ${median(xs).toFixed(3)} ms (${xs.length} calls)`);
    console.log(`bench dominion.bot-${name}-call-p99 ${p99(xs).toFixed(3)} ms`);
    console.log(`bench dominion.bot-${name}-call-max ${Math.max(...xs).toFixed(3)} ms`);
    console.log(`bench dominion.bot-${name}-call-cpu-p99 ${p99(cpu[name]!).toFixed(1)} ms CPU`);
    console.log(`bench dominion.bot-${name}-call-cpu-max ${Math.max(...cpu[name]!).toFixed(1)} ms CPU`);
  }
  console.log(`bench dominion.bot-hard-racing-call-median ${median(planning).toFixed(1)} ms (${planning.length} calls while its plan search ran)`);
  console.log(`bench dominion.bot-hard-racing-call-max ${Math.max(0, ...planning).toFixed(1)} ms`);
  // A search's whole CPU at a table (calls and slices between moves): what a table spends on it.
  console.log(`bench dominion.bot-hard-planning-cpu-median ${median(planningCpu).toFixed(0)} ms CPU in all (${planningCpu.length} searches ended, spread over calls and slices)`);
  console.log(`bench dominion.bot-hard-planning-cpu-max ${Math.max(0, ...planningCpu).toFixed(0)} ms CPU in all`);
  // Slices of planning the room gives hard on its alarm between moves: each holds the table like a call.
  console.log(`bench dominion.bot-hard-think-slice-cpu-p99 ${p99(thinkCpu).toFixed(1)} ms CPU (${thinkCpu.length} slices)`);
  console.log(`bench dominion.bot-hard-think-slice-cpu-max ${Math.max(0, ...thinkCpu).toFixed(1)} ms CPU`);
}
