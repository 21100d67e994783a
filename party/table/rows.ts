// What a room remembers, as plain data: shared by the SQLite store and by the code that turns it
// into messages (which also runs outside workerd, in benchmarks).
import type { BotLevel } from '../games/core/bots.ts';
import type { Json } from '../games/core/types.ts';
import type { Rating } from '../protocol/players.ts';
import type { ClockMode, Standin, TableStatus } from '../protocol/room.ts';
import type { DailyGame } from '../protocol/daily.ts';

export interface RoomMeta {
  id: string;
  game: string;
  maxSeats: number;
  options: unknown;
  public: boolean;
  status: TableStatus;
  seed: string;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  /** Last join, leave, start or move: drives the expiry of abandoned tables and the bots' pause. */
  activeAt: number;
  /** A pseudonym of the creator's address: the lobby lists only a few open tables per owner. */
  owner?: string | null;
  /** The rematch table, once a player of the finished game opened one. */
  next?: string | null;
  /** Turn clock (absent on tables made before clocks: off). */
  clock?: ClockMode;
  /** How long a bot waits before it moves, in ms (absent: the default). */
  botPauseMs?: number;
  /** The game's open pause (Game.pause, a Reaction window) and when the room closes it. */
  pause?: { key: string; due: number } | null;
  /**
   * Seeds the bots' randomness. Separate from `seed`: a bot's input must never let it derive the
   * game's own seed (deck order, the hidden terrain cards).
   */
  botSeed?: string;
  /** Start on its own once every human seat is connected (quick match) or accepted (rematch). */
  autoStart?: 'arrived' | 'accepted' | null;
  /** A finished game's table: the human seats that accepted the rematch so far. */
  accepted?: number[];
  /** The rematch table has been told to start. */
  rematchBegun?: boolean;
  /** Since when the game stands still with nobody there to play it (timers.ts: pausedForAbsence). */
  absentSince?: number | null;
  /** A 2-player game a player resigned: that seat. */
  resigned?: number | null;
  /** Marked rated (quick match, or the host of a public table before the start); see party/table/rated.ts. */
  rated?: boolean;
  /** The status players' objects were last told of (party/room/player-news.ts). */
  playersTold?: TableStatus;
  /** A daily challenge's attempt (party/daily/): whom it reports to, and whether it has. */
  daily?: DailyTag;
  /** Bot seats whose planning between moves failed (threw, or grew past the memory cap): not asked again. */
  thinkFailed?: number[];
}

/** An attempt at a day's challenge: its record (and so its seed) stays hidden until `until`. */
export interface DailyTag {
  game: DailyGame;
  date: string;
  /** The seat of the player making the attempt. */
  seat: number;
  /** When the day is over (ms). */
  until: number;
  /** The Daily object has taken the finished attempt. */
  reported: boolean;
}

export interface SeatRow {
  seat: number;
  name: string;
  /** Humans: the hash of their token. Bots: an unguessable placeholder no token hashes to. */
  tokenHash: string;
  /** Set for a bot seat: its level. */
  bot: BotLevel | null;
  /** A bot's memory (for bot seats and for a human seat while a bot plays it). */
  memory: Json | null;
  /** Why a bot is playing this human seat right now, or null. */
  standin: Standin | null;
  /** Since when no connection holds this human seat (null: connected or not yet known). */
  awaySince: number | null;
  /** Fast clock: what is left of the bank, in ms (null: no bank). */
  bankMs: number | null;
  /** Since when the table has been waiting for this seat without a break (null: not asked). */
  askedAt: number | null;
  /** The seat's player id, once its person proved one here (null: anonymous, a bot, or forgotten). */
  player?: string | null;
  /** That player's rating in the table's pool as the room last heard it (null: not known). */
  rating?: Rating | null;
}

export interface MoveRow {
  seq: number;
  seat: number;
  move: unknown;
  moveId: string;
  at: number;
}
