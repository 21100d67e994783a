// What POST /api/daily/:game/attempts takes: a name for the table and the player's proof.
import * as v from 'valibot';
import { BotPauseMs, DisplayName, PlayerProofSchema } from '../protocol/schema.ts';

export const DailyAttemptSchema = v.object({
  name: DisplayName,
  proof: PlayerProofSchema,
  botPauseMs: v.optional(BotPauseMs),
});
