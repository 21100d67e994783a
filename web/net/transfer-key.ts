// A transfer link's key: a P-256 pair the old device makes for one trip. Its private half rides in
// the link's #fragment (never sent to a server); the old key signs its public half, and on the new
// device it signs that device's own key, once. It never speaks for the player itself.
import { fromBase64url } from '../../party/protocol/identity.ts';
import { base64url } from '../../party/protocol/seat-token.ts';
import type { IdentityRecord } from './identity.ts';
import { TRANSFER_SECRET_SHAPE } from './transfer-shape.ts';

/** The private scalar d and the public point's x and y, 32 bytes each. */
const SECRET_BYTES = 96;
/** A link's secret: SECRET_BYTES in base64url. */
export { TRANSFER_SECRET_SHAPE };

/** A fresh pair for one link: its public key (raw, base64url) and the secret the link carries. */
export async function newTransferKey(): Promise<{ key: string; secret: string }> {
  // Extractable only so that the private half can be put in the link; it is kept nowhere here.
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const d = fromBase64url(jwk.d ?? '');
  if (!d || d.length !== 32) throw new Error('This browser exported a P-256 key of an unexpected form.');
  const secret = new Uint8Array(SECRET_BYTES);
  secret.set(d, 0);
  secret.set(raw.subarray(1), 32);
  return { key: base64url(raw), secret: base64url(secret) };
}

/**
 * The link's key, imported (not extractable) to sign for `player` on the new device; null when
 * the secret is not a P-256 key (a link cut short or mistyped).
 */
export async function transferSigner(player: string, secret: string): Promise<IdentityRecord | null> {
  const bytes = TRANSFER_SECRET_SHAPE.test(secret) ? fromBase64url(secret) : null;
  if (!bytes || bytes.length !== SECRET_BYTES) return null;
  const [d, x, y] = [bytes.subarray(0, 32), bytes.subarray(32, 64), bytes.subarray(64)].map(base64url);
  const raw = new Uint8Array(65);
  raw[0] = 4;
  raw.set(bytes.subarray(32), 1);
  try {
    const algorithm = { name: 'ECDSA', namedCurve: 'P-256' };
    const privateKey = await crypto.subtle.importKey('jwk', { kty: 'EC', crv: 'P-256', d, x, y, ext: false }, algorithm, false, ['sign']);
    const publicKey = await crypto.subtle.importKey('raw', raw, algorithm, true, ['verify']);
    return { player, keys: { privateKey, publicKey }, key: base64url(raw) };
  } catch {
    return null;
  }
}
