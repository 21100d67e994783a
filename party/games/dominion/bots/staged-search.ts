// Hard's search in three stages, in slices: the kingdom's best single-card Big Money found first
// (./screen.ts, 60 games per screen card), then the search of ./evolve.ts with that bot as a rival,
// then its best 4 confirmed over more games each. Resumable from plain JSON between slices, and
// the same plan as the whole at once (unit-tested). Two sizes: a table's (the bot's memory holds
// the search between the room's planning slices; levels.ts) and the daily challenge's, searched
// once a day on the Daily object's alarm (party/daily/bot-search.ts) the way the presets are
// searched offline (scripts/dominion-search-presets.ts), whose result is hard's starting memory
// at every attempt of the day: the plan to play from the first move, with no search of its own.
import type { Json } from '../../core/types.ts';
import {
  OFFLINE_CONFIRM_GAMES, PRESET_SEARCH, type Search, type SearchSize, bestSoFar, confirmGame, confirmTop, confirmed,
  openingPlan, runSearch, screenRival, searchFromJson, searchOver, searchToJson, startSearch,
} from './evolve.ts';
import { type Plan, planFromJson, planToJson } from './plan.ts';
import { SCREEN_GAMES, pickScreen, screenCardsOf, screenGame } from './screen.ts';

/**
 * Trial decisions one call of the hard bot may spend on its search, so that no call or slice of
 * planning holds its table up for more than 50 ms of CPU (`npm run bench`:
 * dominion.bot-hard-call-cpu-* and -think-slice-cpu-*). It was 2,500 until the engines, rushes
 * and answers to attacks came in (their decisions cost 5-25% more): slices then reached p99 52,
 * max 60 ms at load 5; at 2,000, p99 37.6 / max 38.5 ms on an idle machine and max 51.1 ms beside
 * a simulation. The search is spread over the bot's first calls and the room's slices between
 * moves; until it ends, the bot plays the best plan found so far (medium's plan at first) with
 * its own judgment.
 */
export const SEARCH_STEPS_PER_CALL = 1500;

/** Hard's memory holding a plan: it plays that plan from its next call and searches nothing. */
export const planMemory = (plan: Plan): Json => ({ plan: planToJson(plan) as unknown as Json });

export interface StagedSize { search: SearchSize; confirmTop: number; confirmGames: number }

/**
 * At a table: 9,600 trial games of the search and 600 confirming, beside the screen's 60 a card
 * (about 11,000 in all, 1.5 s of CPU on this machine; at a table with a person, slices every
 * 100 ms, about two minutes). On 30 random kingdoms (scripts/dominion-search-eval.ts `--bm-best
 * --pop 12 --keep 4 --per 80 --gens 10 --confirm 4x150`, the chosen plan's 100 trial games against
 * medium's plan / bm-best / bmu): seed `eval` 65.7 / 56.8 / 81.8% where the plain 1,800-game search
 * (evolve.ts TABLE_SEARCH, a table's before) chose 63.7 / 55.7 / 80.6%; seed `h44` 68.2 / 60.6 /
 * 83.0% against 65.3 / 59.7 / 82.3%. Sixteen genomes x 60 games chose plans worth the same (66.3 /
 * 56.9 / 82.0% and 67.3 / 60.5 / 82.9%) but could outgrow the memory cap.
 */
export const TABLE_SIZE: StagedSize = { search: { population: 12, survivors: 4, games: 80, generations: 10 }, confirmTop: 4, confirmGames: 150 };

/** Once a day for everyone: the offline presets' size and method (about 72,000 + 1,600 trial games). */
export const DAILY_SIZE: StagedSize = { search: PRESET_SEARCH, confirmTop: 4, confirmGames: OFFLINE_CONFIRM_GAMES };

type State =
  | { phase: 'screen'; seed: string; at: number; game: number; shares: number[] }
  | { phase: 'search'; card: string | null; evo: Json }
  | { phase: 'confirm'; card: string | null; evo: Json; top: number[]; at: number; game: number }
  | { phase: 'done'; memory: Json };

export function startStagedSearch(kingdom: readonly string[], seed: string): Json {
  const state: State = { phase: 'screen', seed, at: 0, game: 0, shares: screenCardsOf(kingdom).map(() => 0) };
  return state as unknown as Json;
}

export interface StagedSlice {
  /** The search to keep for the next slice. */
  search: Json;
  /** Hard's memory once the search is over (its chosen plan); null until then. */
  memory: Json | null;
  /** Trial decisions this slice spent. */
  steps: number;
}

/** One slice of the search: trial games while another likely fits `budget` trial decisions (one at least). */
export function stagedSearchSlice(kingdom: readonly string[], search: Json, size: StagedSize, budget = SEARCH_STEPS_PER_CALL): StagedSlice {
  const state = structuredClone(search) as unknown as State;
  let spent = 0;
  let played = 0;
  for (;;) {
    // A stage's end costs no trial game, so a slice takes it at once: the slice that plays the
    // last confirming game hands the plan over, rather than a next slice with nothing to play.
    while (advance(kingdom, state, size));
    if (state.phase === 'done' || (played > 0 && spent + spent / played > budget)) break;
    spent += playOne(kingdom, state, size, budget - spent);
    played++;
  }
  return { search: state as unknown as Json, memory: state.phase === 'done' ? state.memory : null, steps: spent };
}

/** The whole search at once (offline, tests): the plan it chooses. */
export function stagedSearch(kingdom: readonly string[], seed: string, size: StagedSize): Plan {
  let search = startStagedSearch(kingdom, seed);
  for (;;) {
    const slice = stagedSearchSlice(kingdom, search, size, Infinity);
    if (slice.memory) return readPlan(slice.memory);
    search = slice.search;
  }
}

const readPlan = (memory: Json): Plan => planFromJson((memory as { plan?: unknown }).plan) as Plan;

const isInt = (x: unknown): x is number => Number.isInteger(x);

/**
 * A search under way on this kingdom as this release writes it, or null (a memory from another
 * release, or not a search at all): the table then starts again rather than misread it.
 */
export function stagedFromJson(kingdom: readonly string[], x: unknown): Json | null {
  const state = x as Partial<Record<string, unknown>> | null;
  if (typeof state !== 'object' || state === null) return null;
  const cards = screenCardsOf(kingdom).length;
  if (state.phase === 'screen') {
    const { seed, at, game, shares } = state;
    const ok = typeof seed === 'string' && isInt(at) && at >= 0 && at <= cards && isInt(game) && game >= 0 && game < SCREEN_GAMES
      && Array.isArray(shares) && shares.length === cards && shares.every((v) => typeof v === 'number');
    return ok ? (x as Json) : null;
  }
  if (state.phase !== 'search' && state.phase !== 'confirm') return null;
  const card = state.card;
  const search = searchFromJson(state.evo);
  if (!search || !(card === null || (typeof card === 'string' && screenCardsOf(kingdom).includes(card)))) return null;
  if (state.phase === 'search') return x as Json;
  const { top, at, game } = state;
  const ok = Array.isArray(top) && top.length > 0 && top.every((i) => isInt(i) && i >= 0 && i < search.pop.length)
    && isInt(at) && at >= 0 && at <= top.length && isInt(game) && game >= 0;
  return ok ? (x as Json) : null;
}

/**
 * The plan to play while the search runs: medium's plan (as the race's field enters it) until the
 * screen is over, then the search's best so far.
 */
export function stagedBestSoFar(kingdom: readonly string[], search: Json): Plan {
  const state = search as unknown as State;
  if (state.phase === 'screen') return openingPlan(kingdom);
  if (state.phase === 'done') return readPlan(state.memory);
  return bestSoFar(kingdom, readSearch(state.evo));
}

/**
 * Trial games played so far, at least (the search's count is its living genomes' games): enough
 * for the table to start its first slices small, on code the isolate has not optimised yet.
 */
export function stagedGames(kingdom: readonly string[], search: Json): number {
  const state = search as unknown as State;
  if (state.phase === 'screen') return state.at * SCREEN_GAMES + state.game;
  if (state.phase === 'done') return Infinity;
  return screenCardsOf(kingdom).length * SCREEN_GAMES + readSearch(state.evo).games.reduce((a, b) => a + b, 0);
}

const readSearch = (evo: Json): Search => {
  const s = searchFromJson(evo);
  if (!s) throw new Error('the bot\'s search is not one this release can read');
  return s;
};

/** `state` (moved on in place) holds only the next stage's fields: nothing of the last stage is kept in memory. */
function become(state: State, next: State): void {
  for (const k of Object.keys(state)) delete (state as unknown as Record<string, unknown>)[k];
  Object.assign(state, next);
}

/** Moves `state` on to its next stage when the current one has played all its games: true if it did. */
function advance(kingdom: readonly string[], state: State, size: StagedSize): boolean {
  if (state.phase === 'screen') {
    const cards = screenCardsOf(kingdom);
    if (state.at < cards.length) return false;
    const card = pickScreen(cards, state.shares);
    become(state, { phase: 'search', card, evo: searchToJson(startSearch(kingdom, state.seed, size.search)) });
    return true;
  }
  if (state.phase === 'search') {
    const s = readSearch(state.evo);
    if (!searchOver(s, size.search)) return false;
    become(state, { phase: 'confirm', card: state.card, evo: state.evo, top: confirmTop(kingdom, s, size.confirmTop), at: 0, game: 0 });
    return true;
  }
  if (state.phase === 'confirm') {
    if (state.at < state.top.length) return false;
    become(state, { phase: 'done', memory: planMemory(confirmed(kingdom, readSearch(state.evo), state.top)) });
    return true;
  }
  return false;
}

/** One game of the current stage (`advance` has found it unfinished), `state` moved on in place; returns its decisions. */
function playOne(kingdom: readonly string[], state: State, size: StagedSize, budget: number): number {
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
