// The product's promise to players: nothing they did is lost when the server restarts. This
// stops and restarts the real local server over the same Durable Object storage.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerMessage, StateMessage } from '../../party/protocol/room.ts';
import { type LocalServer, startLocalServer } from './local-server.ts';

const storage = mkdtempSync(join(tmpdir(), 'kingdoms-restart-'));
let server: LocalServer | null = null;

afterAll(async () => {
  await server?.stop();
  rmSync(storage, { recursive: true, force: true });
});

/**
 * Opens a socket to a table, sends `first` and collects what comes back until `done` says the
 * answer is in or the room sends an error (a room just woken from disk can take its time).
 */
async function exchange(base: string, table: string, first: object[], done: (got: ServerMessage[]) => boolean): Promise<ServerMessage[]> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/parties/room/${table}`);
  const got: ServerMessage[] = [];
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => { answer = resolve; });
  ws.addEventListener('message', (e) => {
    got.push(JSON.parse(String(e.data)) as ServerMessage);
    if (done(got) || got.at(-1)?.type === 'error') answer();
  });
  await new Promise((resolve, reject) => { ws.addEventListener('open', resolve); ws.addEventListener('error', reject); });
  for (const m of first) ws.send(JSON.stringify(m));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer to ${JSON.stringify(first)}; got ${JSON.stringify(got)}`)), 30_000);
  });
  try {
    await Promise.race([answered, silent]);
  } finally {
    clearTimeout(timer);
    ws.close();
  }
  return got;
}

const welcomed = (got: ServerMessage[]) => got.some((m) => m.type === 'welcome');
const seated = (got: ServerMessage[]) => got.some((m) => m.type === 'state' && m.you !== null);
const playing = (got: ServerMessage[]) => got.some((m) => m.type === 'state' && m.room.status === 'playing');

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
      const got = await exchange(server.url, id, [{ v: 1, type: 'join', name }], welcomed);
      const welcome = got.find((m) => m.type === 'welcome');
      if (welcome?.type !== 'welcome') throw new Error(`no welcome: ${JSON.stringify(got)}`);
      tokens.push(welcome.token);
    }
    const started = lastState(await exchange(server.url, id, [{ v: 1, type: 'attach', token: tokens[0] }, { v: 1, type: 'start' }], playing));
    expect(started.room.status).toBe('playing');
    const before = lastState(await exchange(server.url, id, [{ v: 1, type: 'attach', token: tokens[1] }], seated));

    await server.stop();
    server = await startLocalServer(storage);

    const info = (await (await fetch(`${server.url}/api/tables/${id}`)).json()) as { names: string[]; status: string };
    expect(info).toMatchObject({ names: ['Anna', 'Ben'], status: 'playing' });
    for (const [seat, token] of tokens.entries()) {
      const state = lastState(await exchange(server.url, id, [{ v: 1, type: 'attach', token }], seated));
      expect(state.you).toBe(seat);
      expect(state.room.seats.map((s) => s.name)).toEqual(['Anna', 'Ben']);
    }
    const after = lastState(await exchange(server.url, id, [{ v: 1, type: 'attach', token: tokens[1] }], seated));
    expect(after.version).toBe(before.version);
    expect(after.view).toEqual(before.view);
  });
});
