// The ids that became identities (a key adopted), in a fixed number of shards by id prefix. The
// Worker and provePlayer ask here, before reaching a player's object, whether an address past its
// new-identity limit names a known player: an unknown id is refused without touching its object,
// so a refused request stores nothing, not even the empty database wrangler dev keeps for an object
// looked at. Players register themselves through their outbox (./outbox.ts) and leave on forget me.
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env.ts';
import { PLAYER_ID_SHAPE } from '../protocol/identity.ts';

/** Shards: a power of two, so each takes the ids of one 6-bit prefix. */
export const KNOWN_ID_SHARDS = 64;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** The shard an id belongs to: its first character's 5 bits and the top bit of its second. */
export function knownIdShard(id: string): string {
  const prefix = (ALPHABET.indexOf(id[0]!) << 1) | (ALPHABET.indexOf(id[1]!) >> 4);
  return `shard-${String(prefix).padStart(2, '0')}`;
}

/** The shard's stub for `id`. */
export function knownIdsOf(env: Env, id: string): DurableObjectStub<KnownIds> {
  return env.KnownIds.getByName(knownIdShard(id));
}

declare module '../env.ts' {
  interface DurableObjects {
    /** The ids that became identities, sharded by prefix. */
    KnownIds: KnownIds;
  }
}

export class KnownIds extends DurableObject<Env> {
  private made = false;

  /** Whether the table exists; with `create`, makes it: a shard only asked about writes nothing. */
  private table(create: boolean): boolean {
    if (this.made) return true;
    const sql = this.ctx.storage.sql;
    if (!create && sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'known'`).toArray().length === 0) return false;
    sql.exec(`CREATE TABLE IF NOT EXISTS known (id TEXT PRIMARY KEY, at INTEGER NOT NULL)`);
    this.made = true;
    return true;
  }

  /** Idempotent: a retried registration keeps the first time. */
  add(id: string): void {
    this.check(id);
    this.table(true);
    this.ctx.storage.sql.exec(`INSERT OR IGNORE INTO known (id, at) VALUES (?, ?)`, id, Date.now());
  }

  remove(id: string): void {
    this.check(id);
    if (this.table(false)) this.ctx.storage.sql.exec(`DELETE FROM known WHERE id = ?`, id);
  }

  has(id: string): boolean {
    this.check(id);
    return this.table(false) && this.ctx.storage.sql.exec(`SELECT 1 FROM known WHERE id = ?`, id).toArray().length > 0;
  }

  /** A shard keeps only its own prefix's ids: a wrong one is a caller's bug, said loudly. */
  private check(id: string): void {
    if (!PLAYER_ID_SHAPE.test(id) || knownIdShard(id) !== this.ctx.id.name) throw new Error(`KnownIds ${this.ctx.id.name} was given an id not of its shard.`);
  }
}
