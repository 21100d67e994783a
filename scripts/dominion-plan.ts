// `node --experimental-strip-types scripts/dominion-plan.ts <preset|id,id,...> [seed]`
// Runs the hard bot's plan race on one kingdom and prints every candidate's standing (games
// played, mean trial value: win share plus a capped VP margin), the round it fell out in, and
// the plan chosen: why hard plays what it plays on that kingdom.
import { PRESETS } from '../party/games/dominion/index.ts';
import { field, runRace, startRace } from '../party/games/dominion/bots/planner.ts';
import { planToJson } from '../party/games/dominion/bots/plan.ts';
import { SEARCH_STEPS_PER_CALL } from '../party/games/dominion/bots/levels.ts';

const [which, seed = 'plan'] = process.argv.slice(2);
if (!which) {
  console.error('usage: scripts/dominion-plan.ts <preset|id,id,...(10)> [seed]');
  process.exit(2);
}
const kingdom = (PRESETS as Record<string, string[]>)[which] ?? which.split(',');
const plans = field(kingdom);
const race = startRace(kingdom, seed);
const t0 = performance.now();
let steps = 0;
let calls = 0;
let chosen = null;
let standings = '';
while (!chosen) {
  const r = runRace(kingdom, race, SEARCH_STEPS_PER_CALL);
  steps += r.spent;
  calls++;
  chosen = r.plan;
  if (race.winner >= 0 && !standings) {
    standings = plans
      .map((p, i) => ({ name: p.name, games: race.games[i] as number, mean: (race.sum[i] as number) / Math.max(1, race.games[i] as number) }))
      .sort((a, b) => b.games - a.games || b.mean - a.mean)
      .map((x) => `  ${x.name.padEnd(40)} ${String(x.games).padStart(4)} games  value ${x.mean.toFixed(3)}`)
      .join('\n');
  }
}
console.log(`kingdom ${kingdom.join(', ')} (seed ${seed})`);
console.log('candidates (the more games, the further in the race; value = win share + VP margin/100 capped at ±0.2):');
console.log(standings);
console.log(`winner of the race: ${plans[race.winner]?.name}`);
console.log(`chosen: ${JSON.stringify(planToJson(chosen))}`);
console.log(`${steps} trial decisions, ${calls} slices of SEARCH_STEPS_PER_CALL, ${((performance.now() - t0) / 1000).toFixed(1)} s here`);
