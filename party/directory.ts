// The list of open public tables, so strangers can find a game. Rooms report to it when they
// are created, when seats change and when they start or expire; it answers the lobby's lists.
import { DurableObject } from 'cloudflare:workers';
import type { TableSummary } from './games/core/protocol.ts';
import type { Env } from './env.ts';

/**
 * A listing nobody has touched for this long is dropped: rooms report every join, leave and start,
 * so ten quiet minutes mean a table a stranger would wait at in vain (or a room that could not
 * report its end). The table itself lives on for whoever has its link.
 */
export const STALE_MS = 10 * 60_000;
const LIST_LIMIT = 50;

export class Directory extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, game TEXT NOT NULL,
      open INTEGER NOT NULL, json TEXT NOT NULL, updated_at INTEGER NOT NULL)`);
    ctx.storage.sql.exec(`CREATE INDEX IF NOT EXISTS tables_open ON tables (game, open, updated_at)`);
  }

  upsert(table: TableSummary): void {
    const open = table.public && table.status === 'open' && table.seated < table.maxSeats ? 1 : 0;
    if (!open) {
      this.remove(table.id);
      return;
    }
    this.ctx.storage.sql.exec(
      `INSERT INTO tables (id, game, open, json, updated_at) VALUES (?, ?, 1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET open = excluded.open, json = excluded.json, updated_at = excluded.updated_at`,
      table.id, table.game, JSON.stringify(table), Date.now());
  }

  remove(id: string): void {
    this.ctx.storage.sql.exec(`DELETE FROM tables WHERE id = ?`, id);
  }

  /** Open public tables, most recently active first, with their age; `game` narrows to one game. */
  list(game: string | null): TableSummary[] {
    const now = Date.now();
    const since = now - STALE_MS;
    this.ctx.storage.sql.exec(`DELETE FROM tables WHERE updated_at < ?`, since);
    const rows = game
      ? this.ctx.storage.sql.exec<{ json: string; updated_at: number }>(
        `SELECT json, updated_at FROM tables WHERE game = ? AND open = 1 ORDER BY updated_at DESC LIMIT ?`, game, LIST_LIMIT)
      : this.ctx.storage.sql.exec<{ json: string; updated_at: number }>(
        `SELECT json, updated_at FROM tables WHERE open = 1 ORDER BY updated_at DESC LIMIT ?`, LIST_LIMIT);
    return rows.toArray().map((r) => {
      const table = JSON.parse(r.json) as TableSummary;
      return { ...table, ageMs: Math.max(0, now - table.createdAt), idleMs: Math.max(0, now - r.updated_at) };
    });
  }
}
