// For rooms and matchmakers: whether a proof they asked for speaks for its player. The signature
// is checked here; whether the key is the player's (and the player not forgotten) is the player's
// own object's to say, so a forgotten id is refused even with its first key.
import type { Env } from '../env.ts';
import type { PlayerProof } from '../protocol/identity.ts';
import { checkSignature } from './proof.ts';

export type ProveResult =
  | { ok: true; player: string }
  | { ok: false; code: 'bad-proof' | 'bad-signature' | 'unknown-key' | 'challenge-expired'; message: string };

/**
 * Checks `proof` of `challenge` (the caller's own, which it must use only once) for `purpose`
 * (`room:<tableId>`, `match:<game>`...); `expiresAt`, when given, refuses a stale challenge.
 */
export async function provePlayer(env: Env, proof: PlayerProof, purpose: string, challenge: string, expiresAt?: number): Promise<ProveResult> {
  if (expiresAt !== undefined && expiresAt < Date.now()) return { ok: false, code: 'challenge-expired', message: 'This challenge has expired; sign the latest one the server sent.' };
  const check = await checkSignature(proof, purpose, challenge);
  if (!check.ok) return check;
  if (!(await env.Player.getByName(check.player).hasKey(check.keyId))) {
    return { ok: false, code: 'unknown-key', message: 'This key does not speak for this player (never added, or the player was forgotten).' };
  }
  return { ok: true, player: check.player };
}
