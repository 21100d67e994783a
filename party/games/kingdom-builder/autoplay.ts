// What tools that play Kingdom Builder without people need: a random player that knows only its
// prompt, and the simulator's flags. Options: the defaults (random sections, turns and cards).
import type { Autoplay, Prompt } from '../core/types.ts';
import { pickOne } from '../core/pick.ts';
import type { KbMove } from './moves.ts';
import type { KbPrompt } from './prompts.ts';
import type { KbView } from './view.ts';

function answer(prompt: Prompt, _view: KbView, random: () => number): KbMove | null {
  const p = prompt as KbPrompt;
  const choices: KbMove[] = [];
  for (const hex of p.build?.hexes ?? []) choices.push({ type: 'build', hex });
  for (const tile of p.tiles) {
    for (const to of tile.hexes ?? []) choices.push({ type: 'tile', tile: tile.tile, to });
    for (const m of tile.moves ?? []) for (const to of m.to) choices.push({ type: 'tile', tile: tile.tile, from: m.from, to });
  }
  // Undo now and then, never so often that a turn loops; end the turn once nothing is owed.
  if (p.canUndo && random() < 0.03) return { type: 'undo' };
  if (p.canEndTurn && (choices.length === 0 || random() < 0.5)) return { type: 'end-turn' };
  return pickOne(choices, random) ?? (p.canEndTurn ? { type: 'end-turn' } : null);
}

const list = (s: string) => s.split(',').map((x) => x.trim()).filter((x) => x.length > 0);

export const kingdomBuilderAutoplay: Autoplay<KbMove, KbView> = {
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
