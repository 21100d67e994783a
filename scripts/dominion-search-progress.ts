// `node --experimental-strip-types scripts/dominion-search-progress.ts [--kingdoms 20] [--games 60] [--seed progress]`
// How long a table's search (party/games/dominion/bots/staged-search.ts at TABLE_SIZE) needs
// before its plan beats the default: on random kingdoms, the plan hard would play at each step of
// the search (before it, after the screen of single-card Big Money bots, once every genome of the
// first generation has its first look, after each generation, when the confirmation is over)
// plays trial games against medium's plan, the kingdom's best single-card Big Money and Big Money
// Ultimate; printed with the trial games and CPU spent so far.
import type { Json } from '../party/games/core/types.ts';
import { dominionRules as dominion } from '../party/games/dominion/game.ts';
import { screenRival } from '../party/games/dominion/bots/evolve.ts';
import { type Plan, bigMoney, heuristicPlan } from '../party/games/dominion/bots/plan.ts';
import { trialAs } from '../party/games/dominion/bots/playout.ts';
import { bestScreenCard } from '../party/games/dominion/bots/screen.ts';
import { TABLE_SIZE, stagedBestSoFar, stagedSearchSlice, startStagedSearch } from '../party/games/dominion/bots/staged-search.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE, type TurnStyle } from '../party/games/dominion/bots/turn.ts';
import { arg } from './cli-arg.ts';

const KINGDOMS = Number(arg('kingdoms', '20'));
const GAMES = Number(arg('games', '60'));
const SEED = arg('seed', 'progress');
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

interface Row { step: string; games: number; cpu: number; medium: number; best: number; bmu: number }

/** Where the search is: its stage, and in the evolution its generation and games played in it. */
function stepOf(state: Json): string {
  const st = state as { phase: string; evo?: [string, number, number, unknown[]] };
  if (st.phase === 'search' && st.evo) {
    const [, gen, pos, pop] = st.evo;
    return gen === 0 && pos < pop.length * 10 ? 'search: generation 1, before its first look' : `search: generation ${gen + 1}`;
  }
  return st.phase;
}

const rows: Row[][] = [];
for (let k = 0; k < KINGDOMS; k++) {
  const setup = dominion.setup({ seed: `${SEED}:k${k}`, seats: 2, options: { kingdom: { random: 'both' } } });
  if (!setup.ok) throw new Error(setup.error.message);
  const kingdom = setup.value.kingdom.slice();
  const best = screenRival(bestScreenCard(kingdom));
  const score = (plan: Plan, rival: Plan, style: TurnStyle, tag: string) => {
    let sum = 0;
    for (let g = 0; g < GAMES; g++) sum += trialAs(g, kingdom, `${SEED}:${tag}:${g}`, plan, HARD_STYLE, rival, style).share;
    return sum / GAMES;
  };
  const mine: Row[] = [];
  const measure = (step: string, state: Json, games: number, cpu: number) => {
    const plan = stagedBestSoFar(kingdom, state);
    const i = mine.length;
    mine.push({ step, games, cpu, medium: score(plan, heuristicPlan(kingdom), MEDIUM_STYLE, `m${k}:${i}`), best: score(plan, best.plan, best.style, `b${k}:${i}`), bmu: score(plan, bigMoney('bmu'), BMU_STYLE, `u${k}:${i}`) });
  };
  let state = startStagedSearch(kingdom, `${SEED}:${k}`);
  let games = 0;
  let cpu = 0;
  measure('before the search (medium\'s plan)', state, 0, 0);
  let step = stepOf(state);
  for (;;) {
    const c0 = cpuMs();
    // One trial game a call (budget 0), so every step is seen where it ends.
    const slice = stagedSearchSlice(kingdom, state, TABLE_SIZE, 0);
    cpu += cpuMs() - c0;
    games++;
    state = slice.search;
    const now = stepOf(state);
    if (now !== step || slice.memory) { measure(`after ${step}`, state, games, cpu); step = now; }
    if (slice.memory) break;
  }
  rows.push(mine);
}
const n = rows.length;
for (let i = 0; i < (rows[0]?.length ?? 0); i++) {
  const here = rows.filter((r) => r[i]);
  const avg = (f: (r: Row) => number) => here.reduce((a, r) => a + f(r[i]!), 0) / here.length;
  console.log(`${(rows[0]![i]!.step).padEnd(52)} ${String(Math.round(avg((r) => r.games))).padStart(6)} trial games (${(avg((r) => r.cpu) / 1000).toFixed(2)} s CPU): vs medium ${(avg((r) => r.medium) * 100).toFixed(1)}%  vs bm-best ${(avg((r) => r.best) * 100).toFixed(1)}%  vs bmu ${(avg((r) => r.bmu) * 100).toFixed(1)}%  (${here.length} of ${n} kingdoms)`);
}
