// The ids that became identities (a key adopted), in a fixed number of shards by id prefix. The
// Worker and provePlayer ask here, before reaching a player's object, whether an address past its
// new-identity limit names a known player: an unknown id is refused without touching its object,
// so a refused request stores nothing, not even the empty database wrangler dev keeps for an object
// looked at. Players register themselves through their outbox (./outbox.ts); on forget me an id
// moves to the forgotten list (the Player object keeps the same mark), so asking about it still
// touches nothing. An id given a REST challenge is pending until that challenge could have expired,
// so its first proven call reaches its object and a call for an id nobody asked about does not.
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env.ts';
import { CHALLENGE_TTL_MS, PLAYER_ID_SHAPE } from '../protocol/identity.ts';

/** What the index says of an id: a player, one who asked to be forgotten, one being made (a challenge out), or none. */
export type IdStanding = 'known' | 'forgotten' | 'pending' | 'unknown';

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

  /** Whether the tables exist; with `create`, makes them: a shard only asked about writes nothing. */
  private table(create: boolean): boolean {
    if (this.made) return true;
    const sql = this.ctx.storage.sql;
    if (!create && sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'known'`).toArray().length === 0) return false;
    sql.exec(`CREATE TABLE IF NOT EXISTS known (id TEXT PRIMARY KEY, at INTEGER NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS forgotten (id TEXT PRIMARY KEY)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS pending (id TEXT PRIMARY KEY, until INTEGER NOT NULL)`);
    this.made = true;
    return true;
  }

  /** Idempotent: a retried registration keeps the first time. */
  add(id: string): void {
    this.check(id);
    this.table(true);
    this.ctx.storage.sql.exec(`INSERT OR IGNORE INTO known (id, at) VALUES (?, ?)`, id, Date.now());
    this.ctx.storage.sql.exec(`DELETE FROM pending WHERE id = ?`, id);
  }

  /** Forget me: the id is no player any more, and stays marked so (its object says the same). */
  remove(id: string): void {
    this.check(id);
    this.table(true);
    this.ctx.storage.sql.exec(`DELETE FROM known WHERE id = ?`, id);
    this.ctx.storage.sql.exec(`DELETE FROM pending WHERE id = ?`, id);
    this.ctx.storage.sql.exec(`INSERT OR IGNORE INTO forgotten (id) VALUES (?)`, id);
  }

  /** A REST challenge is being handed out for an id not known yet (it paid the new-identity limit). */
  pend(id: string, now = Date.now()): void {
    this.check(id);
    if (this.standing(id, now) !== 'unknown') return;
    this.table(true);
    // A second past the challenge's life, as the Player's own emptying of an unproven id (./unproven.ts).
    this.ctx.storage.sql.exec(`INSERT OR REPLACE INTO pending (id, until) VALUES (?, ?)`, id, now + CHALLENGE_TTL_MS + 1000);
  }

  standing(id: string, now = Date.now()): IdStanding {
    this.check(id);
    if (!this.table(false)) return 'unknown';
    const sql = this.ctx.storage.sql;
    if (sql.exec(`SELECT 1 FROM known WHERE id = ?`, id).toArray().length > 0) return 'known';
    if (sql.exec(`SELECT 1 FROM forgotten WHERE id = ?`, id).toArray().length > 0) return 'forgotten';
    const until = sql.exec<{ until: number }>(`SELECT until FROM pending WHERE id = ?`, id).toArray()[0]?.until;
    if (until === undefined) return 'unknown';
    if (until > now) return 'pending';
    sql.exec(`DELETE FROM pending WHERE until <= ?`, now);
    return 'unknown';
  }

  /** Whether the id is more than nothing here (a player, forgotten, or being made): it need not pay for a new identity. */
  has(id: string): boolean {
    return this.standing(id) !== 'unknown';
  }

  /** A shard keeps only its own prefix's ids: a wrong one is a caller's bug, said loudly. */
  private check(id: string): void {
    if (!PLAYER_ID_SHAPE.test(id) || knownIdShard(id) !== this.ctx.id.name) throw new Error(`KnownIds ${this.ctx.id.name} was given an id not of its shard.`);
  }
}
