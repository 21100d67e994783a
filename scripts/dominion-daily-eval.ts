// `node --experimental-strip-types scripts/dominion-daily-eval.ts [--days 10] [--games 40] [--seed daily] [--table]`
// The daily bot (party/games/dominion/bots/staged-search.ts) against the plain hard bot, on days'
// kingdoms dealt as party/daily/day.ts deals them: each day's search runs slice by slice as the
// Daily object's alarm runs it (the CPU of each slice measured), then its plan plays `--games`
// trial games against the plan of hard's table search finished on the same kingdom (the plain
// hard bot at its best: at a daily table it plays a partial search in its first turns), seats
// alternating, the same seeds for every day. `--table`: whole games through the bots' inputs
// instead, the daily bot (hard from the day's memory) against the plain hard bot as a daily table
// without planning slices has it (searching in its own calls from nothing); slow, so few games.
import { cpuUsage } from 'node:process';
import { makeDeal } from '../party/daily/day.ts';
import { dominionRules as dominion } from '../party/games/dominion/game.ts';
import { DAILY_SIZE, TABLE_SIZE, stagedSearch, stagedSearchSlice, startStagedSearch } from '../party/games/dominion/bots/staged-search.ts';
import { type Plan, planFromJson } from '../party/games/dominion/bots/plan.ts';
import { trialAs } from '../party/games/dominion/bots/playout.ts';
import { HARD_STYLE } from '../party/games/dominion/bots/turn.ts';
import type { Json } from '../party/games/core/types.ts';
import { botInput } from '../party/games/core/bots.ts';
import { closeWindows } from '../party/games/core/pause.ts';
import { dominion as dominionGame } from '../party/games/dominion/index.ts';
import { hardBot } from '../party/games/dominion/bots/levels.ts';
import type { DominionState } from '../party/games/dominion/types.ts';
import { arg } from './cli-arg.ts';

const DAYS = Number(arg('days', '10'));
const GAMES = Number(arg('games', '40'));
const SEED = arg('seed', 'daily');
const TABLE = process.argv.includes('--table');

/** A whole game through the bots' inputs: the daily bot at seat `dailySeat`, plain hard at the other; the daily bot's share. */
function tableGame(options: unknown, seed: string, memory: Json, dailySeat: number): number {
  const setup = dominionGame.setup({ seed, seats: 2, options });
  if (!setup.ok) throw new Error(setup.error.message);
  const g = setup.value as DominionState;
  const mem: (Json | null)[] = [null, null];
  mem[dailySeat] = memory;
  for (let n = 0; n < 5000 && g.phase !== 'over'; n++) {
    closeWindows(dominion, g);
    const seat = dominionGame.prompts(g)[0]!.seat;
    const d = hardBot(botInput(dominionGame, g, seat, mem[seat] ?? null, `${seed}:${seat}:${n}`)! as never);
    mem[seat] = d.memory;
    if (!dominionGame.apply(g, seat, d.move).ok) throw new Error(`refused ${JSON.stringify(d.move)}`);
  }
  const r = dominion.result(g)!;
  // Shared wins (a tie on VP and turns) count half, as in the trial games.
  return r.winners.includes(dailySeat) ? 1 / r.winners.length : 0;
}

const cpuMs = (from: NodeJS.CpuUsage) => { const u = cpuUsage(from); return (u.user + u.system) / 1000; };

const shares: number[] = [];
const slices: number[] = [];
const perDay: number[] = [];
for (let d = 0; d < DAYS; d++) {
  const deal = makeDeal('dominion', `day-${d}`, { pick: `${SEED}:pick:${d}`, seed: `${SEED}:seed:${d}`, botSeed: `${SEED}:bot:${d}` });
  const setup = dominion.setup({ seed: deal.seed, seats: deal.seats, options: deal.options });
  if (!setup.ok) throw new Error(setup.error.message);
  const k = setup.value.kingdom.slice();
  let search = startStagedSearch(k, `${deal.botSeed}:search`);
  let memory: Json | null = null;
  let dayCpu = 0;
  while (memory === null) {
    const t = cpuUsage();
    ({ search, memory } = stagedSearchSlice(k, JSON.parse(JSON.stringify(search)) as Json, DAILY_SIZE));
    const ms = cpuMs(t);
    slices.push(ms); dayCpu += ms;
  }
  perDay.push(dayCpu);
  const daily = planFromJson((memory as { plan: unknown }).plan) as Plan;
  let sum = 0;
  if (TABLE) {
    for (let g = 0; g < GAMES; g++) sum += tableGame(deal.options, `${SEED}:t${d}:${g}`, memory, g % 2);
  } else {
    const plain = stagedSearch(k, `${deal.botSeed}:table`, TABLE_SIZE);
    for (let g = 0; g < GAMES; g++) sum += trialAs(g, k, `${SEED}:g${d}:${g}`, daily, HARD_STYLE, plain, HARD_STYLE).share;
  }
  shares.push(sum / GAMES);
  console.log(`day ${d}: ${daily.name.padEnd(56)} vs plain hard ${((sum / GAMES) * 100).toFixed(0)}% · search ${(dayCpu / 1000).toFixed(1)} s CPU`);
}
const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
const sd = Math.sqrt(shares.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, shares.length - 1));
const sorted = slices.slice().sort((a, b) => a - b);
const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] as number;
console.log(`daily bot (${JSON.stringify(DAILY_SIZE)}) vs plain hard (${TABLE ? 'whole games, plain hard searching in its own calls' : 'trial games, its table search finished'}): ${(mean * 100).toFixed(1)}% ± ${((1.96 * sd) / Math.sqrt(shares.length) * 100).toFixed(1)} over ${DAYS} days x ${GAMES} games`);
console.log(`search CPU a day: mean ${(perDay.reduce((a, b) => a + b, 0) / DAYS / 1000).toFixed(1)} s in ${(slices.length / DAYS).toFixed(0)} slices; slice p99 ${p99.toFixed(1)} ms, max ${(sorted.at(-1) as number).toFixed(1)} ms`);
