// The list of open public tables, so strangers can find a game. Rooms report to it when they
// are created, when seats change and when they start or expire; it answers the lobby's lists.
import { DurableObject } from 'cloudflare:workers';
import type { TableSummary } from '../protocol/lobby.ts';
import type { Env } from '../env.ts';

/**
 * A listing nobody has touched for this long is dropped: rooms report every join, leave and start,
 * so ten quiet minutes mean a table a stranger would wait at in vain (or a room that could not
 * report its end). The table itself lives on for whoever has its link.
 */
export const STALE_MS = 10 * 60_000;
const LIST_LIMIT = 50;
/** A game under way that has not reported for this long (a room that could not report its end) stops counting. */
const LIVE_STALE_MS = 6 * 60 * 60_000;
/** Open tables one owner (client address) may have in the list: the newest ones show. */
export const LISTED_PER_OWNER = 3;

/** Whether the list shows a table: public, not started, and with a free seat. */
export function listable(table: TableSummary): boolean {
  return table.public && table.status === 'open' && table.seated < table.maxSeats;
}

declare module '../env.ts' {
  interface DurableObjects {
    /** The lobby's list of open public tables: one, named "global". */
    Directory: Directory;
  }
}

export class Directory extends DurableObject<Env> {
  /**
   * Keys the owner pseudonyms. IPv4 has only 2^32 addresses, so an unkeyed hash of one can be
   * reversed by trying them all; keyed with a secret that lives only in this instance's memory
   * (never in storage, never extractable), the stored pseudonyms tell nothing about the address.
   * A new instance (after eviction or a deploy) makes a new key, so old pseudonyms become
   * meaningless: the per-owner cap then starts afresh, for at most the STALE_MS a listing lives.
   */
  private ownerKey: Promise<CryptoKey> | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, game TEXT NOT NULL,
      open INTEGER NOT NULL, json TEXT NOT NULL, updated_at INTEGER NOT NULL)`);
    // Added after the first release: storage made before it lacks the column.
    const hasOwner = ctx.storage.sql.exec(`SELECT 1 FROM pragma_table_info('tables') WHERE name = 'owner'`).toArray().length > 0;
    if (!hasOwner) ctx.storage.sql.exec(`ALTER TABLE tables ADD COLUMN owner TEXT`);
    ctx.storage.sql.exec(`CREATE INDEX IF NOT EXISTS tables_open ON tables (game, open, updated_at)`);
    ctx.storage.sql.exec(`CREATE INDEX IF NOT EXISTS tables_owner ON tables (owner)`);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS live (id TEXT PRIMARY KEY, game TEXT NOT NULL, people INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
  }

  /** People at tables of `game` under way (public or private): the lobby's and the queue's "playing". */
  playing(game: string): number {
    this.ctx.storage.sql.exec(`DELETE FROM live WHERE updated_at < ?`, Date.now() - LIVE_STALE_MS);
    return this.ctx.storage.sql.exec<{ n: number | null }>(`SELECT SUM(people) AS n FROM live WHERE game = ?`, game).one().n ?? 0;
  }

  private noteLive(table: TableSummary): void {
    if (table.status !== 'playing') {
      this.ctx.storage.sql.exec(`DELETE FROM live WHERE id = ?`, table.id);
      return;
    }
    const people = table.bots ? table.bots.filter((b) => b === null).length : table.seated;
    this.ctx.storage.sql.exec(`INSERT OR REPLACE INTO live (id, game, people, updated_at) VALUES (?, ?, ?, ?)`, table.id, table.game, people, Date.now());
  }

  upsert(table: TableSummary, owner: string | null = null): void {
    this.noteLive(table);
    if (!listable(table)) {
      this.ctx.storage.sql.exec(`DELETE FROM tables WHERE id = ?`, table.id);
      return;
    }
    this.ctx.storage.sql.exec(
      `INSERT INTO tables (id, game, open, json, updated_at, owner) VALUES (?, ?, 1, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET open = excluded.open, json = excluded.json, updated_at = excluded.updated_at`,
      table.id, table.game, JSON.stringify(table), Date.now(), owner);
  }

  remove(id: string): void {
    this.ctx.storage.sql.exec(`DELETE FROM tables WHERE id = ?`, id);
    this.ctx.storage.sql.exec(`DELETE FROM live WHERE id = ?`, id);
  }

  /** The pseudonym of a client address: HMAC-SHA-256 under this instance's key, 12 bytes in hex. */
  async ownerOf(address: string): Promise<string> {
    this.ownerKey ??= crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign']) as Promise<CryptoKey>;
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await this.ownerKey, new TextEncoder().encode(address)));
    let hex = '';
    for (const b of mac.subarray(0, 12)) hex += b.toString(16).padStart(2, '0');
    return hex;
  }

  /** A client address's pseudonym, and how many open tables it has listed now. */
  async ownerStanding(address: string): Promise<{ owner: string; listed: number }> {
    const owner = await this.ownerOf(address);
    return { owner, listed: this.openTablesOf(owner) };
  }

  /** How many open tables this owner has listed now. */
  openTablesOf(owner: string): number {
    return this.ctx.storage.sql.exec<{ n: number }>(
      `SELECT COUNT(*) AS n FROM tables WHERE owner = ? AND open = 1 AND updated_at >= ?`, owner, Date.now() - STALE_MS).one().n;
  }

  /** Open public tables, most recently active first, at most a few per owner, with their age; `game` narrows to one game. */
  list(game: string | null): TableSummary[] {
    const now = Date.now();
    const since = now - STALE_MS;
    this.ctx.storage.sql.exec(`DELETE FROM tables WHERE updated_at < ?`, since);
    // Ranked per owner so that one client opening many tables cannot push everyone else out.
    const rows = this.ctx.storage.sql.exec<{ json: string; updated_at: number }>(
      `SELECT json, updated_at FROM (
         SELECT json, updated_at,
           ROW_NUMBER() OVER (PARTITION BY COALESCE(owner, id) ORDER BY updated_at DESC) AS nth
         FROM tables WHERE open = 1 AND (?1 IS NULL OR game = ?1))
       WHERE nth <= ?2 ORDER BY updated_at DESC LIMIT ?3`,
      game, LISTED_PER_OWNER, LIST_LIMIT);
    return rows.toArray().map((r) => {
      const table = JSON.parse(r.json) as TableSummary;
      return { ...table, ageMs: Math.max(0, now - table.createdAt), idleMs: Math.max(0, now - r.updated_at) };
    });
  }
}
