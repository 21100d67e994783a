// The leaderboard's opponents rule (leaderboard.ts MIN_OPPONENTS): per pool, the distinct players
// this one met in rated games that counted, who were established (not provisional) when the game
// began. Their ids are kept, not counted, so a second game against the same one adds nothing.
import { PROVISIONAL_RD, type GameReport } from '../protocol/players.ts';

export const OPPONENTS_TABLE = `CREATE TABLE IF NOT EXISTS established_opponents (pool TEXT NOT NULL, opponent TEXT NOT NULL, PRIMARY KEY (pool, opponent))`;

/** Of `counted` (the opponents a rated game counted against), those established as the room read them at the start. */
export function establishedOpponents(report: GameReport, counted: readonly string[]): string[] {
  return report.seats
    .filter((s) => s.player !== null && counted.includes(s.player) && s.ratingBefore !== null && s.ratingBefore.rd <= PROVISIONAL_RD)
    .map((s) => s.player!);
}

export function noteOpponents(sql: SqlStorage, pool: string, opponents: readonly string[]): void {
  for (const o of opponents) sql.exec(`INSERT OR IGNORE INTO established_opponents (pool, opponent) VALUES (?, ?)`, pool, o);
}

export function opponentCount(sql: SqlStorage, pool: string): number {
  return sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM established_opponents WHERE pool = ?`, pool).one().n;
}
