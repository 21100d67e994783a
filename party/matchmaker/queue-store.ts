// The matchmaker's storage (SQLite in the Durable Object): the queue, the tables a round decided
// on but has not yet handed out, the answers already handed out (kept a while for players who
// reconnect), and recent waits (the expected wait). A round writes its decision before it opens
// anything, so an eviction mid-round neither loses nor seats anybody twice.
import type { Hint } from './latency.ts';
import type { Waiter } from './pairing.ts';
import { type Join, TRAFFIC_WINDOW_MS } from './traffic.ts';

/** A waiter as stored: what the pairing reads, and what the matchmaker needs to seat and reach them. */
export interface QueueRow extends Omit<Waiter, 'id'> {
  ticket: string;
  /** The connection waiting now; null while it is away (a dropped connection keeps its place a while). */
  conn: string | null;
  name: string;
  origin: string;
  awaySince: number | null;
}

/** One seat of a table a round decided on. */
export interface PendingSeat { table: string; seat: number; ticket: string; conn: string | null; name: string; player: string | null; token: string; tokenHash: string; origin: string }
export interface PendingTable { table: string; seats: number; hint: Hint | null; rated: boolean; people: PendingSeat[] }

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS queue (ticket TEXT PRIMARY KEY, conn TEXT, json TEXT NOT NULL, since INTEGER NOT NULL, away_since INTEGER)`,
  `CREATE INDEX IF NOT EXISTS queue_conn ON queue (conn)`,
  `CREATE TABLE IF NOT EXISTS pending (tbl TEXT PRIMARY KEY, json TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS handed (ticket TEXT PRIMARY KEY, json TEXT NOT NULL, at INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS waits (at INTEGER NOT NULL, wait_ms INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS joins (at INTEGER NOT NULL, json TEXT NOT NULL)`,
];

export class QueueStore {
  private readonly storage: DurableObjectStorage;

  constructor(storage: DurableObjectStorage) {
    this.storage = storage;
    for (const sql of SCHEMA) storage.sql.exec(sql);
  }

  put(row: QueueRow): void {
    this.storage.sql.exec(`INSERT INTO queue (ticket, conn, json, since, away_since) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (ticket) DO UPDATE SET conn = excluded.conn, json = excluded.json, since = excluded.since, away_since = excluded.away_since`,
    row.ticket, row.conn, JSON.stringify(row), row.since, row.awaySince);
  }

  get(ticket: string): QueueRow | null {
    const r = this.storage.sql.exec<{ json: string }>(`SELECT json FROM queue WHERE ticket = ?`, ticket).toArray()[0];
    return r ? (JSON.parse(r.json) as QueueRow) : null;
  }

  byConn(conn: string): QueueRow | null {
    const r = this.storage.sql.exec<{ json: string }>(`SELECT json FROM queue WHERE conn = ?`, conn).toArray()[0];
    return r ? (JSON.parse(r.json) as QueueRow) : null;
  }

  remove(ticket: string): void {
    this.storage.sql.exec(`DELETE FROM queue WHERE ticket = ?`, ticket);
  }

  /** Everyone in the queue, oldest first (a row of an older layout, without ratings by size, is dropped). */
  all(): QueueRow[] {
    return this.storage.sql.exec<{ json: string }>(`SELECT json FROM queue ORDER BY since, ticket`).toArray()
      .map((r) => JSON.parse(r.json) as QueueRow).filter((r) => typeof r.ratings === 'object' && r.ratings !== null);
  }

  /** Notes a new wait for the traffic the pairing weighs (kept TRAFFIC_WINDOW_MS). */
  joined(join: Join): void {
    this.storage.sql.exec(`INSERT INTO joins (at, json) VALUES (?, ?)`, join.at, JSON.stringify(join));
  }

  /** The joins of the traffic window before `now`. */
  joins(now: number): Join[] {
    return this.storage.sql.exec<{ json: string }>(`SELECT json FROM joins WHERE at > ? ORDER BY at`, now - TRAFFIC_WINDOW_MS).toArray().map((r) => JSON.parse(r.json) as Join);
  }

  /** How many wait with a connection now. */
  present(): number {
    return this.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM queue WHERE conn IS NOT NULL`).one().n;
  }

  /** Whether anyone is in the queue or any decided table is still to open. */
  busy(): boolean {
    return this.storage.sql.exec(`SELECT 1 FROM queue UNION ALL SELECT 1 FROM pending LIMIT 1`).toArray().length > 0;
  }

  /** Drops those away longer than `graceMs`; their place is gone. */
  dropAway(now: number, graceMs: number): void {
    this.storage.sql.exec(`DELETE FROM queue WHERE away_since IS NOT NULL AND away_since <= ?`, now - graceMs);
  }

  /**
   * A round's decision, in one transaction: the tables to open, their players taken out of the
   * queue and their waits recorded. A table with anyone no longer in the queue (gone, or seated
   * meanwhile) is left out: its others wait for the next round.
   */
  decide(tables: PendingTable[], now: number): void {
    this.storage.transactionSync(() => {
      for (const t of tables) {
        const rows = t.people.map((p) => this.get(p.ticket));
        if (rows.some((r) => r === null || r.conn === null)) continue;
        this.storage.sql.exec(`INSERT INTO pending (tbl, json) VALUES (?, ?)`, t.table, JSON.stringify(t));
        for (const row of rows) {
          this.storage.sql.exec(`INSERT INTO waits (at, wait_ms) VALUES (?, ?)`, now, now - row!.since);
          this.remove(row!.ticket);
        }
      }
    });
  }

  /** A player back with `ticket` whose table is decided but not yet open: the seat goes to `conn`. */
  repointPending(ticket: string, conn: string): boolean {
    for (const t of this.pending()) {
      const person = t.people.find((p) => p.ticket === ticket);
      if (!person) continue;
      person.conn = conn;
      this.storage.sql.exec(`UPDATE pending SET json = ? WHERE tbl = ?`, JSON.stringify(t), t.table);
      return true;
    }
    return false;
  }

  pending(): PendingTable[] {
    return this.storage.sql.exec<{ json: string }>(`SELECT json FROM pending ORDER BY rowid`).toArray().map((r) => JSON.parse(r.json) as PendingTable);
  }

  /** The table is open and each seat's answer kept: the decision is done. */
  handedOut(table: string, answers: { ticket: string; json: string }[], now: number): void {
    this.storage.transactionSync(() => {
      for (const a of answers) this.storage.sql.exec(`INSERT OR REPLACE INTO handed (ticket, json, at) VALUES (?, ?, ?)`, a.ticket, a.json, now);
      this.storage.sql.exec(`DELETE FROM pending WHERE tbl = ?`, table);
    });
  }

  /** The answer handed to `ticket`, for a player who reconnects after their table opened. */
  handed(ticket: string): string | null {
    return this.storage.sql.exec<{ json: string }>(`SELECT json FROM handed WHERE ticket = ?`, ticket).toArray()[0]?.json ?? null;
  }

  /** The median wait (ms) of matches since `since`; null when there were none. */
  medianWait(since: number): number | null {
    const rows = this.storage.sql.exec<{ wait_ms: number }>(`SELECT wait_ms FROM waits WHERE at >= ? ORDER BY wait_ms`, since).toArray();
    if (rows.length === 0) return null;
    return rows[Math.floor((rows.length - 1) / 2)]!.wait_ms;
  }

  /** Forgets answers and waits older than `before`, and joins older than the traffic window before `now`. */
  prune(before: number, now: number): void {
    this.storage.sql.exec(`DELETE FROM handed WHERE at < ?`, before);
    this.storage.sql.exec(`DELETE FROM waits WHERE at < ?`, before);
    this.storage.sql.exec(`DELETE FROM joins WHERE at < ?`, now - TRAFFIC_WINDOW_MS);
  }
}

export function asWaiter(row: QueueRow): Waiter {
  const { ticket, conn: _conn, name: _name, origin: _origin, awaySince: _away, ...waiter } = row;
  return { id: ticket, ...waiter };
}
