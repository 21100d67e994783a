// Players, ratings and leaderboards: what rooms tell a player's object, and what the REST API
// (/api/players, /api/leaderboards: docs/rest-api.md) answers. Types only, shared by party/,
// worker/ and web/.
import type { DailyRecord } from './daily.ts';
import type { RatingPool } from '../games/core/rating-pools.ts';
export type { RatingPool } from '../games/core/rating-pools.ts';

/** Glicko-2 on the Glicko scale (party/players/glicko2.ts). */
export interface Rating { rating: number; rd: number; vol: number }
export const START_RATING: Rating = { rating: 1500, rd: 350, vol: 0.06 };
/** A rating is provisional (shown with "?") while its RD is above this. */
export const PROVISIONAL_RD = 110;

/** A player at a finished game, as the room reports it (the same list goes to every player). */
export interface ReportedSeat {
  seat: number;
  name: string;
  /** The seat's player id, when the seat's person proved one; null for bots and anonymous seats. */
  player: string | null;
  bot: boolean;
  /** Final standing, 1 = first; equal places share a number (a shared place is a draw). */
  place: number;
  /** Resigned, or a bot played the seat to the end after its person left or went away: rated last. */
  forfeited: boolean;
  /** The seat's rating in the report's pool when the game started (null: not a rated player). */
  ratingBefore: Rating | null;
}

/** A finished game, reported by its room to the object of each seat's player, once per table. */
export interface GameReport {
  table: string;
  game: string;
  pool: RatingPool;
  /** Rated table (quick match, or a public table the host marked rated) with no bot in any seat. */
  rated: boolean;
  finishedAt: number;
  /** Whole turns played (a rated game under 3 turns changes nobody's rating). */
  turns: number;
  seats: ReportedSeat[];
}

/** What a player's object answers a report with (the same answer however often it is sent). */
export interface ReportAnswer {
  table: string; player: string; before: Rating | null; after: Rating | null;
  /** The player asked to be forgotten: the room drops their id too. */
  forgotten?: true;
}

/** A table a player is seated at, or was: their "Your games" list. */
export interface PlayerTable {
  table: string;
  game: string;
  seat: number;
  status: 'open' | 'playing' | 'finished';
  updatedAt: number;
}

/** One pool on a profile. */
export interface PoolStanding {
  pool: RatingPool;
  rating: number;
  rd: number;
  provisional: boolean;
  games: number;
  /** The rating after each rated game, oldest first (the profile's chart). */
  history: { at: number; rating: number }[];
}

/** One key that speaks for a player (each device or browser holds its own): POST /api/players/:id/devices. */
export interface PlayerKey {
  /** The key's id (the player id itself for the player's first key). */
  key: string;
  addedAt: number;
  /** The key that signed the asking call. */
  current: boolean;
}

/** GET /api/players/:id */
export interface PlayerProfile {
  id: string;
  name: string | null;
  createdAt: number;
  ratings: PoolStanding[];
  /** Latest finished games, newest first. */
  recent: { table: string; game: string; finishedAt: number; place: number; seats: ReportedSeat[]; before: Rating | null; after: Rating | null }[];
  /** The daily challenge (party/daily/): streak and latest days; absent for a player who never finished one. */
  daily?: DailyRecord;
}

/** GET /api/leaderboards/:pool (?player=<id> adds that player's rank). */
export interface Leaderboard {
  pool: RatingPool;
  top: { rank: number; player: string; name: string | null; rating: number; rd: number; games: number }[];
  /** Standings not (yet) listed, by rating (at most PROVISIONAL_SHOWN), each with why it is not ranked: a new site's board is not empty. */
  provisional: { player: string; name: string | null; rating: number; rd: number; games: number; why: string }[];
  you?: { rank: number | null; rating: number; rd: number; games: number; eligible: boolean; why?: string };
}

/** What a room tells a player's object when they walk away from a table (party/players/fair-play.ts). */
export type AbandonKind = 'left-before-start' | 'taken-over' | 'forfeited-early';
export const ABANDON_KINDS: readonly AbandonKind[] = ['left-before-start', 'taken-over', 'forfeited-early'];
