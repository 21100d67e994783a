// What tools that play Kingdom Builder without people need: a random player that knows only its
// prompt, and the simulator's flags. Options: the defaults (random sections, turns and cards).
import type { Autoplay } from '../core/types.ts';
import { pickOne } from '../core/pick.ts';
import type { KbMove } from './moves.ts';
import { choices, type KbPrompt } from './prompts.ts';
import type { KbView } from './view.ts';

/**
 * Not the contract's uniform answer (./prompts.ts, randomMove): a soak's player that took every
 * listed move alike would undo or end its turn as often as it builds, and barely play. Among the
 * actions (the prompt's builds and tile targets) it picks uniformly.
 */
function answer(p: KbPrompt, _view: KbView, random: () => number): KbMove | null {
  const actions = choices(p).filter((m) => m.type === 'build' || m.type === 'tile');
  // Undo now and then, never so often that a turn loops; end the turn once nothing is owed.
  if (p.canUndo && random() < 0.03) return { type: 'undo' };
  if (p.canEndTurn && (actions.length === 0 || random() < 0.5)) return { type: 'end-turn' };
  return pickOne(actions, random) ?? (p.canEndTurn ? { type: 'end-turn' } : null);
}

const list = (s: string) => s.split(',').map((x) => x.trim()).filter((x) => x.length > 0);

export const kingdomBuilderAutoplay: Autoplay<KbMove, KbView, KbPrompt> = {
  options: () => ({}),
  answer,
  sim: {
    flags: { sections: 'random|id[:turned],...(4)', cards: 'random|id,id,id' },
    options(flags) {
      const sections = flags.sections ?? 'random';
      const cards = flags.cards ?? 'random';
      return {
        sections: sections === 'random' ? 'random' : list(sections).map((s) => {
          const [id, turned] = s.split(':');
          return { id, turned: turned === 'turned' || turned === 't' ? true : turned === 'random' ? 'random' : false };
        }),
        cards: cards === 'random' ? 'random' : list(cards),
      };
    },
    turnsLabel: 'turns',
  },
};
