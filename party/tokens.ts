// The server's secrets and ids. Seat tokens (made in party/protocol/seat-token.ts, which the page
// shares) are stored only as a SHA-256 hash, so a leaked database cannot be replayed to take over seats.
import { base64url } from './protocol/seat-token.ts';

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return base64url(new Uint8Array(digest));
}

/** 26 characters of [a-z0-9] = 130 random bits: unguessable, URL-safe and case-proof. */
export function newTableId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  // 36 does not divide 256; dropping bytes >= 252 keeps every character uniform.
  while (id.length < 26) {
    for (const b of crypto.getRandomValues(new Uint8Array(32))) {
      if (b < 252 && id.length < 26) id += alphabet[b % 36];
    }
  }
  return id;
}

/** A random seed for a game; it never leaves the room. */
export function newSeed(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}
