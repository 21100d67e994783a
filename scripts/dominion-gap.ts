// `node --experimental-strip-types scripts/dominion-gap.ts [--kingdoms 30] [--games 40] [--seed eval]`
// Where hard loses to bm-best, kingdom by kingdom: every plan of the search's first generation
// (./planner.ts field) and a few families outside it play trial games against the kingdom's best
// single-card Big Money; prints the best of them beside the plain search's choice (TABLE_SEARCH). The best of many
// short trials is biased upwards (the luckiest wins): a plan that looks good here wants held-out
// games on other seeds before it goes into the field (as Courtyard's two copies had, planner.ts).
import { dominionRules as dominion } from '../party/games/dominion/game.ts';
import { TABLE_SEARCH, searchKingdom } from '../party/games/dominion/bots/evolve.ts';
import { field } from '../party/games/dominion/bots/planner.ts';
import { type Plan, bigMoney, bigMoneyWith } from '../party/games/dominion/bots/plan.ts';
import { isAction, isVillage, ROLES } from '../party/games/dominion/bots/roles.ts';
import { trialAs } from '../party/games/dominion/bots/playout.ts';
import { SCREEN_CARDS, SCREEN_STYLE, bestScreenCard, screenPlan } from '../party/games/dominion/bots/screen.ts';
import { BMU_STYLE, HARD_STYLE } from '../party/games/dominion/bots/turn.ts';
import { nameOf } from '../party/games/dominion/bots/genome.ts';
import { arg } from './cli-arg.ts';

const hardish = (p: Plan): Plan => ({ ...p, duchy: 5, gold: 17 });

/** Families outside the field: the two strongest screen cards, each with a second kingdom card, with three copies and a village, or with two copies. */
function extraFamilies(kingdom: readonly string[]): Plan[] {
  const has = (c: string) => kingdom.includes(c);
  const screens = SCREEN_CARDS.filter(has).sort((a, b) => (ROLES[b]?.bigMoneyScore ?? 0) - (ROLES[a]?.bigMoneyScore ?? 0)).slice(0, 2);
  const actions = kingdom.filter((c) => isAction(c) && ROLES[c]);
  const out: Plan[] = [];
  for (const lead of screens) {
    for (const d of actions) if (d !== lead && !isVillage(d)) out.push(hardish(bigMoneyWith([lead, d])));
    const village = actions.find(isVillage);
    if (village) {
      const p = bigMoneyWith([lead, village]);
      out.push(hardish({ ...p, name: `${p.name}x3`, buys: p.buys.map((r) => (r[0] === lead ? [lead, 3, 0] : r)) }));
    }
    const p = bigMoneyWith([lead]);
    out.push(hardish({ ...p, name: `${p.name}x2`, buys: p.buys.map((r) => (r[0] === lead ? [lead, 2, 8] : r)) }));
  }
  return out;
}

const KINGDOMS = Number(arg('kingdoms', '30'));
const GAMES = Number(arg('games', '40'));
const SEED = arg('seed', 'eval');
const SEARCH = !process.argv.includes('--no-search');

const sums: Record<string, number[]> = { search: [], field: [], extra: [], all: [], screenHard: [] };
for (let i = 0; i < KINGDOMS; i++) {
  const s = dominion.setup({ seed: `${SEED}:k${i}`, seats: 2, options: { kingdom: { random: 'both' } } });
  if (!s.ok) throw new Error('setup');
  const k = s.value.kingdom.slice();
  const card = bestScreenCard(k);
  const best = card ? screenPlan(card) : bigMoney('bmu');
  const style = card ? SCREEN_STYLE : BMU_STYLE;
  const vs = (p: Plan) => { let t = 0; for (let g = 0; g < GAMES; g++) t += trialAs(g, k, `${SEED}:b${i}:${g}`, p, HARD_STYLE, best, style).share; return t / GAMES; };
  const rows: [string, number, string][] = [];
  for (const p of field(k)) rows.push([nameOf(p), vs(p), 'field']);
  for (const p of extraFamilies(k)) rows.push([nameOf(p), vs(p), 'extra']);
  const screenHard = vs({ ...best, duchy: 5, gold: 17 });
  const searched = SEARCH ? vs(searchKingdom(k, `${SEED}:plan:${i}`, TABLE_SEARCH).plan) : NaN;
  rows.sort((a, b) => b[1] - a[1]);
  const top = (tag: string) => Math.max(0, ...rows.filter((r) => r[2] === tag).map((r) => r[1]));
  sums.search!.push(searched); sums.field!.push(top('field')); sums.extra!.push(top('extra')); sums.all!.push(Math.max(top('field'), top('extra'))); sums.screenHard!.push(screenHard);
  console.log(`${i} [${k.join(' ')}] bm-${card ?? 'u'}: search ${(searched * 100).toFixed(0)}% screen-hard ${(screenHard * 100).toFixed(0)}%`);
  for (const r of rows.slice(0, 4)) console.log(`   ${(r[1] * 100).toFixed(0).padStart(3)}% ${r[2]} ${r[0]}`);
}
const avg = (xs: number[]) => (100 * xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1);
console.log(`mean vs bm-best: search ${avg(sums.search!)}  screen plan hard-style ${avg(sums.screenHard!)}  best of field ${avg(sums.field!)}  best extra ${avg(sums.extra!)}  best of all ${avg(sums.all!)} (best-of is biased up by selection)`);
