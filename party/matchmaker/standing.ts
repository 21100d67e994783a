// What the pairing needs to know about a player in the queue: strength, blocks, cool-down. The one
// place the matchmaker asks about players (their own objects: party/players/player.ts).
import { getGame } from '../games/registry.ts';
import { PROVISIONAL_RD, START_RATING } from '../protocol/players.ts';
import type { Env } from '../env.ts';

export interface QueueStanding {
  rating: number;
  provisional: boolean;
  /** Player ids this player blocked (the pairing keeps blocks either way). */
  avoid: string[];
  /** Not matched before this time (ms); 0 for none. */
  coolDownUntil: number;
}

/** An anonymous player counts as a new one: the start rating, provisional, nothing blocked. */
const NEWCOMER: QueueStanding = { rating: START_RATING.rating, provisional: START_RATING.rd > PROVISIONAL_RD, avoid: [], coolDownUntil: 0 };

/**
 * The standing of `player` (null: anonymous) for tables of `seats` of `game`: the rating of the
 * pool a table of the smallest size they take is rated in, their blocks and their cool-down.
 */
export async function standingOf(env: Env, player: string | null, game: string, seats: number): Promise<QueueStanding> {
  if (player === null) return NEWCOMER;
  const pool = getGame(game)?.rating?.pool(seats) ?? null;
  const stub = env.Player.getByName(player);
  const [standing, queue] = await Promise.all([pool ? stub.standing(pool) : null, stub.queueStanding()]);
  return {
    rating: standing?.rating.rating ?? NEWCOMER.rating,
    provisional: standing?.provisional ?? true,
    avoid: queue.blocked,
    coolDownUntil: queue.coolDownUntil ?? 0,
  };
}
