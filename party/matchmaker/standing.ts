// What the pairing needs to know about a player in the queue: strength, blocks, cool-down. The one
// place the matchmaker asks about players (their own objects: party/players/player.ts).
import { getGame } from '../games/registry.ts';
import { PROVISIONAL_RD, START_RATING } from '../protocol/players.ts';
import type { Env } from '../env.ts';
import type { PoolStanding } from './pairing.ts';

export interface QueueStanding {
  /** Strength by table size: the rating of the pool a table of that size is rated in. */
  ratings: Record<number, PoolStanding>;
  /** Player ids this player blocked (the pairing keeps blocks either way). */
  avoid: string[];
  /** Not matched before this time (ms); 0 for none. */
  coolDownUntil: number;
}

/** An anonymous player, or a pool they never played in, counts as new: the start rating, provisional. */
const NEWCOMER: PoolStanding = { rating: START_RATING.rating, provisional: START_RATING.rd > PROVISIONAL_RD };

/**
 * The standing of `player` (null: anonymous) for tables of `minSeats`-`maxSeats` of `game`: for
 * each size, the rating of the pool such a table is rated in (each pool asked once; Dominion rates
 * 2 players apart from 3-6), their blocks and their cool-down.
 */
export async function standingOf(env: Env, player: string | null, game: string, minSeats: number, maxSeats: number): Promise<QueueStanding> {
  const sizes = Array.from({ length: maxSeats - minSeats + 1 }, (_, i) => minSeats + i);
  const newcomer = (): QueueStanding => ({ ratings: Object.fromEntries(sizes.map((n) => [n, NEWCOMER])), avoid: [], coolDownUntil: 0 });
  if (player === null) return newcomer();
  const rated = getGame(game)?.rating ?? null;
  const stub = env.Player.getByName(player);
  const pools = [...new Set(rated ? sizes.map((n) => rated.pool(n)) : [])];
  const [standings, queue] = await Promise.all([Promise.all(pools.map((p) => stub.standing(p))), stub.queueStanding()]);
  const byPool = new Map(pools.map((p, i) => [p, { rating: standings[i]!.rating.rating, provisional: standings[i]!.provisional }]));
  return {
    ratings: Object.fromEntries(sizes.map((n) => [n, (rated && byPool.get(rated.pool(n))) || NEWCOMER])),
    avoid: queue.blocked,
    coolDownUntil: queue.coolDownUntil ?? 0,
  };
}
