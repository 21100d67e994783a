// GET /api/tables/:id/record: the game record exists only once the game is over (it carries the
// seed), and it rebuilds the same game with the pure engine.
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ApiError, GameRecord } from '../../party/protocol/lobby.ts';
import { getGame } from '../../party/games/registry.ts';
import { api, newTinyTable, startedTinyTable } from './helpers.ts';

describe('the game record endpoint', () => {
  it('refuses with 409 not-finished while the table is open or playing, and never shows the seed', async () => {
    const open = await newTinyTable();
    const a = await api(`/tables/${open}/record`);
    expect(a.status).toBe(409);
    expect(((await a.json()) as ApiError).error.code).toBe('not-finished');
    const { id } = await startedTinyTable(['A', 'B'], { target: 10 });
    const b = await api(`/tables/${id}/record`);
    expect(b.status).toBe(409);
    const body = (await b.json()) as ApiError;
    expect(body.error.message).toMatch(/still being played/);
    expect(JSON.stringify(body)).not.toMatch(/seed/i);
  });

  it('answers 400 for a malformed id and 404 for an unknown table', async () => {
    expect((await api('/tables/NOT-AN-ID/record')).status).toBe(400);
    const unknown = 'a'.repeat(26);
    const missing = await api(`/tables/${unknown}/record`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ApiError).error.code).toBe('no-such-table');
    // Asking wrote nothing: the Durable Object of an unknown id stays empty.
    const tables = await runInDurableObject(env.Room.get(env.Room.idFromName(unknown)), (_room, state) =>
      state.storage.sql.exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table'`).toArray()
        .filter((t) => !t.name.startsWith('_cf')));
    expect(tables).toEqual([]);
  });

  it('once over: game, options, seed, players and moves that replay to the recorded result', async () => {
    const { id, clients, state } = await startedTinyTable(['Anna', 'Ben'], { target: 5 });
    let turn = (state.view as { turn: number }).turn;
    let version = 0;
    for (const add of [2, 1, 2]) {
      const s = await clients[turn]!.move(version, `m${version}`, { add });
      version = s.version;
      turn = (s.view as { turn: number }).turn;
    }
    const res = await api(`/tables/${id}/record`);
    expect(res.status).toBe(200);
    const record = (await res.json()) as GameRecord;
    expect(record).toMatchObject({ format: 'kingdoms-record', version: 1, table: id, game: 'tiny', players: ['Anna', 'Ben'] });
    expect(record.options).toEqual({ target: 5, vote: false });
    expect(typeof record.seed).toBe('string');
    expect(record.moves.map((m) => m.move)).toEqual([{ add: 2 }, { add: 1 }, { add: 2 }]);
    expect(record.result?.winners).toHaveLength(1);
    // Rebuilt from the record alone, the game ends the same way.
    const def = getGame('tiny')!;
    const setup = def.setup({ seed: record.seed, seats: record.players.length, options: record.options });
    if (!setup.ok) throw new Error(setup.error.message);
    for (const m of record.moves) expect(def.apply(setup.value, m.seat, m.move).ok).toBe(true);
    expect(def.result(setup.value)).toEqual(record.result);
  });
});
