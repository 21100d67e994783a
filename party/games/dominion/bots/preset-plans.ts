// The rulebook's preset kingdoms, searched offline (scripts/dominion-search-presets.ts, one JSON
// per preset beside this file, deterministic from its seed): at a preset table hard plays the
// plan found there from its first move, with no search of its own.
import { planFromJson, type Plan } from './plan.ts';
import firstGame from './presets/first-game.json' with { type: 'json' };
import bigMoney from './presets/big-money.json' with { type: 'json' };
import interaction from './presets/interaction.json' with { type: 'json' };
import sizeDistortion from './presets/size-distortion.json' with { type: 'json' };
import villageSquare from './presets/village-square.json' with { type: 'json' };
import victoryDance from './presets/victory-dance.json' with { type: 'json' };
import secretSchemes from './presets/secret-schemes.json' with { type: 'json' };
import bestWishes from './presets/best-wishes.json' with { type: 'json' };
import deconstruction from './presets/deconstruction.json' with { type: 'json' };
import handMadness from './presets/hand-madness.json' with { type: 'json' };
import underlings from './presets/underlings.json' with { type: 'json' };

/** What the search script writes for a preset. */
export interface PresetSearch {
  preset: string;
  /** The kingdom's cards, sorted: how a table's kingdom is matched. */
  kingdom: string[];
  seed: string;
  /** planToJson of the chosen plan. */
  plan: unknown;
  /** Trial games the search played, and the chosen plan's mean value in them. */
  trials: number;
  value: number;
}

export const kingdomKey = (kingdom: readonly string[]) => kingdom.slice().sort().join(',');

const SEARCHED: PresetSearch[] = [firstGame, bigMoney, interaction, sizeDistortion, villageSquare, victoryDance, secretSchemes, bestWishes, deconstruction, handMadness, underlings];

const BY_KINGDOM = new Map<string, Plan>();
for (const s of SEARCHED) {
  const plan = planFromJson(s.plan);
  if (plan) BY_KINGDOM.set(kingdomKey(s.kingdom), plan);
}

/** The plan searched offline for this kingdom, when it is a preset's; else null. */
export function presetPlan(kingdom: readonly string[]): Plan | null {
  return BY_KINGDOM.get(kingdomKey(kingdom)) ?? null;
}
