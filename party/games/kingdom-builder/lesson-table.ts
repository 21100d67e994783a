// The lesson's map sections and scoring cards on their own: the options parser (./options.ts)
// names them for `{ lesson: true }` and the lesson's deal (./lesson.ts) is built on the state,
// which reads the options, so neither imports the other.
import type { LocationKind } from './board.ts';
import type { ScoringCard } from './cards.ts';

export const LESSON_SECTIONS: readonly LocationKind[] = ['farm', 'oasis', 'tower', 'oracle'];
export const LESSON_CARDS: readonly ScoringCard[] = ['workers', 'fishermen', 'discoverers'];
