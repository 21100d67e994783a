// The daily challenge's kingdom, searched once a day (party/daily/bot-search.ts runs it on the
// Daily object's alarm): the table search of ./evolve.ts at the offline presets' size, in slices
// of the same budget a table's planning slice has, resumable from plain JSON between them. Its
// result is hard's starting memory at every attempt of the day: the plan to play from the first
// move, with no search of its own (levels.ts reads a memory holding a plan that way).
import type { Json } from '../../core/types.ts';
import { PRESET_SEARCH, type SearchSize, bestSoFar, runSearch, searchFromJson, searchOver, searchToJson, startSearch } from './evolve.ts';
import { SEARCH_STEPS_PER_CALL, planMemory } from './levels.ts';

/** About 4,800 trial games: once a day for everyone, so the offline presets' size, not a table's. */
export const DAILY_SEARCH: SearchSize = PRESET_SEARCH;

export function startDailySearch(kingdom: readonly string[], seed: string, size: SearchSize = DAILY_SEARCH): Json {
  return searchToJson(startSearch(kingdom, seed, size));
}

export interface DailySlice {
  /** The search to keep for the next slice. */
  search: Json;
  /** Hard's starting memory once the search is over (its chosen plan); null until then. */
  memory: Json | null;
  /** Trial decisions this slice spent. */
  steps: number;
}

/** One slice of the day's search, at most a table slice's budget of trial decisions. */
export function dailySearchSlice(kingdom: readonly string[], search: Json, size: SearchSize = DAILY_SEARCH, budget = SEARCH_STEPS_PER_CALL): DailySlice {
  const s = searchFromJson(search);
  if (!s) throw new Error('the day\'s bot search is not one this release can read');
  const steps = searchOver(s, size) ? 0 : runSearch(kingdom, s, size, budget);
  return { search: searchToJson(s), memory: searchOver(s, size) ? planMemory(bestSoFar(kingdom, s)) : null, steps };
}
