// The lobby's list of open tables: each listing carries the table's options and its age, and a
// listing nobody has touched for ten minutes is dropped while the table itself stays reachable.
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { STALE_MS, type Directory } from '../../party/directory/directory.ts';
import type { TableSummary } from '../../party/protocol/lobby.ts';
import { api, Client, createTable } from './helpers.ts';

// Client addresses of this file's own (the documentation range), so the per-address limits that
// other test files count in the same workerd never see these tables.
let host = 0;
async function newTinyTable(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await createTable({ game: 'tiny', seats: 3, options: { target: 10 }, public: true, ...extra }, `198.51.100.${++host}`);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

async function listed(): Promise<TableSummary[]> {
  return ((await (await api('/tables?game=tiny')).json()) as { tables: TableSummary[] }).tables;
}

/** Moves a listing's last report back in time, as if nothing had happened at the table since. */
async function ageListing(id: string, byMs: number): Promise<void> {
  const stub = env.Directory.getByName('global');
  await runInDurableObject(stub, (_directory: Directory, state) => {
    state.storage.sql.exec('UPDATE tables SET updated_at = updated_at - ? WHERE id = ?', byMs, id);
  });
}

describe('open tables listing', () => {
  it('lists a public table with the options it was created with, its age and how long it has been quiet', async () => {
    const id = await newTinyTable({ options: { target: 7 } });
    const table = (await listed()).find((t) => t.id === id);
    // As the game parsed them: what was sent, with the game's defaults filled in.
    expect(table?.options).toMatchObject({ target: 7 });
    expect(table?.ageMs).toBeGreaterThanOrEqual(0);
    expect(table?.ageMs).toBeLessThan(60_000);
    expect(table?.idleMs).toBeGreaterThanOrEqual(0);
    expect(table?.idleMs).toBeLessThan(60_000);
  });

  it('drops a listing untouched for 10 minutes, keeps one touched within them, and the table still answers', async () => {
    const quiet = await newTinyTable();
    const recent = await newTinyTable();
    await ageListing(quiet, STALE_MS + 1_000);
    await ageListing(recent, STALE_MS - 60_000);
    const ids = (await listed()).map((t) => t.id);
    expect(ids).not.toContain(quiet);
    expect(ids).toContain(recent);
    expect((await api(`/tables/${quiet}`)).status).toBe(200);
  });

  it('a join at a quiet table is activity: the table is listed again', async () => {
    const id = await newTinyTable();
    await ageListing(id, STALE_MS + 1_000);
    expect((await listed()).map((t) => t.id)).not.toContain(id);
    const guest = await Client.open(id);
    await guest.join('Late');
    const again = (await listed()).find((t) => t.id === id);
    expect(again?.names).toEqual(['Late']);
    expect(again?.idleMs).toBeLessThan(60_000);
    guest.close();
  });
});
