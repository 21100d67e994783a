// Leaderboards (issue 21): only players with at least 10 rated games, a settled rating (RD <= 110)
// and an identity a week old are listed; anyone can see their own rank, or why they have none.
// Every rated player's standing reaches the board at once: those not listed are shown apart as provisional.
import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MIN_AGE_MS, MIN_GAMES, MIN_OPPONENTS, PROVISIONAL_SHOWN } from '../../party/players/leaderboard.ts';
import { absenceUntil } from '../../party/players/glicko2.ts';
import type { Leaderboard as LeaderboardObject } from '../../party/players/leaderboard.ts';
import type { Player } from '../../party/players/player.ts';
import { PROVISIONAL_RD, type Leaderboard } from '../../party/protocol/players.ts';
import { api } from './helpers.ts';
import { newKey, report, seat } from './players-helpers.ts';

const DAY = 86_400_000;
const settled = { rating: 1500, rd: 50, vol: 0.06 };

/** `player` plays `n` rated games, won and lost in turn, each against a new settled opponent. */
async function games(player: string, n: number) {
  for (let i = 0; i < n; i++) {
    const opponent = (await newKey()).id;
    const place = 1 + (i % 2);
    await env.Player.getByName(player).report(report([seat(0, player, place), seat(1, opponent, 3 - place, { ratingBefore: settled })], { pool: 'kingdom-builder' }));
  }
}

async function ageIdentity(player: string, days: number) {
  await runInDurableObject(env.Player.getByName(player), (_p: Player, ctx) => {
    ctx.storage.sql.exec(`UPDATE meta SET value = ? WHERE key = 'created_at'`, String(Date.now() - days * DAY));
  });
}

async function board(player: string): Promise<Leaderboard> {
  const res = await api(`/leaderboards/kingdom-builder?player=${player}`);
  expect(res.status).toBe(200);
  return res.json();
}

describe('leaderboard eligibility', () => {
  it(`lists a player after ${MIN_GAMES} rated games with RD <= 110 once their identity is a week old`, async () => {
    const a = (await newKey()).id;
    await games(a, MIN_GAMES - 1);
    await ageIdentity(a, 8);
    // The standing reaches the board when the next game is reported.
    await expect.poll(async () => (await board(a)).you?.games).toBe(MIN_GAMES - 1);
    expect((await board(a)).you).toMatchObject({ rank: null, eligible: false, why: 'few-games' });
    expect((await board(a)).top.some((e) => e.player === a)).toBe(false);

    await games(a, 1);
    await expect.poll(async () => (await board(a)).you?.games).toBe(MIN_GAMES);
    const listed = await board(a);
    expect(listed.you!.rd).toBeLessThanOrEqual(110);
    expect(listed.you).toMatchObject({ eligible: true });
    expect(listed.you!.rank).toBeGreaterThanOrEqual(1);
    expect(listed.top.find((e) => e.player === a)).toMatchObject({ rank: listed.you!.rank, games: MIN_GAMES });
  });

  it('keeps a player with enough games off the board while their identity is under a week old', async () => {
    const a = (await newKey()).id;
    await games(a, MIN_GAMES);
    await ageIdentity(a, 6);
    await games(a, 1);
    await expect.poll(async () => (await board(a)).you?.games).toBe(MIN_GAMES + 1);
    expect((await board(a)).you).toMatchObject({ rank: null, eligible: false, why: 'new-identity' });
  });

  it('keeps a provisional rating (RD > 110) off the board, and ranks by rating among the listed', async () => {
    const lb = env.Leaderboard.getByName('dominion-multi');
    const old = Date.now() - MIN_AGE_MS - DAY;
    const [top, second, provisional] = await Promise.all([newKey(), newKey(), newKey()]);
    await lb.update({ player: top.id, name: 'Top', rating: 2900, rd: 60, games: 40, since: old, opponents: MIN_OPPONENTS });
    await lb.update({ player: second.id, name: 'Second', rating: 2800, rd: 100, games: 12, since: old, opponents: MIN_OPPONENTS });
    await lb.update({ player: provisional.id, name: 'New', rating: 3000, rd: 120, games: 30, since: old, opponents: MIN_OPPONENTS });
    const res = await api(`/leaderboards/dominion-multi?player=${provisional.id}`);
    const body = (await res.json()) as Leaderboard;
    expect(body.top.slice(0, 2).map((e) => [e.rank, e.player])).toEqual([[1, top.id], [2, second.id]]);
    expect(body.top.some((e) => e.player === provisional.id)).toBe(false);
    expect(body.you).toMatchObject({ rank: null, eligible: false, why: 'provisional' });
    expect((await lb.board('dominion-multi', second.id)).you).toMatchObject({ rank: 2, eligible: true });
    // An older standing arriving late does not overwrite a newer one.
    await lb.update({ player: top.id, name: 'Top', rating: 1000, rd: 60, games: 39, since: old, opponents: MIN_OPPONENTS });
    expect((await lb.board('dominion-multi', top.id)).you).toMatchObject({ rank: 1, rating: 2900 });
  });

  it('answers a player the board has not heard of with their start rating and why they are not listed', async () => {
    const a = await newKey();
    await env.Player.getByName(a.id).seatedAt({ table: 'open0000000000000000000000', game: 'tiny', seat: 0, status: 'open', updatedAt: Date.now(), name: 'Ada' });
    expect((await board(a.id)).you).toEqual({ rank: null, rating: 1500, rd: 350, games: 0, eligible: false, why: 'few-games' });
    const stranger = (await newKey()).id;
    expect((await board(stranger)).you).toBeUndefined();
    expect((await api('/leaderboards/kingdom-builder?player=nope')).status).toBe(400);
  });

  it('a standing that did not reach the board before an eviction is delivered by the alarm', async () => {
    const a = (await newKey()).id;
    await games(a, MIN_GAMES - 1);
    await ageIdentity(a, 8);
    const lb = env.Leaderboard.getByName('kingdom-builder');
    await expect.poll(async () => (await lb.board('kingdom-builder', a)).you?.games).toBe(MIN_GAMES - 1);
    // The 10th game's writes, without the delivery that follows them: as if evicted right after.
    await runInDurableObject(env.Player.getByName(a), async (p: Player, ctx) => {
      const object = p as unknown as { flush(): void };
      const flush = object.flush;
      object.flush = () => undefined;
      try {
        await p.report(report([seat(0, a, 1), seat(1, (await newKey()).id, 2, { ratingBefore: settled })], { pool: 'kingdom-builder' }));
      } finally {
        object.flush = flush;
      }
      expect(ctx.storage.sql.exec(`SELECT kind FROM outbox`).toArray()).toEqual([{ kind: 'leaderboard' }]);
    });
    await evictDurableObject(env.Player.getByName(a));
    expect((await lb.board('kingdom-builder', a)).you).toMatchObject({ games: MIN_GAMES - 1, eligible: false });
    await runInDurableObject(env.Player.getByName(a), (_p: Player, ctx) => ctx.storage.setAlarm(Date.now()));
    expect(await runDurableObjectAlarm(env.Player.getByName(a))).toBe(true);
    expect((await lb.board('kingdom-builder', a)).you).toMatchObject({ games: MIN_GAMES, eligible: true });
    expect(await runInDurableObject(env.Player.getByName(a), (_p: Player, ctx) => ctx.storage.sql.exec(`SELECT * FROM outbox`).toArray())).toEqual([]);
  });

  it('a provisional player appears among the provisional standings at once, never among the ranks', async () => {
    const a = (await newKey()).id;
    await games(a, MIN_GAMES + 1);
    // Enough games and a settled rating, but an identity under a week old: sent now, not on the day it comes of age.
    await expect.poll(async () => (await board(a)).provisional.find((e) => e.player === a)?.games).toBe(MIN_GAMES + 1);
    const young = await board(a);
    expect(young.provisional.find((e) => e.player === a)).toMatchObject({ why: 'new-identity' });
    expect(young.top.some((e) => e.player === a)).toBe(false);
    expect(young.you).toMatchObject({ rank: null, eligible: false, why: 'new-identity' });

    const b = (await newKey()).id;
    await games(b, 2);
    await expect.poll(async () => (await board(b)).provisional.find((e) => e.player === b)?.why).toBe('few-games');
    expect((await board(b)).top.some((e) => e.player === b)).toBe(false);

    // Once of age, the same standing is ranked and leaves the provisional ones.
    await ageIdentity(a, 8);
    await games(a, 1);
    await expect.poll(async () => (await board(a)).you?.eligible).toBe(true);
    const listed = await board(a);
    expect(listed.top.some((e) => e.player === a)).toBe(true);
    expect(listed.provisional.some((e) => e.player === a)).toBe(false);
  });

  it(`provisional standings are ordered by rating and capped at ${PROVISIONAL_SHOWN}`, async () => {
    const lb = env.Leaderboard.getByName('dominion-2p');
    const now = Date.now();
    for (let i = 0; i < PROVISIONAL_SHOWN + 5; i++) {
      await lb.update({ player: `p${String(i).padStart(31, 'a')}`, name: `P${i}`, rating: 1000 + i * 10, rd: 200, games: 3, since: now });
    }
    const body = await lb.board('dominion-2p', null);
    expect(body.provisional).toHaveLength(PROVISIONAL_SHOWN);
    const ratings = body.provisional.map((e) => e.rating);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    expect(ratings[0]).toBe(1000 + (PROVISIONAL_SHOWN + 4) * 10);
    expect(body.top.some((e) => e.name?.startsWith('P'))).toBe(false);
  });

  it('a long absence takes a player off the board: from their last game the board knows when their growing RD passes 110', async () => {
    const a = (await newKey()).id;
    await games(a, MIN_GAMES);
    await ageIdentity(a, 8);
    await games(a, 1);
    await expect.poll(async () => (await board(a)).you?.eligible).toBe(true);
    const stub = env.Leaderboard.getByName('kingdom-builder');
    const settledUntil = () => runInDurableObject(stub, (_b: LeaderboardObject, ctx) =>
      ctx.storage.sql.exec<{ at: number }>(`SELECT settled_until AS at FROM entries WHERE player = ?`, a).one().at);
    const { rating } = await env.Player.getByName(a).standing('kingdom-builder');
    expect(await settledUntil()).toBeCloseTo(Date.now() + absenceUntil(rating, PROVISIONAL_RD), -5);
    expect(await settledUntil()).toBeGreaterThan(Date.now() + 30 * DAY);
    // That day comes: the board lists them no more, and says why.
    await runInDurableObject(stub, (_b: LeaderboardObject, ctx) => {
      ctx.storage.sql.exec(`UPDATE entries SET settled_until = ? WHERE player = ?`, Date.now() - 1, a);
    });
    expect((await board(a)).you).toMatchObject({ rank: null, eligible: false, why: 'provisional' });
    expect((await board(a)).top.some((e) => e.player === a)).toBe(false);
  });
});

describe('the opponents rule: rated games against at least 5 distinct established opponents', () => {
  const throwaway = { rating: 1500, rd: 350, vol: 0.06 };

  /** `player` plays `n` rated games against `opponent` (its rating as the room read it at the start), won and lost in turn. */
  async function against(player: string, opponent: string, n: number, ratingBefore: typeof settled | null) {
    for (let i = 0; i < n; i++) {
      const place = 1 + (i % 2);
      await env.Player.getByName(player).report(report([seat(0, player, place), seat(1, opponent, 3 - place, { ratingBefore })], { pool: 'kingdom-builder' }));
    }
  }

  it('a player farming throwaway identities (provisional, or new) stays off the board: few-opponents', async () => {
    const a = (await newKey()).id;
    for (let i = 0; i < 3; i++) await against(a, (await newKey()).id, 5, i === 0 ? null : throwaway);
    await ageIdentity(a, 8);
    await against(a, (await newKey()).id, 1, throwaway);
    const you = (await board(a)).you!;
    expect(you).toMatchObject({ rank: null, eligible: false, why: 'few-opponents', games: 16 });
    expect((await board(a)).top.some((e) => e.player === a)).toBe(false);
    expect((await env.Player.getByName(a).standing('kingdom-builder')).opponents).toBe(0);
  });

  it(`counts each established opponent once: listed only with the ${MIN_OPPONENTS}th distinct one`, async () => {
    const a = (await newKey()).id;
    const regular = (await newKey()).id;
    // Ten games against one settled regular and three other settled players: four distinct.
    await against(a, regular, 5, settled);
    await ageIdentity(a, 8);
    for (let i = 0; i < 3; i++) await against(a, (await newKey()).id, 2, settled);
    await expect.poll(async () => (await board(a)).you?.games).toBe(11);
    expect((await board(a)).you).toMatchObject({ rank: null, eligible: false, why: 'few-opponents' });
    expect((await env.Player.getByName(a).standing('kingdom-builder')).opponents).toBe(MIN_OPPONENTS - 1);
    await against(a, regular, 1, settled);
    expect((await board(a)).you).toMatchObject({ why: 'few-opponents' });
    // The fifth distinct established opponent.
    await against(a, (await newKey()).id, 1, settled);
    await expect.poll(async () => (await board(a)).you?.eligible).toBe(true);
    expect((await board(a)).top.some((e) => e.player === a)).toBe(true);
  });

  it('the board\'s SQL and whyNotListed agree: 4 opponents unlisted, 5 listed, a row from before the rule unlisted', async () => {
    const lb = env.Leaderboard.getByName('dominion-2p');
    const old = Date.now() - MIN_AGE_MS - DAY;
    const [four, five, before] = await Promise.all([newKey(), newKey(), newKey()]);
    await lb.update({ player: four.id, name: 'Four', rating: 3100, rd: 60, games: 40, since: old, opponents: MIN_OPPONENTS - 1 });
    await lb.update({ player: five.id, name: 'Five', rating: 3050, rd: 60, games: 40, since: old, opponents: MIN_OPPONENTS });
    await lb.update({ player: before.id, name: 'Before', rating: 3200, rd: 60, games: 40, since: old });
    await runInDurableObject(lb, (_b: LeaderboardObject, ctx) => {
      ctx.storage.sql.exec(`UPDATE entries SET opponents = NULL WHERE player = ?`, before.id);
    });
    const top = (await lb.board('dominion-2p', null)).top.map((e) => e.player);
    expect(top).toContain(five.id);
    expect(top).not.toContain(four.id);
    expect(top).not.toContain(before.id);
    expect((await lb.board('dominion-2p', four.id)).you).toMatchObject({ rank: null, eligible: false, why: 'few-opponents' });
    expect((await lb.board('dominion-2p', before.id)).you).toMatchObject({ rank: null, eligible: false, why: 'few-opponents' });
    expect((await lb.board('dominion-2p', five.id)).you).toMatchObject({ eligible: true, rank: top.indexOf(five.id) + 1 });
  });

  it('"forget me" of an opponent takes them out of the count', async () => {
    const a = (await newKey()).id;
    const b = await newKey();
    await against(a, b.id, 1, settled);
    expect((await env.Player.getByName(a).standing('kingdom-builder')).opponents).toBe(1);
    await env.Player.getByName(a).forgetOpponent(b.id);
    expect((await env.Player.getByName(a).standing('kingdom-builder')).opponents).toBe(0);
  });
});
