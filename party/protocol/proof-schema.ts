// The shape of a PlayerProof (identity.ts) as it arrives inside a message; the signature itself is
// checked by party/players/proof.ts.
import * as v from 'valibot';

const b64 = (field: string, max: number) =>
  v.pipe(v.string(`${field} must be a string`), v.maxLength(max, `${field} is too long`), v.regex(/^[A-Za-z0-9_-]*$/, `${field} must be base64url`));

export const PlayerProofSchema = v.object({
  player: v.pipe(v.string('proof.player must be a string'), v.maxLength(64, 'proof.player is too long')),
  key: b64('proof.key', 100),
  challenge: b64('proof.challenge', 64),
  sig: b64('proof.sig', 100),
}, 'proof must be { player, key, challenge, sig }');
