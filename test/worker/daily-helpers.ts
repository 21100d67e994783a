// A player as the page would be one: an ECDSA P-256 key pair, the id derived from its public key,
// and proofs signed for the daily challenge's attempts (party/protocol/identity.ts).
import type { DailyAttemptMade, DailyChallenge, DailyGame } from '../../party/protocol/daily.ts';
import { keyId, signedText, type PlayerProof } from '../../party/protocol/identity.ts';
import { base64url } from '../../party/protocol/seat-token.ts';
import { api, someAddress } from './helpers.ts';

export interface TestPlayer { id: string; key: string; sign(text: string): Promise<string> }

export async function newPlayer(): Promise<TestPlayer> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  return {
    id: await keyId(raw),
    key: base64url(raw),
    sign: async (text) => base64url(new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, new TextEncoder().encode(text)))),
  };
}

export async function challengeFor(game: DailyGame): Promise<string> {
  const res = await api(`/daily/${game}/challenges`, { method: 'POST' });
  if (res.status !== 201) throw new Error(`challenge: ${res.status} ${await res.text()}`);
  return ((await res.json()) as DailyChallenge).challenge;
}

export async function proofFor(player: TestPlayer, game: DailyGame, challenge?: string): Promise<PlayerProof> {
  const c = challenge ?? (await challengeFor(game));
  return { player: player.id, key: player.key, challenge: c, sig: await player.sign(signedText(`api:POST /api/daily/${game}/attempts`, c)) };
}

/** POST /api/daily/:game/attempts with `body` (a fresh proof of `player` unless the body has one). */
export function postAttempt(game: DailyGame, body: Record<string, unknown>): Promise<Response> {
  return api(`/daily/${game}/attempts`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': someAddress() }, body: JSON.stringify(body),
  });
}

export async function attempt(game: DailyGame, player: TestPlayer, name: string, botPauseMs = 0): Promise<DailyAttemptMade> {
  const res = await postAttempt(game, { name, proof: await proofFor(player, game), botPauseMs });
  if (res.status !== 201) throw new Error(`attempt: ${res.status} ${await res.text()}`);
  return (await res.json()) as DailyAttemptMade;
}
