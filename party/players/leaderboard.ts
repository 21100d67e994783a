// One rating pool's leaderboard: the standing of every rated player of the pool, told by their
// own objects after each rated game. It is off every game's path (a player's object updates it
// after answering the room), and a board read is one indexed query.
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env.ts';
import { PROVISIONAL_RD, type Leaderboard as Board, type RatingPool } from '../protocol/players.ts';

/** A player's standing in one pool, as their object reports it. */
export interface LeaderboardEntry {
  player: string; name: string | null; rating: number; rd: number; games: number; since: number;
  /** When the RD, growing without games (glicko2.ts afterAbsence), passes PROVISIONAL_RD; absent from older reports. */
  settledUntil?: number;
  /** Distinct opponents of rated games here who were established (not provisional) then; absent from older reports: none. */
  opponents?: number;
}

export const TOP = 100;
/** How many standings not yet listed a board shows below the listed ones. */
export const PROVISIONAL_SHOWN = 50;
/**
 * Who may be listed: enough rated games, against enough different established opponents, a
 * settled rating, and an identity at least a week old. Identities are free: the opponents rule
 * keeps one player farming throwaway identities (provisional, and only five games a day each)
 * off the board; see docs/players.md for what it does not stop.
 */
export const MIN_GAMES = 10;
export const MIN_OPPONENTS = 5;
export const MIN_AGE_MS = 7 * 86_400_000;

/** Why a player is not listed (codes the pages put in words). */
export type NotListed = 'few-games' | 'few-opponents' | 'provisional' | 'new-identity';

/** The same rule as `eligible` in Leaderboard.board's SQL: keep the two alike. */
export function whyNotListed(entry: Pick<LeaderboardEntry, 'games' | 'rd' | 'since' | 'settledUntil' | 'opponents'>, now: number): NotListed | null {
  if (entry.games < MIN_GAMES) return 'few-games';
  if ((entry.opponents ?? 0) < MIN_OPPONENTS) return 'few-opponents';
  if (entry.rd > PROVISIONAL_RD || (entry.settledUntil ?? now) < now) return 'provisional';
  if (entry.since > now - MIN_AGE_MS) return 'new-identity';
  return null;
}

declare module '../env.ts' {
  interface DurableObjects {
    /** One per rating pool. */
    Leaderboard: Leaderboard;
  }
}

export class Leaderboard extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS entries (player TEXT PRIMARY KEY, name TEXT, rating REAL NOT NULL,
      rd REAL NOT NULL, games INTEGER NOT NULL, since INTEGER NOT NULL)`);
    // Added later: boards made before lack the column (their rows count as settled until the player's next game).
    const hasSettled = ctx.storage.sql.exec(`SELECT 1 FROM pragma_table_info('entries') WHERE name = 'settled_until'`).toArray().length > 0;
    if (!hasSettled) ctx.storage.sql.exec(`ALTER TABLE entries ADD COLUMN settled_until INTEGER`);
    // Added later still: rows without it count no opponents (unlisted until the player's next game tells them).
    const hasOpponents = ctx.storage.sql.exec(`SELECT 1 FROM pragma_table_info('entries') WHERE name = 'opponents'`).toArray().length > 0;
    if (!hasOpponents) ctx.storage.sql.exec(`ALTER TABLE entries ADD COLUMN opponents INTEGER`);
    ctx.storage.sql.exec(`CREATE INDEX IF NOT EXISTS entries_rating ON entries (rating DESC)`);
  }

  /** Takes a player's latest standing; an older one arriving late (fewer games) is ignored. */
  update(entry: LeaderboardEntry): void {
    this.ctx.storage.sql.exec(`INSERT INTO entries (player, name, rating, rd, games, since, settled_until, opponents) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (player) DO UPDATE SET name = excluded.name, rating = excluded.rating, rd = excluded.rd,
        games = excluded.games, since = excluded.since, settled_until = excluded.settled_until, opponents = excluded.opponents
      WHERE excluded.games >= entries.games`,
      entry.player, entry.name, entry.rating, entry.rd, entry.games, entry.since, entry.settledUntil ?? null, entry.opponents ?? 0);
  }

  remove(player: string): void {
    this.ctx.storage.sql.exec(`DELETE FROM entries WHERE player = ?`, player);
  }

  /** The top of the pool; with `player`, their own rank too (undefined when the board has never heard of them). */
  board(pool: RatingPool, player: string | null, now = Date.now()): Board {
    const sql = this.ctx.storage.sql;
    // whyNotListed's rule in SQL (a NULL count, from a row older than the column, is below any minimum).
    const eligible = `games >= ? AND opponents >= ? AND rd <= ? AND since <= ? AND (settled_until IS NULL OR settled_until >= ?)`;
    const limits = [MIN_GAMES, MIN_OPPONENTS, PROVISIONAL_RD, now - MIN_AGE_MS, now];
    const top = sql.exec<{ player: string; name: string | null; rating: number; rd: number; games: number }>(
      `SELECT player, name, rating, rd, games FROM entries WHERE ${eligible} ORDER BY rating DESC, games DESC LIMIT ?`, ...limits, TOP)
      .toArray().map((e, i) => ({ rank: i + 1, ...e }));
    // Everyone the board heard of who is not listed: shown apart, never ranked.
    const provisional = sql.exec<{ player: string; name: string | null; rating: number; rd: number; games: number; since: number; settled_until: number | null; opponents: number | null }>(
      `SELECT player, name, rating, rd, games, since, settled_until, opponents FROM entries WHERE NOT (${eligible}) ORDER BY rating DESC, games DESC LIMIT ?`, ...limits, PROVISIONAL_SHOWN)
      .toArray().map(({ since, settled_until, opponents, ...e }) => ({ ...e, why: whyNotListed({ ...e, since, settledUntil: settled_until ?? undefined, opponents: opponents ?? 0 }, now) ?? 'provisional' }));
    const board: Board = { pool, top, provisional };
    const mine = player === null ? undefined : sql.exec<{ games: number; rd: number; since: number; rating: number; settled_until: number | null; opponents: number | null }>(
      `SELECT games, rd, since, rating, settled_until, opponents FROM entries WHERE player = ?`, player).toArray()[0];
    if (mine) {
      const why = whyNotListed({ ...mine, settledUntil: mine.settled_until ?? undefined, opponents: mine.opponents ?? 0 }, now);
      const rank = why ? null : sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM entries WHERE ${eligible} AND rating > ?`, ...limits, mine.rating).one().n + 1;
      board.you = { rank, rating: mine.rating, rd: mine.rd, games: mine.games, eligible: !why, ...(why ? { why } : {}) };
    }
    return board;
  }
}
