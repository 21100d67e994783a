import { describe, expect, it } from 'vitest';
import type { StateMessage } from '../../party/protocol/room.ts';
import { api, attached, Client, seatedTable, startedTinyTable } from './helpers.ts';

function turnOf(s: StateMessage): number {
  return (s.view as { turn: number }).turn;
}

describe('room moves', () => {
  it('an accepted move reaches every connection with its own view and prompts', async () => {
    const { clients, state } = await startedTinyTable(['A', 'B']);
    const turn = turnOf(state);
    const mover = clients[turn]!;
    const other = clients[1 - turn]!;
    const from = other.messages.length;
    const after = await mover.move(0, 'm1', { add: 2 });
    expect(after.version).toBe(1);
    expect((after.view as { total: number }).total).toBe(2);
    const seen = await other.stateWhere((m) => m.version === 1, from);
    expect(seen.version).toBe(1);
    expect(seen.prompts).toEqual([{ seat: 1 - turn, kind: 'add', max: 3 }]);
    expect(seen.waitingFor).toEqual([1 - turn]);
    expect(after.prompts).toEqual([]);
  });

  it('hidden information stays hidden: no one sees another seat\'s secret, spectators see none', async () => {
    const { id, clients, state } = await startedTinyTable(['A', 'B']);
    const turn = turnOf(state);
    await clients[turn]!.move(0, 'm1', { add: 1 });
    const mine = await clients[turn]!.sync();
    const theirs = await clients[1 - turn]!.sync();
    const watcher = await Client.open(id);
    const spectator = await watcher.sync();
    const secretOfMover = (mine.view as { mySecret: number }).mySecret;
    expect(mine.log.find((e) => e.type === 'add')?.mine).toEqual({ secret: secretOfMover });
    expect(JSON.stringify(theirs)).not.toContain(String(secretOfMover));
    expect(JSON.stringify(spectator)).not.toContain(String(secretOfMover));
    expect((spectator.view as { mySecret: unknown }).mySecret).toBeNull();
    expect(spectator.you).toBeNull();
  });

  it('a spectator cannot move', async () => {
    const { id } = await startedTinyTable(['A', 'B']);
    const watcher = await Client.open(id);
    const err = await watcher.request({ v: 1, type: 'move', version: 0, id: 'x', move: { add: 1 } }, 'error');
    expect(err).toMatchObject({ code: 'not-seated', ref: 'x' });
  });

  it('an out-of-turn or illegal move is refused with the engine\'s message and changes nothing', async () => {
    const { clients, state } = await startedTinyTable(['A', 'B']);
    const turn = turnOf(state);
    const waiting = clients[1 - turn]!;
    expect(await waiting.request({ v: 1, type: 'move', version: 0, id: 'a', move: { add: 1 } }, 'error'))
      .toMatchObject({ code: 'not-your-turn' });
    expect(await clients[turn]!.request({ v: 1, type: 'move', version: 0, id: 'b', move: { add: 7 } }, 'error'))
      .toMatchObject({ code: 'bad-move', message: expect.stringContaining('add') });
    const now = await waiting.sync();
    expect(now.version).toBe(0);
    expect((now.view as { total: number }).total).toBe(0);
  });

  it('a stale move is refused; a resent move (same id) is harmless and applied once', async () => {
    const { clients, state } = await startedTinyTable(['A', 'B']);
    const turn = turnOf(state);
    const mover = clients[turn]!;
    await mover.move(0, 'dup', { add: 1 });
    const again = await mover.move(0, 'dup', { add: 1 });
    expect(again.version).toBe(1);
    expect((again.view as { total: number }).total).toBe(1);
    const next = clients[1 - turn]!;
    expect(await next.request({ v: 1, type: 'move', version: 0, id: 'old', move: { add: 1 } }, 'error'))
      .toMatchObject({ code: 'stale', ref: 'old' });
    expect((await next.sync()).version).toBe(1);
  });

  it('simultaneous prompts: answers made against the same version are all accepted, in any order', async () => {
    const { clients, state } = await startedTinyTable(['A', 'B', 'C'], { target: 10, vote: true });
    expect(state.prompts).toEqual([{ seat: 0, kind: 'vote', max: 3 }]);
    // The game keeps the ballot secret: the room shows whom it waits for as the game says.
    expect(state.waitingFor).toEqual([]);
    const first = await clients[2]!.move(0, 'v2', { vote: 1 });
    expect(first.prompts).toEqual([]);
    expect(first.waitingFor).toEqual([]);
    // Seat 0 answers the question it was asked at version 0: still the same question, not stale.
    const from0 = clients[0]!.messages.length;
    clients[0]!.send({ v: 1, type: 'move', version: 0, id: 'v0', move: { vote: 2 } });
    const second = await clients[0]!.stateWhere((m) => m.version === 2, from0);
    expect(second.waitingFor).toEqual([]);
    expect(clients[0]!.messages.slice(from0).some((m) => m.type === 'error')).toBe(false);
    const from1 = clients[1]!.messages.length;
    clients[1]!.send({ v: 1, type: 'move', version: 1, id: 'v1', move: { vote: 3 } });
    const third = await clients[1]!.stateWhere((m) => m.version === 3, from1);
    expect(third.waitingFor).toHaveLength(1);
    expect(third.prompts.every((p) => p.kind === 'add')).toBe(true);
  });

  it('malformed, unknown, binary and oversized messages are refused with an error that says why', async () => {
    const { clients } = await startedTinyTable(['A', 'B']);
    const c = clients[0]!;
    expect(await c.request('{not json', 'error')).toMatchObject({ code: 'bad-json' });
    expect(await c.request({ v: 1, type: 'teleport' }, 'error')).toMatchObject({ code: 'invalid', message: expect.stringContaining('unknown message type') });
    expect(await c.request({ v: 2, type: 'sync' }, 'error')).toMatchObject({ code: 'invalid', message: expect.stringContaining('v: 1') });
    expect(await c.request({ v: 1, type: 'move', version: -1, id: 'z', move: {} }, 'error')).toMatchObject({ code: 'invalid', message: expect.stringContaining('version') });
    expect(await c.request({ v: 1, type: 'move', version: 0, id: 'big', move: { pad: 'x'.repeat(17_000) } }, 'error'))
      .toMatchObject({ code: 'too-large' });
    const from = c.messages.length;
    c.ws.send(new Uint8Array([1, 2, 3]));
    expect(await c.nextError(from)).toMatchObject({ code: 'bad-message' });
    expect((await c.sync()).version).toBe(0);
  });

  it('a flood of messages is rate-limited and changes nothing', async () => {
    const { clients } = await startedTinyTable(['A', 'B']);
    const c = clients[0]!;
    const from = c.messages.length;
    for (let i = 0; i < 80; i++) c.send({ v: 1, type: 'move', version: 99, id: `f${i}`, move: { add: 1 } });
    const err = await c.next((m): m is Extract<typeof m, { type: 'error' }> => m.type === 'error' && m.code === 'rate-limited', from);
    expect(err.message).toContain('slow down');
    await new Promise((r) => setTimeout(r, 3500)); // let the bucket refill
    const state = await c.sync();
    expect(state.version).toBe(0);
  });

  it('the game ends: result with winners, status finished, further moves refused', async () => {
    const { clients, state } = await startedTinyTable(['A', 'B'], { target: 3 });
    const turn = turnOf(state);
    const done = await clients[turn]!.move(0, 'w', { add: 3 });
    expect(done.room.status).toBe('finished');
    expect(done.result?.winners).toEqual([turn]);
    expect(await clients[1 - turn]!.request({ v: 1, type: 'move', version: 1, id: 'late', move: { add: 1 } }, 'error'))
      .toMatchObject({ code: 'not-playing' });
  });
});

describe('rematch', () => {
  it('a player of a finished game opens one next table for everyone, with the same game, options and size', async () => {
    const { clients, state } = await startedTinyTable(['A', 'B'], { target: 2 });
    const turn = (state.view as { turn: number }).turn;
    expect(await clients[0]!.request({ v: 1, type: 'rematch' }, 'error')).toMatchObject({ code: 'not-finished' });
    await clients[turn]!.move(0, 'win', { add: 2 });
    const from = clients[1 - turn]!.messages.length;
    clients[0]!.send({ v: 1, type: 'rematch' });
    clients[1]!.send({ v: 1, type: 'rematch' });
    const seen = await clients[1 - turn]!.stateWhere((m) => m.room.next !== null, from);
    const next = seen.room.next!;
    expect(next).toMatch(/^[a-z0-9]{26}$/);
    await new Promise((r) => setTimeout(r, 200));
    const all = clients.flatMap((c) => c.messages).filter((m): m is StateMessage => m.type === 'state' && m.room.next !== null);
    expect(new Set(all.map((m) => m.room.next))).toEqual(new Set([next]));
    const info = (await (await api(`/tables/${next}`)).json()) as Record<string, unknown>;
    // The same players in the same seats: no one else can take them.
    expect(info).toMatchObject({ game: 'tiny', maxSeats: 2, seated: 2, names: ['A', 'B'] });
  });

  it('a spectator cannot open the next table', async () => {
    const { id, clients, state } = await startedTinyTable(['A', 'B'], { target: 2 });
    const turn = (state.view as { turn: number }).turn;
    await clients[turn]!.move(0, 'win', { add: 2 });
    const watcher = await Client.open(id);
    expect(await watcher.request({ v: 1, type: 'rematch' }, 'error')).toMatchObject({ code: 'not-seated' });
  });
});

describe('play again', () => {
  async function finishedGame() {
    const game = await startedTinyTable(['A', 'B'], { target: 2 });
    const turn = (game.state.view as { turn: number }).turn;
    await game.clients[turn]!.move(0, 'win', { add: 2 });
    return game;
  }

  it('seats the same players in the same seats with the same tokens, and starts when both have accepted', async () => {
    const { clients, tokens } = await finishedGame();
    const from = clients[1]!.messages.length;
    clients[0]!.send({ v: 1, type: 'rematch' });
    const offered = await clients[1]!.stateWhere((m) => m.room.next !== null, from);
    expect(offered.room.accepted).toEqual([0]);
    const next = offered.room.next!;
    // Only A has accepted and B is still here: the next table waits.
    const a = await attached(next, tokens[0]!);
    expect(a.state).toMatchObject({ you: 0, room: { status: 'open', autoStart: 'accepted', public: true } });
    expect(a.state.room.seats.map((s) => s.name)).toEqual(['A', 'B']);
    // Nobody else can sit there: the seats are the players'.
    const stranger = await Client.open(next);
    expect(await stranger.request({ v: 1, type: 'join', name: 'Stranger' }, 'error')).toMatchObject({ code: 'table-full' });
    clients[1]!.send({ v: 1, type: 'rematch' });
    const started = await a.client.stateWhere((m) => m.room.status === 'playing');
    expect(started.you).toBe(0);
    const b = await attached(next, tokens[1]!);
    expect(b.state.you).toBe(1);
  });

  it('does not wait for a player who already left the finished table; a private table stays private; bots come along', async () => {
    const made = await seatedTable({ seats: 3, bots: ['hard'], options: { target: 2 }, public: false });
    const host = await attached(made.id, made.token);
    const guest = await Client.open(made.id);
    const { token: guestToken } = await guest.join('Guest');
    host.client.send({ v: 1, type: 'start' });
    let s = await host.client.stateWhere((m) => m.room.status === 'playing');
    for (let i = 0; i < 10 && s.room.status === 'playing'; i++) {
      const turn = (s.view as { turn: number }).turn;
      if (turn === 1) s = await host.client.stateWhere((m) => m.version > s.version);
      else {
        const who = turn === 0 ? host.client : guest;
        await who.move(s.version, `m${s.version}`, { add: 2 });
        s = await host.client.stateWhere((m) => m.version > s.version);
      }
    }
    expect(s.room.status).toBe('finished');
    guest.close();
    await host.client.stateWhere((m) => m.room.seats[2]?.connected === false);
    const from = host.client.messages.length;
    host.client.send({ v: 1, type: 'rematch' });
    const offered = await host.client.stateWhere((m) => m.room.next !== null, from);
    const next = await attached(offered.room.next!, made.token);
    const started = await next.client.stateWhere((m) => m.room.status === 'playing');
    expect(started.room.public).toBe(false);
    expect(started.room.seats.map((x) => [x.name, x.bot])).toEqual([['Hum', null], ['Bot 1', 'hard'], ['Guest', null]]);
    expect((await attached(offered.room.next!, guestToken)).state.you).toBe(2);
  });
});
