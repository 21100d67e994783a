// Moving a player to another device (issue 21): the old key signs a transfer link's key, and the
// link's key signs the new device's key, once, within 10 minutes; and the owner's list of keys.
// Through the Worker as the pages call it, with real P-256 keys.
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Player } from '../../party/players/player.ts';
import { TRANSFER_TTL_MS } from '../../party/players/player-keys.ts';
import type { PlayerKey } from '../../party/protocol/players.ts';
import { vouchingPurpose } from '../../party/protocol/identity.ts';
import { base64url } from '../../party/protocol/seat-token.ts';
import { api } from './helpers.ts';
import { challengeFor, newKey, proven, sign, type TestKey } from './players-helpers.ts';

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

/** A call by `signer` for `player` that vouches for `sent`; `signed` is the key the signature names (a forgery when they differ). */
async function vouch(signer: TestKey, player: string, path: string, sent: string, signed = sent, challenge?: string) {
  challenge ??= (await challengeFor(player)).challenge;
  const proof = await sign(signer, vouchingPurpose(`api:POST /api${path}`, signed), challenge, player);
  return api(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: sent, proof }) });
}

const makeLink = (old: TestKey, link: TestKey, player = old.id) => vouch(old, player, `/players/${player}/transfers`, link.key);
const useLink = (link: TestKey, device: TestKey, player: string) => vouch(link, player, `/players/${player}/keys`, device.key);
const speaks = async (key: TestKey, player: string) => (await proven(key, 'PUT', `/players/${player}/name`, { name: 'Ada' }, player)).status === 200;

async function knownPlayer(): Promise<TestKey> {
  const old = await newKey();
  expect(await speaks(old, old.id)).toBe(true);
  return old;
}

describe('transfer: the old key signs the new one', () => {
  it('the link vouches once for the new device\'s key, which then speaks for the player; the link itself never does, and is refused after use', async () => {
    const old = await knownPlayer();
    const [link, device, thief] = await Promise.all([newKey(), newKey(), newKey()]);
    const made = await makeLink(old, link);
    expect(made.status).toBe(201);
    const { expiresAt } = (await made.json()) as { expiresAt: number };
    expect(expiresAt - Date.now()).toBeGreaterThan(TRANSFER_TTL_MS - 60_000);
    expect(await speaks(device, old.id)).toBe(false);
    const used = await useLink(link, device, old.id);
    expect(used.status).toBe(201);
    expect(await used.json()).toEqual({ player: old.id, key: device.id });
    expect(await speaks(device, old.id)).toBe(true);
    expect(await speaks(old, old.id)).toBe(true);
    // Whoever finds the used link holds only its key: it speaks for nobody, and vouches no more.
    expect(await speaks(link, old.id)).toBe(false);
    const reused = await useLink(link, thief, old.id);
    expect(reused.status).toBe(403);
    expect(await errorOf(reused)).toMatchObject({ code: 'bad-transfer', message: expect.stringMatching(/used already/) });
    expect(await speaks(thief, old.id)).toBe(false);
  });

  it('an expired link is refused, and so is a key the player never signed', async () => {
    const old = await knownPlayer();
    const [link, device, unsigned] = await Promise.all([newKey(), newKey(), newKey()]);
    expect((await makeLink(old, link)).status).toBe(201);
    await runInDurableObject(env.Player.getByName(old.id), (_p: Player, ctx) => {
      ctx.storage.sql.exec(`UPDATE transfer_keys SET expires_at = ?`, Date.now() - 1);
    });
    const expired = await useLink(link, device, old.id);
    expect(expired.status).toBe(403);
    expect(await errorOf(expired)).toMatchObject({ code: 'bad-transfer', message: expect.stringMatching(/expired/) });
    const madeUp = await useLink(unsigned, device, old.id);
    expect(madeUp.status).toBe(403);
    expect(await errorOf(madeUp)).toMatchObject({ code: 'bad-transfer', message: expect.stringMatching(/not one of this player's/) });
    expect(await speaks(device, old.id)).toBe(false);
  });

  it('a forged signature of the new key is refused at either step and changes nothing', async () => {
    const old = await knownPlayer();
    const [link, device, other] = await Promise.all([newKey(), newKey(), newKey()]);
    // The old key signed another key than the one sent: no link is made.
    const forgedLink = await vouch(old, old.id, `/players/${old.id}/transfers`, link.key, other.key);
    expect(forgedLink.status).toBe(403);
    expect((await errorOf(forgedLink)).code).toBe('bad-signature');
    expect((await errorOf(await useLink(link, device, old.id))).code).toBe('bad-transfer');
    // The link's key signed the device's key, but another key is sent with it: refused, the link still works.
    expect((await makeLink(old, link)).status).toBe(201);
    const swapped = await vouch(link, old.id, `/players/${old.id}/keys`, other.key, device.key);
    expect(swapped.status).toBe(403);
    expect((await errorOf(swapped)).code).toBe('bad-signature');
    expect(await speaks(other, old.id)).toBe(false);
    expect((await useLink(link, device, old.id)).status).toBe(201);
    expect(await speaks(device, old.id)).toBe(true);
  });

  it('a link is for its own player only, and only the player may make one', async () => {
    const [ada, bea] = await Promise.all([knownPlayer(), knownPlayer()]);
    const [link, device, stranger] = await Promise.all([newKey(), newKey(), newKey()]);
    expect((await makeLink(ada, link)).status).toBe(201);
    const wrongPlayer = await useLink(link, device, bea.id);
    expect(wrongPlayer.status).toBe(403);
    expect((await errorOf(wrongPlayer)).code).toBe('bad-transfer');
    expect(await speaks(device, bea.id)).toBe(false);
    const notTheirs = await makeLink(stranger, device, ada.id);
    expect(notTheirs.status).toBe(403);
    expect((await errorOf(notTheirs)).code).toBe('unknown-key');
  });

  it('refuses a malformed key, a key off the curve and a link key offered twice, each with a clear error', async () => {
    const old = await knownPlayer();
    const link = await newKey();
    const path = `/players/${old.id}/transfers`;
    const { challenge } = await challengeFor(old.id);
    const malformed = await vouch(old, old.id, path, 'not-a-key', 'not-a-key', challenge);
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toMatchObject({ code: 'invalid', message: expect.stringContaining('P-256') });
    const offCurve = base64url(Uint8Array.from([4, ...new Array<number>(64).fill(0)]));
    const notAPoint = await vouch(old, old.id, path, offCurve, offCurve, challenge);
    expect(notAPoint.status).toBe(400);
    expect((await errorOf(notAPoint)).code).toBe('bad-key');
    // Bad input used no challenge: the same one still makes the link.
    expect((await vouch(old, old.id, path, link.key, link.key, challenge)).status).toBe(201);
    const twice = await makeLink(old, link);
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toMatchObject({ code: 'bad-transfer', message: expect.stringContaining('make a new link') });
    const ownKey = await makeLink(old, old);
    expect(ownKey.status).toBe(409);
  });
});


describe('the owner\'s list of devices', () => {
  const list = async (key: TestKey, player: string) => {
    const res = await proven(key, 'POST', `/players/${player}/devices`, {}, player);
    expect(res.status).toBe(200);
    return ((await res.json()) as { keys: PlayerKey[] }).keys;
  };
  const remove = (key: TestKey, player: string, keyId: string) => proven(key, 'DELETE', `/players/${player}/devices/${keyId}`, {}, player);

  it('lists every key that speaks for the player, marks the asking one, and removes another; the one in use cannot be removed', async () => {
    const old = await knownPlayer();
    const [link, device, stranger] = await Promise.all([newKey(), newKey(), newKey()]);
    expect((await makeLink(old, link)).status).toBe(201);
    expect((await useLink(link, device, old.id)).status).toBe(201);
    const keys = await list(old, old.id);
    expect(keys.map((k) => [k.key, k.current])).toEqual([[old.id, true], [device.id, false]]);
    expect(keys.every((k) => k.addedAt > Date.now() - 60_000)).toBe(true);
    // The link's key never was one of the player's keys, so it is not listed.
    expect(keys.some((k) => k.key === link.id)).toBe(false);

    const inUse = await remove(old, old.id, old.id);
    expect(inUse.status).toBe(409);
    expect((await errorOf(inUse)).code).toBe('key-in-use');
    const unknown = await remove(old, old.id, stranger.id);
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('no-such-key');
    expect((await remove(old, old.id, 'NOT-A-KEY')).status).toBe(400);
    expect(await speaks(device, old.id)).toBe(true);

    expect((await remove(old, old.id, device.id)).status).toBe(200);
    expect(await speaks(device, old.id)).toBe(false);
    expect(await env.Player.getByName(old.id).hasKey(device.id)).toBe(false);
    expect((await list(old, old.id)).map((k) => k.key)).toEqual([old.id]);
  });

  it('a new device may remove the first key (a lost phone): the id stays, the old key no longer speaks, at tables either', async () => {
    const old = await knownPlayer();
    const [link, device] = await Promise.all([newKey(), newKey()]);
    expect((await makeLink(old, link)).status).toBe(201);
    expect((await useLink(link, device, old.id)).status).toBe(201);
    expect((await remove(device, old.id, old.id)).status).toBe(200);
    expect(await speaks(old, old.id)).toBe(false);
    expect(await env.Player.getByName(old.id).keyStanding(old.id)).toBe('refused');
    expect((await list(device, old.id)).map((k) => [k.key, k.current])).toEqual([[device.id, true]]);
    expect(await speaks(device, old.id)).toBe(true);
  });

  it('a link vouches only for a new device\'s own key: not for itself, another link\'s key or the first key', async () => {
    const old = await knownPlayer();
    const [link, other] = await Promise.all([newKey(), newKey()]);
    expect((await makeLink(old, link)).status).toBe(201);
    expect((await makeLink(old, other)).status).toBe(201);
    for (const vouched of [link, other, old]) {
      const refused = await useLink(link, vouched, old.id);
      expect(refused.status, vouched === old ? 'the first key' : 'a link key').toBe(403);
      expect((await errorOf(refused)).code).toBe('bad-transfer');
    }
    // A refused vouching used nothing up: the link still works once for a real device.
    const device = await newKey();
    expect((await useLink(link, device, old.id)).status).toBe(201);
    expect(await speaks(link, old.id)).toBe(false);
    expect(await speaks(other, old.id)).toBe(false);
  });

  it('a device whose key was removed, though its proof was checked first, removes nothing and makes no link', async () => {
    const old = await knownPlayer();
    const [link, device, later] = await Promise.all([newKey(), newKey(), newKey()]);
    expect((await makeLink(old, link)).status).toBe(201);
    expect((await useLink(link, device, old.id)).status).toBe(201);
    // The device's proof is checked (one call), then the old key removes the device (another
    // call), then the device's removal of the old key arrives: refused, so one key remains.
    const stub = env.Player.getByName(old.id);
    expect((await remove(old, old.id, device.id)).status).toBe(200);
    expect(await stub.removeKey(old.id, device.id)).toBe('asker-removed');
    expect(await stub.newTransfer(later.id, device.id)).toBe('asker-removed');
    expect(await speaks(old, old.id)).toBe(true);
  });
});
