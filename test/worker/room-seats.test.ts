import { evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api, Client, newTinyTable, roomStub, startedTinyTable } from './helpers.ts';

describe('room seats', () => {
  it('join gives a seat and a >=128-bit token; the state shows the seated name', async () => {
    const id = await newTinyTable();
    const anna = await Client.open(id);
    const welcome = await anna.join('  Anna  ');
    expect(welcome.seat).toBe(0);
    expect(welcome.token).toMatch(/^[A-Za-z0-9_-]{32}$/); // 24 random bytes = 192 bits
    const state = await anna.nextState(0);
    expect(state.you).toBe(0);
    expect(state.room.seats).toEqual([{ seat: 0, name: 'Anna', connected: true, bot: null, standin: null, clock: null }]);
    expect(state.room.host).toBe(0);
    const info = (await (await api(`/tables/${id}`)).json()) as { seated: number; names: string[] };
    expect(info).toMatchObject({ seated: 1, names: ['Anna'] });
  });

  it('re-attach with the token after a dropped connection gives the same seat back', async () => {
    const id = await newTinyTable();
    const first = await Client.open(id);
    const { token, seat } = await first.join('Ben');
    first.close();
    const again = await Client.open(id);
    const state = await again.request({ v: 1, type: 'attach', token }, 'state');
    expect(state.you).toBe(seat);
    expect(state.room.seats).toHaveLength(1);
    expect(state.room.seats[0]).toMatchObject({ name: 'Ben', connected: true });
  });

  it('a forged token is refused and the connection stays a spectator', async () => {
    const id = await newTinyTable();
    const owner = await Client.open(id);
    await owner.join('Cleo');
    const thief = await Client.open(id);
    const err = await thief.request({ v: 1, type: 'attach', token: 'A'.repeat(32) }, 'error');
    expect(err.code).toBe('bad-token');
    const state = await thief.nextState(0);
    expect(state.you).toBeNull();
    const malformed = await thief.request({ v: 1, type: 'attach', token: 'x' }, 'error');
    expect(malformed).toMatchObject({ code: 'invalid', message: expect.stringContaining('token') });
  });

  it('display names are trimmed and validated: empty, too long, control characters, bot lookalikes, duplicates', async () => {
    const id = await newTinyTable();
    const c = await Client.open(id);
    expect(await c.request({ v: 1, type: 'join', name: '   ' }, 'error')).toMatchObject({ code: 'invalid', message: expect.stringContaining('empty') });
    expect(await c.request({ v: 1, type: 'join', name: 'x'.repeat(25) }, 'error')).toMatchObject({ code: 'invalid', message: expect.stringContaining('24') });
    expect(await c.request({ v: 1, type: 'join', name: 'bad\u0007name' }, 'error')).toMatchObject({ code: 'invalid', message: expect.stringContaining('control') });
    // A person named like a bot would pass for one wherever a list shows no level.
    for (const name of ['Bot 1', 'bot7', 'Бот 2', '3. gép']) {
      expect(await c.request({ v: 1, type: 'join', name }, 'error')).toMatchObject({ code: 'invalid', message: expect.stringContaining('kept for bots') });
    }
    await c.join('Dora');
    const d = await Client.open(id);
    expect(await d.request({ v: 1, type: 'join', name: 'dora' }, 'error')).toMatchObject({ code: 'name-taken' });
    expect(await c.request({ v: 1, type: 'join', name: 'Other' }, 'error')).toMatchObject({ code: 'already-seated' });
  });

  it('a full table refuses another player', async () => {
    const id = await newTinyTable({ seats: 2 });
    for (const name of ['P1', 'P2']) await (await Client.open(id)).join(name);
    const late = await Client.open(id);
    expect(await late.request({ v: 1, type: 'join', name: 'P3' }, 'error')).toMatchObject({ code: 'table-full' });
  });

  it('leaving before the start frees the seat and later seats move up', async () => {
    const id = await newTinyTable();
    const a = await Client.open(id);
    await a.join('A');
    const b = await Client.open(id);
    await b.join('B');
    const from = a.messages.length;
    a.send({ v: 1, type: 'leave' });
    const state = await a.stateWhere((m) => m.room.seats.length === 1, from);
    expect(state.you).toBeNull();
    expect(state.room.seats).toEqual([{ seat: 0, name: 'B', connected: true, bot: null, standin: null, clock: null }]);
    const bState = await b.sync();
    expect(bState.you).toBe(0);
    expect(bState.room.host).toBe(0);
  });

  it('only the host starts, and only with enough players', async () => {
    const id = await newTinyTable();
    const host = await Client.open(id);
    await host.join('Host');
    expect(await host.request({ v: 1, type: 'start' }, 'error')).toMatchObject({ code: 'not-enough-players' });
    const guest = await Client.open(id);
    await guest.join('Guest');
    expect(await guest.request({ v: 1, type: 'start' }, 'error')).toMatchObject({ code: 'not-host' });
    host.send({ v: 1, type: 'start' });
    const started = await host.stateWhere((m) => m.room.status === 'playing');
    expect(started.room.status).toBe('playing');
    expect(started.view).not.toBeNull();
    const from = guest.messages.length;
    guest.send({ v: 1, type: 'leave' });
    // Leaving a running game hands the seat to a bot; its player keeps the seat and the token.
    const left = await guest.stateWhere((m) => m.room.seats[1]?.standin === 'left', from);
    expect(left.you).toBe(1);
    const late = await Client.open(id);
    expect(await late.request({ v: 1, type: 'join', name: 'Late' }, 'error')).toMatchObject({ code: 'not-open' });
  });

  it('a socket to a table that does not exist is told so and closed', async () => {
    const c = await Client.open('b'.repeat(26));
    expect(await c.nextError(0)).toMatchObject({ code: 'no-such-table' });
  });
});

describe('who is connected, from memory', () => {
  it('a move reaches every open socket and names both players connected after the object wakes again; a closed one drops out', async () => {
    const { id, clients, state } = await startedTinyTable(['A', 'B', 'C']);
    const watcher = await Client.open(id);
    await watcher.request({ v: 1, type: 'sync' }, 'state');
    // The object's memory goes (as in hibernation); the sockets stay open and must be found again.
    await evictDurableObject(roomStub(id));
    const turn = (state.view as { turn: number }).turn;
    const moved = await clients[turn]!.move(0, 'after-wake', { add: 1 });
    for (const c of [...clients, watcher]) {
      const seen = await c.stateWhere((m) => m.version === moved.version);
      expect(seen.room.seats.map((s) => s.connected)).toEqual([true, true, true]);
    }
    const leaving = (turn + 1) % 3;
    clients[leaving]!.close();
    const told = await watcher.stateWhere((m) => m.room.seats[leaving]?.connected === false);
    expect(told.room.seats.filter((s) => s.connected)).toHaveLength(2);
  });
});
