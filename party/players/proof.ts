// Checking a PlayerProof's signature. Whether a key that is not the player's first key belongs to
// them is the player's own object's to say (it keeps the keys added by transfer links).
import { fromBase64url, keyId, PLAYER_ID_SHAPE, signedText, type PlayerProof } from '../protocol/identity.ts';

export type ProofCheck =
  | { ok: true; player: string; keyId: string; firstKey: boolean }
  | { ok: false; code: 'bad-proof' | 'bad-signature'; message: string };

/** Checks the form of `proof` and that its key signed `signedText(purpose, challenge)`. */
export async function checkSignature(proof: PlayerProof, purpose: string, challenge: string): Promise<ProofCheck> {
  if (!PLAYER_ID_SHAPE.test(proof.player)) return { ok: false, code: 'bad-proof', message: 'proof.player is not a player id (32 characters a-z, 2-7).' };
  const raw = rawPublicKey(proof.key);
  if (!raw) return { ok: false, code: 'bad-proof', message: 'proof.key must be a raw uncompressed P-256 public key (65 bytes), base64url.' };
  const sig = fromBase64url(proof.sig);
  if (!sig || sig.length !== 64) return { ok: false, code: 'bad-proof', message: 'proof.sig must be a 64-byte ECDSA P-256 signature, base64url.' };
  if (proof.challenge !== challenge) {
    return { ok: false, code: 'bad-signature', message: 'The proof answers another challenge; sign the latest one the server sent.' };
  }
  const verifier = await publicKey(raw);
  if (!verifier) return { ok: false, code: 'bad-proof', message: 'proof.key is not a point on the P-256 curve.' };
  const text = new TextEncoder().encode(signedText(purpose, challenge));
  const good = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, verifier, sig, text);
  if (!good) return { ok: false, code: 'bad-signature', message: 'The signature does not match the key and the challenge.' };
  const id = await keyId(raw);
  return { ok: true, player: proof.player, keyId: id, firstKey: id === proof.player };
}

/** The bytes of a public key as a proof carries it (raw uncompressed P-256 point, base64url), or null when malformed. */
export function rawPublicKey(text: string): Uint8Array | null {
  const raw = fromBase64url(text);
  return raw && raw.length === 65 && raw[0] === 4 ? raw : null;
}

/** The key to verify with, or null when the bytes are no point on the P-256 curve. */
export async function publicKey(raw: Uint8Array): Promise<CryptoKey | null> {
  try {
    return await crypto.subtle.importKey('raw', raw, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  } catch {
    return null;
  }
}
