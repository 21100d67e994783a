// For rooms and matchmakers: whether a proof they asked for speaks for its player. The signature
// and, for an id not known yet, the address's new-identity limit are checked here; whether the key
// is the player's (and the player not forgotten) is the player's own object's to say, so a
// forgotten id is refused even with its first key.
import type { Env } from '../env.ts';
import { IDENTITIES_PER_MINUTE, type PlayerProof } from '../protocol/identity.ts';
import { knownIdsOf } from './known-ids.ts';
import { checkSignature } from './proof.ts';

export { IDENTITIES_PER_MINUTE } from '../protocol/identity.ts';

export type ProveResult =
  | { ok: true; player: string }
  | { ok: false; code: 'bad-proof' | 'bad-signature' | 'unknown-key' | 'challenge-expired' | 'too-many-identities'; message: string };

/** Why an address past its new-identity limit was refused. */
export const TOO_MANY_IDENTITIES = `At most ${IDENTITIES_PER_MINUTE} new players a minute from one address, and this id is not a known player; wait a little.`;

const UNKNOWN_KEY = 'This key does not speak for this player (never added, or the player was forgotten).';

/**
 * Whether `id` may go on from `address`: a known id always may (the index says so without touching
 * its object); an id the index does not know pays the address's new-identity limit (IDENTITY_CREATION).
 */
export async function newIdentityAllowed(env: Env, id: string, address: string): Promise<boolean> {
  if (await knownIdsOf(env, id).has(id)) return true;
  return (await env.IDENTITY_CREATION.limit({ key: address })).success;
}

/**
 * Checks `proof` of `challenge` (the caller's own, which it must use only once) for `purpose`
 * (`room:<tableId>`, `match:<game>`...); `expiresAt`, when given, refuses a stale challenge.
 * `address`, the client's as captured at connect, makes a proof for an id not known yet pay the
 * new-identity limit (the same as the REST API's), so no door makes identities for free; refused,
 * the player's object is never reached. Paid, the proof makes the identity (and the index learns
 * it), so its later proofs (a reconnect, the next table) cost nothing.
 */
export async function provePlayer(env: Env, proof: PlayerProof, purpose: string, challenge: string, expiresAt?: number, address?: string): Promise<ProveResult> {
  if (expiresAt !== undefined && expiresAt < Date.now()) return { ok: false, code: 'challenge-expired', message: 'This challenge has expired; sign the latest one the server sent.' };
  const check = await checkSignature(proof, purpose, challenge);
  if (!check.ok) return check;
  const standing = await knownIdsOf(env, check.player).standing(check.player);
  if (standing === 'unknown' || standing === 'pending') {
    // A player not made yet starts with its first key only (its id is that key's): any other key
    // is refused here, before the player's object is reached or the address pays for an identity.
    if (check.keyId !== check.player) return { ok: false, code: 'unknown-key', message: UNKNOWN_KEY };
    if (standing === 'unknown' && address !== undefined && !(await env.IDENTITY_CREATION.limit({ key: address })).success) {
      return { ok: false, code: 'too-many-identities', message: TOO_MANY_IDENTITIES };
    }
  }
  if ((await env.Player.getByName(check.player).admitKey(check.keyId)) === 'refused') {
    return { ok: false, code: 'unknown-key', message: UNKNOWN_KEY };
  }
  return { ok: true, player: check.player };
}
