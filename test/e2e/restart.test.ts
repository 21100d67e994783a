// The product's promise to players: nothing they did is lost when the server restarts. This
// stops and restarts the real local server over the same Durable Object storage.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerMessage, StateMessage } from '../../party/games/core/protocol.ts';
import { type LocalServer, startLocalServer } from './local-server.ts';

const storage = mkdtempSync(join(tmpdir(), 'kingdoms-restart-'));
let server: LocalServer | null = null;

afterAll(async () => {
  await server?.stop();
  rmSync(storage, { recursive: true, force: true });
});

/** Opens a socket to a table, sends `first`, collects what comes back for a moment. */
async function exchange(base: string, table: string, first: object[], settleMs = 700): Promise<ServerMessage[]> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/parties/room/${table}`);
  const got: ServerMessage[] = [];
  ws.addEventListener('message', (e) => got.push(JSON.parse(String(e.data)) as ServerMessage));
  await new Promise((resolve, reject) => { ws.addEventListener('open', resolve); ws.addEventListener('error', reject); });
  for (const m of first) ws.send(JSON.stringify(m));
  await new Promise((r) => setTimeout(r, settleMs));
  ws.close();
  return got;
}

const lastState = (ms: ServerMessage[]) => ms.filter((m): m is StateMessage => m.type === 'state').at(-1)!;

describe('restart of the local server', () => {
  it('a table created, joined and started survives a restart: same seats, same tokens, same game', async () => {
    server = await startLocalServer(storage);
    const res = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dominion', seats: 2, options: { kingdom: { preset: 'first-game' } } }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const tokens: string[] = [];
    for (const name of ['Anna', 'Ben']) {
      const got = await exchange(server.url, id, [{ v: 1, type: 'join', name }]);
      const welcome = got.find((m) => m.type === 'welcome');
      if (welcome?.type !== 'welcome') throw new Error(`no welcome: ${JSON.stringify(got)}`);
      tokens.push(welcome.token);
    }
    const started = lastState(await exchange(server.url, id, [{ v: 1, type: 'attach', token: tokens[0] }, { v: 1, type: 'start' }]));
    expect(started.room.status).toBe('playing');
    const before = lastState(await exchange(server.url, id, [{ v: 1, type: 'attach', token: tokens[1] }]));

    await server.stop();
    server = await startLocalServer(storage);

    const info = (await (await fetch(`${server.url}/api/tables/${id}`)).json()) as { names: string[]; status: string };
    expect(info).toMatchObject({ names: ['Anna', 'Ben'], status: 'playing' });
    for (const [seat, token] of tokens.entries()) {
      const state = lastState(await exchange(server.url, id, [{ v: 1, type: 'attach', token }]));
      expect(state.you).toBe(seat);
      expect(state.room.seats.map((s) => s.name)).toEqual(['Anna', 'Ben']);
    }
    const after = lastState(await exchange(server.url, id, [{ v: 1, type: 'attach', token: tokens[1] }]));
    expect(after.version).toBe(before.version);
    expect(after.view).toEqual(before.view);
  });
});
