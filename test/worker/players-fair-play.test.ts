// Proofs at rooms and matchmakers (provePlayer) and quick match's fair play (issues 21, 22).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { COOL_DOWNS_MS } from '../../party/players/fair-play.ts';
import { provePlayer } from '../../party/players/prove.ts';
import { newChallenge } from '../../party/protocol/identity.ts';
import { MIN_RATED_TURNS } from '../../party/players/reports.ts';
import { newKey, report, seat, sign } from './players-helpers.ts';

describe('provePlayer', () => {
  it('accepts the first key of a player, refuses another key, a stale challenge and a forgotten player', async () => {
    const [key, other] = await Promise.all([newKey(), newKey()]);
    const challenge = newChallenge();
    const purpose = 'room:abcdefghijklmnopqrstuvwxyz';
    expect(await provePlayer(env, await sign(key, purpose, challenge), purpose, challenge)).toEqual({ ok: true, player: key.id });
    expect(await provePlayer(env, await sign(other, purpose, challenge, key.id), purpose, challenge)).toMatchObject({ ok: false, code: 'unknown-key' });
    expect(await provePlayer(env, await sign(key, 'room:another', challenge), purpose, challenge)).toMatchObject({ ok: false, code: 'bad-signature' });
    expect(await provePlayer(env, await sign(key, purpose, challenge), purpose, challenge, Date.now() - 1)).toMatchObject({ ok: false, code: 'challenge-expired' });
    await env.Player.getByName(key.id).forget();
    expect(await provePlayer(env, await sign(key, purpose, challenge), purpose, challenge)).toMatchObject({ ok: false, code: 'unknown-key' });
  });
});

describe('quick match fair play', () => {
  it('forgives the first abandon of a day, then makes the player wait longer after each one', async () => {
    const player = env.Player.getByName((await newKey()).id);
    const now = Date.now();
    expect(await player.queueStanding()).toEqual({ blocked: [], coolDownUntil: null });
    await player.noteAbandon('t1aaaaaaaaaaaaaaaaaaaaaaaa', 'left-before-start', now - 60_000);
    expect((await player.queueStanding()).coolDownUntil).toBeNull();
    await player.noteAbandon('t2aaaaaaaaaaaaaaaaaaaaaaaa', 'taken-over', now - 30_000);
    expect((await player.queueStanding()).coolDownUntil).toBe(now - 30_000 + COOL_DOWNS_MS[1]!);
    // The same table noted twice is one abandon.
    await player.noteAbandon('t2aaaaaaaaaaaaaaaaaaaaaaaa', 'taken-over', now - 20_000);
    await player.noteAbandon('t3aaaaaaaaaaaaaaaaaaaaaaaa', 'left-before-start', now - 10_000);
    expect((await player.queueStanding()).coolDownUntil).toBe(now - 10_000 + COOL_DOWNS_MS[2]!);
  });

  it('forgets abandons after a day', async () => {
    const player = env.Player.getByName((await newKey()).id);
    const dayAgo = Date.now() - 25 * 3_600_000;
    for (const t of ['t1', 't2', 't3']) await player.noteAbandon(`${t}aaaaaaaaaaaaaaaaaaaaaaaa`, 'taken-over', dayAgo);
    expect((await player.queueStanding()).coolDownUntil).toBeNull();
  });

  it('a rated game resigned or left in its first two rounds (too short to rate) counts as an abandon; the cool-down applies', async () => {
    const [quitter, opponent] = await Promise.all([newKey(), newKey()]);
    const mine = env.Player.getByName(quitter.id);
    const theirs = env.Player.getByName(opponent.id);
    const now = Date.now();
    // Resigned in round 1: nobody's rating changes, and the first abandon of the day is free.
    const first = report([seat(0, quitter.id, 2, { forfeited: true }), seat(1, opponent.id, 1)], { turns: 1, finishedAt: now - 60_000 });
    for (const p of [mine, theirs]) {
      const answer = await p.report(first);
      expect(answer.after).toEqual(answer.before);
    }
    expect((await mine.queueStanding()).coolDownUntil).toBeNull();
    // The same report again is the same answer: still one abandon.
    await mine.report(first);
    expect((await mine.queueStanding()).coolDownUntil).toBeNull();
    // Left in round 2 (a bot played on: forfeited): the second abandon, so the cool-down runs.
    const second = report([seat(0, quitter.id, 2, { forfeited: true }), seat(1, opponent.id, 1)], { turns: MIN_RATED_TURNS - 1, finishedAt: now - 30_000 });
    await mine.report(second);
    expect((await mine.queueStanding()).coolDownUntil).toBe(now - 30_000 + COOL_DOWNS_MS[1]!);
    // The room's own note of that take-over, for the same table, is the same abandon.
    await mine.noteAbandon(second.table, 'taken-over', now - 29_000);
    expect((await mine.queueStanding()).coolDownUntil).toBe(now - 30_000 + COOL_DOWNS_MS[1]!);
    // The opponent who played on abandoned nothing.
    await theirs.report(second);
    expect((await theirs.queueStanding()).coolDownUntil).toBeNull();
    const data = await runInPlayer(quitter.id);
    expect(data).toEqual([first.table, second.table].sort());
  });

  it('no abandon for an early end nobody forfeited, an unrated table, or a resignation once the game rates', async () => {
    const [player, opponent] = await Promise.all([newKey(), newKey()]);
    const mine = env.Player.getByName(player.id);
    const seats = (forfeited: boolean) => [seat(0, player.id, 2, { forfeited }), seat(1, opponent.id, 1)];
    await mine.report(report(seats(false), { turns: 1 }));
    await mine.report(report(seats(true), { turns: 1, rated: false }));
    await mine.report(report(seats(true), { turns: 1, rated: false }));
    // Resigned in round 3: the game rates (the resignation loses), so it is no abandon.
    const rated = await mine.report(report(seats(true), { turns: MIN_RATED_TURNS }));
    expect(rated.after!.rating).toBeLessThan(rated.before!.rating);
    expect(await runInPlayer(player.id)).toEqual([]);
  });
});

/** The tables a player's object holds as abandons. */
async function runInPlayer(id: string): Promise<string[]> {
  const { runInDurableObject } = await import('cloudflare:test');
  return runInDurableObject(env.Player.getByName(id), (_, state) =>
    state.storage.sql.exec<{ table_id: string }>(`SELECT table_id FROM abandons ORDER BY table_id`).toArray().map((r) => r.table_id));
}
