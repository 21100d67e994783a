// Quick match: the WebSocket at /api/match/<game> (party/matchmaker/), where a player waits to be
// seated with others who want the same game and a table size they also take. docs/matchmaking.md.
import type { Seat } from '../games/core/types.ts';
import type { ErrorMessage, ProtocolVersion } from './common.ts';
import type { ChallengeMessage, PlayerProof } from './identity.ts';

/**
 * The table sizes a player takes: one size (3), a range ("2-4", both ends included) or "any"
 * (every size the game allows).
 */
export type SeatsWish = number | `${number}-${number}` | 'any';

/**
 * Wait for a table of a size in `seats` (yourself included), under `name`. With `botsAfter`
 * (seconds), if no table filled with people by then, bots take the empty seats (unrated).
 * `proof` (signing the latest `challenge`, purpose `match:<game>`) queues as a player: rated
 * tables, strength matched by rating; without it the wait is anonymous and the table unrated.
 * `ticket` (from an earlier `queued`) takes back the place after a dropped connection.
 */
export interface QueueMessage {
  v: ProtocolVersion; type: 'queue'; seats: SeatsWish; name: string; botsAfter?: number; proof?: PlayerProof; ticket?: string;
}

/** How many people are looking for a table of a game now, and how many are playing it. */
export interface Presence { game: string; looking: number; playing: number }

/** The wait as the queue sees it: sent on joining and after every round. */
export interface QueuedMessage {
  v: ProtocolVersion; type: 'queued';
  /** The sizes this player waits for. */
  minSeats: number; maxSeats: number;
  /** People waiting in this game's queue now, yourself included. */
  waiting: number;
  /** People at tables of this game that are under way. */
  playing: number;
  /** The median wait of recent matches in this queue (s); null when there were none lately. */
  expectedWaitS: number | null;
  /** Bots will take empty seats at this time (ms), making the table unrated; null: people only. */
  botsAt: number | null;
  /** Whether a table of people only would be rated for this player (proved, no bots). */
  rated: boolean;
  /** Send it back as `ticket` to keep the place after a dropped connection. */
  ticket: string;
}
/** The range of `botsAfter`, in seconds. */
export const BOTS_AFTER_MIN_S = 5;
export const BOTS_AFTER_MAX_S = 600;

/** `matched` carries this player's own seat and seat token at the new table. */
export type MatchServerMessage =
  | ChallengeMessage
  | QueuedMessage
  | { v: ProtocolVersion; type: 'matched'; table: string; url: string; seat: Seat; token: string; rated: boolean }
  | ErrorMessage;

/** Whether `wish` is a size range the game allows, as [min, max]; or why not. */
export function seatRange(wish: SeatsWish | string, minSeats: number, maxSeats: number): [number, number] | string {
  if (wish === 'any') return [minSeats, maxSeats];
  const [lo, hi] = typeof wish === 'number' ? [wish, wish] : wish.split('-').map(Number) as [number, number];
  if (!Number.isInteger(lo) || !Number.isInteger(hi) || lo > hi) return `seats must be a size, a range like "2-4", or "any"`;
  if (lo < minSeats || hi > maxSeats) return `the game takes ${minSeats} to ${maxSeats} players, not ${lo === hi ? lo : `${lo}-${hi}`}`;
  return [lo, hi];
}
