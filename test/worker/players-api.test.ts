// The players' REST API (issue 21): challenge-response proofs, the identity
// creation limit, profiles, "your games", blocks and "forget me", through the Worker as a page
// would call it, with real P-256 keys.
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Player } from '../../party/players/player.ts';
import { STALE_TABLE_MS } from '../../party/players/player-tables.ts';
import { fromBase64url } from '../../party/protocol/identity.ts';
import { base64url } from '../../party/protocol/seat-token.ts';
import type { PlayerProfile } from '../../party/protocol/players.ts';
import { IDENTITIES_PER_MINUTE } from '../../worker/players-api.ts';
import { CHALLENGES_PER_MINUTE } from '../../party/players/player-keys.ts';
import { api, someAddress, inOneMinute } from './helpers.ts';
import { challengeFor, newKey, proven, report, seat, sign, type TestKey } from './players-helpers.ts';

async function putName(key: TestKey, name: string, player = key.id) {
  return proven(key, 'PUT', `/players/${player}/name`, { name }, player);
}

async function send(method: string, path: string, body: unknown) {
  return api(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('challenge-response', () => {
  it('a good proof of a fresh challenge makes the identity and does what it asks', async () => {
    const key = await newKey();
    expect((await api(`/players/${key.id}`)).status).toBe(404);
    const res = await putName(key, 'Ada');
    expect(res.status).toBe(200);
    const profile = (await (await api(`/players/${key.id}`)).json()) as PlayerProfile;
    expect(profile).toMatchObject({ id: key.id, name: 'Ada', ratings: [], recent: [] });
    expect(profile.createdAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a forged signature, and the challenge still works for a good proof', async () => {
    const key = await newKey();
    const { challenge } = await challengeFor(key.id);
    const path = `/players/${key.id}/name`;
    const good = await sign(key, `api:PUT /api${path}`, challenge);
    // Signed for another purpose: the signature does not match this call.
    const forged = await sign(key, `api:PUT /api/players/${key.id}/blocks/x`, challenge);
    const res = await send('PUT', path, { name: 'Mallory', proof: forged });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('bad-signature');
    expect((await api(`/players/${key.id}`)).status).toBe(404);
    expect((await send('PUT', path, { name: 'Ada', proof: good })).status).toBe(200);
  });

  it('refuses a replayed proof: a challenge works once', async () => {
    const key = await newKey();
    const { challenge } = await challengeFor(key.id);
    const path = `/players/${key.id}/name`;
    const proof = await sign(key, `api:PUT /api${path}`, challenge);
    expect((await send('PUT', path, { name: 'Ada', proof })).status).toBe(200);
    const replay = await send('PUT', path, { name: 'Eve', proof });
    expect(replay.status).toBe(403);
    expect((await errorOf(replay)).code).toBe('unknown-challenge');
    expect(((await (await api(`/players/${key.id}`)).json()) as PlayerProfile).name).toBe('Ada');
  });

  it('refuses an expired challenge', async () => {
    const key = await newKey();
    const { challenge } = await challengeFor(key.id);
    await runInDurableObject(env.Player.getByName(key.id), (_p: Player, ctx) => {
      ctx.storage.sql.exec(`UPDATE challenges SET expires_at = ? WHERE challenge = ?`, Date.now() - 1, challenge);
    });
    const path = `/players/${key.id}/name`;
    const res = await send('PUT', path, { name: 'Ada', proof: await sign(key, `api:PUT /api${path}`, challenge) });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: 'challenge-expired' });
    expect((await api(`/players/${key.id}`)).status).toBe(404);
  });

  it('refuses a malformed key, a key that is not on the curve and a malformed body, naming the problem', async () => {
    const key = await newKey();
    const { challenge } = await challengeFor(key.id);
    const path = `/players/${key.id}/name`;
    const proof = await sign(key, `api:PUT /api${path}`, challenge);
    const short = await send('PUT', path, { name: 'Ada', proof: { ...proof, key: base64url(fromBase64url(key.key)!.subarray(0, 33)) } });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).message).toMatch(/65 bytes/);
    const offCurve = new Uint8Array(65).fill(7);
    offCurve[0] = 4;
    const bad = await send('PUT', path, { name: 'Ada', proof: { ...proof, key: base64url(offCurve) } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('bad-proof');
    const noProof = await send('PUT', path, { name: 'Ada' });
    expect(noProof.status).toBe(400);
    expect((await errorOf(noProof)).message).toMatch(/proof/);
    // None of these used the challenge up.
    expect((await send('PUT', path, { name: 'Ada', proof })).status).toBe(200);
  });

  it('refuses a good signature by a key that is not the player\'s', async () => {
    const [owner, stranger] = await Promise.all([newKey(), newKey()]);
    expect((await putName(owner, 'Ada')).status).toBe(200);
    const res = await putName(stranger, 'Mallory', owner.id);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('unknown-key');
    expect(((await (await api(`/players/${owner.id}`)).json()) as PlayerProfile).name).toBe('Ada');
  });

  it('refuses bad ids with 400 and unknown routes stay 404s', async () => {
    expect((await api('/players/NOT-AN-ID/challenge', { method: 'POST' })).status).toBe(400);
    expect((await api('/players/NOT-AN-ID')).status).toBe(400);
    expect((await api('/leaderboards/chess')).status).toBe(404);
  });
});

describe('abuse and privacy', () => {
  it(`one address starts at most ${IDENTITIES_PER_MINUTE} new identities a minute; known players still get challenges`, () => inOneMinute(async () => {
    const address = someAddress();
    const known = await newKey();
    expect((await putName(known, 'Ada')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < IDENTITIES_PER_MINUTE + 2; i++) {
      const key = await newKey();
      statuses.push((await api(`/players/${key.id}/challenge`, { method: 'POST', headers: { 'cf-connecting-ip': address } })).status);
    }
    expect(statuses.slice(0, IDENTITIES_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(IDENTITIES_PER_MINUTE)).toEqual([429, 429]);
    const refused = await api(`/players/${(await newKey()).id}/challenge`, { method: 'POST', headers: { 'cf-connecting-ip': address } });
    expect((await errorOf(refused)).code).toBe('too-many-identities');
    expect((await api(`/players/${known.id}/challenge`, { method: 'POST', headers: { 'cf-connecting-ip': address } })).status).toBe(200);
  }));

  it(`one address gets at most ${CHALLENGES_PER_MINUTE} challenges a minute for one player, so a flood cannot push out the owner's challenge`, () => inOneMinute(async () => {
    const key = await newKey();
    expect((await putName(key, 'Ada')).status).toBe(200);
    const { challenge } = await challengeFor(key.id);
    const flooder = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= CHALLENGES_PER_MINUTE; i++) {
      statuses.push((await api(`/players/${key.id}/challenge`, { method: 'POST', headers: { 'cf-connecting-ip': flooder } })).status);
    }
    expect(statuses.slice(0, CHALLENGES_PER_MINUTE).every((s) => s === 200)).toBe(true);
    const refused = await api(`/players/${key.id}/challenge`, { method: 'POST', headers: { 'cf-connecting-ip': flooder } });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe('too-many-challenges');
    // The owner's challenge, asked for before the flood, still works.
    const path = `/players/${key.id}/name`;
    expect((await send('PUT', path, { name: 'Bea', proof: await sign(key, `api:PUT /api${path}`, challenge) })).status).toBe(200);
  }));

  it('"forget me" wipes the player, takes them off the leaderboard, and the id answers 404 forgotten', async () => {
    const [key, other] = await Promise.all([newKey(), newKey()]);
    expect((await putName(key, 'Ada')).status).toBe(200);
    const r = report([seat(0, key.id, 1), seat(1, other.id, 2)]);
    await env.Player.getByName(key.id).report(r);
    await env.Player.getByName(other.id).report(r);
    await env.Player.getByName(key.id).seatedAt({ table: 'open0000000000000000000000', game: 'tiny', seat: 0, status: 'open', updatedAt: Date.now(), name: 'Ada' });
    const data = await proven(key, 'POST', `/players/${key.id}/data`);
    expect(data.status).toBe(200);
    const kept = (await data.json()) as Record<string, unknown[]>;
    expect(kept.reports).toHaveLength(1);
    expect(kept.tables).toHaveLength(2);
    expect(JSON.stringify(kept)).not.toMatch(/192\.0\.|cf-connecting-ip|user-agent/i);
    // As if they had been listed: "forget me" takes them off every board.
    await env.Leaderboard.getByName('dominion-2p').update({ player: key.id, name: 'Ada', rating: 1600, rd: 90, games: 20, since: 0 });

    expect((await proven(key, 'DELETE', `/players/${key.id}`)).status).toBe(200);
    const profile = await api(`/players/${key.id}`);
    expect(profile.status).toBe(404);
    expect((await errorOf(profile)).code).toBe('forgotten');
    expect((await api(`/players/${key.id}/challenge`, { method: 'POST' })).status).toBe(404);
    expect(await env.Player.getByName(key.id).hasKey(key.id)).toBe(false);
    await expect.poll(async () => (await env.Leaderboard.getByName('dominion-2p').board('dominion-2p', key.id)).you).toBeUndefined();
    const left = await runInDurableObject(env.Player.getByName(key.id), (_p: Player, ctx) => ({
      meta: ctx.storage.sql.exec(`SELECT key FROM meta`).toArray(),
      reports: ctx.storage.sql.exec(`SELECT * FROM reports`).toArray(),
    }));
    expect(left.meta).toEqual([{ key: 'forgotten' }]);
    expect(left.reports).toEqual([]);
    // Each room of their games and each opponent was asked to drop the link to them, and answered.
    await expect.poll(() => runInDurableObject(env.Player.getByName(key.id), (_p: Player, ctx) => ctx.storage.sql.exec(`SELECT kind FROM outbox`).toArray())).toEqual([]);
    // Their opponent's record of the game keeps their name, without the link to them.
    await expect.poll(async () => ((await (await api(`/players/${other.id}`)).json()) as PlayerProfile).recent[0]!.seats[0])
      .toEqual({ ...r.seats[0]!, player: null });
    // A late report changes nothing about a forgotten player.
    const late = await env.Player.getByName(key.id).report(report([seat(0, key.id, 1), seat(1, other.id, 2)]));
    expect(late.after).toBeNull();
  });
});

describe('profile, your games and blocks', () => {
  it('the profile shows ratings with their history and recent results; "your games" lists open and finished tables', async () => {
    const [a, b] = await Promise.all([newKey(), newKey()]);
    expect((await putName(a, 'Ada')).status).toBe(200);
    const player = env.Player.getByName(a.id);
    await player.seatedAt({ table: 'open0000000000000000000000', game: 'tiny', seat: 1, status: 'playing', updatedAt: Date.now(), name: 'Ada' });
    const r = report([seat(0, a.id, 1), seat(1, b.id, 2)]);
    const answer = await player.report(r);
    const profile = (await (await api(`/players/${a.id}`)).json()) as PlayerProfile;
    expect(profile.ratings).toEqual([{ pool: 'dominion-2p', rating: answer.after!.rating, rd: expect.closeTo(answer.after!.rd, 3), provisional: true, games: 1,
      history: [{ at: r.finishedAt, rating: answer.after!.rating }] }]);
    expect(profile.recent).toEqual([{ table: r.table, game: 'dominion', finishedAt: r.finishedAt, place: 1, seats: r.seats, before: answer.before, after: answer.after }]);
    // News of the table arriving after its report does not bring it back to life.
    await player.seatedAt({ table: r.table, game: 'dominion', seat: 0, status: 'playing', updatedAt: r.finishedAt - 1, name: 'Ada' });
    const games = await proven(a, 'POST', `/players/${a.id}/games`);
    expect(games.status).toBe(200);
    expect(await games.json()).toMatchObject({
      playing: [{ table: 'open0000000000000000000000', status: 'playing', seat: 1 }],
      finished: [{ table: r.table, status: 'finished', seat: 0 }],
    });
    expect((await api(`/players/${a.id}/games`, { method: 'POST' })).status).toBe(415);
  });

  it('a table not heard of for two weeks leaves "your games" but stays known, so "forget me" still reaches its room', async () => {
    const a = await newKey();
    expect((await putName(a, 'Ada')).status).toBe(200);
    const player = env.Player.getByName(a.id);
    await player.seatedAt({ table: 'stale000000000000000000000', game: 'tiny', seat: 0, status: 'playing', updatedAt: Date.now() - STALE_TABLE_MS - 1, name: 'Ada' });
    expect(await (await proven(a, 'POST', `/players/${a.id}/games`)).json()).toMatchObject({ playing: [] });
    const kept = (await (await proven(a, 'POST', `/players/${a.id}/data`)).json()) as { tables: { table_id: string }[] };
    expect(kept.tables.map((t) => t.table_id)).toEqual(['stale000000000000000000000']);
  });

  it('blocks and unblocks another player for quick match', async () => {
    const [a, b] = await Promise.all([newKey(), newKey()]);
    expect((await proven(a, 'PUT', `/players/${a.id}/blocks/${b.id}`)).status).toBe(200);
    expect((await env.Player.getByName(a.id).queueStanding()).blocked).toEqual([b.id]);
    expect((await proven(a, 'DELETE', `/players/${a.id}/blocks/${b.id}`)).status).toBe(200);
    expect((await env.Player.getByName(a.id).queueStanding()).blocked).toEqual([]);
    expect((await proven(a, 'PUT', `/players/${a.id}/blocks/${a.id}`)).status).toBe(400);
  });
});
