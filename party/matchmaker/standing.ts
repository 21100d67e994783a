// What the pairing needs to know about a player in the queue: strength, blocks, cool-down. The one
// place the matchmaker asks about players, so the player objects (party/players/) plug in here.
import { PROVISIONAL_RD, type RatingPool, START_RATING } from '../protocol/players.ts';
import type { Env } from '../env.ts';

export interface QueueStanding {
  rating: number;
  provisional: boolean;
  /** Player ids this player never sits with (blocked either way). */
  avoid: string[];
  /** Not matched before this time (ms); 0 for none. */
  coolDownUntil: number;
}

/** The rating pool a table of `seats` players of `game` is rated in. */
export function poolOf(game: string, seats: number): RatingPool | null {
  if (game === 'dominion') return seats === 2 ? 'dominion-2p' : 'dominion-multi';
  if (game === 'kingdom-builder') return 'kingdom-builder';
  return null;
}

/**
 * The standing of `player` (null: anonymous) for tables of `seats` of `game`. Anonymous players
 * count as a new player: the start rating, provisional, nothing blocked. Until the player objects
 * are merged in, a proved player stands the same way (see docs/matchmaking.md, "Players").
 */
export async function standingOf(env: Env, player: string | null, game: string, seats: number): Promise<QueueStanding> {
  void env; void player; void game; void seats;
  return { rating: START_RATING.rating, provisional: START_RATING.rd > PROVISIONAL_RD, avoid: [], coolDownUntil: 0 };
}
