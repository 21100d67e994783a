// "Your games": the tables a player sits at (open or playing) and the last ones they finished.
import type { PlayerTable } from '../protocol/players.ts';

export interface PlayerGames {
  /** Open and running tables, latest activity first. */
  playing: (PlayerTable & { name: string })[];
  /** The last finished tables, newest first. */
  finished: (PlayerTable & { name: string })[];
}

/** An open or running table not heard of for this long has expired in its room (or was never told its end). */
export const STALE_TABLE_MS = 14 * 86_400_000;
const LIST = 20;
/**
 * Rows are never pruned: "forget me" asks every room this player held a seat at to drop the id,
 * so each such table must stay known here. Stale open tables are only left out of the list.
 */
export function tablesOf(sql: SqlStorage, now: number): PlayerGames {
  const rows = (finished: boolean) => sql.exec<{ table_id: string; game: string; seat: number; status: PlayerTable['status']; updated_at: number; name: string }>(
    `SELECT * FROM tables WHERE (status = 'finished') = ?1 AND (?1 OR updated_at >= ?2) ORDER BY updated_at DESC LIMIT ?3`,
    finished ? 1 : 0, now - STALE_TABLE_MS, LIST).toArray()
    .map((t) => ({ table: t.table_id, game: t.game, seat: t.seat, status: t.status, updatedAt: t.updated_at, name: t.name }));
  return { playing: rows(false), finished: rows(true) };
}
