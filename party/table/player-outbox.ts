// What the table must tell players' objects (party/players/): a finished game's report, where a
// player is seated, that one abandoned a table. Kept in SQLite and sent from the room's alarm
// until the player's object acknowledges it (party/room/player-news.ts), so nothing is lost to an
// eviction or a restart; the objects take each report once per table, however often it comes.
import type { AbandonKind, GameReport, PlayerTable, RatingPool, ReportAnswer } from '../protocol/players.ts';

/** What a row asks of the player's object. */
export type PlayerNews =
  | { kind: 'report'; report: GameReport }
  | { kind: 'seated'; table: PlayerTable & { name: string } }
  | { kind: 'abandon'; table: string; why: AbandonKind; at: number }
  /** Not news but a question: the player's rating in `pool`, for their seat (asked at sitting down and at the start). */
  | { kind: 'standing'; pool: RatingPool };

export interface OutboxRow { player: string; news: PlayerNews; tries: number; due: number }

/** First retry after this; each further one waits twice as long, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 5_000;
export const RETRY_MAX_MS = 10 * 60_000;
/** Tries before anything but a report is given up (about a week at the longest wait). */
export const GIVE_UP_AFTER = 1000;

export class PlayerOutbox {
  private readonly sql: SqlStorage;
  /** `nextDue` as last read (every settle asks; nearly every table has nothing queued). */
  #next: number | null | undefined;

  constructor(sql: SqlStorage) {
    this.sql = sql;
    // One row per player and kind: a newer 'seated' or 'standing' replaces the one not yet sent; a
    // report and an abandon are once per table. `answer` is kept for reports: the seats' rating change.
    sql.exec(`CREATE TABLE IF NOT EXISTS player_outbox (player TEXT NOT NULL, kind TEXT NOT NULL, news TEXT NOT NULL,
      due INTEGER NOT NULL, tries INTEGER NOT NULL DEFAULT 0, sent INTEGER NOT NULL DEFAULT 0, answer TEXT,
      PRIMARY KEY (player, kind))`);
  }

  /** Queues `news` for `player`; a report or an abandon already queued stays as it was. */
  queue(player: string, news: PlayerNews, now: number): void {
    this.#next = undefined;
    if (news.kind === 'seated' || news.kind === 'standing') {
      this.sql.exec(`INSERT INTO player_outbox (player, kind, news, due) VALUES (?, ?, ?, ?)
        ON CONFLICT (player, kind) DO UPDATE SET news = excluded.news, due = excluded.due, tries = 0, sent = 0`,
      player, news.kind, JSON.stringify(news), now);
    } else {
      this.sql.exec(`INSERT OR IGNORE INTO player_outbox (player, kind, news, due) VALUES (?, ?, ?, ?)`, player, news.kind, JSON.stringify(news), now);
    }
  }

  /** Rows not yet acknowledged that are due by `now`, oldest first. */
  due(now: number, limit: number): OutboxRow[] {
    return this.sql.exec<{ player: string; news: string; tries: number; due: number }>(
      `SELECT player, news, tries, due FROM player_outbox WHERE sent = 0 AND due <= ? ORDER BY due LIMIT ?`, now, limit)
      .toArray().map((r) => ({ player: r.player, news: JSON.parse(r.news) as PlayerNews, tries: r.tries, due: r.due }));
  }

  /** Drops what was read: the next read goes to SQLite (after a rolled-back transaction, or a test's write). */
  forgetCached(): void {
    this.#next = undefined;
  }

  /** When the next unacknowledged row is due, or null when everything was acknowledged. */
  nextDue(): number | null {
    if (this.#next === undefined) this.#next = this.sql.exec<{ due: number | null }>(`SELECT MIN(due) AS due FROM player_outbox WHERE sent = 0`).one().due;
    return this.#next;
  }

  /** The player's object took the row (`news` as sent: a newer 'seated' queued meanwhile stays). */
  acknowledged(row: OutboxRow, answer: ReportAnswer | null): void {
    this.#next = undefined;
    this.sql.exec(`UPDATE player_outbox SET sent = 1, answer = ? WHERE player = ? AND kind = ? AND news = ?`,
      answer === null ? null : JSON.stringify(answer), row.player, row.news.kind, JSON.stringify(row.news));
  }

  /** Sending failed: try again later, each time waiting longer. */
  failed(row: OutboxRow, now: number): void {
    this.#next = undefined;
    // A report is the only copy of a result: it is never given up. The rest only helps ("Your
    // games", a rating shown, fair play) and is dropped after about a week of refusals.
    if (row.news.kind !== 'report' && row.tries + 1 >= GIVE_UP_AFTER) {
      this.sql.exec(`UPDATE player_outbox SET sent = 1 WHERE player = ? AND kind = ? AND news = ?`, row.player, row.news.kind, JSON.stringify(row.news));
      return;
    }
    const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** row.tries);
    this.sql.exec(`UPDATE player_outbox SET tries = tries + 1, due = ? WHERE player = ? AND kind = ?`, now + wait, row.player, row.news.kind);
  }

  /** The players' objects' answers to this table's reports, by player. */
  answers(): Map<string, ReportAnswer> {
    const out = new Map<string, ReportAnswer>();
    for (const r of this.sql.exec<{ player: string; answer: string }>(
      `SELECT player, answer FROM player_outbox WHERE kind = 'report' AND answer IS NOT NULL`)) out.set(r.player, JSON.parse(r.answer) as ReportAnswer);
    return out;
  }

  /**
   * A player asked to be forgotten: nothing more goes to them from here, and the reports still
   * on their way to the other seats no longer name them (their seat keeps its name, not the id).
   */
  forget(player: string): void {
    this.#next = undefined;
    this.sql.exec(`DELETE FROM player_outbox WHERE player = ?`, player);
    const reports = this.sql.exec<{ player: string; news: string }>(
      `SELECT player, news FROM player_outbox WHERE kind = 'report' AND instr(news, ?) > 0`, player).toArray();
    for (const row of reports) {
      const news = JSON.parse(row.news) as Extract<PlayerNews, { kind: 'report' }>;
      const seats = news.report.seats.map((s) => (s.player === player ? { ...s, player: null } : s));
      this.sql.exec(`UPDATE player_outbox SET news = ? WHERE player = ? AND kind = 'report'`,
        JSON.stringify({ ...news, report: { ...news.report, seats } }), row.player);
    }
  }
}
