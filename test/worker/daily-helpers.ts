// Proofs for the daily challenge's attempts, made by a test player (./player-keys.ts), and the calls that use them.
import type { DailyAttemptMade, DailyChallenge, DailyGame } from '../../party/protocol/daily.ts';
import type { PlayerProof } from '../../party/protocol/identity.ts';
import type { TestPlayer } from './player-keys.ts';
import { api, someAddress } from './helpers.ts';

export async function challengeFor(game: DailyGame): Promise<string> {
  const res = await api(`/daily/${game}/challenges`, { method: 'POST', headers: { 'cf-connecting-ip': someAddress() } });
  if (res.status !== 201) throw new Error(`challenge: ${res.status} ${await res.text()}`);
  return ((await res.json()) as DailyChallenge).challenge;
}

export async function proofFor(player: TestPlayer, game: DailyGame, challenge?: string): Promise<PlayerProof> {
  return player.prove(`api:POST /api/daily/${game}/attempts`, challenge ?? (await challengeFor(game)));
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
