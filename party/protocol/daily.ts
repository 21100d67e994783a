// The daily challenge's REST answers (/api/daily: docs/daily.md). Types only, shared by party/,
// worker/ and web/. Nothing here ever carries the day's seed.
import type { BotLevel } from '../games/core/bots.ts';

/** The id of a game with a daily challenge (Game.daily; the server's list is dailyGames() in party/games/registry.ts). */
export type DailyGame = string;

/** A day, UTC: 2026-11-26. */
export const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 24 * 60 * 60_000;

/** The UTC day of `now`, as 2026-11-26. */
export function dayOf(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** When `date` begins (UTC midnight), in ms; NaN for a string that is not a real day. */
export function dayStart(date: string): number {
  const ms = DAY_SHAPE.test(date) ? Date.parse(`${date}T00:00:00.000Z`) : NaN;
  return Number.isFinite(ms) && dayOf(ms) === date ? ms : NaN;
}

/** When `date` ends: the next day's midnight, UTC. */
export function dayEnd(date: string): number {
  return dayStart(date) + DAY_MS;
}

/** The day `days` after `date` (before, when negative). */
export function shiftDay(date: string, days: number): string {
  return dayOf(dayStart(date) + days * DAY_MS);
}

/** What everyone may know of the day's deal before playing it: the game's own options and the opponents. */
export interface DailyDealShown {
  game: DailyGame;
  date: string;
  /** The table's options as the game parses them (Dominion: the 10 kingdom cards; Kingdom Builder: sections and scoring cards). */
  options: unknown;
  seats: number;
  bots: BotLevel[];
}

/** An attempt's score: a win first, then the VP (gold) margin over the best opponent, then fewer turns. */
export interface DailyScore { won: boolean; margin: number; turns: number }

export interface DailyAttempt {
  /**
   * The attempt's ref, never its table: anyone may read a player's card, and the table would let
   * them watch the deal being played. The page that made the attempt got both (DailyAttemptMade).
   */
  ref: string;
  scored: boolean;
  startedAt: number;
  /** Null while it is being played. */
  score: DailyScore | null;
}

/** GET /api/daily/:game (?player=<id> adds that player's attempts of the day). */
export interface DailyCard {
  deal: DailyDealShown;
  /** When the day ends and a new deal begins (ms since the epoch). */
  endsAt: number;
  players: number;
  you?: { attempts: DailyAttempt[]; rank: number | null };
  /** Which bot an attempt started now meets (docs/daily.md#the-daily-bot). */
  bot: DailyBot;
}

/**
 * The day's bot: `searched` once the day's search for its kingdom is over (attempts from then on
 * meet the plan it chose); `searching` while it runs (attempts started now meet the plain hard bot).
 */
export interface DailyBot { level: 'hard'; searched: boolean; searching: boolean; slices?: number }

export interface DailyStanding {
  rank: number;
  name: string;
  /** Null once the player asked to be forgotten (the name they played under stays). */
  player: string | null;
  score: DailyScore;
  /** The attempt's table, for its replay: only once the day is over. */
  table?: string;
}

/** GET /api/daily/:game/:date/leaderboard (?player=<id> adds that player's rank). */
export interface DailyLeaderboard {
  game: DailyGame;
  date: string;
  over: boolean;
  /** The day's challenge was dealt (someone asked for it); false: there was no challenge that day. */
  dealt: boolean;
  /** Finished scored attempts, best first (at most 100). */
  top: DailyStanding[];
  /** How many finished scored attempts there are in all. */
  count: number;
  you?: DailyStanding | null;
}

/** POST /api/daily/:game/challenges */
export interface DailyChallenge { challenge: string; expiresAt: number }

/** POST /api/daily/:game/attempts */
export interface DailyAttemptMade {
  table: string;
  /** The attempt's name on the day's card (DailyAttempt.ref). */
  ref: string;
  /** The day whose deal it is. */
  date: string;
  url: string;
  seat: number;
  token: string;
  /** False: a practice attempt (the day's scored attempt was already made). */
  scored: boolean;
}

/** What a finished attempt's room reports to the day's Daily object (once, retried until taken). */
export interface DailyFinish { table: string; score: DailyScore; finishedAt: number }

/** A finished scored attempt as the player's object keeps it (their profile's daily history). */
export interface DailyDayResult { game: DailyGame; date: string; table: string; score: DailyScore }

/** On a profile: the days in a row with a daily challenge played to the end, and the latest days. */
export interface DailyRecord { streak: number; days: DailyDayShown[] }

/** A day on a public profile: its table (the replay) only once the day is over, so nobody watches it being played. */
export type DailyDayShown = Omit<DailyDayResult, 'table'> & { table?: string };
