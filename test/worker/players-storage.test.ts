// Identities are free, so a refused or never-proven one must cost no storage (issue 31): one
// address asking challenges for 300 new ids gets 20 and 280 refusals, and the refused ids keep
// nothing; an answered id that never proves a key keeps nothing once its challenges expire.
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Player } from '../../party/players/player.ts';
import { IDENTITIES_PER_MINUTE } from '../../worker/players-api.ts';
import { api, inOneMinute, someAddress } from './helpers.ts';
import { newKey, sign } from './players-helpers.ts';

/** What an object keeps: its tables (not the platform's own), rows of workerd's key-value table, and its alarm. */
async function kept(id: string) {
  return runInDurableObject(env.Player.getByName(id), async (_p: Player, ctx) => {
    const tables = ctx.storage.sql.exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table'`).toArray().map((t) => t.name);
    const kv = tables.includes('_cf_KV') ? ctx.storage.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM _cf_KV`).one().n : 0;
    return { tables: tables.filter((t) => !t.startsWith('_cf_') && !t.startsWith('sqlite_')), kv, alarm: await ctx.storage.getAlarm() };
  });
}

const nothing = { tables: [], kv: 0, alarm: null };

async function askChallenge(id: string, address: string) {
  return api(`/players/${id}/challenge`, { method: 'POST', headers: { 'cf-connecting-ip': address } });
}

/** Each of `n` fresh ids asks once from `address`: the answers' statuses, in order. */
async function flood(n: number, address: string): Promise<{ ids: string[]; statuses: number[] }> {
  const ids = await Promise.all(Array.from({ length: n }, async () => (await newKey()).id));
  const statuses: number[] = [];
  for (const id of ids) statuses.push((await askChallenge(id, address)).status);
  return { ids, statuses };
}

describe('refused and never-proven identities store nothing', () => {
  it('300 new ids from one address: 20 challenges, 280 refusals, and no refused id keeps anything', () => inOneMinute(async () => {
    const { ids, statuses } = await flood(300, someAddress());
    expect(statuses.filter((s) => s === 200)).toHaveLength(IDENTITIES_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - IDENTITIES_PER_MINUTE);
    for (const [i, id] of ids.entries()) {
      if (statuses[i] === 429) expect(await kept(id), id).toEqual(nothing);
    }
  }), 120_000);

  it('an answered id that never proves a key is emptied, alarm and all, once its challenges expire', () => inOneMinute(async () => {
    const id = (await newKey()).id;
    const res = await askChallenge(id, someAddress());
    expect(res.status).toBe(200);
    const { expiresAt } = (await res.json()) as { expiresAt: number };
    const before = await kept(id);
    expect(before.tables).toContain('challenges');
    // Cleared a little after the challenge's life, by the alarm.
    expect(before.alarm).toBeGreaterThan(expiresAt);
    expect(before.alarm).toBeLessThanOrEqual(expiresAt + 5_000);
    // An alarm before then changes nothing (the challenge may still be used).
    expect(await runDurableObjectAlarm(env.Player.getByName(id))).toBe(true);
    expect((await kept(id)).tables).toContain('challenges');
    // The challenge has expired: the alarm empties the object.
    await runInDurableObject(env.Player.getByName(id), (_p: Player, ctx) => {
      ctx.storage.sql.exec(`UPDATE challenges SET expires_at = ?`, Date.now() - 10_000);
      return ctx.storage.setAlarm(Date.now());
    });
    expect(await runDurableObjectAlarm(env.Player.getByName(id))).toBe(true);
    expect(await kept(id)).toEqual(nothing);
    // The id is still new: it may ask again and prove (the schema is made again).
    const again = await askChallenge(id, someAddress());
    expect(again.status).toBe(200);
  }));

  it('an id that proves its key keeps its identity past the cleanup', () => inOneMinute(async () => {
    const key = await newKey();
    const res = await askChallenge(key.id, someAddress());
    const { challenge } = (await res.json()) as { challenge: string };
    const path = `/players/${key.id}/name`;
    const named = await api(path, { method: 'PUT', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', proof: await sign(key, `api:PUT /api${path}`, challenge) }) });
    expect(named.status).toBe(200);
    await runInDurableObject(env.Player.getByName(key.id), (_p: Player, ctx) => ctx.storage.setAlarm(Date.now()));
    await runDurableObjectAlarm(env.Player.getByName(key.id));
    expect(await env.Player.getByName(key.id).status()).toBe('known');
    expect(((await (await api(`/players/${key.id}`)).json()) as { name: string }).name).toBe('Ada');
  }));
});
