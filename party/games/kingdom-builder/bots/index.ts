// The three computer players offered at a Kingdom Builder table (see ../../core/bots.ts for the contract).
import type { BotSet } from '../../core/bots.ts';
import type { KbMove } from '../moves.ts';
import type { KbPrompt } from '../prompts.ts';
import type { KbView } from '../view.ts';
import { easyPolicy } from './easy.ts';
import { guarded } from './guard.ts';
import { hardPolicy } from './hard.ts';
import { mediumPolicy } from './medium.ts';

export const kbBots: BotSet<KbView, KbMove, KbPrompt> = {
  easy: guarded(easyPolicy),
  medium: guarded(mediumPolicy),
  hard: guarded(hardPolicy),
};

/** The policies without the guard, for tests that must see a policy fail rather than fall back. */
export const unguardedPolicies = { easy: easyPolicy, medium: mediumPolicy, hard: hardPolicy };
