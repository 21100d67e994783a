import { env, evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LISTED_PER_OWNER, type Directory } from '../../party/directory/directory.ts';
import { TABLES_PER_MINUTE } from '../../party/limits/limits.ts';
import type { Room } from '../../party/room/room.ts';
import { api, createTable, roomStub, someAddress, inOneMinute } from './helpers.ts';

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

const body = JSON.stringify({ game: 'tiny', seats: 2, options: { target: 5 } });

describe('who may open tables', () => {
  it('only a JSON body opens a table: text/plain and form posts (which any web page can send) are refused with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null]) {
      const headers: Record<string, string> = { 'cf-connecting-ip': someAddress() };
      if (type) headers['content-type'] = type;
      const res = await api('/tables', { method: 'POST', headers, body });
      expect(res.status, String(type)).toBe(415);
      expect(await errorOf(res)).toMatchObject({ code: 'unsupported-media-type', message: expect.stringContaining('application/json') });
    }
    const ok = await api('/tables', { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'cf-connecting-ip': someAddress() }, body });
    expect(ok.status).toBe(201);
  });

  it(`one address opens at most ${TABLES_PER_MINUTE} tables a minute; others are not held back`, () => inOneMinute(async () => {
    const address = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < TABLES_PER_MINUTE + 3; i++) statuses.push((await createTable({ game: 'tiny', seats: 2 }, address)).status);
    expect(statuses.slice(0, TABLES_PER_MINUTE).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(TABLES_PER_MINUTE)).toEqual([429, 429, 429]);
    const refused = await createTable({ game: 'tiny', seats: 2 }, address);
    expect(await errorOf(refused)).toMatchObject({ code: 'too-many-tables', message: expect.stringContaining('a minute') });
    expect((await createTable({ game: 'tiny', seats: 2 }, someAddress())).status).toBe(201);
  }));

  it(`the open list stays fair: one address has at most ${LISTED_PER_OWNER} open public tables listed`, async () => {
    const address = someAddress();
    const ids: string[] = [];
    for (let i = 0; i < LISTED_PER_OWNER; i++) {
      const res = await createTable({ game: 'tiny', seats: 2, public: true }, address);
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    const more = await createTable({ game: 'tiny', seats: 2, public: true }, address);
    expect(more.status).toBe(429);
    expect(await errorOf(more)).toMatchObject({ code: 'too-many-open-tables', message: expect.stringContaining('private') });
    expect((await createTable({ game: 'tiny', seats: 2, public: false }, address)).status).toBe(201);
    // Requests racing each other all pass the check; the list still shows only a few of them.
    const racer = someAddress();
    const raced = await Promise.all(Array.from({ length: 8 }, () => createTable({ game: 'tiny', seats: 2, public: true }, racer)));
    const racedIds = await Promise.all(raced.filter((r) => r.status === 201).map(async (r) => ((await r.json()) as { id: string }).id));
    const someoneElse = ((await (await createTable({ game: 'tiny', seats: 2, public: true })).json()) as { id: string }).id;
    const listed = ((await (await api('/tables?game=tiny')).json()) as { tables: Array<{ id: string }> }).tables.map((t) => t.id);
    expect(listed.filter((id) => racedIds.includes(id)).length).toBeLessThanOrEqual(LISTED_PER_OWNER);
    expect(listed.filter((id) => ids.includes(id)).length).toBe(LISTED_PER_OWNER);
    expect(listed).toContain(someoneElse);
  });

  it('the owner pseudonym is keyed by a secret kept only in memory: the stored value is no hash of the address, and it means nothing after eviction', async () => {
    const directory = env.Directory.getByName('global');
    const ownerOfTable = async (address: string) => {
      const res = await createTable({ game: 'tiny', seats: 2, public: true }, address);
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      return runInDurableObject(directory, (_d: Directory, state) =>
        state.storage.sql.exec<{ owner: string }>(`SELECT owner FROM tables WHERE id = ?`, id).one().owner);
    };
    const sha256Hex = async (text: string) => Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))),
      (b) => b.toString(16).padStart(2, '0')).join('');
    const address = '198.51.100.7';
    const owner = await ownerOfTable(address);
    expect(owner).toMatch(/^[0-9a-f]{24}$/);
    // Nothing anyone could compute from the address alone: neither a plain hash nor the old prefixed one.
    for (const text of [address, `kingdoms-owner:${address}`]) expect((await sha256Hex(text)).startsWith(owner)).toBe(false);
    // Within one instance the pseudonym is stable, so the per-owner cap holds.
    expect(await ownerOfTable(address)).toBe(owner);
    // No key is kept in storage: a new instance makes a new one, and the old pseudonym matches nothing.
    const stored = await runInDurableObject(directory, (_d: Directory, state) =>
      state.storage.sql.exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table'`).toArray().map((t) => t.name));
    expect(stored.filter((name) => !name.startsWith('_cf') && !name.startsWith('sqlite'))).toEqual(['tables', 'live']);
    await evictDurableObject(directory);
    const afterEviction = await ownerOfTable(address);
    expect(afterEviction).toMatch(/^[0-9a-f]{24}$/);
    expect(afterEviction).not.toBe(owner);
  });

  it('a private table, never listed, keeps no owner pseudonym at all', async () => {
    const res = await createTable({ game: 'tiny', seats: 2, public: false }, '198.51.100.8');
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await runInDurableObject(roomStub(id), (room: Room) => room.store.meta()!.owner ?? null)).toBeNull();
  });
});
