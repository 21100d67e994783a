// Clocks and absent players, inside workerd, with time driven through the stored seat facts and
// the vitest plugin's runDurableObjectAlarm: a seat out of time or away for 60 s while the table
// waits for it is played by a medium bot and marked so; its player takes it back by acting.
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { GameRecord } from '../../party/protocol/lobby.ts';
import type { StateMessage } from '../../party/protocol/room.ts';
import type { Room } from '../../party/room/room.ts';
import { api, attached, Client, roomStub, seatedTable, startedTinyTable } from './helpers.ts';

const turnOf = (s: StateMessage) => (s.view as { turn: number }).turn;

/** Moves a seat's "asked since" / "away since" back in time, as if that much had passed. */
async function age(id: string, seat: number, change: { askedBy?: number; awayBy?: number }): Promise<void> {
  await runInDurableObject(roomStub(id), (room: Room) => {
    const row = room.store.seats()[seat]!;
    room.store.updateSeat(seat, {
      ...(change.askedBy && row.askedAt !== null ? { askedAt: row.askedAt - change.askedBy } : {}),
      ...(change.awayBy && row.awaySince !== null ? { awaySince: row.awaySince - change.awayBy } : {}),
    });
  });
}

async function movesOf(id: string) {
  return runInDurableObject(roomStub(id), (room: Room) => room.store.movesAfter(0));
}

describe('clocks', () => {
  it('a public table has the relaxed clock: it runs only for the seat on turn, shown to everyone', async () => {
    const { clients, state } = await startedTinyTable(['A', 'B'], { target: 50 });
    expect(state.room.clock).toBe('relaxed');
    const turn = turnOf(state);
    const seen = await clients[1 - turn]!.sync();
    expect(seen.room.seats[turn]!.clock).toMatchObject({ running: true });
    expect(seen.room.seats[turn]!.clock!.left).toBeLessThanOrEqual(180_000);
    expect(seen.room.seats[turn]!.clock!.left).toBeGreaterThan(170_000);
    expect(seen.room.seats[1 - turn]!.clock).toEqual({ left: 180_000, running: false });
  });

  it('timeout: the seat out of time is played by a bot and marked; acting again gives control back', async () => {
    const { id, clients, state } = await startedTinyTable(['A', 'B'], { target: 50 });
    await runInDurableObject(roomStub(id), (room: Room) => room.store.saveMeta({ ...room.store.meta()!, botPauseMs: 0 }));
    const turn = turnOf(state);
    // Not yet out of time: the alarm changes nothing.
    await runDurableObjectAlarm(roomStub(id));
    expect(await movesOf(id)).toHaveLength(0);
    await age(id, turn, { askedBy: 181_000 });
    const watcher = clients[1 - turn]!;
    const from = watcher.messages.length;
    await runDurableObjectAlarm(roomStub(id));
    const after = await watcher.stateWhere((m) => m.version === 1, from);
    expect(after.room.seats[turn]!.standin).toBe('timeout');
    const moves = await movesOf(id);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ seat: turn, moveId: 'bot:1' });
    // The other player moves; the bot answers again for the timed-out seat (pause 0).
    const mine = await watcher.move(1, 'w1', { add: 1 });
    const botAgain = await watcher.stateWhere((m) => m.version === mine.version + 1);
    expect(turnOf(botAgain)).toBe(1 - turn);
    // The player takes the seat back, and from then on plays it themselves.
    const slow = clients[turn]!;
    const f2 = slow.messages.length;
    slow.send({ v: 1, type: 'resume' });
    const back = await slow.stateWhere((m) => m.room.seats[turn]?.standin === null, f2);
    expect(back.you).toBe(turn);
    await watcher.move(botAgain.version, 'w2', { add: 1 });
    const f3 = slow.messages.length;
    const myTurn = await slow.stateWhere((m) => turnOf(m) === turn && m.prompts.length > 0, f3 - 1);
    await runDurableObjectAlarm(roomStub(id));
    expect((await movesOf(id)).length).toBe(myTurn.version);
    const played = await slow.move(myTurn.version, 'mine', { add: 3 });
    expect((await movesOf(id)).at(-1)).toMatchObject({ seat: turn, moveId: 'mine' });
    expect(played.room.seats[turn]!.standin).toBeNull();
  });
});

describe('fast clock', () => {
  it('a stretch longer than the per-turn time draws on the bank; running out of it hands the seat to a bot', async () => {
    // tiny has no values of its own: it gets Dominion's (15 s per turn, 5 min bank).
    const made = await seatedTable({ seats: 2, bots: [], public: false, clock: 'fast', options: { target: 50 } });
    const host = await attached(made.id, made.token);
    const guest = await Client.open(made.id);
    await guest.join('Guest');
    host.client.send({ v: 1, type: 'start' });
    const start = await host.client.stateWhere((m) => m.room.status === 'playing');
    expect(start.room.clock).toBe('fast');
    const turn = turnOf(start);
    const mover = turn === 0 ? host.client : guest;
    expect(start.room.seats[1 - turn]!.clock).toEqual({ left: 315_000, running: false });
    // 20 s on this turn: 5 s beyond the free 15 s come out of the bank.
    await age(made.id, turn, { askedBy: 20_000 });
    const after = await mover.move(0, 'slow', { add: 1 });
    const bank = await runInDurableObject(roomStub(made.id), (room: Room) => room.store.seats()[turn]!.bankMs);
    expect(bank).toBeGreaterThan(294_000);
    expect(bank).toBeLessThanOrEqual(295_000);
    expect(after.room.seats[turn]!.clock!.left).toBe(15_000 + bank!);
    // The other seat now thinks past its 15 s and its whole bank: a bot plays it.
    await age(made.id, 1 - turn, { askedBy: 316_000 });
    await runDurableObjectAlarm(roomStub(made.id));
    const seats = await runInDurableObject(roomStub(made.id), (room: Room) => room.store.seats());
    expect(seats[1 - turn]).toMatchObject({ standin: 'timeout', bankMs: 0 });
  });
});

describe('absent players', () => {
  it('disconnect: 60 s away while the table waits for the seat -> a bot takes over; not before', async () => {
    const { id, clients, state, tokens } = await startedTinyTable(['A', 'B'], { target: 50 });
    await runInDurableObject(roomStub(id), (room: Room) => room.store.saveMeta({ ...room.store.meta()!, botPauseMs: 0, clock: 'off' }));
    const turn = turnOf(state);
    const stay = clients[1 - turn]!;
    clients[turn]!.close();
    await stay.stateWhere((m) => m.room.seats[turn]?.connected === false);
    await age(id, turn, { awayBy: 30_000, askedBy: 30_000 });
    await runDurableObjectAlarm(roomStub(id));
    expect(await movesOf(id)).toHaveLength(0);
    await age(id, turn, { awayBy: 31_000, askedBy: 31_000 });
    const from = stay.messages.length;
    await runDurableObjectAlarm(roomStub(id));
    const taken = await stay.stateWhere((m) => m.version === 1, from);
    expect(taken.room.seats[turn]).toMatchObject({ standin: 'away', connected: false });
    expect((await movesOf(id))[0]).toMatchObject({ seat: turn, moveId: 'bot:1' });

    // Return: re-attach and act; the seat is theirs again and the bot stops.
    const { client: back, state: seen } = await attached(id, tokens[turn]!);
    expect(seen.room.seats[turn]).toMatchObject({ standin: 'away', connected: true });
    const f = back.messages.length;
    back.send({ v: 1, type: 'resume' });
    await back.stateWhere((m) => m.room.seats[turn]?.standin === null, f);
    const next = await stay.move(1, 's1', { add: 1 });
    const mine = await back.stateWhere((m) => m.version === next.version && m.prompts.length > 0);
    await runDurableObjectAlarm(roomStub(id));
    expect(await movesOf(id)).toHaveLength(mine.version);
    await back.move(mine.version, 'back', { add: 2 });
    expect((await movesOf(id)).map((m) => m.moveId)).toEqual(['bot:1', 's1', 'back']);
  });

  it('leaving a running game: a bot plays the seat to the end; the token still brings its player back', async () => {
    const { id, clients, tokens, state } = await startedTinyTable(['A', 'B', 'C'], { target: 40 });
    await runInDurableObject(roomStub(id), (room: Room) => room.store.saveMeta({ ...room.store.meta()!, botPauseMs: 0, clock: 'off' }));
    const from = clients[2]!.messages.length;
    clients[2]!.send({ v: 1, type: 'leave' });
    await clients[2]!.stateWhere((m) => m.room.seats[2]?.standin === 'left', from);
    clients[2]!.close();
    // A and B play; C's turns are played by the bot.
    let s: StateMessage = await clients[0]!.sync();
    for (let i = 0; i < 100 && s.room.status === 'playing'; i++) {
      const t = turnOf(s);
      if (t === 2) {
        const v = s.version;
        await runDurableObjectAlarm(roomStub(id));
        s = await clients[0]!.stateWhere((m) => m.version > v);
      } else {
        await clients[t]!.move(s.version, `p${s.version}`, { add: 1 });
        s = await clients[0]!.stateWhere((m) => m.version > s.version);
      }
    }
    expect(s.room.status).toBe('finished');
    const moves = await movesOf(id);
    expect(moves.filter((m) => m.seat === 2).length).toBeGreaterThan(0);
    expect(moves.filter((m) => m.seat === 2).every((m) => m.moveId.startsWith('bot:'))).toBe(true);
    void state;
    const { state: again } = await attached(id, tokens[2]!);
    expect(again.you).toBe(2);
  });

  it('resigning a 2-player game ends it: the other player wins and the result says who resigned', async () => {
    const { clients } = await startedTinyTable(['A', 'B'], { target: 50 });
    const from = clients[0]!.messages.length;
    clients[1]!.send({ v: 1, type: 'resign' });
    const done = await clients[0]!.stateWhere((m) => m.room.status === 'finished', from);
    expect(done.result?.winners).toEqual([0]);
    expect(done.result?.details).toEqual({ resigned: 1 });
    expect(done.room.resigned).toBe(1);
    expect(done.prompts).toEqual([]);
    expect(await clients[0]!.request({ v: 1, type: 'move', version: 0, id: 'late', move: { add: 1 } }, 'error'))
      .toMatchObject({ code: 'not-playing' });
  });

  it('a 3-player game cannot be resigned (a bot plays on for a player who leaves)', async () => {
    const { clients } = await startedTinyTable(['A', 'B', 'C'], { target: 50 });
    expect(await clients[1]!.request({ v: 1, type: 'resign' }, 'error')).toMatchObject({ code: 'not-two-players' });
    const watcher = await Client.open((clients[0]!.messages.find((m) => m.type === 'state') as StateMessage).room.id);
    expect(await watcher.request({ v: 1, type: 'resign' }, 'error')).toMatchObject({ code: 'not-seated' });
  });
});

describe('a table of one person and bots', () => {
  /** As if `ms` had passed for the table: its last activity, its person's absence and asked time. */
  async function pass(id: string, ms: number): Promise<void> {
    await runInDurableObject(roomStub(id), (room: Room) => {
      const meta = room.store.meta()!;
      room.store.saveMeta({ ...meta, activeAt: meta.activeAt - ms, ...(meta.absentSince ? { absentSince: meta.absentSince - ms } : {}) });
    });
    await age(id, 0, { askedBy: ms, awayBy: ms });
  }
  const absentSince = (id: string) => runInDurableObject(roomStub(id), (room: Room) => room.store.meta()!.absentSince ?? null);

  it('the game stands still while its only person is away (bots, clock, take-over) and goes on when they return', async () => {
    const made = await seatedTable({ seats: 3, bots: ['easy', 'easy'], start: true, clock: 'relaxed', botPauseMs: 5000, options: { target: 60 } });
    let { client, state } = await attached(made.id, made.token);
    // Bots play until it is the person's turn (each after its pause, passed at once here).
    while (turnOf(state) !== 0) {
      const v = state.version;
      await pass(made.id, 10_000);
      await runDurableObjectAlarm(roomStub(made.id));
      state = await client.stateWhere((m) => m.version > v);
    }
    const version = state.version;
    // Away on their own turn for ten minutes: no 60 s take-over, no clock running out.
    client.close();
    await vi.waitFor(async () => expect(await absentSince(made.id)).not.toBeNull());
    // A spectator is told the game waits for its person (and is no one the game goes on for).
    const watcher = await Client.open(made.id);
    expect((await watcher.sync()).room.paused).toBe(true);
    await pass(made.id, 600_000);
    await runDurableObjectAlarm(roomStub(made.id));
    expect(await movesOf(made.id)).toHaveLength(version);
    ({ client, state } = await attached(made.id, made.token));
    expect(state.room.paused).toBeUndefined();
    expect(state.version).toBe(version);
    expect(state.room.seats[0]).toMatchObject({ standin: null, connected: true, clock: { running: true } });
    // The clock kept what it had: the ten minutes away did not count.
    expect(state.room.seats[0]!.clock!.left).toBeGreaterThan(170_000);
    expect(await absentSince(made.id)).toBeNull();
    state = await client.move(version, 'mine', { add: 1 });

    // Away while a bot is asked: the bot waits too.
    client.close();
    await vi.waitFor(async () => expect(await absentSince(made.id)).not.toBeNull());
    await pass(made.id, 600_000);
    await runDurableObjectAlarm(roomStub(made.id));
    expect(await movesOf(made.id)).toHaveLength(version + 1);
    ({ client, state } = await attached(made.id, made.token));
    expect(state.version).toBe(version + 1);
    await pass(made.id, 10_000);
    await runDurableObjectAlarm(roomStub(made.id));
    await client.stateWhere((m) => m.version > version + 1);
    expect((await movesOf(made.id)).at(-1)).toMatchObject({ seat: 1, moveId: `bot:${version + 2}` });
  });
});

describe('a bot taking over at a table of people', () => {
  it('the others see the countdown to the take-over, then a line for everyone; the record marks the bot\'s moves', async () => {
    const { id, clients, state } = await startedTinyTable(['A', 'B'], { target: 6 });
    await runInDurableObject(roomStub(id), (room: Room) => room.store.saveMeta({ ...room.store.meta()!, botPauseMs: 0, clock: 'off' }));
    const turn = turnOf(state);
    const stay = clients[1 - turn]!;
    clients[turn]!.close();
    const away = await stay.stateWhere((m) => m.room.seats[turn]?.connected === false);
    expect(away.room.seats[turn]!.awayTakeover).toBeGreaterThan(55_000);
    expect(away.room.seats[turn]!.awayTakeover).toBeLessThanOrEqual(60_000);
    expect(away.room.seats[1 - turn]!.awayTakeover).toBeUndefined();
    await age(id, turn, { awayBy: 61_000, askedBy: 61_000 });
    const from = stay.messages.length;
    await runDurableObjectAlarm(roomStub(id));
    const line = await stay.next((m): m is Extract<typeof m, { type: 'chat' }> => m.type === 'chat', from);
    expect(line.entries).toEqual([expect.objectContaining({ seat: turn, name: turn === 0 ? 'A' : 'B', standin: 'away' })]);
    let s = await stay.stateWhere((m) => m.version === 1, from);
    expect(s.room.seats[turn]!.awayTakeover).toBeUndefined();
    // A page that arrives later reads the line too.
    const late = await Client.open(id);
    expect((await late.sync()).chat).toEqual([expect.objectContaining({ standin: 'away' })]);
    for (let i = 0; i < 20 && s.room.status === 'playing'; i++) {
      const v = s.version;
      const at = stay.messages.length;
      if (turnOf(s) === turn) await runDurableObjectAlarm(roomStub(id));
      else await stay.move(v, `s${v}`, { add: 1 });
      s = await stay.stateWhere((m) => m.version > v, at);
    }
    expect(s.room.status).toBe('finished');
    const record = (await (await api(`/tables/${id}/record`)).json()) as GameRecord;
    const byBot = record.moves.filter((m) => m.bot);
    expect(byBot.length).toBeGreaterThan(0);
    expect(record.moves.filter((m) => m.seat === turn).every((m) => m.bot === true)).toBe(true);
    expect(record.moves.filter((m) => m.seat !== turn).some((m) => m.bot)).toBe(false);
  });
});
