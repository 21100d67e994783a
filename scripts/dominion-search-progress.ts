// `node --experimental-strip-types scripts/dominion-search-progress.ts [--kingdoms 20] [--games 60] [--seed progress]`
// How long the plain search (party/games/dominion/bots/evolve.ts, TABLE_SEARCH: a table's before its
// staged search, party/games/dominion/bots/staged-search.ts) needs before its
// plan beats the default: on random kingdoms, the plan hard would play after each generation (and
// after the first 2 games of each genome, where it leaves medium's plan) plays trial games against
// medium's plan and Big Money Ultimate; printed with the trial games and CPU spent so far.
import { dominionRules as dominion } from '../party/games/dominion/game.ts';
import { TABLE_SEARCH, bestSoFar, runSearch, startSearch } from '../party/games/dominion/bots/evolve.ts';
import { type Plan, bigMoney, heuristicPlan } from '../party/games/dominion/bots/plan.ts';
import { trialAs } from '../party/games/dominion/bots/playout.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE } from '../party/games/dominion/bots/turn.ts';
import { arg } from './cli-arg.ts';

const KINGDOMS = Number(arg('kingdoms', '20'));
const GAMES = Number(arg('games', '60'));
const SEED = arg('seed', 'progress');
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

const rows: { games: number; cpu: number; medium: number; bmu: number }[][] = [];
for (let k = 0; k < KINGDOMS; k++) {
  const setup = dominion.setup({ seed: `${SEED}:k${k}`, seats: 2, options: { kingdom: { random: 'both' } } });
  if (!setup.ok) throw new Error(setup.error.message);
  const kingdom = setup.value.kingdom.slice();
  const s = startSearch(kingdom, `${SEED}:${k}`, TABLE_SEARCH);
  const score = (plan: Plan, rival: Plan, style: typeof HARD_STYLE, tag: string) => {
    let sum = 0;
    for (let g = 0; g < GAMES; g++) sum += trialAs(g, kingdom, `${SEED}:${tag}:${g}`, plan, HARD_STYLE, rival, style).share;
    return sum / GAMES;
  };
  const checkpoints: number[] = [0, s.pop.length * 2, ...Array.from({ length: TABLE_SEARCH.generations }, (_, g) => (g + 1) * s.pop.length * TABLE_SEARCH.games)];
  let cpu = 0;
  let played = 0;
  const mine: { games: number; cpu: number; medium: number; bmu: number }[] = [];
  for (const [i, target] of checkpoints.entries()) {
    const c0 = cpuMs();
    // One game a call (budget 0) until the checkpoint's games are played.
    while (played < target && s.gen < TABLE_SEARCH.generations) { runSearch(kingdom, s, TABLE_SEARCH, 0); played++; }
    cpu += cpuMs() - c0;
    const plan = bestSoFar(kingdom, s);
    mine.push({ games: played, cpu, medium: score(plan, heuristicPlan(kingdom), MEDIUM_STYLE, `m${k}:${i}`), bmu: score(plan, bigMoney('bmu'), BMU_STYLE, `u${k}:${i}`) });
  }
  rows.push(mine);
}
const n = rows.length;
for (let i = 0; i < (rows[0]?.length ?? 0); i++) {
  const avg = (f: (r: { games: number; cpu: number; medium: number; bmu: number }) => number) => rows.reduce((a, r) => a + f(r[i]!), 0) / n;
  console.log(`after ${String(Math.round(avg((r) => r.games))).padStart(5)} trial games (${(avg((r) => r.cpu) / 1000).toFixed(2)} s CPU): vs medium ${(avg((r) => r.medium) * 100).toFixed(1)}%  vs bmu ${(avg((r) => r.bmu) * 100).toFixed(1)}%`);
}
