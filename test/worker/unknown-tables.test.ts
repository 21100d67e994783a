import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Room } from '../../party/room/room.ts';
import { newTableId } from '../../party/tokens.ts';
import { api, Client, ORIGIN } from './helpers.ts';
import { SELF } from 'cloudflare:test';

/** Everything the Durable Object behind `id` has stored: SQL tables and key-value entries. */
async function leftBehind(id: string) {
  const stub = env.Room.get(env.Room.idFromName(id));
  return runInDurableObject(stub, async (_room: Room, state) => ({
    tables: state.storage.sql.exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table'`).toArray()
      .map((r) => r.name).filter((n) => !n.startsWith('_cf_') && !n.startsWith('sqlite_')),
    keys: [...(await state.storage.list()).keys()],
    alarm: await state.storage.getAlarm(),
  }));
}

describe('a table id that was never created leaves nothing behind', () => {
  it('GET /api/tables/<id> answers 404 and stores nothing', async () => {
    const id = newTableId();
    const res = await api(`/tables/${id}`);
    expect(res.status).toBe(404);
    expect(await leftBehind(id)).toEqual({ tables: [], keys: [], alarm: null });
  });

  it('GET /api/tables/<id>/record answers 404 and stores nothing', async () => {
    const id = newTableId();
    const res = await api(`/tables/${id}/record`);
    expect(res.status).toBe(404);
    expect(await leftBehind(id)).toEqual({ tables: [], keys: [], alarm: null });
  });

  it('a WebSocket to /parties/room/<id> is told no-such-table, closed, and stores nothing', async () => {
    const id = newTableId();
    const c = await Client.open(id);
    const err = await c.nextError(0);
    expect(err).toMatchObject({ code: 'no-such-table' });
    await new Promise<void>((resolve) => {
      if (c.ws.readyState === WebSocket.CLOSED) return resolve();
      c.ws.addEventListener('close', () => resolve());
    });
    expect(await leftBehind(id)).toEqual({ tables: [], keys: [], alarm: null });
  });

  it('a party other than room is a JSON 404, not partyserver\'s plain text', async () => {
    for (const party of ['x', 'matchmaker', 'directory']) {
      const res = await SELF.fetch(`${ORIGIN}/parties/${party}/${newTableId()}`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'not-found' } });
    }
  });

  it('a plain HTTP request to /parties/room/<id> is a 404 and stores nothing', async () => {
    const id = newTableId();
    const res = await SELF.fetch(`${ORIGIN}/parties/room/${id}`);
    expect(res.status).toBe(404);
    expect(await leftBehind(id)).toEqual({ tables: [], keys: [], alarm: null });
  });
});
