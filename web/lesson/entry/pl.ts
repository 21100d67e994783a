import type { Messages } from '../../i18n/format.ts';
import type { LessonEntryKey } from './en.ts';

export const pl: Messages<LessonEntryKey> = {
  'coach.back': 'Przywróć podpowiedzi lekcji',
  'learn.title': 'Naucz się grać',
  'learn.hint': 'Krótka gra z podpowiedziami przeciw przyjaznemu botowi, z trenerem obok planszy.',
  'learn.starting': 'Przygotowujemy lekcję…',
  'learn.name': 'Uczeń',
};
