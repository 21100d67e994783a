// The few words (and the first game's options) the shell shows for Kingdom Builder outside its table: its one rating pool
// (party/games/kingdom-builder/result.ts), its rules page's title and its lesson's button.
// Small, so the shell carries them without the game's other words.
import type { LangWords, PoolNames } from '../../words.ts';

export const pools: PoolNames = {
  'kingdom-builder': { en: 'Kingdom Builder', ru: 'Kingdom Builder', hu: 'Kingdom Builder', pl: 'Kingdom Builder' },
};

export const rulesTitle: LangWords = {
  en: 'How to play Kingdom Builder', ru: 'Как играть в Kingdom Builder', hu: 'A Kingdom Builder szabályai', pl: 'Jak grać w Kingdom Builder',
};

/** After the lesson, the real game is dealt as any table is. */
export const lessonFirstGame = {};

export const lessonButton: LangWords = {
  en: 'New to Kingdom Builder? Learn in 5 minutes', ru: 'Впервые в Kingdom Builder? Научитесь за 5 минут',
  hu: 'Új vagy a Kingdom Builderben? Tanuld meg 5 perc alatt', pl: 'Pierwszy raz w Kingdom Builder? Naucz się w 5 minut',
};
