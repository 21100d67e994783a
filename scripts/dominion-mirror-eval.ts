// `node --experimental-strip-types scripts/dominion-mirror-eval.ts [--kingdoms 30] [--games 100] [--seed eval]`
// What hard's play is worth beside its plan: on each random kingdom, the kingdom's best
// single-card Big Money plan (./party/games/dominion/bots/screen.ts) played with hard's style
// against the same plan played by the screen bot, and with one part of hard's style changed at a
// time (its thresholds, its judgment, its endgame counting, its opening rule). 50% is a plain mirror:
// what is above it is the tactics' worth. Trial games only (seats alternating, seeds from --seed);
// the figures by the kingdom's best screen card at the end.
import { dominionRules as dominion } from '../party/games/dominion/game.ts';
import { bigMoney, type Plan } from '../party/games/dominion/bots/plan.ts';
import { trialAs } from '../party/games/dominion/bots/playout.ts';
import { SCREEN_STYLE, bestScreenCard, screenPlan } from '../party/games/dominion/bots/screen.ts';
import { BMU_STYLE, HARD_STYLE, type TurnStyle } from '../party/games/dominion/bots/turn.ts';
import { arg } from './cli-arg.ts';

const KINGDOMS = Number(arg('kingdoms', '30'));
const GAMES = Number(arg('games', '100'));
const SEED = arg('seed', 'eval');

const VARIANTS: [name: string, plan: (p: Plan) => Plan, style: TurnStyle][] = [
  ['hard', (p) => p, HARD_STYLE],
  ['duchy from 5', (p) => ({ ...p, duchy: 5 }), HARD_STYLE],
  ['duchy 5, gold <$17', (p) => ({ ...p, duchy: 5, gold: 17 }), HARD_STYLE],
  ['no judgment', (p) => p, { ...HARD_STYLE, judgment: false }],
  ['no endings', (p) => p, { ...HARD_STYLE, endings: false }],
  ['no openings', (p) => p, { ...HARD_STYLE, openings: false }],
];

const byCard: Record<string, number[][]> = {};
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
for (let i = 0; i < KINGDOMS; i++) {
  const s = dominion.setup({ seed: `${SEED}:k${i}`, seats: 2, options: { kingdom: { random: 'both' } } });
  if (!s.ok) throw new Error(s.error.message);
  const kingdom = s.value.kingdom.slice();
  const card = bestScreenCard(kingdom);
  const rival = card ? screenPlan(card) : bigMoney('bmu');
  const rivalStyle = card ? SCREEN_STYLE : BMU_STYLE;
  const row = VARIANTS.map(([, plan, style]) => {
    let sum = 0;
    for (let g = 0; g < GAMES; g++) sum += trialAs(g, kingdom, `${SEED}:mirror:${i}:${g}`, plan(rival), style, rival, rivalStyle).share;
    return sum / GAMES;
  });
  (byCard[card ?? 'bmu'] ??= []).push(row);
  console.log(`${String(i).padStart(3)} bm-${(card ?? 'u').padEnd(14)} ${row.map(pct).join('  ')}`);
}
console.log(`variants: ${VARIANTS.map(([name]) => name).join(' | ')}`);
const avg = (rows: number[][], j: number) => pct(rows.reduce((a, r) => a + (r[j] as number), 0) / rows.length);
for (const [card, rows] of [...Object.entries(byCard).sort((a, b) => b[1].length - a[1].length), ['all', Object.values(byCard).flat()] as const]) {
  console.log(`${card.padEnd(14)} ${String(rows.length).padStart(3)} kingdoms: ${VARIANTS.map((_, j) => avg(rows as number[][], j)).join('  ')}`);
}
