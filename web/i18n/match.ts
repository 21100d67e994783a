// The translator for quick match's queue and presence strings (match-messages.ts holds the dictionaries).
import { defineMessages, type Translate } from './index.ts';
import { matchMessages, type MatchKey } from './match-messages.ts';

export const mt: Translate<MatchKey> = defineMessages<MatchKey>(matchMessages);
