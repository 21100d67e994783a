// `node --experimental-strip-types scripts/dominion-plan-eval.ts [--kingdoms 50] [--games 40] [--seed eval]`
// How good the plans hard's race chooses are, in trial games only (no room, no bot inputs): on
// each random kingdom the race runs at once, then its plan plays `--games` trial games against
// medium's plan, the kingdom's best single-card Big Money (`bm-best`) and Big Money Ultimate,
// seats alternating. Fast (a few seconds a kingdom) where `npm run sim` takes minutes, so plan
// families can be compared; the figures to report are still `npm run sim`'s.
import { dominionRules as dominion } from '../party/games/dominion/game.ts';
import { planKingdom } from '../party/games/dominion/bots/planner.ts';
import { type Plan, bigMoney, heuristicPlan } from '../party/games/dominion/bots/plan.ts';
import { trialAs } from '../party/games/dominion/bots/playout.ts';
import { SCREEN_STYLE, bestScreenCard, screenPlan } from '../party/games/dominion/bots/screen.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE, type TurnStyle } from '../party/games/dominion/bots/turn.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] as string) : fallback;
};
const KINGDOMS = Number(arg('kingdoms', '50'));
const GAMES = Number(arg('games', '40'));
const SEED = arg('seed', 'eval');
const VERBOSE = process.argv.includes('--verbose');

function randomKingdom(i: number): string[] {
  const s = dominion.setup({ seed: `${SEED}:k${i}`, seats: 2, options: { kingdom: { random: 'both' } } });
  if (!s.ok) throw new Error('setup failed');
  return s.value.kingdom.slice();
}

function share(kingdom: string[], plan: Plan, rival: Plan, style: TurnStyle, tag: string): number {
  let sum = 0;
  for (let g = 0; g < GAMES; g++) sum += trialAs(g, kingdom, `${SEED}:${tag}:${g}`, plan, HARD_STYLE, rival, style).share;
  return sum / GAMES;
}

const totals = { medium: [] as number[], best: [] as number[], bmu: [] as number[] };
const families = new Map<string, number>();
const t0 = performance.now();
for (let i = 0; i < KINGDOMS; i++) {
  const k = randomKingdom(i);
  const plan = planKingdom(k, `${SEED}:plan:${i}`);
  const card = bestScreenCard(k);
  const m = share(k, plan, heuristicPlan(k), MEDIUM_STYLE, `m${i}`);
  const b = share(k, plan, card ? screenPlan(card) : bigMoney('bmu'), card ? SCREEN_STYLE : BMU_STYLE, `b${i}`);
  const u = share(k, plan, bigMoney('bmu'), BMU_STYLE, `u${i}`);
  totals.medium.push(m); totals.best.push(b); totals.bmu.push(u);
  const family = plan.thin ? 'thin' : plan.name.includes(':') ? (plan.name.split(':')[0] as string) : `bm+${plan.name.split('+').length - 1}`;
  families.set(family, (families.get(family) ?? 0) + 1);
  if (VERBOSE) console.log(`${String(i).padStart(3)} ${plan.name.padEnd(36)} vs medium ${(m * 100).toFixed(0).padStart(3)}%  vs bm-${card ?? 'u'} ${(b * 100).toFixed(0).padStart(3)}%  vs bmu ${(u * 100).toFixed(0).padStart(3)}%   ${k.join(',')}`);
}
const pct = (xs: number[]) => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, xs.length - 1));
  return `${(mean * 100).toFixed(1)}% ± ${((1.96 * sd) / Math.sqrt(xs.length) * 100).toFixed(1)}`;
};
console.log(`${KINGDOMS} kingdoms (seed ${SEED}), ${GAMES} trial games per opponent: vs medium ${pct(totals.medium)} · vs bm-best ${pct(totals.best)} · vs bmu ${pct(totals.bmu)}`);
console.log(`chosen: ${[...families].map(([f, n]) => `${f} ${n}`).join(', ')} · ${((performance.now() - t0) / 1000).toFixed(0)} s`);
