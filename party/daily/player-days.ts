// A player's daily challenges, kept in their Player object (party/players/player.ts): one row per
// game and day with the scored attempt's result, told by the day's Daily object. The profile shows
// the streak (days in a row with a finished scored attempt, up to today or yesterday) and the
// latest days. "Forget me" empties it with the player's other tables.
import type { DailyDayResult, DailyGame, DailyRecord } from '../protocol/daily.ts';
import { dayOf } from './day.ts';
import { streakOf } from './streak.ts';

/** Days the profile lists. */
export const DAILY_HISTORY_DAYS = 30;

export const DAILY_DAYS_TABLE = `CREATE TABLE IF NOT EXISTS daily_days (game TEXT NOT NULL, date TEXT NOT NULL, table_id TEXT NOT NULL,
  won INTEGER NOT NULL, margin INTEGER NOT NULL, turns INTEGER NOT NULL, rank INTEGER, PRIMARY KEY (game, date))`;

/**
 * Every attempt the player made, finished or not: "forget me" reaches each of their days, and the
 * public profile leaves out the tables of a day not over yet (anyone could watch them otherwise).
 */
export const DAILY_ATTEMPTS_TABLE = `CREATE TABLE IF NOT EXISTS daily_attempts (table_id TEXT PRIMARY KEY, game TEXT NOT NULL, date TEXT NOT NULL)`;

/** Notes an attempt (told by the day's Daily object before it makes the table). */
export function noteDailyAttempt(sql: SqlStorage, attempt: { table: string; game: DailyGame; date: string }): void {
  sql.exec(DAILY_ATTEMPTS_TABLE);
  sql.exec(`INSERT OR IGNORE INTO daily_attempts (table_id, game, date) VALUES (?, ?, ?)`, attempt.table, attempt.game, attempt.date);
}

/** The player's daily tables whose day is not over as of `now`: kept off the public profile. */
export function runningDailyTables(sql: SqlStorage, now: number): Set<string> {
  if (!hasTable(sql, 'daily_attempts')) return new Set();
  return new Set(sql.exec<{ table_id: string }>(`SELECT table_id FROM daily_attempts WHERE date >= ?`, dayOf(now)).toArray().map((r) => r.table_id));
}

/** Keeps a day's result; the same day told again keeps its first answer. */
export function noteDailyDay(sql: SqlStorage, day: DailyDayResult): void {
  sql.exec(DAILY_DAYS_TABLE);
  sql.exec(`INSERT OR IGNORE INTO daily_days (game, date, table_id, won, margin, turns) VALUES (?, ?, ?, ?, ?, ?)`,
    day.game, day.date, day.table, day.score.won ? 1 : 0, day.score.margin, day.score.turns);
}

function hasTable(sql: SqlStorage, name: string): boolean {
  return sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`, name).toArray().length > 0;
}

function hasDays(sql: SqlStorage): boolean {
  return hasTable(sql, 'daily_days');
}

/** Every game and day the player made an attempt at or has a result of ("forget me" asks each day's object to drop the link). */
export function dailyDaysOf(sql: SqlStorage): { game: DailyGame; date: string }[] {
  const sources = ['daily_days', 'daily_attempts'].filter((name) => hasTable(sql, name));
  if (sources.length === 0) return [];
  return sql.exec<{ game: string; date: string }>(sources.map((name) => `SELECT game, date FROM ${name}`).join(' UNION '))
    .toArray().map((r) => ({ game: r.game as DailyGame, date: r.date }));
}

/** The streak and the latest days, as of `now`; null when the player never finished a daily challenge. */
export function dailyRecord(sql: SqlStorage, now: number): DailyRecord | null {
  if (!hasDays(sql)) return null;
  const rows = sql.exec<{ game: string; date: string; table_id: string; won: number; margin: number; turns: number }>(
    `SELECT game, date, table_id, won, margin, turns FROM daily_days ORDER BY date DESC, game LIMIT ?`, DAILY_HISTORY_DAYS * 2).toArray();
  if (rows.length === 0) return null;
  const dates = new Set(sql.exec<{ date: string }>(`SELECT DISTINCT date FROM daily_days`).toArray().map((r) => r.date));
  const today = dayOf(now);
  return {
    streak: streakOf(dates, now),
    days: rows.map((r) => ({
      game: r.game as DailyGame, date: r.date, score: { won: r.won === 1, margin: r.margin, turns: r.turns },
      ...(r.date < today ? { table: r.table_id } : {}),
    })),
  };
}
