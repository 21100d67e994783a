// The lobby's JSON API under /api (worker/api.ts): games, creating and listing tables, a finished
// game's record, and the problem shape every refusal takes.
import type { BotLevel } from '../games/core/bots.ts';
import type { GameResult, Seat } from '../games/core/types.ts';
import type { ClockMode, SeatRating, TableBasics, TableStatus } from './room.ts';

export interface GameSummary {
  id: string;
  name: string;
  minSeats: number;
  maxSeats: number;
  /** Bot levels a table of this game may seat (empty: no bots). */
  botLevels: BotLevel[];
  /** Each bot level's measured strength on the rating scale, where measured ("hard ≈ 1550"). */
  botRatings?: Partial<Record<BotLevel, number>>;
  /** The game's rating pools (Game.rating.pools; empty: never rated, so no rated play is offered). */
  pools: string[];
  /** Whether the game has a daily challenge (Game.daily). */
  daily: boolean;
}

export interface CreateTableRequest {
  game: string;
  /** Players the table is for (bots included), within the game's range. */
  seats: number;
  options?: unknown;
  public?: boolean;
  /** The creator's display name: seats the creator (seat 0) and returns their token. */
  name?: string;
  /** Bots to seat after the creator, in order. */
  bots?: BotLevel[];
  /** Start at once (needs enough seated players). */
  start?: boolean;
  /** Turn clock; default `off` for private tables and `relaxed` for public ones. */
  clock?: ClockMode;
  /** A bot's pause before it moves, 0-5000 ms; default 600. */
  botPauseMs?: number;
}

/**
 * The bots' speeds a player picks from (the lobby's "Play vs bots", a widget's data-bot-speed):
 * a human-like pause before each move, or none for those who want the game to fly.
 */
export const BOT_SPEEDS = { human: 600, instant: 0 } as const;
export type BotSpeed = keyof typeof BOT_SPEEDS;
/** The longest pause a table may give its bots (`botPauseMs`). */
export const MAX_BOT_PAUSE_MS = 5000;

export interface CreateTableResponse {
  id: string;
  game: string;
  url: string;
  /** When a `name` was given: the creator's seat and its token (keep it like a password). */
  seat?: Seat;
  token?: string;
  status: TableStatus;
}

export interface TableSummary extends TableBasics {
  seated: number;
  names: string[];
  /** Each seat's bot level (null: a person), present when any seat is a bot. */
  bots?: (BotLevel | null)[];
  /** Each seat's rating in the table's pool (null: no proven player), present when any seat has one. */
  ratings?: (SeatRating | null)[];
  createdAt: number;
  /** The table's options as the game parsed them at creation; the lobby's list describes them. */
  options?: unknown;
  /** In the lobby's list: ms since the table was created, by the server's clock. */
  ageMs?: number;
  /** In the lobby's list: ms since the room last reported a change of seats. */
  idleMs?: number;
  /** GET /api/tables/:id of a running game: the seats the game visibly waits for (whose turn it is). */
  toPlay?: Seat[];
  /** GET /api/tables/:id of a running game: when the last public move was made (ms), null before the first. */
  lastMoveAt?: number | null;
}

// The record is the games' own format (party/games/core/record.ts); the API serves it as is.
export type { GameRecord, RecordedMove } from '../games/core/record.ts';

export interface ApiError { error: { code: string; message: string } }
