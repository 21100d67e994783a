// The lesson's kingdom on its own: the options parser (./setup.ts) names it for `{ lesson: true }`
// and the lesson's deal (./lesson.ts) is built on top of setup, so neither imports the other.
import type { CardId } from './types.ts';

/** Sorted by cost, as a dealt kingdom is. */
export const LESSON_KINGDOM: readonly CardId[] = [
  'cellar', 'chapel', 'moat', 'village', 'woodcutter', 'workshop', 'militia', 'smithy', 'festival', 'market',
];
