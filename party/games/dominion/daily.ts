// Dominion's daily challenge: one hard bot, and ten kingdom cards drawn from the base set and
// Intrigue together (docs/daily.md).
import type { DailyRules } from '../core/types.ts';
import { sample } from '../core/rng.ts';
import { DAILY_SIZE, stagedSearchSlice, startStagedSearch } from './bots/staged-search.ts';
import { BASE_KINGDOM, INTRIGUE_KINGDOM } from './cards/index.ts';
import { dominionRules } from './game.ts';
import type { DominionOptions } from './types.ts';

export const dominionDaily: DailyRules<DominionOptions> = {
  opponents: ['hard'],
  deal: (rng) => ({ kingdom: { cards: sample(rng, [...BASE_KINGDOM, ...INTRIGUE_KINGDOM], 10) } }),
  // The hard bot's plan for the day's kingdom (./bots/staged-search.ts, at its daily size).
  botSearch: {
    start(table, searchSeed) {
      // The kingdom in the order a table's view lists it (the search's first generation follows it).
      const setup = dominionRules.setup(table);
      if (!setup.ok) throw new Error(`the day's deal does not set up: ${setup.error.message}`);
      const kingdom = setup.value.kingdom.slice();
      return { subject: kingdom, search: startStagedSearch(kingdom, searchSeed) };
    },
    slice(subject, search) {
      const { search: next, memory } = stagedSearchSlice(subject as string[], search, DAILY_SIZE);
      return { search: next, memory };
    },
  },
};
