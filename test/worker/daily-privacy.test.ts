// The daily challenge keeps a day's attempts to their players until the day is over: nobody finds
// or watches another's table, one address cannot lock the day's sign-ins, "forget me" reaches
// every attempt, and asking about days that never had a deal leaves nothing behind.
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Daily } from '../../party/daily/daily.ts';
import { dailyName, dayEnd, dayOf } from '../../party/daily/day.ts';
import type { DailyCard, DailyLeaderboard } from '../../party/protocol/daily.ts';
import { TOO_MANY_SPECTATORS_CLOSE_CODE } from '../../party/protocol/close-codes.ts';
import type { ErrorMessage } from '../../party/protocol/common.ts';
import type { ServerMessage } from '../../party/protocol/room.ts';
import type { Room } from '../../party/room/room.ts';
import type { RoomMeta } from '../../party/table/store.ts';
import { attempt, challengeFor } from './daily-helpers.ts';
import { IDENTITIES_PER_MINUTE } from '../../worker/players-api.ts';
import { api, attached, Client, roomStub, someAddress, inOneMinute } from './helpers.ts';
import { newPlayer } from './player-keys.ts';

const today = () => dayOf(Date.now());
const dailyStub = (game: 'dominion' | 'kingdom-builder', date: string) => env.Daily.getByName(dailyName(game, date));
const attemptOwner = (table: string) => runInDurableObject(dailyStub('dominion', today()), (_d: Daily, ctx) =>
  ctx.storage.sql.exec<{ player: string }>(`SELECT player FROM attempts WHERE table_id = ?`, table).one().player);

async function resign(table: string, token: string): Promise<void> {
  const { client } = await attached(table, token);
  client.send({ v: 1, type: 'resign' });
  await client.stateWhere((s) => s.room.status === 'finished');
  client.close();
  await expect.poll(async () => runInDurableObject(roomStub(table), (room: Room) => room.store.meta()!.daily?.reported)).toBe(true);
}

describe('daily challenge: nobody finds or watches another player\'s attempt before the day is over', () => {
  it('the card names a player\'s attempts by ref, never by table', async () => {
    const player = await newPlayer();
    const made = await attempt('dominion', player, 'Ivy');
    const text = await (await api(`/daily/dominion?player=${player.id}`)).text();
    expect(text).not.toContain(made.table);
    expect((JSON.parse(text) as DailyCard).you!.attempts.map((a) => a.ref)).toEqual([made.ref]);
  });

  it('the profile lists today\'s result without its table, and a past day\'s with it', async () => {
    const player = await newPlayer();
    await env.Player.getByName(player.id).setName('Jo');
    const made = await attempt('dominion', player, 'Jo');
    await resign(made.table, made.token);
    await expect.poll(async () => ((await env.Player.getByName(player.id).profile()) as { daily?: unknown }).daily).toBeDefined();
    const yesterday = dayOf(Date.now() - 86_400_000);
    await env.Player.getByName(player.id).noteDaily({ game: 'dominion', date: yesterday, table: 'yesterdays-table', score: { won: true, margin: 3, turns: 12 } });
    const profile = await env.Player.getByName(player.id).profile();
    expect(JSON.stringify(profile)).not.toContain(made.table);
    const days = (profile as { daily: { days: { date: string; table?: string }[] } }).daily.days;
    expect(days.map((d) => [d.date, d.table ?? null])).toEqual([[today(), null], [yesterday, 'yesterdays-table']]);
  });

  it('a socket without the seat is turned away while the day lasts, saying why; once it is over it may watch', async () => {
    const made = await attempt('dominion', await newPlayer(), 'Kit');
    const watcher = await Client.open(made.table);
    watcher.send({ v: 1, type: 'sync' });
    const refusal = await watcher.next((m: ServerMessage): m is ErrorMessage => m.type === 'error');
    expect(refusal.code).toBe('daily-running');
    expect(await watcher.closed()).toBe(TOO_MANY_SPECTATORS_CLOSE_CODE);
    expect(watcher.raw.some((m) => m.includes('"type":"state"'))).toBe(false);
    // The player's own page, with the seat's token, plays on.
    const { client, state } = await attached(made.table, made.token);
    expect(state.room.status).toBe('playing');
    client.close();
    await runInDurableObject(roomStub(made.table), (room: Room) => {
      const m = room.store.meta()! as RoomMeta;
      room.store.saveMeta({ ...m, daily: { ...m.daily!, until: Date.now() - 1 } });
    });
    const later = await Client.open(made.table);
    expect((await later.sync()).room.status).toBe('playing');
    later.close();
  });
});

describe('daily challenge: one address cannot lock everyone out of the day\'s sign-ins', () => {
  it('hands one address at most 20 challenges a minute; another address still gets one', () => inOneMinute(async () => {
    const ask = (address: string) => api('/daily/kingdom-builder/challenges', { method: 'POST', headers: { 'cf-connecting-ip': address } });
    const flooder = someAddress();
    for (let i = 0; i < 20; i++) expect((await ask(flooder)).status).toBe(201);
    const refused = await ask(flooder);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('too-many-challenges');
    expect((await ask(someAddress())).status).toBe(201);
  }));
});

describe('daily challenge: new identities pay the address\'s limit here too', () => {
  it(`an attempt whose proof would start a new identity is refused once the address started ${IDENTITIES_PER_MINUTE} this minute`, () => inOneMinute(async () => {
    const address = someAddress();
    for (let i = 0; i < IDENTITIES_PER_MINUTE; i++) {
      const fresh = await newPlayer();
      expect((await api(`/players/${fresh.id}/challenge`, { method: 'POST', headers: { 'cf-connecting-ip': address } })).status).toBe(200);
    }
    const late = await newPlayer();
    const challenge = await challengeFor('dominion');
    const res = await api('/daily/dominion/attempts', {
      method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': address },
      body: JSON.stringify({ name: 'Late', proof: await late.prove('api:POST /api/daily/dominion/attempts', challenge), botPauseMs: 0 }),
    });
    // A rate limit, as everywhere else: 429, not the 403 of a bad proof.
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('too-many-identities');
  }));
});

describe('daily challenge: "forget me" reaches every attempt', () => {
  it('an unfinished attempt drops the id; finished later, it names nobody and makes no stray player object', async () => {
    const player = await newPlayer();
    const made = await attempt('dominion', player, 'Lou');
    await env.Player.getByName(player.id).forget();
    await expect.poll(() => attemptOwner(made.table)).not.toBe(player.id);
    expect(await attemptOwner(made.table)).toMatch(/^forgotten:/);
    const card = (await (await api(`/daily/dominion?player=${player.id}`)).json()) as DailyCard;
    expect(card.you!.attempts).toEqual([]);
    await resign(made.table, made.token);
    const board = await (await api(`/daily/dominion/${today()}/leaderboard`)).text();
    expect(board).toContain('"Lou"');
    expect(board).not.toContain(player.id);
    // The finished attempt was told to nobody: no Player object was made for its forgotten row.
    await runInDurableObject(dailyStub('dominion', today()), (_d: Daily, ctx) =>
      expect(ctx.storage.sql.exec<{ told: number }>(`SELECT told FROM attempts WHERE table_id = ?`, made.table).one().told).toBe(1));
    expect(await env.Player.getByName(`forgotten:${made.table}`).status()).toBe('new');
  });
});

describe('daily challenge: a leaderboard of a day without a deal', () => {
  it('answers an empty board and keeps no storage for that day', async () => {
    for (const date of ['0000-01-01', '2001-01-01']) {
      const res = await api(`/daily/kingdom-builder/${date}/leaderboard`);
      expect(res.status).toBe(200);
      expect((await res.json()) as DailyLeaderboard).toMatchObject({ date, over: true, top: [], count: 0 });
      const tables = await runInDurableObject(dailyStub('kingdom-builder', date), (_d: Daily, ctx) =>
        ctx.storage.sql.exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table'`).toArray().map((t) => t.name).filter((n) => !n.startsWith('_cf')));
      expect(tables).toEqual([]);
    }
    expect(dayEnd('2001-01-01')).toBeLessThan(Date.now());
  });
});
