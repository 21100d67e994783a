// A player's key pair as a page makes one (WebCrypto ECDSA P-256), for tests that speak for players.
import { keyId, signedText, type PlayerProof } from '../../party/protocol/identity.ts';
import { base64url } from '../../party/protocol/seat-token.ts';

export interface TestPlayer {
  id: string;
  key: string;
  /** A proof of this player for `purpose`, answering `challenge`. */
  prove(purpose: string, challenge: string): Promise<PlayerProof>;
  /** Signs with this player's key but sends `as` as the player and key (a forgery). */
  keys: CryptoKeyPair;
}

export async function newPlayer(): Promise<TestPlayer> {
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', keys.publicKey)) as ArrayBuffer);
  const id = await keyId(raw);
  const key = base64url(raw);
  return {
    id, key, keys,
    async prove(purpose, challenge) {
      return { player: id, key, challenge, sig: await sign(keys, purpose, challenge) };
    },
  };
}

export async function sign(keys: CryptoKeyPair, purpose: string, challenge: string): Promise<string> {
  const text = new TextEncoder().encode(signedText(purpose, challenge));
  return base64url(new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, text)));
}
