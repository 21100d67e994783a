import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Room } from '../../party/room/room.ts';
import type { StateMessage } from '../../party/protocol/room.ts';
import { api, Client, newTinyTable, startedTinyTable } from './helpers.ts';

function stub(id: string) {
  return env.Room.get(env.Room.idFromName(id));
}

describe('room storage', () => {
  it('a started game keeps its whole move log across eviction and rebuilds the same state', async () => {
    const { id, clients, tokens, state } = await startedTinyTable(['A', 'B', 'C'], { target: 100 });
    let turn = (state.view as { turn: number }).turn;
    let last: StateMessage = state;
    for (let i = 0; i < 12; i++) {
      last = await clients[turn]!.move(i, `m${i}`, { add: 1 + (i % 3) });
      turn = (last.view as { turn: number }).turn;
    }
    const before = await runInDurableObject(stub(id), (room: Room) => room.store.movesAfter(0));
    expect(before).toHaveLength(12);
    // The game as dealt is kept, so replays never depend on how a later engine would deal it.
    const initial = await runInDurableObject(stub(id), (room: Room) => room.store.latestSnapshot());
    expect(initial?.seq).toBe(0);
    for (const c of clients) c.close();
    await evictDurableObject(stub(id));
    const back = await Client.open(id);
    const after = await back.request({ v: 1, type: 'attach', token: tokens[turn]! }, 'state');
    expect(after.version).toBe(12);
    expect(after.you).toBe(turn);
    const lastOfThatSeat = clients[turn]!.messages.filter((m): m is StateMessage => m.type === 'state').at(-1)!;
    expect(after.view).toEqual(lastOfThatSeat.view);
    expect((after.view as { total: number }).total).toBe((last.view as { total: number }).total);
    const moves = await runInDurableObject(stub(id), (room: Room) => room.store.movesAfter(0));
    expect(moves.map((m) => m.moveId)).toEqual(before.map((m) => m.moveId));
    // And play goes on from the rebuilt state.
    const more = await back.move(12, 'after-evict', { add: 1 });
    expect(more.version).toBe(13);
  });

  it('a move writes only its own row, and its time still counts as the table\'s last activity after eviction', async () => {
    const { id, clients, state } = await startedTinyTable(['A', 'B']);
    const hourAgo = Date.now() - 3_600_000;
    await runInDurableObject(stub(id), (room: Room) => room.store.saveMeta({ ...room.store.meta()!, activeAt: hourAgo }));
    const turn = (state.view as { turn: number }).turn;
    await clients[turn]!.move(0, 'm0', { add: 1 });
    const storedActiveAt = (room: Room, ctx: DurableObjectState) =>
      (JSON.parse(ctx.storage.sql.exec<{ json: string }>(`SELECT json FROM meta`).one().json) as { activeAt: number }).activeAt;
    const seen = await runInDurableObject(stub(id), (room: Room, ctx) => ({
      stored: storedActiveAt(room, ctx), live: room.store.meta()!.activeAt, moved: room.store.movesAfter(0)[0]!.at,
    }));
    expect(seen.stored).toBe(hourAgo); // the meta row was not written again for the move
    expect(seen.live).toBe(seen.moved);
    for (const c of clients) c.close();
    await evictDurableObject(stub(id));
    // Read back from SQLite: the move log dates the activity, so expiry and the bots' pause count from it.
    expect(await runInDurableObject(stub(id), (room: Room) => room.store.meta()!.activeAt)).toBe(seen.moved);
  });

  it('seats and tokens survive eviction before the game starts', async () => {
    const id = await newTinyTable();
    const a = await Client.open(id);
    const { token } = await a.join('Anna');
    a.close();
    await evictDurableObject(stub(id));
    const again = await Client.open(id);
    const state = await again.request({ v: 1, type: 'attach', token }, 'state');
    expect(state.you).toBe(0);
    expect(state.room.seats[0]?.name).toBe('Anna');
  });

  it('only a hash of the seat token is stored', async () => {
    const id = await newTinyTable();
    const a = await Client.open(id);
    const { token } = await a.join('Anna');
    const seats = await runInDurableObject(stub(id), (room: Room) => room.store.seats());
    expect(seats[0]!.tokenHash).not.toBe(token);
    expect(JSON.stringify(seats)).not.toContain(token);
  });

  it('alarm: a table never started is deleted after an hour idle', async () => {
    const id = await newTinyTable();
    await runInDurableObject(stub(id), (room: Room) => {
      const meta = room.store.meta()!;
      room.store.saveMeta({ ...meta, activeAt: Date.now() - 3_600_001 });
    });
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    expect((await api(`/tables/${id}`)).status).toBe(404);
    const listed = (await (await api('/tables?game=tiny')).json()) as { tables: Array<{ id: string }> };
    expect(listed.tables.map((t) => t.id)).not.toContain(id);
  });

  it('alarm: an open table that is still active is kept and the alarm re-armed', async () => {
    const id = await newTinyTable();
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    expect((await api(`/tables/${id}`)).status).toBe(200);
    const alarm = await runInDurableObject(stub(id), (_room: Room, ctx) => ctx.storage.getAlarm());
    expect(alarm).toBeGreaterThan(Date.now());
  });

  it('alarm: a finished game is kept for 30 days, then deleted', async () => {
    const { id, clients, state } = await startedTinyTable(['A', 'B'], { target: 2 });
    const turn = (state.view as { turn: number }).turn;
    await clients[turn]!.move(0, 'win', { add: 2 });
    for (const c of clients) c.close();
    await runDurableObjectAlarm(stub(id));
    expect((await api(`/tables/${id}`)).status).toBe(200);
    await runInDurableObject(stub(id), (room: Room) => {
      const meta = room.store.meta()!;
      room.store.saveMeta({ ...meta, finishedAt: Date.now() - 30 * 24 * 3_600_000 - 1 });
    });
    await runDurableObjectAlarm(stub(id));
    expect((await api(`/tables/${id}`)).status).toBe(404);
  });
});
