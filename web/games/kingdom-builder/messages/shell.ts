// The few words (and the first game's options) the shell shows for Kingdom Builder outside its table: its one rating pool
// (party/games/kingdom-builder/result.ts), its rules page's title and its lesson's button.
// Small, so the shell carries them without the game's other words.
import type { LangWords, PoolNames, RefusalWords } from '../../words.ts';

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

/**
 * Its own refusal codes, for a refusal shown without the game's reason (a move resent after a
 * reload: the board has nothing to explain it beside). The shell's words cover the shared ones.
 */
export const refusals: RefusalWords = {
  'mandatory-pending': { en: 'Build your required settlements first.', ru: 'Сначала постройте обязательные поселения.', hu: 'Előbb építsd meg a kötelező településeidet.', pl: 'Najpierw zbuduj obowiązkowe osady.' },
  'illegal-hex': { en: 'You cannot build there.', ru: 'Здесь строить нельзя.', hu: 'Ide nem építhetsz.', pl: 'Nie możesz tu budować.' },
  'no-build': { en: 'There is nowhere left to build.', ru: 'Строить больше негде.', hu: 'Nincs már hová építeni.', pl: 'Nie ma już gdzie budować.' },
  'nothing-to-undo': { en: 'Nothing to undo this turn.', ru: 'В этом ходу нечего отменять.', hu: 'Ebben a körben nincs mit visszavonni.', pl: 'W tej turze nie ma czego cofać.' },
};
