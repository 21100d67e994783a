// `node --experimental-strip-types scripts/dominion-search-eval.ts [--kingdoms 30] [--games 40] [--seed eval]
//    [--race] [--presets] [--pop 10 --keep 5 --per 10 --gens 20] [--screens | --bm-best] [--confirm 4x50]
//    [--with witch] [--any chapel,masquerade]`
// How good the plans hard's search (party/games/dominion/bots/evolve.ts; `--race`: the plan race
// before it, party/games/dominion/bots/planner.ts) chooses are, in trial games only (no room, no
// bot inputs): on each random kingdom the search runs at once, then its plan plays `--games` trial
// games against medium's plan, the kingdom's best single-card Big Money and Big Money Ultimate,
// seats alternating. A minute or a few where `npm run sim` takes hours, so search settings can be
// compared on the same kingdoms and seeds; the figures to report are still `npm run sim`'s.
// `--screens`: the search's rivals include every single-card Big Money of the kingdom;
// `--bm-best`: the best one (found first, as at a table, offline and for the daily challenge:
// with `--pop 12 --keep 4 --per 80 --gens 10 --confirm 4x150` this is a table's staged search);
// `--confirm NxG`: the search's best N then play G more games each, the best by its mean chosen.
// It ends with the figures by the kingdom's best single-card Big Money card (where the plans lose).
import { dominionRules as dominion } from '../party/games/dominion/game.ts';
import { type SearchSize, TABLE_SEARCH, confirmBest, searchKingdom, screenRivals, type Rival } from '../party/games/dominion/bots/evolve.ts';
import { planKingdom } from '../party/games/dominion/bots/planner.ts';
import { presetPlan } from '../party/games/dominion/bots/preset-plans.ts';
import { PRESETS } from '../party/games/dominion/cards/index.ts';
import { type Plan, bigMoney, heuristicPlan } from '../party/games/dominion/bots/plan.ts';
import { trialAs } from '../party/games/dominion/bots/playout.ts';
import { SCREEN_CARDS, SCREEN_STYLE, bestScreenCard, screenPlan } from '../party/games/dominion/bots/screen.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE, type TurnStyle } from '../party/games/dominion/bots/turn.ts';
import { arg } from './cli-arg.ts';

/** The preset kingdoms instead of random ones; without --race, the plan shipped for each (bots/presets/). */
const PRESET_KINGDOMS = process.argv.includes('--presets');
const KINGDOMS = PRESET_KINGDOMS ? Object.keys(PRESETS).length : Number(arg('kingdoms', '30'));
const GAMES = Number(arg('games', '40'));
const SEED = arg('seed', 'eval');
const RACE = process.argv.includes('--race');
const BEST_RIVAL = process.argv.includes('--bm-best');
/** The table's rivals: every single-card Big Money of the kingdom's screen cards (finding the best one costs more than a slice). */
const SCREENS = process.argv.includes('--screens');
/** `--seed-screens`: the kingdom's single-card Big Money plans (with hard's Duchies and early Gold) join the first generation. */
const SEED_SCREENS = process.argv.includes('--seed-screens');
/** `--with a,b`: only random kingdoms holding every one of these cards; `--any a,b`: at least one of these. */
const WITH = arg('with', '').split(',').filter(Boolean);
const ANY = arg('any', '').split(',').filter(Boolean);
const [CONFIRM_TOP, CONFIRM_GAMES] = arg('confirm', '0x0').split('x').map(Number) as [number, number];
const SIZE: SearchSize = {
  population: Number(arg('pop', String(TABLE_SEARCH.population))), survivors: Number(arg('keep', String(TABLE_SEARCH.survivors))),
  games: Number(arg('per', String(TABLE_SEARCH.games))), generations: Number(arg('gens', String(TABLE_SEARCH.generations))),
};

function randomKingdom(i: number): string[] {
  const kingdom = PRESET_KINGDOMS ? { preset: Object.keys(PRESETS)[i] as string } : { random: 'both' as const };
  const s = dominion.setup({ seed: `${SEED}:k${i}`, seats: 2, options: { kingdom } });
  if (!s.ok) throw new Error('setup failed');
  return s.value.kingdom.slice();
}

function share(kingdom: string[], plan: Plan, rival: Plan, style: TurnStyle, tag: string): number {
  let sum = 0;
  for (let g = 0; g < GAMES; g++) sum += trialAs(g, kingdom, `${SEED}:${tag}:${g}`, plan, HARD_STYLE, rival, style).share;
  return sum / GAMES;
}

function searched(k: string[], i: number, best: Rival): Plan {
  const extra = BEST_RIVAL ? [best] : SCREENS ? screenRivals(k) : [];
  const seeds = SEED_SCREENS ? SCREEN_CARDS.filter((c) => k.includes(c)).map((c) => ({ ...screenPlan(c), duchy: 5, gold: 17 })) : [];
  const { plan, search } = searchKingdom(k, `${SEED}:plan:${i}`, SIZE, extra, seeds);
  return CONFIRM_TOP > 0 ? confirmBest(k, search, CONFIRM_TOP, CONFIRM_GAMES, extra) : plan;
}

/** Per kingdom's best single-card Big Money: where the plans lose. */
const byCard: Record<string, [number, number, number][]> = {};
const totals = { medium: [] as number[], best: [] as number[], bmu: [] as number[] };
const t0 = performance.now();
let searchMs = 0;
for (let i = 0, found = 0; found < KINGDOMS && i < KINGDOMS * 100; i++) {
  const k = randomKingdom(i);
  if (!WITH.every((c) => k.includes(c)) || (ANY.length > 0 && !ANY.some((c) => k.includes(c)))) continue;
  found++;
  const card = bestScreenCard(k);
  const best: Rival = { plan: card ? screenPlan(card) : bigMoney('bmu'), style: card ? SCREEN_STYLE : BMU_STYLE };
  const t = performance.now();
  const plan = PRESET_KINGDOMS && !RACE ? (presetPlan(k) as Plan) : RACE ? planKingdom(k, `${SEED}:plan:${i}`) : searched(k, i, best);
  searchMs += performance.now() - t;
  const m = share(k, plan, heuristicPlan(k), MEDIUM_STYLE, `m${i}`);
  const b = share(k, plan, best.plan, best.style, `b${i}`);
  const u = share(k, plan, bigMoney('bmu'), BMU_STYLE, `u${i}`);
  totals.medium.push(m); totals.best.push(b); totals.bmu.push(u);
  (byCard[card ?? 'bmu'] ??= []).push([m, b, u]);
  console.log(`${String(i).padStart(3)} ${plan.name.padEnd(60)} vs medium ${(m * 100).toFixed(0).padStart(3)}%  vs bm-${card ?? 'u'} ${(b * 100).toFixed(0).padStart(3)}%  vs bmu ${(u * 100).toFixed(0).padStart(3)}%`);
}
const pct = (xs: number[]) => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, xs.length - 1));
  return `${(mean * 100).toFixed(1)}% ± ${((1.96 * sd) / Math.sqrt(xs.length) * 100).toFixed(1)}`;
};
console.log(`${RACE ? 'race' : `search ${JSON.stringify(SIZE)}${BEST_RIVAL ? ' +bm-best rival' : SCREENS ? ' +screen rivals' : ''}${SEED_SCREENS ? ' +screens seeded' : ''}${CONFIRM_TOP > 0 ? ` +confirm ${CONFIRM_TOP}x${CONFIRM_GAMES}` : ''}`}: ${KINGDOMS} ${PRESET_KINGDOMS ? 'preset' : 'random'} kingdoms (seed ${SEED}), ${GAMES} games per opponent: vs medium ${pct(totals.medium)} · vs bm-best ${pct(totals.best)} · vs bmu ${pct(totals.bmu)}`);
const avg = (rows: [number, number, number][], j: number) => `${((rows.reduce((a, r) => a + r[j]!, 0) / rows.length) * 100).toFixed(1)}%`;
for (const [card, rows] of Object.entries(byCard).sort((a, b) => b[1].length - a[1].length)) {
  console.log(`  where bm-best is ${(card === 'bmu' ? card : `bm-${card}`).padEnd(16)} ${String(rows.length).padStart(3)} kingdoms: vs medium ${avg(rows, 0)} · vs bm-best ${avg(rows, 1)} · vs bmu ${avg(rows, 2)}`);
}
console.log(`search ${(searchMs / KINGDOMS / 1000).toFixed(2)} s a kingdom · ${((performance.now() - t0) / 1000).toFixed(0)} s in all`);
