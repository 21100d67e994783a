// Rated tables (issue 21): a finished rated game is reported once to each proven player's object,
// which rates it; the seats then show each rating's change. Bots make a table unrated; a player
// who left and whose seat a bot played to the end is rated last; an eviction between the report
// and the room's record of its acknowledgement does not rate anyone twice.
import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ChallengeMessage } from '../../party/protocol/identity.ts';
import type { ServerMessage, StateMessage } from '../../party/protocol/room.ts';
import type { Room } from '../../party/room/room.ts';
import { getServerByName } from 'partyserver';
import { newSeatToken } from '../../party/protocol/seat-token.ts';
import { hashToken, newTableId } from '../../party/tokens.ts';
import { Client, createTable, roomStub } from './helpers.ts';
import { newPlayer, type TestPlayer } from './player-keys.ts';
import { expectSameRating } from './players-helpers.ts';

const POOL = 'kingdom-builder'; // the tiny test game's pool (test/fixtures/tiny-game.ts)

async function ratedTable(seats: number, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await createTable({ game: 'tiny', seats, options: { target: 10 }, public: true, rated: true, botPauseMs: 0, ...extra });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Opens a connection and joins as `who`, proving it. */
async function provenJoin(id: string, name: string, who: TestPlayer): Promise<Client> {
  const c = await Client.open(id);
  const { challenge } = await c.next((m): m is ChallengeMessage => m.type === 'challenge', 0);
  const from = c.messages.length;
  c.send({ v: 1, type: 'join', name, proof: await who.prove(`room:${id}`, challenge) });
  await c.next((m): m is Extract<ServerMessage, { type: 'welcome' }> => m.type === 'welcome', from);
  return c;
}

/** A rated table of `n` proven players (Ana, Bo, P2, P3), started. */
async function startedRated(n: number, extra: Record<string, unknown> = {}) {
  const id = await ratedTable(n, extra);
  const players: TestPlayer[] = [];
  const clients: Client[] = [];
  for (let i = 0; i < n; i++) {
    players.push(await newPlayer());
    clients.push(await provenJoin(id, ['Ana', 'Bo'][i] ?? `P${i}`, players[i]!));
  }
  clients[0]!.send({ v: 1, type: 'start' });
  await clients[0]!.stateWhere((s) => s.room.status === 'playing');
  return { id, players: players as [TestPlayer, TestPlayer, ...TestPlayer[]], clients };
}

/** Each seat in turn adds `add` until the game is over (or `until` says stop); returns the last state. */
async function play(clients: Client[], add = 1, until: (s: StateMessage) => boolean = () => false): Promise<StateMessage> {
  let state = await clients[0]!.sync();
  while (state.room.status === 'playing' && !until(state)) {
    const turn = (state.view as { turn: number }).turn;
    state = await clients[turn]!.move(state.version, `m${state.version}`, { add });
    state = await clients[0]!.stateWhere((s) => s.version >= state.version);
  }
  return state;
}

async function standing(player: string) {
  return (await env.Player.getByName(player).standing(POOL)).rating;
}

/** The abandons a player's object keeps, as [table, kind] (from the player's own data export). */
async function abandonsOf(p: TestPlayer): Promise<string[][]> {
  const data = (await env.Player.getByName(p.id).exportData()) as unknown as { abandons: Array<{ table_id: string; kind: string }> };
  return data.abandons.map((a) => [a.table_id, a.kind]);
}

/** The room's alarm delivers what is due; the seats then show how the ratings changed. */
async function afterReports(c: Client, id: string, seats: number): Promise<StateMessage> {
  await runDurableObjectAlarm(roomStub(id));
  return c.stateWhere((s) => s.room.seats.filter((x) => x.ratingChange).length === seats);
}

describe('rated tables', () => {
  it('a rated 2-player game is reported once; the winner gains, the loser loses, and the end screen shows both changes', async () => {
    const { id, players: [ana, bo], clients } = await startedRated(2);
    // The seats show each player's rating once their objects have answered (on the room's alarm).
    const started = await clients[0]!.stateWhere((s) => s.room.status === 'playing' && s.room.seats.every((x) => x.rating));
    expect(started.room.rated).toBe(true);
    expect(started.room.seats.map((s) => s.rating)).toEqual([
      { rating: 1500, rd: 350, provisional: true }, { rating: 1500, rd: 350, provisional: true },
    ]);
    const over = await play(clients);
    const winner = over.result!.winners[0]!;
    const end = await afterReports(clients[0]!, id, 2);
    const change = end.room.seats.map((s) => s.ratingChange!);
    expect(change[winner]!.after.rating).toBeGreaterThan(1500);
    expect(change[1 - winner]!.after.rating).toBeLessThan(1500);
    expect(change.map((c) => c.before.rating)).toEqual([1500, 1500]);
    // The players' own objects agree, and count the game once however often the alarm runs.
    await runDurableObjectAlarm(roomStub(id));
    const players = [ana, bo];
    const standings = await Promise.all(players.map((p) => env.Player.getByName(p.id).standing(POOL)));
    expect(standings.map((s) => s.games)).toEqual([1, 1]);
    expect(Math.round(standings[winner]!.rating.rating)).toBe(change[winner]!.after.rating);
    // "Your games": the finished table is in each player's list.
    const games = await env.Player.getByName(ana.id).games();
    expect(JSON.stringify(games)).toContain(id);
  });

  it('a rated 4-player game rates each against each: the winner gains from three, the three who share second draw among themselves', async () => {
    // Target 30 at 1 a move: seven rounds and more (a rated game needs three).
    const { id, players, clients } = await startedRated(4, { options: { target: 30 } });
    const over = await play(clients);
    const winner = over.result!.winners[0]!;
    const end = await afterReports(clients[0]!, id, 4);
    const after = end.room.seats.map((s) => s.ratingChange!.after.rating);
    const losers = after.filter((_, seat) => seat !== winner);
    expect(after[winner]).toBeGreaterThan(1500);
    for (const r of losers) expect(r).toBeLessThan(1500);
    expect(new Set(losers).size).toBe(1);
    const standings = await Promise.all(players.map((p) => standing(p.id)));
    expect(standings.map((r) => Math.round(r.rating))).toEqual(after);
  });

  it('a bot in any seat makes the table unrated: the room says so and nobody\'s rating moves', async () => {
    const id = await ratedTable(2);
    const ana = await newPlayer();
    const c = await provenJoin(id, 'Ana', ana);
    expect((await c.sync()).room.rated).toBe(true);
    c.send({ v: 1, type: 'add-bot', level: 'easy' });
    expect((await c.stateWhere((s) => s.room.seats.length === 2)).room.rated).toBe(false);
    c.send({ v: 1, type: 'start' });
    // Ana adds 3 whenever it is her turn; the bot (botPauseMs 0) moves on its own.
    let state = await c.stateWhere((s) => s.room.status === 'playing');
    while (state.room.status === 'playing') {
      const v = state.version;
      if ((state.view as { turn: number }).turn === 0) await c.move(v, `m${v}`, { add: 3 });
      state = await c.stateWhere((s) => s.version > v || s.room.status === 'finished');
    }
    await runDurableObjectAlarm(roomStub(id));
    const answer = await runInDurableObject(roomStub(id), (room: Room) => room.parts.outbox.answers().get(ana.id));
    expect(answer).toMatchObject({ before: { rating: 1500 }, after: { rating: 1500 } });
    expect((await env.Player.getByName(ana.id).standing(POOL)).games).toBe(0);
  });

  it('a rematch of a rated table is rated, its seats the same players\'', async () => {
    const { id, players: [ana, bo], clients } = await startedRated(2);
    await play(clients, 3);
    clients[0]!.send({ v: 1, type: 'rematch' });
    const next = (await clients[0]!.stateWhere((s) => s.room.next !== null)).room.next!;
    const state = await (await Client.open(next)).sync();
    expect(state.room.rated).toBe(true);
    expect(state.room.seats.map((s) => s.player)).toEqual([ana.id, bo.id]);
  });

  it('leaving a quick-match table before the start notes the abandon on the player\'s object', async () => {
    // A table as the matchmaker opens one: private, rated, its seats' tokens handed out.
    const id = newTableId();
    const tokens = [newSeatToken(), newSeatToken()];
    const seats = await Promise.all(tokens.map(async (t, i) => ({ name: ['Ana', 'Bo'][i]!, tokenHash: await hashToken(t) })));
    const made = await (await getServerByName(env.Room, id)).create({
      id, game: 'tiny', maxSeats: 2, options: { target: 10 }, public: false, seats, autoStart: 'arrived', rated: true,
    });
    expect(made.ok).toBe(true);
    const ana = await newPlayer();
    const c = await Client.open(id);
    const { challenge } = await c.next((m): m is ChallengeMessage => m.type === 'challenge', 0);
    c.send({ v: 1, type: 'attach', token: tokens[0], proof: await ana.prove(`room:${id}`, challenge) });
    expect((await c.stateWhere((s) => s.room.seats[0]?.player === ana.id)).room.rated).toBe(true);
    c.send({ v: 1, type: 'leave' });
    await c.stateWhere((s) => s.you === null && s.room.seats.length === 1);
    await runDurableObjectAlarm(roomStub(id));
    expect(await abandonsOf(ana)).toEqual([[id, 'left-before-start']]);
  });

  it('the host marks a public table rated before the start; a private table or a started one cannot be', async () => {
    const res = await createTable({ game: 'tiny', seats: 2, options: { target: 10 }, public: false, rated: true });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not-public');
    const id = await ratedTable(2, { rated: false });
    const host = await Client.open(id);
    await host.join('Ana');
    const guest = await Client.open(id);
    await guest.join('Bo');
    expect((await guest.request({ v: 1, type: 'rated', rated: true }, 'error')).code).toBe('not-host');
    host.send({ v: 1, type: 'rated', rated: true });
    expect((await host.stateWhere((s) => s.room.rated === true)).room.rated).toBe(true);
    host.send({ v: 1, type: 'start' });
    await host.stateWhere((s) => s.room.status === 'playing');
    expect((await host.request({ v: 1, type: 'rated', rated: false }, 'error')).code).toBe('not-open');
    expect((await host.sync()).room.rated).toBe(true);
  });

  it('a player who left and whose seat a bot played to a win is rated last', async () => {
    const { id, players: [ana, bo], clients } = await startedRated(2);
    // Three rounds each (a rated game needs three), then Bo leaves on Ana's turn.
    const mid = await play(clients, 1, (s) => s.version >= 6 && (s.view as { turn: number }).turn === 0);
    clients[1]!.send({ v: 1, type: 'leave' });
    await clients[0]!.stateWhere((s) => s.room.seats[1]?.standin === 'left');
    // Ana adds 1 (total 7); Bo's bot (medium: wins when it can) reaches 10 and wins.
    await clients[0]!.move(mid.version, 'last', { add: 1 });
    const over = await clients[0]!.stateWhere((s) => s.room.status === 'finished');
    expect(over.result!.winners).toEqual([1]);
    const end = await afterReports(clients[0]!, id, 2);
    expect(end.room.seats[0]!.ratingChange!.after.rating).toBeGreaterThan(1500);
    expect(end.room.seats[1]!.ratingChange!.after.rating).toBeLessThan(1500);
    // Bo's object noted the abandon (quick match's fair play counts them); Ana's did not.
    expect(await abandonsOf(bo)).toEqual([[id, 'taken-over']]);
    expect(await abandonsOf(ana)).toEqual([]);
  });

  it('reports exactly once across an eviction between the player\'s acknowledgement and the room\'s record of it', async () => {
    const { id, players: [ana, bo], clients } = await startedRated(2);
    await play(clients);
    await afterReports(clients[0]!, id, 2);
    const first = await Promise.all([ana, bo].map((p) => standing(p.id)));
    // The room "crashed" before it wrote the acknowledgements down: its outbox holds the reports as unsent.
    await runInDurableObject(roomStub(id), (room: Room) => {
      room.parts.storage.sql.exec(`UPDATE player_outbox SET sent = 0, answer = NULL, due = 0 WHERE kind = 'report'`);
    });
    await evictDurableObject(roomStub(id));
    const watcher = await Client.open(id);
    expect((await watcher.sync()).room.seats.every((s) => !s.ratingChange)).toBe(true);
    const end = await afterReports(watcher, id, 2);
    const again = await Promise.all([ana, bo].map((p) => standing(p.id)));
    // Rated once: the same ratings (only the RD has grown by the moments since, glicko2.ts afterAbsence).
    for (const [i, rating] of again.entries()) expectSameRating(rating, first[i]!);
    expect((await env.Player.getByName(ana.id).standing(POOL)).games).toBe(1);
    expect(end.room.seats.map((s) => s.ratingChange!.after.rating)).toEqual(first.map((r) => Math.round(r.rating)));
  });

  it('a report not yet acknowledged keeps its table past the expiry, and the alarm delivers it', async () => {
    const { id, players: [ana, bo], clients } = await startedRated(2);
    await play(clients);
    // Long past its expiry, with a report still unsent, the table keeps it and wakes to send it.
    const kept = await runInDurableObject(roomStub(id), async (room: Room) => {
      room.parts.storage.sql.exec(`UPDATE player_outbox SET sent = 0, answer = NULL WHERE kind = 'report'`);
      room.parts.outbox.forgetCached();
      const meta = room.store.meta()!;
      room.store.saveMeta({ ...meta, finishedAt: 0, activeAt: 0 });
      return room.parts.outbox.nextDue();
    });
    expect(kept).not.toBeNull();
    await runDurableObjectAlarm(roomStub(id));
    const after = await runInDurableObject(roomStub(id), (room: Room) => ({ meta: room.store.meta() !== null, answers: room.parts.outbox.answers().size }));
    expect(after).toEqual({ meta: true, answers: 2 });
  });

  it('forgetting a player takes their id out of the reports still on their way to the other seats', async () => {
    const { id, players: [ana, bo], clients } = await startedRated(2);
    await play(clients);
    // As if the reports had not gone out yet when the room heard that Ana asked to be forgotten.
    await runInDurableObject(roomStub(id), (room: Room) => {
      room.parts.storage.sql.exec(`UPDATE player_outbox SET sent = 0, answer = NULL WHERE kind = 'report'`);
    });
    await roomStub(id).forgetPlayer(ana.id);
    const pending = await runInDurableObject(roomStub(id), (room: Room) =>
      room.parts.storage.sql.exec<{ player: string; news: string }>(`SELECT player, news FROM player_outbox WHERE kind = 'report'`).toArray());
    expect(pending.map((r) => r.player)).toEqual([bo.id]);
    expect(pending[0]!.news).not.toContain(ana.id);
    expect((JSON.parse(pending[0]!.news) as { report: { seats: { name: string; player: string | null }[] } }).report.seats
      .map((x) => [x.name, x.player])).toEqual([['Ana', null], ['Bo', bo.id]]);
  });

  it('news reaching a forgotten player\'s object (a table it no longer knew of) makes the room drop the id too', async () => {
    const id = await ratedTable(2);
    const [ana, bo] = [await newPlayer(), await newPlayer()];
    const first = await provenJoin(id, 'Ana', ana);
    await runDurableObjectAlarm(roomStub(id));
    // The player's object has lost this table (as the old pruning did), so "forget me" cannot tell its room.
    await runInDurableObject(env.Player.getByName(ana.id), (_p: unknown, ctx) => { ctx.storage.sql.exec(`DELETE FROM tables`); });
    await env.Player.getByName(ana.id).forget();
    await provenJoin(id, 'Bo', bo);
    first.send({ v: 1, type: 'start' });
    await first.stateWhere((s) => s.room.status === 'playing');
    await runDurableObjectAlarm(roomStub(id));
    const seats = await runInDurableObject(roomStub(id), (room: Room) => room.store.seats().map((s) => [s.name, s.player]));
    expect(seats).toEqual([['Ana', null], ['Bo', bo.id]]);
    const state = await first.stateWhere((s) => s.room.seats[0]!.player === undefined);
    expect(state.room.seats.map((x) => x.player)).toEqual([undefined, bo.id]);
  });
});
