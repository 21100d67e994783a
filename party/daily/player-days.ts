// A player's daily challenges, kept in their Player object (party/players/player.ts): one row per
// game and day with the scored attempt's result, told by the day's Daily object. The profile shows
// the streak (days in a row with a finished scored attempt, up to today or yesterday) and the
// latest days. "Forget me" empties it with the player's other tables.
import type { DailyDayResult, DailyGame, DailyRecord } from '../protocol/daily.ts';
import { streakOf } from './streak.ts';

/** Days the profile lists. */
export const DAILY_HISTORY_DAYS = 30;

export const DAILY_DAYS_TABLE = `CREATE TABLE IF NOT EXISTS daily_days (game TEXT NOT NULL, date TEXT NOT NULL, table_id TEXT NOT NULL,
  won INTEGER NOT NULL, margin INTEGER NOT NULL, turns INTEGER NOT NULL, rank INTEGER, PRIMARY KEY (game, date))`;

/** Keeps a day's result; the same day told again keeps its first answer. */
export function noteDailyDay(sql: SqlStorage, day: DailyDayResult): void {
  sql.exec(DAILY_DAYS_TABLE);
  sql.exec(`INSERT OR IGNORE INTO daily_days (game, date, table_id, won, margin, turns) VALUES (?, ?, ?, ?, ?, ?)`,
    day.game, day.date, day.table, day.score.won ? 1 : 0, day.score.margin, day.score.turns);
}

function hasDays(sql: SqlStorage): boolean {
  return sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'daily_days'`).toArray().length > 0;
}

/** Every game and day the player has a result of ("forget me" asks each day's object to drop the link). */
export function dailyDaysOf(sql: SqlStorage): { game: DailyGame; date: string }[] {
  if (!hasDays(sql)) return [];
  return sql.exec<{ game: string; date: string }>(`SELECT game, date FROM daily_days`).toArray().map((r) => ({ game: r.game as DailyGame, date: r.date }));
}

/** The streak and the latest days, as of `now`; null when the player never finished a daily challenge. */
export function dailyRecord(sql: SqlStorage, now: number): DailyRecord | null {
  if (!hasDays(sql)) return null;
  const rows = sql.exec<{ game: string; date: string; table_id: string; won: number; margin: number; turns: number }>(
    `SELECT game, date, table_id, won, margin, turns FROM daily_days ORDER BY date DESC, game LIMIT ?`, DAILY_HISTORY_DAYS * 2).toArray();
  if (rows.length === 0) return null;
  const dates = new Set(sql.exec<{ date: string }>(`SELECT DISTINCT date FROM daily_days`).toArray().map((r) => r.date));
  return {
    streak: streakOf(dates, now),
    days: rows.map((r) => ({ game: r.game as DailyGame, date: r.date, table: r.table_id, score: { won: r.won === 1, margin: r.margin, turns: r.turns } })),
  };
}
