import type { RefusalWords } from '../../words.ts';

/**
 * Its own refusal codes, for a refusal shown without the game's reason (a move resent after a
 * reload: the board has nothing to explain it beside). The shell's words cover the shared ones.
 * Loaded with the game's board (its Board.tsx registers them), so pages without a table carry none.
 */
export const refusals: RefusalWords = {
  'mandatory-pending': { en: 'Build your required settlements first.', ru: 'Сначала постройте обязательные поселения.', hu: 'Előbb építsd meg a kötelező településeidet.', pl: 'Najpierw zbuduj obowiązkowe osady.' },
  'illegal-hex': { en: 'You cannot build there.', ru: 'Здесь строить нельзя.', hu: 'Ide nem építhetsz.', pl: 'Nie możesz tu budować.' },
  'no-build': { en: 'There is nowhere left to build.', ru: 'Строить больше негде.', hu: 'Nincs már hová építeni.', pl: 'Nie ma już gdzie budować.' },
  'nothing-to-undo': { en: 'Nothing to undo this turn.', ru: 'В этом ходу нечего отменять.', hu: 'Ebben a körben nincs mit visszavonni.', pl: 'W tej turze nie ma czego cofać.' },
};
