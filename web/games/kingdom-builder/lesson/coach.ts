// The Kingdom Builder lesson's coach for the shared one beside the board (web/lesson/Coach.tsx): its
// step machine (./steps.ts), its news (./news.ts), and its words with the table's own names for
// terrains, tiles and the End turn button. Fetched only with a lesson (the registry's `coach`).
import type { KbView } from '../../../../party/games/kingdom-builder/view.ts';
import type { LessonCoach } from '../../types.ts';
import { kt } from '../i18n.ts';
import { kbNews } from './news.ts';
import { KB_PATH, kbAdvice, kbTurn } from './steps.ts';
import { klt, type KbLessonKey } from './t.ts';

function names(vars: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    ...vars,
    oracle: kt('loc.oracle'),
    button: kt('action.endTurn'),
    ...(typeof vars.terrain === 'string' ? { terrain: kt(`terrain.${vars.terrain}` as never) } : {}),
    ...(typeof vars.tile === 'string' ? { tile: kt(`loc.${vars.tile}` as never) } : {}),
  };
}

const coach: LessonCoach<KbView> = {
  path: KB_PATH,
  turn: kbTurn,
  advice: kbAdvice,
  news: kbNews,
  say: (advice) => klt(`k.${advice.step}` as KbLessonKey, names(advice.vars)),
  tell: (news) => klt(news.key as KbLessonKey, names(news.vars)),
  // The map as a whole looks playable; its marked hexes are the moves.
  playable: '[data-testid=kb-map]',
  live: '[data-testid=kb-target]',
};

export default coach;
