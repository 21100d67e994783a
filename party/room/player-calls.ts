// What a room asks of a player's object (party/players/: one Durable Object per player id, bound
// as `Player`). Kept to this one file so the room names each call once.
import type { Env } from '../env.ts';
import type { GameReport, PlayerTable, Rating, RatingPool, ReportAnswer } from '../protocol/players.ts';

export interface PlayerCalls {
  /** Whether the key with this id (identity.ts: keyId) is one the player added from another device. */
  hasKey(keyId: string): Promise<boolean>;
  /** The player's rating in `pool` now (the start rating for a newcomer). */
  standing(pool: RatingPool): Promise<Rating>;
  /** "Your games": the player sits at `table` (its status changed). */
  seatedAt(table: PlayerTable): Promise<void>;
  /** A finished game: the same answer however often the same table's report comes. */
  report(report: GameReport): Promise<ReportAnswer>;
  /** The player left a quick-match table before the start, or a bot took over their rated seat. */
  noteAbandon(table: string, at: number): Promise<void>;
}

/** The player's object, or null where this Worker has none bound. */
export function playerObject(env: Env, player: string): PlayerCalls | null {
  const ns = (env as { Player?: { getByName(name: string): unknown } }).Player;
  return ns ? (ns.getByName(player) as PlayerCalls) : null;
}
