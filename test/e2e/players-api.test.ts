// The players' REST API on the real product (wrangler dev, its Durable Object migration and its
// rate-limiting binding): a new player proves a key, names themselves, and reads their profile and
// their place on a leaderboard; a replayed proof is refused (issue 21).
import { describe, expect, it } from 'vitest';
import { keyId, signedText, type PlayerProof } from '../../party/protocol/identity.ts';
import type { Leaderboard, PlayerProfile } from '../../party/protocol/players.ts';
import { base64url } from '../../party/protocol/seat-token.ts';
import { baseUrl } from './browser.ts';

async function newIdentity() {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const id = await keyId(raw);
  return {
    id,
    async prove(purpose: string, challenge: string): Promise<PlayerProof> {
      const sig = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, new TextEncoder().encode(signedText(purpose, challenge)));
      return { player: id, key: base64url(raw), challenge, sig: base64url(new Uint8Array(sig)) };
    },
  };
}

const url = (path: string) => new URL(`/api${path}`, baseUrl()).toString();

describe('players REST API on wrangler dev', () => {
  it('a new player proves their key, takes a name, and is seen on their profile and the leaderboard', async () => {
    const me = await newIdentity();
    const { challenge } = (await (await fetch(url(`/players/${me.id}/challenge`), { method: 'POST' })).json()) as { challenge: string };
    const path = `/api/players/${me.id}/name`;
    const proof = await me.prove(`api:PUT ${path}`, challenge);
    const put = (body: unknown) => fetch(url(`/players/${me.id}/name`), { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await put({ name: 'Ada', proof })).status).toBe(200);
    const replay = await put({ name: 'Eve', proof });
    expect(replay.status).toBe(403);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('unknown-challenge');

    const profile = (await (await fetch(url(`/players/${me.id}`))).json()) as PlayerProfile;
    expect(profile).toMatchObject({ id: me.id, name: 'Ada', ratings: [], recent: [] });
    const board = (await (await fetch(url(`/leaderboards/dominion-2p?player=${me.id}`))).json()) as Leaderboard;
    expect(board.you).toEqual({ rank: null, rating: 1500, rd: 350, games: 0, eligible: false, why: 'few-games' });
  });
});
