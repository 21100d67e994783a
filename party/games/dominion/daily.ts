// Dominion's daily challenge: one hard bot, and ten kingdom cards drawn from the base set and
// Intrigue together (docs/daily.md).
import type { DailyRules } from '../core/types.ts';
import { sample } from '../core/rng.ts';
import { BASE_KINGDOM, INTRIGUE_KINGDOM } from './cards/index.ts';
import type { DominionOptions } from './types.ts';

export const dominionDaily: DailyRules<DominionOptions> = {
  opponents: ['hard'],
  deal: (rng) => ({ kingdom: { cards: sample(rng, [...BASE_KINGDOM, ...INTRIGUE_KINGDOM], 10) } }),
};
