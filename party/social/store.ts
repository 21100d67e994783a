// The room's social side in its SQLite, next to the game's tables (party/table/store.ts): chat
// lines and the table settings the host changes (a row of ../table/key-values.ts).
import type { Standin } from '../protocol/room.ts';
import type { ChatEntry, QuickPhrase, TableSettings } from '../protocol/social.ts';
import { KeyValues } from '../table/key-values.ts';

const STANDIN_PREFIX = 'standin:';

export const DEFAULT_SETTINGS: TableSettings = { chat: true, spectatorChat: false, autoUndo: false };
/** Lines kept per table: older ones are dropped (chat is talk, not the game's record). */
export const CHAT_KEEP = 500;

export class SocialStore {
  private readonly sql: SqlStorage;
  /** The settings row, read once: every state message reads it. */
  private readonly values: KeyValues;

  constructor(sql: SqlStorage) {
    this.sql = sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS chat (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL,
      sender TEXT NOT NULL, seat INTEGER, name TEXT NOT NULL, text TEXT, phrase TEXT)`);
    sql.exec(`CREATE INDEX IF NOT EXISTS chat_by_sender ON chat (sender, at)`);
    // Added with players (issue 21); rooms made before gain it here.
    const columns = new Set(sql.exec<{ name: string }>(`PRAGMA table_info(chat)`).toArray().map((c) => c.name));
    if (!columns.has('player')) sql.exec(`ALTER TABLE chat ADD COLUMN player TEXT`);
    this.values = new KeyValues(sql);
  }

  // ---- chat ------------------------------------------------------------------------------

  addChat(sender: string, line: Omit<ChatEntry, 'id'>): ChatEntry {
    // A room notice is kept in the phrase column: the table's shape is the same for old rooms.
    const phrase = line.standin ? `${STANDIN_PREFIX}${line.standin}` : (line.phrase ?? null);
    const id = this.sql.exec<{ id: number }>(
      `INSERT INTO chat (at, sender, seat, name, text, phrase, player) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      line.at, sender, line.seat, line.name, line.text ?? null, phrase, line.player ?? null).one().id;
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
      .exec<{ id: number; at: number; seat: number | null; name: string; text: string | null; phrase: string | null; player: string | null }>(
        `SELECT id, at, seat, name, text, phrase, player FROM chat ORDER BY id DESC LIMIT ?`, n)
      .toArray()
      .reverse()
      .map((r) => {
        const e: ChatEntry = { id: r.id, at: r.at, seat: r.seat, name: r.name };
        if (r.text !== null) e.text = r.text;
        if (r.phrase?.startsWith(STANDIN_PREFIX)) e.standin = r.phrase.slice(STANDIN_PREFIX.length) as Standin;
        else if (r.phrase !== null) e.phrase = r.phrase as QuickPhrase;
        if (r.player !== null) e.player = r.player;
        return e;
      });
  }

  /** A player asked to be forgotten: their lines keep the name they were sent under, not the id. */
  forgetPlayer(player: string): void {
    this.sql.exec(`UPDATE chat SET player = NULL WHERE player = ?`, player);
  }

  // ---- settings --------------------------------------------------------------------------

  settings(): TableSettings {
    return { ...DEFAULT_SETTINGS, ...this.values.read<Partial<TableSettings>>('settings') };
  }

  saveSettings(settings: TableSettings): void {
    this.values.write('settings', settings);
  }

  /** Drops what was read: the next read goes to SQLite (after a transaction that rolled back). */
  forgetCached(): void {
    this.values.forgetCached();
  }
}
