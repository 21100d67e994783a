// For rooms and matchmakers: whether a proof they asked for speaks for its player. The signature
// is checked here; whether the key is the player's (and the player not forgotten) is the player's
// own object's to say, so a forgotten id is refused even with its first key.
import type { Env } from '../env.ts';
import { IDENTITIES_PER_MINUTE, type PlayerProof } from '../protocol/identity.ts';
import { checkSignature } from './proof.ts';

export { IDENTITIES_PER_MINUTE } from '../protocol/identity.ts';

export type ProveResult =
  | { ok: true; player: string }
  | { ok: false; code: 'bad-proof' | 'bad-signature' | 'unknown-key' | 'challenge-expired' | 'too-many-identities'; message: string };

/**
 * Checks `proof` of `challenge` (the caller's own, which it must use only once) for `purpose`
 * (`room:<tableId>`, `match:<game>`...); `expiresAt`, when given, refuses a stale challenge.
 * `address`, the client's as captured at connect, pays for a proof that starts a new identity
 * (IDENTITY_CREATION, the same limit as the REST API's), so no door makes identities for free; the
 * identity is kept from then on, so its later proofs (a reconnect, the next table) cost nothing.
 */
export async function provePlayer(env: Env, proof: PlayerProof, purpose: string, challenge: string, expiresAt?: number, address?: string): Promise<ProveResult> {
  if (expiresAt !== undefined && expiresAt < Date.now()) return { ok: false, code: 'challenge-expired', message: 'This challenge has expired; sign the latest one the server sent.' };
  const check = await checkSignature(proof, purpose, challenge);
  if (!check.ok) return check;
  const standing = await env.Player.getByName(check.player).admitKey(check.keyId, address);
  if (standing === 'refused') {
    return { ok: false, code: 'unknown-key', message: 'This key does not speak for this player (never added, or the player was forgotten).' };
  }
  if (standing === 'too-many-identities') {
    return { ok: false, code: 'too-many-identities', message: `At most ${IDENTITIES_PER_MINUTE} new players a minute from one address; wait a little.` };
  }
  return { ok: true, player: check.player };
}
