// The room's social side in its SQLite, next to the game tables of store.ts: chat lines, the
// table settings the host changes, a pending undo request, and the reads a game record and an
// undo need (every move with its undone mark, the snapshots to rebuild from).
import type { ChatEntry, QuickPhrase, RecordedMove, Standin, TableSettings } from './games/core/protocol.ts';

const STANDIN_PREFIX = 'standin:';

export const DEFAULT_SETTINGS: TableSettings = { chat: true, spectatorChat: false, autoUndo: false };
/** Lines kept per table: older ones are dropped (chat is talk, not the game's record). */
export const CHAT_KEEP = 500;

/** Asked by `by` when the game was at `version`; `accepted` lists who has said yes. */
export interface UndoRequest { by: number; version: number; accepted: number[] }

export class SocialStore {
  private readonly sql: SqlStorage;
  /** The `social` rows' JSON by key (null: no row), once read: every state message reads them. */
  #rows = new Map<string, string | null>();

  constructor(sql: SqlStorage) {
    this.sql = sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS chat (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL,
      sender TEXT NOT NULL, seat INTEGER, name TEXT NOT NULL, text TEXT, phrase TEXT)`);
    sql.exec(`CREATE INDEX IF NOT EXISTS chat_by_sender ON chat (sender, at)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS social (key TEXT PRIMARY KEY, json TEXT NOT NULL)`);
  }

  // ---- chat ------------------------------------------------------------------------------

  addChat(sender: string, line: Omit<ChatEntry, 'id'>): ChatEntry {
    // A room notice is kept in the phrase column: the table's shape is the same for old rooms.
    const phrase = line.standin ? `${STANDIN_PREFIX}${line.standin}` : (line.phrase ?? null);
    const id = this.sql.exec<{ id: number }>(
      `INSERT INTO chat (at, sender, seat, name, text, phrase) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
      line.at, sender, line.seat, line.name, line.text ?? null, phrase).one().id;
    this.sql.exec(`DELETE FROM chat WHERE id <= ?`, id - CHAT_KEEP);
    return { id, ...line };
  }

  /** Lines `sender` sent since `since` (ms), for the rate limit. */
  sentSince(sender: string, since: number): number {
    return this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM chat WHERE sender = ? AND at > ?`, sender, since).one().n;
  }

  /** The latest `n` lines, oldest first. */
  chatTail(n: number): ChatEntry[] {
    return this.sql
      .exec<{ id: number; at: number; seat: number | null; name: string; text: string | null; phrase: string | null }>(
        `SELECT id, at, seat, name, text, phrase FROM chat ORDER BY id DESC LIMIT ?`, n)
      .toArray()
      .reverse()
      .map((r) => {
        const e: ChatEntry = { id: r.id, at: r.at, seat: r.seat, name: r.name };
        if (r.text !== null) e.text = r.text;
        if (r.phrase?.startsWith(STANDIN_PREFIX)) e.standin = r.phrase.slice(STANDIN_PREFIX.length) as Standin;
        else if (r.phrase !== null) e.phrase = r.phrase as QuickPhrase;
        return e;
      });
  }

  // ---- settings and the pending undo request ---------------------------------------------

  settings(): TableSettings {
    return { ...DEFAULT_SETTINGS, ...this.read<Partial<TableSettings>>('settings') };
  }

  saveSettings(settings: TableSettings): void {
    this.write('settings', settings);
  }

  undoRequest(): UndoRequest | null {
    return this.read<UndoRequest>('undo-request');
  }

  saveUndoRequest(request: UndoRequest | null): void {
    if (request) return this.write('undo-request', request);
    this.#rows.delete('undo-request'); // unknown until the write has succeeded
    this.sql.exec(`DELETE FROM social WHERE key = 'undo-request'`);
    this.#rows.set('undo-request', null);
  }

  /** Drops what was read: the next read goes to SQLite (after a transaction that rolled back). */
  forgetCached(): void {
    this.#rows.clear();
  }

  // ---- the move log as a record and for undo ---------------------------------------------

  /** Every accepted move, taken back or not, in order, marked `bot` where a bot made it for one of `people` (the seats of persons). */
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

  /** Marks moves as taken back by the mark at `undoSeq`; snapshots that include them go. */
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

  /** A fresh object each time: callers may change what they get. */
  private read<T>(key: string): T | null {
    let json = this.#rows.get(key);
    if (json === undefined) {
      json = this.sql.exec<{ json: string }>(`SELECT json FROM social WHERE key = ?`, key).toArray()[0]?.json ?? null;
      this.#rows.set(key, json);
    }
    return json === null ? null : (JSON.parse(json) as T);
  }

  private write(key: string, value: unknown): void {
    const json = JSON.stringify(value);
    this.#rows.delete(key); // unknown until the write has succeeded
    this.sql.exec(`INSERT INTO social (key, json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET json = excluded.json`, key, json);
    this.#rows.set(key, json);
  }
}
