// `node --experimental-strip-types scripts/dominion-search-presets.ts [--seed presets] [--only first-game]`
// Searches every preset kingdom offline (party/games/dominion/bots/evolve.ts at PRESET_SEARCH's
// size, the kingdom's best single-card Big Money among the rivals, then its best 4 confirmed over
// 400 more games each) and writes one small JSON per
// preset to party/games/dominion/bots/presets/. Deterministic: the same seed writes the same files.
import { writeFileSync } from 'node:fs';
import { PRESETS } from '../party/games/dominion/cards/index.ts';
import { dominionRules as dominion } from '../party/games/dominion/game.ts';
import { OFFLINE_CONFIRM_GAMES, PRESET_SEARCH, confirmBest, screenRival, searchKingdom } from '../party/games/dominion/bots/evolve.ts';
import { planToJson } from '../party/games/dominion/bots/plan.ts';
import type { PresetSearch } from '../party/games/dominion/bots/preset-plans.ts';
import { bestScreenCard } from '../party/games/dominion/bots/screen.ts';
import { arg } from './cli-arg.ts';

const SEED = arg('seed', 'presets');
const ONLY = arg('only', '');
/** After the search, its best 4 play OFFLINE_CONFIRM_GAMES more trial games each (confirmBest). */
const CONFIRM_TOP = 4;

for (const preset of Object.keys(PRESETS).filter((p) => !ONLY || p === ONLY)) {
  const t0 = performance.now();
  // The kingdom in the order a table's view lists it (the search's first generation follows it).
  const setup = dominion.setup({ seed: 'order', seats: 2, options: { kingdom: { preset } } });
  if (!setup.ok) throw new Error(setup.error.message);
  const kingdom = setup.value.kingdom.slice();
  const best = screenRival(bestScreenCard(kingdom));
  const { search } = searchKingdom(kingdom, `${SEED}:${preset}`, PRESET_SEARCH, [best]);
  const plan = confirmBest(kingdom, search, CONFIRM_TOP, OFFLINE_CONFIRM_GAMES, [best]);
  const i = search.pop.findIndex((p) => p.name === plan.name);
  const trials = search.games.reduce((a, b) => a + b, 0);
  const out: PresetSearch = {
    preset, kingdom: kingdom.slice().sort(), seed: `${SEED}:${preset}`, plan: planToJson(plan),
    trials, value: Math.round(((search.sum[i] as number) / 200 / Math.max(1, search.games[i] as number)) * 1000) / 1000,
  };
  writeFileSync(new URL(`../party/games/dominion/bots/presets/${preset}.json`, import.meta.url), `${JSON.stringify(out)}\n`);
  console.log(`${preset.padEnd(16)} ${plan.name.padEnd(60)} value ${out.value} over ${search.games[i]} games · ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
