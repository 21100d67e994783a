// Trial games' results as one fingerprint, to show a speed change to bots/playout.ts (or to what
// it calls) left every game the same: the bench's two kinds of trial games (the Big Money family,
// and the race's field with hard's rules against medium's plan) on seeded random kingdoms, each
// game's winner share, VP margin and decision count hashed in order. Run it before and after a
// change; the same fingerprint means the search would choose the same plans.
//   node --experimental-strip-types scripts/dominion-playout-check.ts [--kingdoms 40] [--seed check] [--list]
import { createHash } from 'node:crypto';
import { dominion } from '../party/games/dominion/index.ts';
import { bigMoney, heuristicPlan } from '../party/games/dominion/bots/plan.ts';
import { field } from '../party/games/dominion/bots/planner.ts';
import { trialAs } from '../party/games/dominion/bots/playout.ts';
import { SCREEN_CARDS, SCREEN_STYLE, screenPlan } from '../party/games/dominion/bots/screen.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE } from '../party/games/dominion/bots/turn.ts';
import { arg } from './cli-arg.ts';

const kingdoms = Number(arg('kingdoms', '40'));
const seed = arg('seed', 'check');
const list = process.argv.includes('--list');

for (const search of [false, true]) {
  const hash = createHash('sha256');
  let games = 0;
  let steps = 0;
  let wins = 0;
  for (let k = 0; k < kingdoms; k++) {
    const s = dominion.setup({ seed: `${seed}${k}`, seats: 2, options: { kingdom: { random: 'both' } } });
    if (!s.ok) throw new Error(s.error.message);
    const kingdom = s.value.kingdom.slice();
    const screen = SCREEN_CARDS.find((c) => kingdom.includes(c));
    const plans = search ? field(kingdom) : [screen ? screenPlan(screen) : bigMoney('bmu')];
    const rival = search ? heuristicPlan(kingdom) : bigMoney('bmu');
    // Several seeds a plan, both seats, as the search plays them.
    for (const [i, plan] of plans.entries()) for (let j = 0; j < (search ? 2 : 6); j++) {
      const r = trialAs(i + j, kingdom, `${seed}${k}:${i}:${j}`, plan, search ? HARD_STYLE : SCREEN_STYLE, rival, search ? MEDIUM_STYLE : BMU_STYLE);
      const line = `${k} ${plan.name} ${j} ${r.share} ${r.margin} ${r.steps}`;
      if (list) console.log(line);
      hash.update(`${line}\n`);
      games++;
      steps += r.steps;
      wins += r.share;
    }
  }
  console.log(`${search ? 'search' : 'bm-family'}: ${games} games, ${steps} decisions, plan's wins ${wins}, fingerprint ${hash.digest('hex').slice(0, 16)}`);
}
