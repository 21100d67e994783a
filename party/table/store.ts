// Everything a room must not forget, in its Durable Object's SQLite: the table's settings,
// the seats (token hashes only), the ordered log of accepted moves (those taken back marked, not
// deleted) and snapshots. The game as dealt is stored too (the snapshot at seq 0, TableGame.start):
// the state is that snapshot plus the moves after it, so a later engine that deals differently
// does not change a game under way; newer snapshots only shorten the replay.
import type { BotLevel } from '../games/core/bots.ts';
import type { RecordedMove } from '../protocol/lobby.ts';
import type { Standin } from '../protocol/room.ts';
import type { Json } from '../games/core/types.ts';
import type { Rating } from '../protocol/players.ts';
import type { MoveRow, RoomMeta, SeatRow } from './rows.ts';
import { copyJson, sameJson } from './json-copy.ts';
import { askedFlips, seatChangeColumns } from './move-seat-changes.ts';

const SEAT_EXTRAS: Array<[string, string]> = [
  ['bot', 'TEXT'], ['memory', 'TEXT'], ['standin', 'TEXT'], ['away_since', 'INTEGER'], ['bank_ms', 'INTEGER'], ['asked_at', 'INTEGER'],
  // Players (#21): the seat's proven player id, and their rating in the table's pool when seated (JSON).
  ['player', 'TEXT'], ['rating', 'TEXT'],
];
const SEAT_FIELDS: Array<['memory' | 'standin' | 'awaySince' | 'bankMs' | 'askedAt', string]> = [
  ['memory', 'memory'], ['standin', 'standin'], ['awaySince', 'away_since'], ['bankMs', 'bank_ms'], ['askedAt', 'asked_at'],
];

interface SeatSql {
  seat: number; name: string; token_hash: string; bot: string | null; memory: string | null; standin: string | null;
  away_since: number | null; bank_ms: number | null; asked_at: number | null; player: string | null; rating: string | null;
  [key: string]: SqlStorageValue;
}

export type { DailyTag, MoveRow, RoomMeta, SeatRow } from './rows.ts';

function moveKey(seat: number, moveId: string): string {
  return `${seat}:${moveId}`;
}

type SeatChange = Partial<Pick<SeatRow, 'memory' | 'standin' | 'awaySince' | 'bankMs' | 'askedAt'>>;

/** `row` as a re-read after `updateSeat(change)` would give it (memory through JSON, absent as null). */
function withChange(row: SeatRow, change: SeatChange): SeatRow {
  const out: SeatRow = { ...row };
  for (const [key] of SEAT_FIELDS) {
    if (!(key in change)) continue;
    const value = change[key];
    if (key === 'memory') out.memory = value === undefined || value === null ? null : (JSON.parse(JSON.stringify(value)) as Json);
    else (out as unknown as Record<string, unknown>)[key] = value ?? null;
  }
  return out;
}

export class RoomStore {
  private readonly sql: SqlStorage;
  // Read-through caches of the two small tables every message reads; every write to them goes
  // through this class, which keeps them current (`forgetCached` after a rolled-back transaction).
  /**
   * The meta, never handed out (callers get copies). All but `activeAt` is as SQLite holds it;
   * `activeAt` may be newer: the newest move's time (see `saveMeta`).
   */
  #meta: RoomMeta | null | undefined;
  #seats: SeatRow[] | null = null;
  /** Every stored move's JSON by seat and move id (the first under each), once read. */
  #moveBodies: Map<string, string> | null = null;

  constructor(sql: SqlStorage) {
    this.sql = sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS meta (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS seats (seat INTEGER PRIMARY KEY, name TEXT NOT NULL,
      token_hash TEXT NOT NULL UNIQUE, joined_at INTEGER NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS moves (seq INTEGER PRIMARY KEY, seat INTEGER NOT NULL,
      move TEXT NOT NULL, move_id TEXT NOT NULL, at INTEGER NOT NULL)`);
    // Move ids are looked up in memory (moveBodyOf): an index on them only cost every insert a write.
    sql.exec(`DROP INDEX IF EXISTS moves_by_id`);
    sql.exec(`CREATE TABLE IF NOT EXISTS snapshots (seq INTEGER PRIMARY KEY, state TEXT NOT NULL)`);
    // Columns added with bot seats and clocks; rooms created before them gain them here.
    const have = new Set(sql.exec<{ name: string }>(`PRAGMA table_info(seats)`).toArray().map((c) => c.name));
    for (const [name, type] of SEAT_EXTRAS) {
      if (!have.has(name)) sql.exec(`ALTER TABLE seats ADD COLUMN ${name} ${type}`);
    }
    // Moves the other seats must not learn of (Game.privateMove): 1; the versions they see skip them.
    const moveColumns = new Set(sql.exec<{ name: string }>(`PRAGMA table_info(moves)`).toArray().map((c) => c.name));
    if (!moveColumns.has('private')) sql.exec(`ALTER TABLE moves ADD COLUMN private INTEGER`);
    seatChangeColumns(sql, moveColumns);
    // Moves taken back (see ./undo.ts) stay in `moves` and are listed here; replays leave them out.
    sql.exec(`CREATE TABLE IF NOT EXISTS undone (seq INTEGER PRIMARY KEY, undo_seq INTEGER NOT NULL)`);
    // Log entries a game took out of its state (Game.takeLog), saved with each snapshot: one row
    // per run of entries, `start` being the index of its first entry in the whole log.
    sql.exec(`CREATE TABLE IF NOT EXISTS log_chunks (start INTEGER PRIMARY KEY, entries TEXT NOT NULL)`);
  }

  /** Drops the caches: the next read goes to SQLite (after a transaction that rolled back). */
  forgetCached(): void {
    this.#meta = undefined;
    this.#seats = null;
    this.#moveBodies = null;
  }

  /**
   * A fresh copy each time: callers change it and save it. Read from SQLite, its `activeAt` is
   * the later of the one saved and the newest move's time (see `saveMeta`), private moves left
   * out: they date nothing (TableGame.apply).
   */
  meta(): RoomMeta | null {
    if (this.#meta === undefined) {
      const json = this.sql.exec<{ json: string }>(`SELECT json FROM meta WHERE id = 1`).toArray()[0]?.json ?? null;
      if (json !== null) {
        const meta = JSON.parse(json) as RoomMeta;
        const lastMove = this.sql.exec<{ at: number | null }>(`SELECT MAX(at) AS at FROM moves WHERE private IS NULL`).one().at;
        if (lastMove !== null && lastMove > meta.activeAt) meta.activeAt = lastMove;
        this.#meta = meta;
      } else {
        this.#meta = null;
      }
    }
    return this.#meta === null ? null : copyJson(this.#meta);
  }

  /**
   * Writes only when something changed (a move saves the meta it already saved on the way).
   * `movedAt`: the change is a move stored at that time (appendMove), so a new `activeAt` no later
   * than it needs no write of its own: `meta()` reads it back from the move log. A move then costs
   * one statement, not two, unless it changes more of the meta (the game ending).
   */
  saveMeta(meta: RoomMeta, movedAt?: number): void {
    const cached = this.#meta;
    if (cached && sameJson(meta, cached, 'activeAt')) {
      if (meta.activeAt === cached.activeAt) return;
      if (movedAt !== undefined && meta.activeAt <= movedAt) {
        cached.activeAt = meta.activeAt;
        return;
      }
    }
    const json = JSON.stringify(meta);
    this.#meta = undefined; // unknown until the write has succeeded
    this.sql.exec(`INSERT INTO meta (id, json) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET json = excluded.json`, json);
    this.#meta = JSON.parse(json) as RoomMeta;
  }

  /**
   * A fresh list each time, of rows nobody changes in place (a write replaces the changed row in
   * the cache): read on every message and move, they are not copied for each caller.
   */
  seats(): SeatRow[] {
    this.#seats ??= this.sql
      .exec<SeatSql>(`SELECT seat, name, token_hash, bot, memory, standin, away_since, bank_ms, asked_at, player, rating FROM seats ORDER BY seat`)
      .toArray()
      .map((r) => ({
        seat: r.seat, name: r.name, tokenHash: r.token_hash, bot: (r.bot as BotLevel | null) ?? null,
        memory: r.memory === null ? null : (JSON.parse(r.memory) as Json), standin: (r.standin as Standin | null) ?? null,
        awaySince: r.away_since, bankMs: r.bank_ms, askedAt: r.asked_at,
        player: r.player, rating: r.rating === null ? null : (JSON.parse(r.rating) as Rating),
      }));
    return this.#seats.slice();
  }

  /** A human seat (`bot` null) or a bot seat (`bot` its level; `tokenHash` a placeholder). */
  addSeat(seat: number, name: string, tokenHash: string, at: number, bot: BotLevel | null = null): void {
    this.#seats = null;
    this.sql.exec(`INSERT INTO seats (seat, name, token_hash, joined_at, bot) VALUES (?, ?, ?, ?, ?)`, seat, name, tokenHash, at, bot);
  }

  /** Updates the per-seat facts that change during a game (in the cached rows too: no re-read). */
  updateSeat(seat: number, change: SeatChange): void {
    const columns: string[] = [];
    const values: SqlStorageValue[] = [];
    for (const [key, column] of SEAT_FIELDS) {
      if (!(key in change)) continue;
      const value = change[key];
      columns.push(`${column} = ?`);
      values.push(key === 'memory' ? JSON.stringify(value) : ((value ?? null) as SqlStorageValue));
    }
    if (columns.length === 0) return;
    const rows = this.#seats;
    this.#seats = null; // unknown until the write has succeeded
    this.sql.exec(`UPDATE seats SET ${columns.join(', ')} WHERE seat = ?`, ...values, seat);
    if (rows) this.#seats = rows.map((r) => (r.seat === seat ? withChange(r, change) : r));
  }

  /**
   * Several seats' changes in one statement (at a change of turn one seat stops being asked and
   * the next starts: one write, not one per seat).
   */
  updateSeats(changes: ReadonlyArray<{ seat: number; change: SeatChange }>): void {
    if (changes.length <= 1) {
      for (const { seat, change } of changes) this.updateSeat(seat, change);
      return;
    }
    const columns: string[] = [];
    const values: SqlStorageValue[] = [];
    for (const [key, column] of SEAT_FIELDS) {
      const setting = changes.filter((c) => key in c.change);
      if (setting.length === 0) continue;
      columns.push(`${column} = CASE seat${' WHEN ? THEN ?'.repeat(setting.length)} ELSE ${column} END`);
      for (const { seat, change } of setting) {
        const value = change[key];
        values.push(seat, key === 'memory' ? JSON.stringify(value) : ((value ?? null) as SqlStorageValue));
      }
    }
    if (columns.length === 0) return;
    const rows = this.#seats;
    this.#seats = null; // unknown until the write has succeeded
    this.sql.exec(`UPDATE seats SET ${columns.join(', ')} WHERE seat IN (${changes.map(() => '?').join(', ')})`, ...values, ...changes.map((c) => c.seat));
    if (rows) {
      this.#seats = rows.map((r) => {
        let out = r;
        for (const c of changes) if (c.seat === r.seat) out = withChange(out, c.change);
        return out;
      });
    }
  }

  /** The seat is `player`'s (null: nobody's), rated `rating` in the table's pool. */
  setSeatPlayer(seat: number, player: string | null, rating: Rating | null): void {
    this.#seats = null;
    this.sql.exec(`UPDATE seats SET player = ?, rating = ? WHERE seat = ?`, player, rating === null ? null : JSON.stringify(rating), seat);
  }

  /** A player asked to be forgotten: their seats here keep the name but no longer name them. */
  forgetPlayer(player: string): void {
    this.#seats = null;
    this.sql.exec(`UPDATE seats SET player = NULL, rating = NULL WHERE player = ?`, player);
  }

  /** A seat handed over to another page (party/room/seats.ts: attach with `handoff`): only the new hash opens it. */
  replaceSeatToken(seat: number, tokenHash: string): void {
    const rows = this.#seats;
    this.#seats = null; // unknown until the write has succeeded
    this.sql.exec(`UPDATE seats SET token_hash = ? WHERE seat = ?`, tokenHash, seat);
    if (rows) this.#seats = rows.map((r) => (r.seat === seat ? { ...r, tokenHash } : r));
  }

  /** Frees a seat before the game starts; later seats move up so seats stay 0..n-1 in join order. */
  removeSeat(seat: number): void {
    this.#seats = null;
    this.sql.exec(`DELETE FROM seats WHERE seat = ?`, seat);
    // Two steps through negative numbers: shifting in place would collide on the primary key.
    this.sql.exec(`UPDATE seats SET seat = -seat WHERE seat > ?`, seat);
    this.sql.exec(`UPDATE seats SET seat = -seat - 1 WHERE seat < 0`);
  }

  moveCount(): number {
    return this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM moves`).one().n;
  }

  /** The stored JSON of the move `seat` sent under `moveId`, or null when that id is new. */
  moveBodyOf(seat: number, moveId: string): string | null {
    if (!this.#moveBodies) {
      const bodies = new Map<string, string>();
      const rows = this.sql.exec<{ seat: number; move_id: string; move: string }>(`SELECT seat, move_id, move FROM moves ORDER BY seq`);
      for (const r of rows) if (!bodies.has(moveKey(r.seat, r.move_id))) bodies.set(moveKey(r.seat, r.move_id), r.move);
      this.#moveBodies = bodies;
    }
    return this.#moveBodies.get(moveKey(seat, moveId)) ?? null;
  }

  /**
   * Stores a move. `seats`: what it changes of the seats' clocks (who is asked since when, the
   * bank), written by the same statement: a change of turn costs no write of its own.
   */
  appendMove(row: MoveRow, hidden = false, seats: ReadonlyArray<{ seat: number; change: Pick<SeatChange, 'askedAt' | 'bankMs'> }> = []): void {
    const body = JSON.stringify(row.move);
    const flips = askedFlips(seats, row.at);
    const changes = seats.length === 0 || flips !== null ? null : JSON.stringify(seats.map(({ seat, change }) => ({ seat, ...change })));
    const rows = this.#seats;
    if (seats.length > 0) this.#seats = null; // unknown until the write has succeeded
    this.sql.exec(`INSERT INTO moves (seq, seat, move, move_id, at, private, seat_changes, asked_flips) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      row.seq, row.seat, body, row.moveId, row.at, hidden ? 1 : null, changes, flips);
    if (seats.length > 0 && rows) {
      this.#seats = rows.map((r) => {
        const c = seats.find((x) => x.seat === r.seat);
        return c ? withChange(r, c.change) : r;
      });
    }
    const key = moveKey(row.seat, row.moveId);
    if (this.#moveBodies && !this.#moveBodies.has(key)) this.#moveBodies.set(key, body);
  }

  /** When the newest move everyone saw was made (private moves date nothing); null before the first. */
  lastPublicMoveAt(): number | null {
    return this.sql.exec<{ at: number | null }>(`SELECT MAX(at) AS at FROM moves WHERE private IS NULL`).one().at;
  }

  /** Per seat (of `seats`): how many of the moves up to `seq` were private (Game.privateMove). */
  privateMoves(seats: number, seq: number): number[] {
    const out = Array<number>(seats).fill(0);
    for (const r of this.sql.exec<{ seat: number; n: number }>(
      `SELECT seat, COUNT(*) AS n FROM moves WHERE private = 1 AND seq <= ? GROUP BY seat`, seq)) {
      if (r.seat < seats) out[r.seat] = r.n;
    }
    return out;
  }

  /** The moves in play after `seq`, in order; moves taken back are left out. */
  movesAfter(seq: number): MoveRow[] {
    return this.sql
      .exec<{ seq: number; seat: number; move: string; move_id: string; at: number }>(
        `SELECT seq, seat, move, move_id, at FROM moves WHERE seq > ? AND seq NOT IN (SELECT seq FROM undone) ORDER BY seq`, seq)
      .toArray()
      .map((r) => ({ seq: r.seq, seat: r.seat, move: JSON.parse(r.move), moveId: r.move_id, at: r.at }));
  }

  /**
   * Every accepted move, taken back or not, in order (the game record's list), marked `bot` where
   * a bot made it for one of `people` (the seats of persons).
   */
  allMoves(people: ReadonlySet<number> = new Set()): RecordedMove[] {
    return this.sql
      .exec<{ seq: number; seat: number; move: string; undone: number; moveId: string }>(
        `SELECT seq, seat, move, seq IN (SELECT seq FROM undone) AS undone, move_id AS moveId FROM moves ORDER BY seq`)
      .toArray()
      .map((r) => {
        const m: RecordedMove = { seq: r.seq, seat: r.seat, move: JSON.parse(r.move) };
        if (r.undone) m.undone = true;
        if (r.moveId.startsWith('bot:') && people.has(r.seat)) m.bot = true;
        return m;
      });
  }

  /** Marks moves as taken back by the mark at `undoSeq` (./undo.ts); snapshots that include them go. */
  markUndone(seqs: readonly number[], undoSeq: number): void {
    for (const seq of seqs) this.sql.exec(`INSERT OR IGNORE INTO undone (seq, undo_seq) VALUES (?, ?)`, seq, undoSeq);
    const first = Math.min(...seqs);
    this.sql.exec(`DELETE FROM snapshots WHERE seq >= ?`, first);
  }

  /** The latest move in play made by a seat other than `seat` (0 when there is none). */
  lastMoveNotBy(seat: number): number {
    return this.sql.exec<{ seq: number | null }>(
      `SELECT MAX(seq) AS seq FROM moves WHERE seat != ? AND seq NOT IN (SELECT seq FROM undone)`, seat).one().seq ?? 0;
  }

  /** The seat that made the latest move in play, or null before the first. */
  lastMover(): { seq: number; seat: number } | null {
    return this.sql.exec<{ seq: number; seat: number }>(
      `SELECT seq, seat FROM moves WHERE seq NOT IN (SELECT seq FROM undone) ORDER BY seq DESC LIMIT 1`).toArray()[0] ?? null;
  }

  /** The newest snapshot taken before move `seq`: the state after `snap.seq` moves. */
  snapshotBefore(seq: number): { seq: number; state: unknown } | null {
    const row = this.sql.exec<{ seq: number; state: string }>(
      `SELECT seq, state FROM snapshots WHERE seq < ? ORDER BY seq DESC LIMIT 1`, seq).toArray()[0];
    return row ? { seq: row.seq, state: JSON.parse(row.state) } : null;
  }

  /** The newest snapshot: the state after `seq` moves. */
  latestSnapshot(): { seq: number; state: unknown } | null {
    const row = this.sql.exec<{ seq: number; state: string }>(`SELECT seq, state FROM snapshots ORDER BY seq DESC LIMIT 1`)
      .toArray()[0];
    return row ? { seq: row.seq, state: JSON.parse(row.state) } : null;
  }

  saveSnapshot(seq: number, state: unknown): void {
    this.sql.exec(`INSERT OR REPLACE INTO snapshots (seq, state) VALUES (?, ?)`, seq, JSON.stringify(state));
    // One snapshot is enough to bound the replay; older ones are dead weight, except the game as
    // dealt (seq 0), which an undo reaching back before the latest snapshot rebuilds from.
    this.sql.exec(`DELETE FROM snapshots WHERE seq < ? AND seq > 0`, seq);
  }

  /** Saves log entries `from`, `from + 1`, ...; anything saved from `from` on before is replaced. */
  saveLog(from: number, entries: readonly unknown[]): void {
    this.sql.exec(`DELETE FROM log_chunks WHERE start >= ?`, from);
    if (entries.length > 0) this.sql.exec(`INSERT INTO log_chunks (start, entries) VALUES (?, ?)`, from, JSON.stringify(entries));
  }

  /** The saved log entries from the first on, up to the first gap. */
  savedLog(): unknown[] {
    const out: unknown[] = [];
    for (const row of this.sql.exec<{ start: number; entries: string }>(`SELECT start, entries FROM log_chunks ORDER BY start`)) {
      if (row.start !== out.length) break;
      for (const e of JSON.parse(row.entries) as unknown[]) out.push(e);
    }
    return out;
  }
}
