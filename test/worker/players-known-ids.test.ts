// The index of known ids (party/players/known-ids.ts, issue 31): an address past its new-identity
// limit is refused for an id the index does not know before that id's Player object is reached,
// at the REST challenge route and at rooms' and matchmakers' proofs, so the refusal stores
// nothing; a known player behind the same address is still served, and forget me leaves the index.
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { knownIdsOf, type KnownIds } from '../../party/players/known-ids.ts';
import type { Player } from '../../party/players/player.ts';
import { provePlayer } from '../../party/players/prove.ts';
import { IDENTITIES_PER_MINUTE } from '../../worker/players-api.ts';
import { api, inOneMinute, someAddress } from './helpers.ts';
import { challengeFor, madeObjects, newKey, proven, sign } from './players-helpers.ts';

async function askChallenge(id: string, address: string) {
  return api(`/players/${id}/challenge`, { method: 'POST', headers: { 'cf-connecting-ip': address } });
}

/** Uses up `address`'s new identities for this minute with fresh ids; returns them. */
async function exhaust(address: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < IDENTITIES_PER_MINUTE; i++) {
    const id = (await newKey()).id;
    expect((await askChallenge(id, address)).status).toBe(200);
    ids.push(id);
  }
  return ids;
}

/** A player made known by a proven REST call (naming itself), from an address of its own. */
async function knownPlayer() {
  const key = await newKey();
  expect((await proven(key, 'PUT', `/players/${key.id}/name`, { name: 'Known' })).status).toBe(200);
  return key;
}

describe('the index of known ids', () => {
  it('an address past its limit asking for new ids is refused with 429 and no Player object is ever made', () => inOneMinute(async () => {
    const address = someAddress();
    const answered = await exhaust(address);
    const refused = await Promise.all(Array.from({ length: 10 }, async () => (await newKey()).id));
    for (const id of refused) {
      const res = await askChallenge(id, address);
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'too-many-identities', message: expect.stringContaining('not a known player'),
      });
    }
    // The answered ids' objects were made (they hold a challenge): the listing sees objects.
    expect(await madeObjects(answered)).toEqual(answered);
    expect(await madeObjects(refused)).toEqual([]);
  }));

  it('a proof at a room for a new id from an address past its limit is refused before the Player is reached', () => inOneMinute(async () => {
    const address = someAddress();
    await exhaust(address);
    const key = await newKey();
    const purpose = 'room:t00000xxxxxxxxxxxxxxxxxxxx';
    const answer = await provePlayer(env, await sign(key, purpose, 'c1'), purpose, 'c1', undefined, address);
    expect(answer).toMatchObject({ ok: false, code: 'too-many-identities' });
    expect(await madeObjects([key.id])).toEqual([]);
  }));

  it('a room proof for an id not made yet, signed by a key that is not its first, is refused unknown-key without paying the limit or making the object', () => inOneMinute(async () => {
    const address = someAddress();
    const stranger = await newKey();
    const id = (await newKey()).id;
    const purpose = 'room:t00002xxxxxxxxxxxxxxxxxxxx';
    for (let i = 0; i <= IDENTITIES_PER_MINUTE; i++) {
      expect(await provePlayer(env, await sign(stranger, purpose, `f${i}`, id), purpose, `f${i}`, undefined, address)).toMatchObject({ ok: false, code: 'unknown-key' });
    }
    expect(await madeObjects([id])).toEqual([]);
    // The address paid nothing: a real new player behind it still starts.
    const fresh = await newKey();
    expect(await provePlayer(env, await sign(fresh, purpose, 'g'), purpose, 'g', undefined, address)).toEqual({ ok: true, player: fresh.id });
  }));

  it('a known player behind an address past its limit still gets a challenge and still proves at a room', () => inOneMinute(async () => {
    const key = await knownPlayer();
    expect(await knownIdsOf(env, key.id).has(key.id)).toBe(true);
    const address = someAddress();
    await exhaust(address);
    expect((await askChallenge((await newKey()).id, address)).status).toBe(429);
    expect((await askChallenge(key.id, address)).status).toBe(200);
    const purpose = 'room:t00001xxxxxxxxxxxxxxxxxxxx';
    expect(await provePlayer(env, await sign(key, purpose, 'c2'), purpose, 'c2', undefined, address)).toEqual({ ok: true, player: key.id });
  }));

  it('forget me takes the id out of the known players and marks it forgotten there, so asking about it still makes no object', async () => {
    const key = await knownPlayer();
    const shard = knownIdsOf(env, key.id);
    expect(await shard.has(key.id)).toBe(true);
    expect((await proven(key, 'DELETE', `/players/${key.id}`)).status).toBe(200);
    // Sent by the forgotten player's outbox right after the call (retried on its alarm).
    await expect.poll(() => shard.standing(key.id)).toBe('forgotten');
  });

  it('a player made before the index registers on its next challenge under the limit; until then a limited address cannot start it', () => inOneMinute(async () => {
    const key = await knownPlayer();
    // As an identity made before the index was: known to its object, not to the index.
    await runInDurableObject(env.Player.getByName(key.id), (_p: Player, ctx) => { ctx.storage.sql.exec(`DELETE FROM meta WHERE key = 'indexed'`); });
    await runInDurableObject(knownIdsOf(env, key.id), (_k: KnownIds, ctx) => { ctx.storage.sql.exec(`DELETE FROM known WHERE id = ?`, key.id); });
    const limited = someAddress();
    await exhaust(limited);
    expect((await askChallenge(key.id, limited)).status).toBe(429);
    await challengeFor(key.id, someAddress());
    await expect.poll(() => knownIdsOf(env, key.id).standing(key.id)).toBe('known');
    expect((await askChallenge(key.id, limited)).status).toBe(200);
  }));
});
