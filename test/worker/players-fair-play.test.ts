// Proofs at rooms and matchmakers (provePlayer) and quick match's fair play (issues 21, 22).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { COOL_DOWNS_MS } from '../../party/players/fair-play.ts';
import { provePlayer } from '../../party/players/prove.ts';
import { newChallenge } from '../../party/protocol/identity.ts';
import { newKey, sign } from './players-helpers.ts';

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
});
