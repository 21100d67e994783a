// A player's object keeps its tables in SQLite. They are made on the first write only: a read
// about an id nobody ever used (a profile link typed wrong) must leave no storage behind.
import { DAILY_ATTEMPTS_TABLE, DAILY_DAYS_TABLE } from '../daily/player-days.ts';
import { OPPONENTS_TABLE } from './opponents.ts';

const TABLES = [
  // created_at, name, forgotten
  `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  // Keys added by transfer links (the first key is the id itself and needs no row).
  `CREATE TABLE IF NOT EXISTS keys (key_id TEXT PRIMARY KEY, added_at INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS challenges (challenge TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)`,
  // Transfer links' public keys by id: each vouches once for a new device's key, within its time.
  `CREATE TABLE IF NOT EXISTS transfer_keys (key_id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL, used_at INTEGER)`,
  // Transfer codes of the first release (a link carried a code, not a key): no link of theirs works now.
  `DROP TABLE IF EXISTS transfers`,
  `CREATE TABLE IF NOT EXISTS ratings (pool TEXT PRIMARY KEY, rating REAL NOT NULL, rd REAL NOT NULL, vol REAL NOT NULL, games INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS rating_history (pool TEXT NOT NULL, at INTEGER NOT NULL, rating REAL NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS rating_history_pool ON rating_history (pool, at)`,
  // Every report ever answered, so a repeated report gets the first answer (idempotent by table).
  `CREATE TABLE IF NOT EXISTS reports (table_id TEXT PRIMARY KEY, game TEXT NOT NULL, pool TEXT NOT NULL,
    finished_at INTEGER NOT NULL, place INTEGER NOT NULL, seats TEXT NOT NULL, answer TEXT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS reports_finished ON reports (finished_at)`,
  // Rated games that counted against each opponent per UTC day (the 5-a-day rule).
  `CREATE TABLE IF NOT EXISTS pair_games (opponent TEXT NOT NULL, day INTEGER NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (opponent, day))`,
  `CREATE TABLE IF NOT EXISTS tables (table_id TEXT PRIMARY KEY, game TEXT NOT NULL, seat INTEGER NOT NULL,
    status TEXT NOT NULL, updated_at INTEGER NOT NULL, name TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS blocks (other TEXT PRIMARY KEY, at INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS abandons (table_id TEXT PRIMARY KEY, kind TEXT NOT NULL, at INTEGER NOT NULL)`,
  // Calls to other objects that must get through (leaderboards, rooms after "forget me"): retried on the alarm.
  `CREATE TABLE IF NOT EXISTS outbox (id TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL,
    attempts INTEGER NOT NULL, next_at INTEGER NOT NULL)`,
  DAILY_DAYS_TABLE,
  DAILY_ATTEMPTS_TABLE,
  // Per pool, the established opponents of rated games (the leaderboard's opponents rule).
  OPPONENTS_TABLE,
];

/** Storages whose tables are all made, in this instance's life. */
const complete = new WeakSet<SqlStorage>();

/**
 * Whether the tables exist; with `create`, makes them first. An object made before a table was
 * added to TABLES gets it on its first check here, so every later query may count on it.
 */
export function hasSchema(sql: SqlStorage, create: boolean): boolean {
  if (complete.has(sql)) return true;
  const exists = sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'`).toArray().length > 0;
  if (!exists && !create) return false;
  for (const statement of TABLES) sql.exec(statement);
  complete.add(sql);
  return true;
}

/** The storage was emptied (deleteAll): the tables must be made again before the next write. */
export function forgetSchema(sql: SqlStorage): void {
  complete.delete(sql);
}

/** The data tables "forget me" empties (outbox and meta stay: the one keeps working, the other says "forgotten"). */
export const PERSONAL_TABLES = ['keys', 'challenges', 'transfer_keys', 'ratings', 'rating_history', 'reports', 'pair_games', 'tables', 'blocks', 'abandons', 'daily_days', 'daily_attempts', 'established_opponents'];
