// `node --experimental-strip-types scripts/dominion-trash-eval.ts [--kingdoms 20] [--games 40] [--seed trash] [--need chapel,masquerade] [--with witch]`
// The trash-first plans (party/games/dominion/bots/trashers.ts) on random kingdoms that hold one
// of the `--need` cards (default: any of their trashers) and every `--with` card: each family's trial games against the
// kingdom's best single-card Big Money and against medium's plan, beside the screen's own plan with
// hard's style (Duchies from 5, early Gold) on the same seeds: `trash-first` is trashers.ts' plan,
// `answer` thinning.ts' Witch + Chapel as the field plays it. Pick candidates on one seed, confirm
// on another.
import { dominionRules as dominion } from '../party/games/dominion/game.ts';
import { type Plan, bigMoney, heuristicPlan } from '../party/games/dominion/bots/plan.ts';
import { trialAs } from '../party/games/dominion/bots/playout.ts';
import { SCREEN_STYLE, bestScreenCard, screenPlan } from '../party/games/dominion/bots/screen.ts';
import { answerPlans } from '../party/games/dominion/bots/thinning.ts';
import { TRASHERS, trashFirstPlans } from '../party/games/dominion/bots/trashers.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE, type TurnStyle } from '../party/games/dominion/bots/turn.ts';
import { arg } from './cli-arg.ts';
import { meanWithInterval } from './sim-stats.ts';

const KINGDOMS = Number(arg('kingdoms', '20'));
const GAMES = Number(arg('games', '40'));
const SEED = arg('seed', 'trash');
const NEED = arg('need', TRASHERS.join(',')).split(',');
/** `--with witch,laboratory`: only kingdoms that also hold every one of these cards. */
const WITH = arg('with', '').split(',').filter(Boolean);

const family = (p: Plan) => (p.name.startsWith('trash:') ? 'trash-first' : 'answer');
/**
 * Per family: kingdoms, its shares summed, the screen plan's (hard's style) on the same kingdoms,
 * and the kingdoms' differences to the screen plan (for a 95% interval over kingdoms).
 */
const totals = new Map<string, { k: number; best: number; medium: number; screenBest: number; screenMedium: number; diffs: number[] }>();
const add = (tag: string, best: number, medium: number, screen: [number, number]) => {
  const t = totals.get(tag) ?? { k: 0, best: 0, medium: 0, screenBest: 0, screenMedium: 0, diffs: [] };
  totals.set(tag, { k: t.k + 1, best: t.best + best, medium: t.medium + medium, screenBest: t.screenBest + screen[0], screenMedium: t.screenMedium + screen[1], diffs: [...t.diffs, best - screen[0]] });
};
/** Mean and 95% half-width of the differences, in points. */
function interval(xs: number[]): string {
  const { mean, half } = meanWithInterval(xs);
  return `${(100 * mean).toFixed(1)} ± ${(100 * half).toFixed(1)}`;
}

let found = 0;
for (let i = 0; found < KINGDOMS && i < KINGDOMS * 50; i++) {
  const s = dominion.setup({ seed: `${SEED}:k${i}`, seats: 2, options: { kingdom: { random: 'both' } } });
  if (!s.ok) throw new Error('setup');
  const k = s.value.kingdom.slice();
  if (!NEED.some((c) => k.includes(c)) || !WITH.every((c) => k.includes(c))) continue;
  found++;
  const card = bestScreenCard(k);
  const rivals: [Plan, TurnStyle][] = [[card ? screenPlan(card) : bigMoney('bmu'), card ? SCREEN_STYLE : BMU_STYLE], [heuristicPlan(k), MEDIUM_STYLE]];
  const vs = (p: Plan, r: number) => {
    const [rival, style] = rivals[r] as [Plan, TurnStyle];
    let t = 0;
    for (let g = 0; g < GAMES; g++) t += trialAs(g, k, `${SEED}:${i}:${r}:${g}`, p, HARD_STYLE, rival, style).share;
    return t / GAMES;
  };
  const screenHard: Plan = { ...(rivals[0] as [Plan, TurnStyle])[0], duchy: 5, gold: 17 };
  const screen: [number, number] = [vs(screenHard, 0), vs(screenHard, 1)];
  add('screen-hard', screen[0], screen[1], screen);
  const line = [`${i} [${k.join(' ')}] bm-${card ?? 'u'}: screen-hard ${(100 * screen[0]).toFixed(0)}% / ${(100 * screen[1]).toFixed(0)}%`];
  for (const p of [...trashFirstPlans(k), ...answerPlans(k).filter((a) => a.thin).map((a) => ({ ...a, duchy: 5, gold: 17 }))]) {
    const tag = family(p);
    const b = vs(p, 0);
    const m = vs(p, 1);
    add(tag, b, m, screen);
    line.push(`   ${tag.padEnd(11)} ${(100 * b).toFixed(0).padStart(3)}% / ${(100 * m).toFixed(0).padStart(3)}%  ${p.name}`);
  }
  console.log(line.join('\n'));
}
for (const [tag, t] of totals) {
  const pc = (x: number) => `${(100 * x / t.k).toFixed(1)}%`;
  console.log(`${tag.padEnd(11)} ${t.k} kingdoms x ${GAMES} games: vs bm-best ${pc(t.best)} vs medium ${pc(t.medium)}; the screen plan, hard's style, there: ${pc(t.screenBest)} / ${pc(t.screenMedium)}; vs bm-best less the screen plan's, by kingdom: ${interval(t.diffs)} points`);
}
