// The day's bot search, kept with the day (docs/daily.md#the-daily-bot): the deal of a game that
// declares one (Game.daily.botSearch: Dominion's searches its kingdom) starts it, the Daily object's
// alarm plays one slice of it per wake-up (each within a table slice's 50 ms budget), and the
// plan it chooses becomes the hard bot's starting memory at every attempt that starts afterwards.
// Attempts that start before it is over meet the plain hard bot, which searches at its table from
// the day's bot seed (the same bot for each of them); the card says which one a new attempt meets.
import type { DailyBotSearch, Json } from '../games/core/types.ts';
import { getGame } from '../games/index.ts';
import type { DailyBot } from '../protocol/daily.ts';
import type { DailyDeal } from './day.ts';

/** Between two slices: requests waiting on the object get in between. */
export const SEARCH_GAP_MS = 20;

// `kingdom` holds the search's subject (its column named when Dominion's was the only search).
interface SearchRow { kingdom: string; search: string; memory: string | null; slices: number; clock_ms: number; [key: string]: SqlStorageValue }

export function makeSearchTable(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS bot_search (id INTEGER PRIMARY KEY CHECK (id = 1), kingdom TEXT NOT NULL,
    search TEXT NOT NULL, memory TEXT, slices INTEGER NOT NULL DEFAULT 0, clock_ms REAL NOT NULL DEFAULT 0)`);
}

function searchOf(game: string): DailyBotSearch<unknown> | undefined {
  return getGame(game)?.daily?.botSearch as DailyBotSearch<unknown> | undefined;
}

/** Starts the day's search when its game has one; returns whether it did. */
export function startDaySearch(sql: SqlStorage, deal: DailyDeal, seed: string): boolean {
  const botSearch = searchOf(deal.game);
  if (!botSearch) return false;
  const { subject, search } = botSearch.start({ seed: deal.seed, seats: deal.seats, options: deal.options }, seed);
  makeSearchTable(sql);
  sql.exec(`INSERT OR IGNORE INTO bot_search (id, kingdom, search) VALUES (1, ?, ?)`, JSON.stringify(subject), JSON.stringify(search));
  return true;
}

function row(sql: SqlStorage): SearchRow | null {
  const has = sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'bot_search'`).toArray().length > 0;
  return has ? (sql.exec<SearchRow>(`SELECT * FROM bot_search WHERE id = 1`).toArray()[0] ?? null) : null;
}

/** Whether a search is under way (another slice is due). */
export function searching(sql: SqlStorage): boolean {
  const r = row(sql);
  return r !== null && r.memory === null;
}

/** One slice of `game`'s search; returns whether more are due. */
export function searchSlice(sql: SqlStorage, game: string): boolean {
  const r = row(sql);
  const botSearch = searchOf(game);
  if (!r || r.memory !== null || !botSearch) return false;
  const t0 = performance.now();
  const slice = botSearch.slice(JSON.parse(r.kingdom) as Json, JSON.parse(r.search) as Json);
  const cpu = performance.now() - t0;
  sql.exec(`UPDATE bot_search SET search = ?, memory = ?, slices = slices + 1, clock_ms = clock_ms + ? WHERE id = 1`,
    JSON.stringify(slice.search), slice.memory === null ? null : JSON.stringify(slice.memory), cpu);
  return slice.memory === null;
}

/** The hard bot's starting memory at an attempt starting now: the day's plan once searched, else none. */
export function dayBotMemory(sql: SqlStorage): Json | null {
  const memory = row(sql)?.memory;
  return memory ? (JSON.parse(memory) as Json) : null;
}

/** Which hard bot an attempt starting now meets, as the card shows it. */
export function dayBot(sql: SqlStorage): DailyBot {
  const r = row(sql);
  if (!r) return { level: 'hard', searched: false, searching: false };
  return { level: 'hard', searched: r.memory !== null, searching: r.memory === null, slices: r.slices };
}

/**
 * The search's own figures: slices played, the time they took by the isolate's clock (in workerd's
 * tests; deployed, that clock stands still while code runs, so it reads about 0 there: the CPU
 * figures in docs/daily.md come from scripts/dominion-daily-eval.ts), and the chosen plan's memory.
 */
export function searchFigures(sql: SqlStorage): { slices: number; clockMs: number; memory: Json | null } | null {
  const r = row(sql);
  return r ? { slices: r.slices, clockMs: r.clock_ms, memory: r.memory ? (JSON.parse(r.memory) as Json) : null } : null;
}
