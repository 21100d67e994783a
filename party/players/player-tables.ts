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
/** Rows kept: the list's own and enough older ones for the data export to be useful. */
const KEPT = 200;

export function tablesOf(sql: SqlStorage, now: number): PlayerGames {
  sql.exec(`DELETE FROM tables WHERE status != 'finished' AND updated_at < ?`, now - STALE_TABLE_MS);
  sql.exec(`DELETE FROM tables WHERE table_id NOT IN (SELECT table_id FROM tables ORDER BY updated_at DESC LIMIT ?)`, KEPT);
  const rows = (finished: boolean) => sql.exec<{ table_id: string; game: string; seat: number; status: PlayerTable['status']; updated_at: number; name: string }>(
    `SELECT * FROM tables WHERE (status = 'finished') = ? ORDER BY updated_at DESC LIMIT ?`, finished ? 1 : 0, LIST).toArray()
    .map((t) => ({ table: t.table_id, game: t.game, seat: t.seat, status: t.status, updatedAt: t.updated_at, name: t.name }));
  return { playing: rows(false), finished: rows(true) };
}
