import { describe, expect, it } from 'vitest';
import { api, Client, createTable, startedTinyTable } from './helpers.ts';

function nested(depth: number, inner = '1'): string {
  return '['.repeat(depth) + inner + ']'.repeat(depth);
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('JSON bodies are bounded and only parsed options are kept', () => {
  it('a table keeps the options as the game parsed them, not the junk sent along', async () => {
    const res = await createTable({ game: 'dominion', seats: 2, options: { kingdom: { preset: 'first-game' }, junk: 'x'.repeat(15_000) } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const c = await Client.open(id);
    const state = await c.sync();
    expect(state.room.options).toEqual({ kingdom: { preset: 'first-game' } });
    expect(JSON.stringify(state).length).toBeLessThan(5_000);
  });

  it('options nested thousands of levels deep are refused with a 4xx that says so, never a 500', async () => {
    for (const depth of [40, 3_000, 7_000]) {
      const body = `{"game":"dominion","seats":2,"options":{"kingdom":${nested(depth)}}}`;
      const res = await api('/tables', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(res.status, `depth ${depth}`).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'too-deep', message: expect.stringContaining('nested') });
      // Deep junk beside valid options once reached the room and overflowed its stack (a 500).
      const junk = `{"game":"dominion","seats":2,"options":{"kingdom":{"preset":"first-game"},"junk":${nested(depth)}}}`;
      const res2 = await api('/tables', { method: 'POST', headers: { 'content-type': 'application/json' }, body: junk });
      expect(res2.status, `junk depth ${depth}`).toBe(400);
    }
  });

  it('a deeply nested WebSocket message is refused with too-deep and changes nothing', async () => {
    const { clients } = await startedTinyTable(['A', 'B']);
    const c = clients[0]!;
    const raw = `{"v":1,"type":"move","version":0,"id":"deep","move":${nested(5_000)}}`;
    expect(await c.request(raw, 'error')).toMatchObject({ code: 'too-deep' });
    expect((await c.sync()).version).toBe(0);
  });

  it('brackets inside strings do not count as nesting', async () => {
    const res = await createTable({ game: 'tiny', seats: 2, options: { target: 5 }, note: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' });
    expect(res.status).toBe(201);
  });
});
