// What POST /api/daily/:game/attempts takes: a name for the table and the player's proof.
import * as v from 'valibot';
import { CHALLENGE_SHAPE, PLAYER_ID_SHAPE } from '../protocol/identity.ts';
import { BotPauseMs, DisplayName } from '../protocol/schema.ts';

const base64url = (field: string, max: number) =>
  v.pipe(v.string(`${field} must be a string`), v.maxLength(max, `${field} is too long`), v.regex(/^[A-Za-z0-9_-]+$/, `${field} must be base64url`));

export const PlayerProofSchema = v.object({
  player: v.pipe(v.string('proof.player must be a string'), v.regex(PLAYER_ID_SHAPE, 'proof.player is not a player id')),
  key: base64url('proof.key', 100),
  challenge: v.pipe(v.string('proof.challenge must be a string'), v.regex(CHALLENGE_SHAPE, 'proof.challenge is malformed')),
  sig: base64url('proof.sig', 100),
}, 'proof must be { player, key, challenge, sig }');

export const DailyAttemptSchema = v.object({
  name: DisplayName,
  proof: PlayerProofSchema,
  botPauseMs: v.optional(BotPauseMs),
});
