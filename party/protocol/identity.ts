// A player without an account: a key pair the page makes once (WebCrypto ECDSA P-256, private key
// non-extractable, kept in IndexedDB) and an id derived from its public key. Whenever the page
// speaks for the player it signs a fresh challenge from the server. Shared by the server, which
// checks proofs (party/players/proof.ts), and the page, which makes them (web/net/identity.ts).
import type { ProtocolVersion } from './common.ts';
import { base64url } from './seat-token.ts';

/** A player id: 32 characters of base32 (a-z, 2-7), the first 20 bytes of SHA-256 of the first key. */
export const PLAYER_ID_SHAPE = /^[a-z2-7]{32}$/;
/** A challenge: 32 base64url characters (24 random bytes). */
export const CHALLENGE_SHAPE = /^[A-Za-z0-9_-]{32}$/;
/** How long a challenge may be answered, in ms. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** New identities one client address may start a minute: `simple.limit` of IDENTITY_CREATION in wrangler.toml. */
export const IDENTITIES_PER_MINUTE = 20;

/**
 * What the page sends to speak for a player. `key` signs; it is the player's first key (then
 * `player` is its id) or a key the player later added from another device (party/players/).
 */
export interface PlayerProof {
  player: string;
  /** The signing public key: the raw uncompressed P-256 point (65 bytes), base64url. */
  key: string;
  /** The challenge answered, as the server sent it. */
  challenge: string;
  /** ECDSA P-256 / SHA-256 signature (IEEE P1363, r || s, 64 bytes), base64url, of `signedText`. */
  sig: string;
}

/**
 * What a proof signs: the challenge and what it is for, so a signature made for one table, queue
 * or API call is worth nothing anywhere else. Purposes: `room:<tableId>`, `match:<game>`,
 * `api:<METHOD> <path>` (the API's own body fields are named in docs/rest-api.md).
 */
export function signedText(purpose: string, challenge: string): string {
  return `kingdoms-proof/1\n${purpose}\n${challenge}`;
}

/**
 * What a call that vouches for another key signs: its own purpose and that key (raw, base64url).
 * The old device's key so signs a transfer link's key, and the link's key the new device's key.
 */
export function vouchingPurpose(purpose: string, newKey: string): string {
  return `${purpose} ${newKey}`;
}

/** Sent by a room or a matchmaker on connect (and after each proof): the next challenge to sign. */
export interface ChallengeMessage { v: ProtocolVersion; type: 'challenge'; challenge: string; expiresAt: number }

/** A new random challenge. */
export function newChallenge(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(24)));
}

/** The id of a key: also the player id of a player whose first key it is. */
export async function keyId(rawPublicKey: Uint8Array): Promise<string> {
  // Copied: the DOM's types take only a buffer that cannot be shared.
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(rawPublicKey)));
  return base32(digest.subarray(0, 20));
}

function base32(bytes: Uint8Array): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}
