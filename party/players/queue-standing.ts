// What quick match asks a Player before seating them: whom they blocked, and how long their
// recent abandons make them wait (./fair-play.ts's rule), read from the Player's storage.
import { coolDownUntil } from './fair-play.ts';

const MAX_BLOCKS = 500;
/** Abandons older than this are forgiven (and dropped). */
const ABANDONS_KEPT_MS = 7 * 86_400_000;

export interface QueueStanding { blocked: string[]; coolDownUntil: number | null }

export function queueStandingOf(sql: SqlStorage, now: number): QueueStanding {
  sql.exec(`DELETE FROM abandons WHERE at < ?`, now - ABANDONS_KEPT_MS);
  const abandons = sql.exec<{ at: number }>(`SELECT at FROM abandons`).toArray().map((a) => a.at);
  const blocked = sql.exec<{ other: string }>(`SELECT other FROM blocks ORDER BY at`).toArray().map((b) => b.other);
  return { blocked, coolDownUntil: coolDownUntil(abandons, now) };
}

/** Adds `other` to the block list; false when the list is full (a repeat always succeeds). */
export function addBlock(sql: SqlStorage, other: string, now: number): boolean {
  const count = sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM blocks`).one().n;
  if (count >= MAX_BLOCKS && !sql.exec(`SELECT 1 FROM blocks WHERE other = ?`, other).toArray().length) return false;
  sql.exec(`INSERT OR IGNORE INTO blocks (other, at) VALUES (?, ?)`, other, now);
  return true;
}
