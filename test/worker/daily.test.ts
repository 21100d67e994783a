// The daily challenge (issue 24): one deal a day for everyone, one scored attempt per player, the
// leaderboard's order, and the day's seed kept inside the server until the day is over.
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { Daily, makeDailyTables } from '../../party/daily/daily.ts';
import { dailyName, dayEnd, dayOf } from '../../party/daily/day.ts';
import type { DailyCard, DailyLeaderboard } from '../../party/protocol/daily.ts';
import { settle } from '../../party/room/alarms.ts';
import type { Room } from '../../party/room/room.ts';
import type { RoomMeta } from '../../party/table/store.ts';
import { attached, api, roomStub } from './helpers.ts';
import { attempt, challengeFor, postAttempt, proofFor } from './daily-helpers.ts';
import { newPlayer } from './player-keys.ts';

const metaOf = (table: string) => runInDurableObject(roomStub(table), (room: Room) => room.store.meta()!);
const dealSecrets = (stub: DurableObjectStub<Daily>) =>
  runInDurableObject(stub, (_d: Daily, ctx) => JSON.parse(ctx.storage.sql.exec<{ json: string }>(`SELECT json FROM deal`).one().json) as { seed: string; botSeed: string; options: unknown });

describe('daily challenge', () => {
  it('deals the same table to every player of the day: the same options, seed and bots', async () => {
    const card = (await (await api('/daily/kingdom-builder')).json()) as DailyCard;
    expect(card.deal.date).toBe(dayOf(Date.now()));
    expect(card.deal.bots).toEqual(['hard', 'hard']);
    const ann = await newPlayer();
    const a = await attempt('kingdom-builder', ann, 'Ann');
    const b = await attempt('kingdom-builder', await newPlayer(), 'Bob');
    const [ma, mb] = [await metaOf(a.table), await metaOf(b.table)];
    expect(ma.seed).toBe(mb.seed);
    expect(ma.botSeed).toBe(mb.botSeed);
    expect(ma.options).toEqual(card.deal.options);
    expect(mb.options).toEqual(card.deal.options);
    expect(ma.status).toBe('playing');
    const seats = await runInDurableObject(roomStub(a.table), (room: Room) => room.store.seats().map((s) => [s.bot, s.player]));
    // The proven player's seat is theirs from the start ("Your games" lists it).
    expect(seats).toEqual([[null, ann.id], ['hard', null], ['hard', null]]);
  });

  it('changes the deal at midnight UTC, driven by the clock the test passes in', async () => {
    const lastMs = Date.UTC(2031, 0, 1) - 1;
    const midnight = lastMs + 1;
    expect(dayOf(lastMs)).toBe('2030-12-31');
    expect(dayOf(midnight)).toBe('2031-01-01');
    expect(dayEnd('2030-12-31')).toBe(midnight);
    const before = env.Daily.getByName(dailyName('dominion', '2030-12-31'));
    const after = env.Daily.getByName(dailyName('dominion', '2031-01-01'));
    const cardBefore = (await before.card(lastMs, null)) as unknown as DailyCard;
    expect(cardBefore.deal.date).toBe('2030-12-31');
    expect(cardBefore.endsAt).toBe(midnight);
    // At midnight the old day's object no longer deals, and the new day's deals afresh.
    expect(await before.card(midnight, null)).toMatchObject({ ok: false, code: 'not-today' });
    const cardAfter = (await after.card(midnight, null)) as unknown as DailyCard;
    expect(cardAfter.deal.date).toBe('2031-01-01');
    const [s1, s2] = [await dealSecrets(before), await dealSecrets(after)];
    expect(s1.seed).not.toBe(s2.seed);
    expect(s1.options).not.toEqual(s2.options);
    // The same day asked again keeps its deal.
    expect(((await before.card(lastMs, null)) as unknown as DailyCard).deal.options).toEqual(cardBefore.deal.options);
    // A day that is over takes no attempt; a day not begun makes no deal.
    const ghost = env.Daily.getByName(dailyName('dominion', '2031-01-02'));
    expect(await ghost.card(midnight, null)).toMatchObject({ ok: false, code: 'not-today' });
  });

  it('takes one scored attempt per player a day; the later ones are practice', async () => {
    const player = await newPlayer();
    const first = await attempt('dominion', player, 'Cleo');
    expect(first.scored).toBe(true);
    const second = await attempt('dominion', player, 'Cleo');
    expect(second.scored).toBe(false);
    expect(second.table).not.toBe(first.table);
    const card = (await (await api(`/daily/dominion?player=${player.id}`)).json()) as DailyCard;
    expect(card.you!.attempts.map((a) => [a.ref, a.scored])).toEqual([[first.ref, true], [second.ref, false]]);
    // The practice table is the same deal all the same.
    expect((await metaOf(second.table)).seed).toBe((await metaOf(first.table)).seed);
  });

  it('refuses a forged, replayed or unknown-challenge proof with a clear error and no table', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const challenge = await challengeFor('dominion');
    const forged = { ...(await proofFor(other, 'dominion', challenge)), player: player.id, key: player.key };
    let res = await postAttempt('dominion', { name: 'Dee', proof: forged });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad-signature');
    // The challenge was spent by the forged try: a good signature on it is refused too.
    res = await postAttempt('dominion', { name: 'Dee', proof: await proofFor(player, 'dominion', challenge) });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad-challenge');
    res = await postAttempt('dominion', { name: 'Dee', proof: { player: player.id, key: player.key, challenge: 'x'.repeat(32), sig: 'AA' } });
    expect(res.status).toBe(403);
    res = await postAttempt('dominion', { name: 'Dee', proof: { player: 'nope' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/^proof\./);
    const card = (await (await api(`/daily/dominion?player=${player.id}`)).json()) as DailyCard;
    expect(card.you!.attempts).toEqual([]);
  });

  it('orders the leaderboard by win, then margin, then fewer turns; equal scores share a rank', async () => {
    const date = '2025-06-01';
    const stub = env.Daily.getByName(dailyName('kingdom-builder', date));
    const scores = [
      { name: 'loss-big', won: false, margin: -2, turns: 10 },
      { name: 'win-small', won: true, margin: 1, turns: 20 },
      { name: 'win-big-slow', won: true, margin: 9, turns: 30 },
      { name: 'win-big-fast', won: true, margin: 9, turns: 25 },
      { name: 'loss-close', won: false, margin: -1, turns: 40 },
      { name: 'win-big-fast-too', won: true, margin: 9, turns: 25 },
    ];
    await runInDurableObject(stub, (_d: Daily, ctx) => {
      makeDailyTables(ctx.storage.sql);
      scores.forEach((s, i) => ctx.storage.sql.exec(`INSERT INTO attempts (table_id, player, name, scored, started_at) VALUES (?, ?, ?, 1, ?)`, `t${i}`, `p${i}`, s.name, i));
      ctx.storage.sql.exec(`INSERT INTO attempts (table_id, player, name, scored, started_at) VALUES ('practice', 'p1', 'win-small', 0, 9)`);
    });
    for (const [i, s] of scores.entries()) expect(await stub.finished({ table: `t${i}`, score: { won: s.won, margin: s.margin, turns: s.turns }, finishedAt: 100 + i })).toBe(true);
    // A practice attempt never ranks, however good; a repeated report changes nothing.
    await stub.finished({ table: 'practice', score: { won: true, margin: 99, turns: 1 }, finishedAt: 1 });
    await stub.finished({ table: 't0', score: { won: true, margin: 50, turns: 1 }, finishedAt: 1 });
    const during = await stub.leaderboard(dayEnd(date) - 1, 'p1');
    expect(during.top.map((s) => [s.rank, s.name])).toEqual([
      [1, 'win-big-fast'], [1, 'win-big-fast-too'], [3, 'win-big-slow'], [4, 'win-small'], [5, 'loss-close'], [6, 'loss-big'],
    ]);
    expect(during.count).toBe(6);
    expect(during.you).toMatchObject({ rank: 4, name: 'win-small' });
    // Replays (the tables) are public only once the day is over.
    expect(during.top.some((s) => 'table' in s)).toBe(false);
    const afterDay = await stub.leaderboard(dayEnd(date), null);
    expect(afterDay.over).toBe(true);
    expect(afterDay.top[0]!.table).toBe('t3');
    // Through the API, the same order.
    const res = await api(`/daily/kingdom-builder/${date}/leaderboard?player=p1`);
    expect(res.status).toBe(400);
    const board = (await (await api(`/daily/kingdom-builder/${date}/leaderboard`)).json()) as DailyLeaderboard;
    expect(board.top.map((s) => s.name)).toEqual(afterDay.top.map((s) => s.name));
    expect((await api('/daily/kingdom-builder/2999-01-01/leaderboard')).status).toBe(404);
    expect((await api('/daily/kingdom-builder/2030-02-31/leaderboard')).status).toBe(400);
    expect((await api('/daily/chess')).status).toBe(404);
  });

  it('never sends the seed before the day is over: not in the card, the attempt, the table, the record or the leaderboard', async () => {
    const player = await newPlayer();
    const made = await attempt('dominion', player, 'Eve');
    const meta = await metaOf(made.table);
    const secrets = [meta.seed, meta.botSeed!];
    const seen: string[] = [JSON.stringify(made)];
    seen.push(await (await api(`/daily/dominion?player=${player.id}`)).text());
    const { client, state } = await attached(made.table, made.token);
    expect(state.room.status).toBe('playing');
    // Resigning ends the game: the room reports the attempt, as a loss.
    client.send({ v: 1, type: 'resign' });
    await client.stateWhere((s) => s.room.status === 'finished');
    seen.push(...client.raw);
    await expect.poll(async () => (await metaOf(made.table)).daily?.reported).toBe(true);
    const record = await api(`/tables/${made.table}/record`);
    expect(record.status).toBe(409);
    const refusal = await record.text();
    expect(refusal).toContain('daily-running');
    seen.push(refusal);
    const board = await (await api(`/daily/dominion/${dayOf(Date.now())}/leaderboard?player=${player.id}`)).text();
    seen.push(board);
    expect((JSON.parse(board) as DailyLeaderboard).you).toMatchObject({ name: 'Eve', score: { won: false } });
    for (const text of seen) for (const secret of secrets) expect(text).not.toContain(secret);
    client.close();
    // Once the day is over the record, seed and all, is public: the replay opens.
    await runInDurableObject(roomStub(made.table), (room: Room) => {
      const m = room.store.meta()! as RoomMeta;
      room.store.saveMeta({ ...m, daily: { ...m.daily!, until: Date.now() - 1 } });
    });
    const open = await api(`/tables/${made.table}/record`);
    expect(open.status).toBe(200);
    expect(((await open.json()) as { seed: string }).seed).toBe(meta.seed);
  });
});

describe('daily challenge: the room reports its finished attempt', () => {
  it('retries on the room alarm until the Daily object has taken it, and once only', async () => {
    const player = await newPlayer();
    const made = await attempt('dominion', player, 'Fay');
    const { client } = await attached(made.table, made.token);
    client.send({ v: 1, type: 'resign' });
    await client.stateWhere((s) => s.room.status === 'finished');
    client.close();
    // The room reports after it has told the players the game is over.
    await expect.poll(async () => (await metaOf(made.table)).daily?.reported).toBe(true);
    const daily = env.Daily.getByName(dailyName('dominion', dayOf(Date.now())));
    // As if the first report had been lost on the way: the room still owes it, the object has nothing.
    await runInDurableObject(daily, (_d: Daily, ctx) => ctx.storage.sql.exec(`UPDATE attempts SET finished_at = NULL WHERE table_id = ?`, made.table));
    const due = await runInDurableObject(roomStub(made.table), async (room: Room) => {
      const m = room.store.meta()!;
      m.daily = { ...m.daily!, reported: false };
      room.store.saveMeta(m);
      await settle(room.parts, m);
      return room.schedule.items().find((i) => i.key === 'daily')?.due ?? null;
    });
    expect(due).not.toBeNull();
    expect(await runDurableObjectAlarm(roomStub(made.table))).toBe(true);
    expect((await metaOf(made.table)).daily?.reported).toBe(true);
    const card = (await (await api(`/daily/dominion?player=${player.id}`)).json()) as DailyCard;
    expect(card.you!.attempts[0]!.score).toEqual({ won: false, margin: 0, turns: 0 });
    expect(await runInDurableObject(roomStub(made.table), (room: Room) => room.schedule.items().some((i) => i.key === 'daily'))).toBe(false);
  });
});

describe('daily challenge: streak and history on the player\'s profile', () => {
  it('a finished scored attempt reaches the player\'s object; practice does not', async () => {
    const player = await newPlayer();
    // The object only keeps what a known player did: as the page would, the player exists first.
    await env.Player.getByName(player.id).setName('Gil');
    for (let i = 0; i < 2; i++) {
      const made = await attempt('dominion', player, 'Gil');
      expect(made.scored).toBe(i === 0);
      const { client } = await attached(made.table, made.token);
      client.send({ v: 1, type: 'resign' });
      await client.stateWhere((s) => s.room.status === 'finished');
      await expect.poll(async () => (await metaOf(made.table)).daily?.reported).toBe(true);
      client.close();
    }
    const profile = await env.Player.getByName(player.id).profile();
    expect(profile).toMatchObject({ daily: { streak: 1, days: [{ game: 'dominion', date: dayOf(Date.now()), score: { won: false, margin: 0 } }] } });
    expect((profile as { daily: { days: unknown[] } }).daily.days).toHaveLength(1);
  });
});

describe('daily challenge: forget me', () => {
  it('the day\'s leaderboard keeps the name but drops the link to a forgotten player', async () => {
    const player = await newPlayer();
    await env.Player.getByName(player.id).setName('Hal');
    const made = await attempt('dominion', player, 'Hal');
    const { client } = await attached(made.table, made.token);
    client.send({ v: 1, type: 'resign' });
    await client.stateWhere((s) => s.room.status === 'finished');
    await expect.poll(async () => (await metaOf(made.table)).daily?.reported).toBe(true);
    client.close();
    const date = dayOf(Date.now());
    const board = () => api(`/daily/dominion/${date}/leaderboard?player=${player.id}`).then((r) => r.json() as Promise<DailyLeaderboard>);
    await expect.poll(async () => (await env.Player.getByName(player.id).profile() as { daily?: unknown }).daily).toBeDefined();
    expect((await board()).you).toMatchObject({ name: 'Hal', player: player.id });
    await env.Player.getByName(player.id).forget();
    await expect.poll(async () => (await board()).you ?? null).toBeNull();
    const text = JSON.stringify(await board());
    expect(text).not.toContain(player.id);
    expect(text).toContain('"Hal"');
  });
});
