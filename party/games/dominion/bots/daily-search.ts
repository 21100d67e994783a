// The daily challenge's kingdom, searched once a day (party/daily/bot-search.ts runs it on the
// Daily object's alarm) the way the presets are searched offline (scripts/dominion-search-presets.ts):
// the kingdom's best single-card Big Money found first (./screen.ts, 60 games per screen card),
// then the search of ./evolve.ts at the presets' size with that bot as a rival, then its best 4
// confirmed over 400 more games each. All in slices of the budget a table's planning slice has,
// resumable from plain JSON between them, and the same plan as the whole at once. Its result is
// hard's starting memory at every attempt of the day: the plan to play from the first move, with
// no search of its own (levels.ts reads a memory holding a plan that way).
import type { Json } from '../../core/types.ts';
import {
  OFFLINE_CONFIRM_GAMES, PRESET_SEARCH, type Search, type SearchSize, confirmGame, confirmTop, confirmed, runSearch, screenRival,
  searchFromJson, searchOver, searchToJson, startSearch,
} from './evolve.ts';
import { SEARCH_STEPS_PER_CALL, planMemory } from './levels.ts';
import { SCREEN_GAMES, pickScreen, screenCardsOf, screenGame } from './screen.ts';

export interface DailySize { search: SearchSize; confirmTop: number; confirmGames: number }

/** Once a day for everyone: the offline presets' size and method (about 72,000 + 1,600 trial games). */
export const DAILY_SIZE: DailySize = { search: PRESET_SEARCH, confirmTop: 4, confirmGames: OFFLINE_CONFIRM_GAMES };

type State =
  | { phase: 'screen'; seed: string; at: number; game: number; shares: number[] }
  | { phase: 'search'; card: string | null; evo: Json }
  | { phase: 'confirm'; card: string | null; evo: Json; top: number[]; at: number; game: number }
  | { phase: 'done'; memory: Json };

export function startDailySearch(kingdom: readonly string[], seed: string): Json {
  const state: State = { phase: 'screen', seed, at: 0, game: 0, shares: screenCardsOf(kingdom).map(() => 0) };
  return state as unknown as Json;
}

export interface DailySlice {
  /** The search to keep for the next slice. */
  search: Json;
  /** Hard's starting memory once the search is over (its chosen plan); null until then. */
  memory: Json | null;
  /** Trial decisions this slice spent. */
  steps: number;
}

/** One slice of the day's search: trial games while another likely fits `budget` trial decisions (one at least). */
export function dailySearchSlice(kingdom: readonly string[], search: Json, size: DailySize = DAILY_SIZE, budget = SEARCH_STEPS_PER_CALL): DailySlice {
  const state = structuredClone(search) as unknown as State;
  let spent = 0;
  let played = 0;
  for (;;) {
    // A phase's end costs no trial game, so a slice takes it at once: the slice that plays the
    // last confirming game hands the plan over, rather than a next slice with nothing to play.
    while (advance(kingdom, state, size));
    if (state.phase === 'done' || (played > 0 && spent + spent / played > budget)) break;
    spent += playOne(kingdom, state, size, budget - spent);
    played++;
  }
  return { search: state as unknown as Json, memory: state.phase === 'done' ? state.memory : null, steps: spent };
}

const readSearch = (evo: Json): Search => {
  const s = searchFromJson(evo);
  if (!s) throw new Error('the day\'s bot search is not one this release can read');
  return s;
};

/** Moves `state` on to its next phase when the current one has played all its games: true if it did. */
function advance(kingdom: readonly string[], state: State, size: DailySize): boolean {
  if (state.phase === 'screen') {
    const cards = screenCardsOf(kingdom);
    if (state.at < cards.length) return false;
    const card = pickScreen(cards, state.shares);
    Object.assign(state, { phase: 'search', card, evo: searchToJson(startSearch(kingdom, state.seed, size.search)) });
    return true;
  }
  if (state.phase === 'search') {
    const s = readSearch(state.evo);
    if (!searchOver(s, size.search)) return false;
    Object.assign(state, { phase: 'confirm', top: confirmTop(kingdom, s, size.confirmTop), at: 0, game: 0 });
    return true;
  }
  if (state.phase === 'confirm') {
    if (state.at < state.top.length) return false;
    Object.assign(state, { phase: 'done', memory: planMemory(confirmed(kingdom, readSearch(state.evo), state.top)) });
    return true;
  }
  return false;
}

/** One game of the current phase (`advance` has found it unfinished), `state` moved on in place; returns its decisions. */
function playOne(kingdom: readonly string[], state: State, size: DailySize, budget: number): number {
  if (state.phase === 'screen') {
    const r = screenGame(kingdom, screenCardsOf(kingdom)[state.at] as string, state.game);
    state.shares[state.at] = (state.shares[state.at] as number) + r.share;
    if (++state.game >= SCREEN_GAMES) { state.at++; state.game = 0; }
    return r.steps;
  }
  if (state.phase === 'search') {
    const s = readSearch(state.evo);
    // The search plays as many of its games as fit what is left of the slice (one at least).
    const steps = runSearch(kingdom, s, size.search, Math.max(1, budget), [screenRival(state.card)]);
    state.evo = searchToJson(s);
    return steps;
  }
  if (state.phase === 'confirm') {
    const s = readSearch(state.evo);
    const steps = confirmGame(kingdom, s, state.top[state.at] as number, [screenRival(state.card)]);
    if (++state.game >= size.confirmGames) { state.at++; state.game = 0; }
    state.evo = searchToJson(s);
    return steps;
  }
  return 0;
}
