// The seat token's form, shared by the room, which issues tokens, and the page, which chooses the
// new token of a seat it is handed (web/net/seat-handoff.ts). Seat tokens are bearer secrets:
// 192 random bits, base64url; the room stores only their hash (party/tokens.ts).

/** Every token `newSeatToken` makes: 24 bytes are 32 base64url characters. */
export const SEAT_TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

export function newSeatToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(24)));
}

export function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
