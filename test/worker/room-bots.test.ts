// Bots at the table, inside workerd: seated by the host or at creation, played by the room through
// the same path as human moves, paced by the Durable Object alarm, and never lost or doubled by
// an eviction in the middle of a bot's turn.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { StateMessage } from '../../party/protocol/room.ts';
import type { Room } from '../../party/room/room.ts';
import { attached, Client, createTable, newTinyTable, roomStub, seatedTable } from './helpers.ts';
import { attempt } from './daily-helpers.ts';
import { newPlayer } from './player-keys.ts';

const turnOf = (s: StateMessage) => (s.view as { turn: number }).turn;
const totalOf = (s: StateMessage) => (s.view as { total: number }).total;

/** Plays the human's turns (adding 1) until the game is over; bots play theirs through the alarm. */
async function playToTheEnd(client: Client, you: number, from: StateMessage): Promise<StateMessage> {
  let state = from;
  for (let i = 0; i < 200 && state.room.status === 'playing'; i++) {
    if (turnOf(state) === you && state.prompts.length > 0) {
      state = await client.move(state.version, `h${state.version}`, { add: 1 });
    } else {
      const v = state.version;
      state = await client.stateWhere((m) => m.version > v || m.room.status !== 'playing', client.messages.length - 1);
    }
  }
  return state;
}

describe('bot seats', () => {
  it('creating with a name, bots and start seats the creator at seat 0, seats the bots and starts', async () => {
    const made = await seatedTable({ seats: 4, bots: ['easy', 'medium', 'hard'], start: true });
    expect(made.status).toBe('playing');
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const { state } = await attached(made.id, made.token);
    expect(state.you).toBe(0);
    expect(state.room.status).toBe('playing');
    expect(state.room.seats.map((s) => [s.name, s.bot, s.connected])).toEqual([
      ['Hum', null, true], ['Bot 1', 'easy', true], ['Bot 2', 'medium', true], ['Bot 3', 'hard', true],
    ]);
    // Private by default, so no clock.
    expect(state.room.clock).toBe('off');
  });

  it('the API refuses bots a game does not offer, more seats than the table has, and starting short of players', async () => {
    expect(await (await createTable({ game: 'tiny', seats: 2, name: 'A', bots: ['genius'] })).json())
      .toMatchObject({ error: { code: 'invalid', message: expect.stringContaining('bot level') } });
    expect(await (await createTable({ game: 'tiny', seats: 2, name: 'A', bots: ['easy', 'easy'] })).json())
      .toMatchObject({ error: { code: 'bad-seats' } });
    expect(await (await createTable({ game: 'tiny', seats: 3, name: 'A', start: true })).json())
      .toMatchObject({ error: { code: 'not-enough-players' } });
  });

  it('a game of 1 human + 3 bots plays to the end; every move is stored once, in order, with each bot\'s memory', async () => {
    const made = await seatedTable({ seats: 4, bots: ['easy', 'medium', 'hard'], start: true, options: { target: 30 } });
    const { client, state } = await attached(made.id, made.token);
    const end = await playToTheEnd(client, 0, state);
    expect(end.room.status).toBe('finished');
    expect(end.result?.winners).toHaveLength(1);
    expect(totalOf(end)).toBeGreaterThanOrEqual(30);
    const { moves, seats } = await runInDurableObject(roomStub(made.id), (room: Room) => ({ moves: room.store.movesAfter(0), seats: room.store.seats() }));
    expect(moves.map((m) => m.seq)).toEqual(moves.map((_, i) => i + 1));
    expect(moves).toHaveLength(end.version);
    // Bot moves went through the same log as the human's, and each bot's memory counts its own.
    for (const bot of seats.filter((s) => s.bot !== null)) {
      const mine = moves.filter((m) => m.seat === bot.seat);
      expect(mine.every((m) => m.moveId.startsWith('bot:'))).toBe(true);
      expect(bot.memory).toEqual({ decisions: mine.length });
    }
    expect(moves.filter((m) => m.seat === 0).every((m) => m.moveId.startsWith('h'))).toBe(true);
  });

  it('the host seats and removes bots before the start; no one else can, and not after the start', async () => {
    const id = await newTinyTable({ seats: 4 });
    const host = await Client.open(id);
    await host.join('Host');
    const guest = await Client.open(id);
    await guest.join('Guest');
    expect(await guest.request({ v: 1, type: 'add-bot', level: 'easy' }, 'error')).toMatchObject({ code: 'not-host' });
    let from = host.messages.length;
    host.send({ v: 1, type: 'add-bot', level: 'hard' });
    let state = await host.stateWhere((m) => m.room.seats.length === 3, from);
    expect(state.room.seats[2]).toMatchObject({ name: 'Bot 1', bot: 'hard', connected: true });
    expect(await guest.request({ v: 1, type: 'remove-bot', seat: 2 }, 'error')).toMatchObject({ code: 'not-host' });
    expect(await host.request({ v: 1, type: 'remove-bot', seat: 1 }, 'error')).toMatchObject({ code: 'not-a-bot' });
    from = host.messages.length;
    host.send({ v: 1, type: 'remove-bot', seat: 2 });
    state = await host.stateWhere((m) => m.room.seats.length === 2, from);
    expect(state.room.seats.map((s) => s.name)).toEqual(['Host', 'Guest']);
    host.send({ v: 1, type: 'add-bot', level: 'easy' });
    host.send({ v: 1, type: 'start' });
    await host.stateWhere((m) => m.room.status === 'playing');
    expect(await host.request({ v: 1, type: 'add-bot', level: 'easy' }, 'error')).toMatchObject({ code: 'not-open' });
  });

  it('a bot waits its pause (scheduled on the alarm), then moves; before that the alarm does nothing', async () => {
    const made = await seatedTable({ seats: 2, bots: ['medium'], start: true, botPauseMs: 600, options: { target: 50 } });
    const { client, state } = await attached(made.id, made.token);
    const stub = roomStub(made.id);
    let now = state;
    if (turnOf(now) !== 0) {
      // The bot moved first: wait for its move, as its pause runs out on the real alarm.
      now = await client.stateWhere((m) => turnOf(m) === 0);
    }
    const after = await client.move(now.version, 'mine', { add: 1 });
    const alarm = await runInDurableObject(stub, (_room: Room, ctx) => ctx.storage.getAlarm());
    const activeAt = await runInDurableObject(stub, (room: Room) => room.store.meta()!.activeAt);
    expect(alarm).toBe(activeAt + 600);
    const items = await runInDurableObject(stub, (room: Room) => room.schedule.items().map((i) => i.key));
    expect(items).toContain('bots');
    // Run the alarm at once, before the pause is over: the bot must not move yet.
    await runDurableObjectAlarm(stub);
    expect(await runInDurableObject(stub, (room: Room) => room.store.moveCount())).toBe(after.version);
    // Once the pause is over, it moves.
    const moved = await client.stateWhere((m) => m.version === after.version + 1);
    expect(turnOf(moved)).toBe(0);
  });

  it('a bot\'s turn survives eviction: it is played once after the restart, nothing lost or doubled', async () => {
    const made = await seatedTable({ seats: 3, bots: ['easy', 'hard'], start: true, botPauseMs: 5000, options: { target: 60 } });
    const stub = roomStub(made.id);
    let { client, state } = await attached(made.id, made.token);
    // Make sure it is the human's turn, letting the bots catch up by running their alarms.
    for (let i = 0; i < 6 && turnOf(state) !== 0; i++) {
      await runInDurableObject(stub, (room: Room) => { const m = room.store.meta()!; room.store.saveMeta({ ...m, activeAt: m.activeAt - 5000 }); });
      await runDurableObjectAlarm(stub);
      state = await client.sync();
    }
    expect(turnOf(state)).toBe(0);
    const mine = await client.move(state.version, 'before-evict', { add: 2 });
    // The bot's turn is pending on the alarm when the object is evicted. The player stays
    // connected: a table of one person and bots stands still while that person is away.
    await evictDurableObject(stub);
    const pending = await runInDurableObject(stub, (room: Room) => room.schedule.items().map((i) => i.key));
    expect(pending).toContain('bots');
    await runInDurableObject(stub, (room: Room) => { const m = room.store.meta()!; room.store.saveMeta({ ...m, activeAt: m.activeAt - 5000 }); });
    await runDurableObjectAlarm(stub);
    // Running the alarm again without the pause over plays nothing more.
    await runDurableObjectAlarm(stub);
    const moves = await runInDurableObject(stub, (room: Room) => room.store.movesAfter(0));
    expect(moves.map((m) => m.seq)).toEqual(moves.map((_, i) => i + 1));
    expect(moves.length).toBe(mine.version + 1);
    expect(moves.at(-1)!.moveId).toBe(`bot:${mine.version + 1}`);
    ({ client, state } = await attached(made.id, made.token));
    expect(state.version).toBe(mine.version + 1);
    expect(totalOf(state)).toBe(totalOf(mine) + (moves.at(-1)!.move as { add: number }).add);
  });
});

describe('a bot that plans ahead', () => {
  it('the hard Dominion bot plans on the room\'s alarm between moves, a slice a wake-up, before its first turn, making no move', async () => {
    // Not a preset kingdom (a preset's plan was searched offline and needs no slices).
    const kingdom = ['cellar', 'moat', 'village', 'militia', 'smithy', 'masquerade', 'witch', 'market', 'laboratory', 'festival'];
    const made = await seatedTable({ game: 'dominion', seats: 2, bots: ['hard'], start: true, botPauseMs: 5000, options: { kingdom: { cards: kingdom } } });
    // Whoever moves first, no bot move may come due while the alarm gives it slices, however long
    // the slices take on a busy machine: the pause (read from the meta at every wake-up) is made
    // longer than any run of this test, so the wake-ups below are the only clock.
    await runInDurableObject(roomStub(made.id), (room: Room) => {
      const meta = room.store.meta()!;
      room.store.saveMeta({ ...meta, botPauseMs: 60 * 60_000 });
    });
    const { client, state } = await attached(made.id, made.token);
    const memoryOfBot = () => runInDurableObject(roomStub(made.id), (room: Room) => ({
      memory: room.store.seats()[1]!.memory as { plan?: unknown; staged?: unknown } | null,
      moves: room.store.movesAfter(0).length,
      think: room.schedule.items().some((i) => i.key === 'think'),
    }));
    expect((await memoryOfBot()).think).toBe(true);
    const shown = () => client.messages.filter((m) => m.type === 'state' || m.type === 'patch').length;
    const shownBefore = shown();
    let wakes = 0;
    // About 1,100 slices: the staged search's 11,000 trial games (levels.ts, staged-search.ts TABLE_SIZE).
    while (!(await memoryOfBot()).memory?.plan && wakes < 5000) {
      await runDurableObjectAlarm(roomStub(made.id));
      wakes++;
    }
    const after = await memoryOfBot();
    expect(after.memory?.plan).toBeDefined();
    expect(after.memory?.staged).toBeUndefined();
    // Several wake-ups, each one slice; nothing was played or shown for it.
    expect(wakes).toBeGreaterThan(1);
    expect(after.moves).toBe(0);
    expect(after.think).toBe(false);
    expect(shown()).toBe(shownBefore);
    expect(state.room.status).toBe('playing');
  });

  it('at a daily challenge\'s table the hard bot plans in its own calls only: the same moves meet the same bot, however fast they come', async () => {
    const made = await attempt('dominion', await newPlayer(), 'Day', 5000);
    const { client } = await attached(made.table, made.token);
    const planning = await runInDurableObject(roomStub(made.table), (room: Room) => ({
      think: room.schedule.items().some((i) => i.key === 'think'),
      memory: room.store.seats().find((s) => s.bot === 'hard')!.memory,
    }));
    expect(planning).toEqual({ think: false, memory: null });
    await runDurableObjectAlarm(roomStub(made.table));
    expect(await runInDurableObject(roomStub(made.table), (room: Room) => room.store.seats().find((s) => s.bot === 'hard')!.memory)).toBeNull();
    client.close();
  });
});
