// The wrapper every level goes through: a bot never throws and never returns a move its prompt
// does not offer; if its policy fails, the simplest legal move is played instead.
import type { BotDecision, BotInput, BotPolicy } from '../../core/bots.ts';
import type { KbMove } from '../moves.ts';
import type { KbPrompt } from '../prompts.ts';
import type { KbView } from '../view.ts';
import { fallbackMove, isOffered } from './moves.ts';

export type KbBotInput = BotInput<KbView, KbPrompt>;
export type KbBotPolicy = (input: KbBotInput) => BotDecision<KbMove>;

export function guarded(policy: KbBotPolicy): BotPolicy<KbView, KbMove, KbPrompt> {
  return (input) => {
    const prompt: KbPrompt | undefined = input?.prompts?.[0];
    if (!prompt) return { move: { type: 'end-turn' }, memory: null };
    try {
      const decision = policy(input);
      if (isOffered(prompt, decision.move)) return decision;
    } catch {
      // A bug in a policy must not stop the table: the fallback below is always legal.
    }
    return { move: fallbackMove(prompt), memory: null };
  };
}
