// The players' pages outside a browser: the identity's keys and proofs (WebCrypto in Node), the
// addresses, how ratings are written and charted, and the four dictionaries.
import { describe, expect, it } from 'vitest';
import { fromBase64url, keyId, PLAYER_ID_SHAPE, signedText, type PlayerProof } from '../../../party/protocol/identity.ts';
import type { Messages } from '../../../web/i18n/format.ts';
import { expectLikeEnglish } from './dictionaries.ts';
import { en } from '../../../web/i18n/players/en.ts';
import { hu } from '../../../web/i18n/players/hu.ts';
import { pl } from '../../../web/i18n/players/pl.ts';
import { ru } from '../../../web/i18n/players/ru.ts';
import { isIdentityRecord, newIdentity, newKeys, proofBy } from '../../../web/net/identity.ts';
import { plotRatings, ratingText, withRating } from '../../../web/pages/players/rating.ts';
import { newTransferKey, TRANSFER_SECRET_SHAPE, transferSigner } from '../../../web/net/transfer-key.ts';
import { leaderboardPath, parseRoute, profilePath, transferFrom, transferLink } from '../../../web/routes.ts';
import { shownRoute } from '../../../web/shown-route.ts';

/** What the server checks of a proof (party/players/proof.ts), done here with the same WebCrypto calls. */
async function verifies(proof: PlayerProof, purpose: string, challenge: string): Promise<boolean> {
  if (proof.challenge !== challenge) return false;
  const key = await crypto.subtle.importKey('raw', new Uint8Array(fromBase64url(proof.key)!), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const sig = new Uint8Array(fromBase64url(proof.sig)!);
  expect(sig).toHaveLength(64);
  return crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, sig, new TextEncoder().encode(signedText(purpose, challenge)));
}

describe('identity in the browser', () => {
  it('a new player is the id of its first key, and its private key cannot be exported', async () => {
    const me = await newIdentity();
    expect(me.player).toMatch(PLAYER_ID_SHAPE);
    expect(me.player).toBe(await keyId(fromBase64url(me.key)!));
    expect(me.keys.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', me.keys.privateKey)).rejects.toThrow();
    expect(isIdentityRecord(me)).toBe(true);
    expect(isIdentityRecord({ player: me.player, key: me.key })).toBe(false);
    expect(isIdentityRecord(null)).toBe(false);
  });

  it('a proof is what the server accepts for its purpose and challenge, and nothing else', async () => {
    const me = await newIdentity();
    const challenge = 'A'.repeat(32);
    const proof = await proofBy(me, 'room:abc', challenge);
    expect(proof).toMatchObject({ player: me.player, key: me.key, challenge });
    expect(await verifies(proof, 'room:abc', challenge)).toBe(true);
    expect(await verifies(proof, 'room:other', challenge)).toBe(false);
    expect(await verifies({ ...proof, challenge: 'B'.repeat(32) }, 'room:abc', 'B'.repeat(32))).toBe(false);
  });

  it('after a transfer the record speaks for the old id with keys made on the new device', async () => {
    const old = await newIdentity();
    const { keys, key } = await newKeys();
    const moved = { player: old.player, keys, key };
    const proof = await proofBy(moved, 'api:POST /api/players/x/keys', 'C'.repeat(32));
    expect(proof.player).toBe(old.player);
    expect(await verifies(proof, 'api:POST /api/players/x/keys', 'C'.repeat(32))).toBe(true);
    expect(await keyId(fromBase64url(key)!)).not.toBe(old.player);
  });
});

describe('players routes', () => {
  const player = 'abcdefghijklmnopqrstuvwxyz234567';
  it('knows profiles, leaderboards and the transfer page', () => {
    expect(parseRoute(profilePath(player))).toEqual({ page: 'profile', id: player });
    expect(parseRoute(leaderboardPath('dominion-multi'))).toEqual({ page: 'leaderboard', pool: 'dominion-multi' });
    expect(parseRoute('/transfer')).toEqual({ page: 'transfer' });
    for (const path of ['/p/short', `/p/${player.toUpperCase()}`, `/p/${player}/x`, '/leaderboard/chess', '/leaderboard', '/transfer/x']) {
      expect(shownRoute(parseRoute(path)), path).toEqual({ page: 'missing' });
    }
  });

  it('a transfer link carries the player and the key\'s secret in its fragment, and a broken one is refused', () => {
    const secret = 'S'.repeat(64) + 'x_-9'.repeat(16);
    const link = transferLink('https://kingdoms.example', player, secret);
    expect(link).toBe(`https://kingdoms.example/transfer#${player}.${secret}`);
    expect(transferFrom(new URL(link).hash)).toEqual({ player, secret });
    for (const hash of ['', '#', `#${player}`, `#${player}.`, `#nope.${secret}`, `#${player}.${secret}.b`, `#${player}.short`, `#${player}.${secret}A`]) {
      expect(transferFrom(hash), hash).toBeNull();
    }
  });

  it('a transfer key\'s secret brings its key to the new device: what it signs there verifies with the public key the old device signed', async () => {
    const { key, secret } = await newTransferKey();
    expect(secret).toMatch(TRANSFER_SECRET_SHAPE);
    const signer = await transferSigner(player, secret);
    expect(signer).toMatchObject({ player, key });
    expect(signer!.keys.privateKey.extractable).toBe(false);
    const proof = await proofBy(signer!, 'api:POST /api/players/x/keys', 'c'.repeat(32));
    expect(await verifies(proof, 'api:POST /api/players/x/keys', 'c'.repeat(32))).toBe(true);
    // A secret cut short, or one that is no P-256 key, gives no signer.
    expect(await transferSigner(player, secret.slice(0, 100))).toBeNull();
    expect(await transferSigner(player, 'A'.repeat(128))).toBeNull();
  });
});

describe('ratings as shown', () => {
  it('writes a provisional rating (RD above 110) with "?"', () => {
    expect(ratingText({ rating: 1500, rd: 350 })).toBe('1500?');
    expect(ratingText({ rating: 1662.6, rd: 110 })).toBe('1663');
    expect(ratingText({ rating: 1399.4, rd: 110.5 })).toBe('1399?');
    // The table's and the lobby's ratings say themselves whether they are provisional.
    expect(ratingText({ rating: 1600, rd: 110, provisional: true })).toBe('1600?');
    expect(withRating('Ann', { rating: 1523, rd: 200, provisional: true })).toBe('Ann (1523?)');
    expect(withRating('Bot 1', null)).toBe('Bot 1');
  });

  it('charts the highest rating at the top and the lowest at the bottom, games evenly spaced', () => {
    const plot = plotRatings([{ at: 1, rating: 1500 }, { at: 2, rating: 1600 }, { at: 9, rating: 1400 }], 240, 64, 4);
    expect(plot.points.map((p) => p.x)).toEqual([4, 120, 236]);
    expect(plot.points[1]!.y).toBe(4);
    expect(plot.points[2]!.y).toBe(60);
    expect(plot.points[0]!.y).toBe(32);
  });

  it('a flat history sits mid-height, a single game in the middle', () => {
    const flat = plotRatings([{ at: 1, rating: 1500 }, { at: 2, rating: 1500 }], 100, 50, 5);
    expect(flat.points.every((p) => p.y === 25)).toBe(true);
    expect(flat.high - flat.low).toBe(50);
    expect(plotRatings([{ at: 1, rating: 1500 }], 100, 50).points).toEqual([{ x: 50, y: 25 }]);
    expect(plotRatings([], 100, 50).points).toEqual([]);
  });
});

const dictionaries: Record<'en' | 'ru' | 'hu' | 'pl', Messages<string>> = { en, ru, hu, pl };

describe('players messages', () => {
  for (const [lang, dict] of Object.entries(dictionaries)) {
    it(`${lang}: every message has the English slots and the plural forms the language needs`, () => expectLikeEnglish(lang, dict, en));
  }
});
