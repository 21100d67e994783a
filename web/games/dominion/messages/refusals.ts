import type { RefusalWords } from '../../words.ts';

/**
 * Its own refusal codes, for a refusal shown without the game's reason (a move resent after a
 * reload: the board has nothing to explain it beside). The shell's words cover the shared ones.
 * Loaded with the game's board (its Board.tsx registers them), so pages without a table carry none.
 */
export const refusals: RefusalWords = {
  'answer-first': { en: 'Answer the open question first.', ru: 'Сначала ответьте на открытый вопрос.', hu: 'Előbb válaszolj a nyitott kérdésre.', pl: 'Najpierw odpowiedz na otwarte pytanie.' },
};
