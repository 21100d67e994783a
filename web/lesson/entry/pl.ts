import type { Messages } from '../../i18n/format.ts';
import type { LessonEntryKey } from './en.ts';

export const pl: Messages<LessonEntryKey> = {
  'coach.back': 'Przywróć podpowiedzi lekcji',
  'learn.title': 'Naucz się grać',
  'learn.hint': 'Krótka gra z podpowiedziami przeciw przyjaznemu botowi, z trenerem obok planszy.',
  'learn.dominion': 'Pierwszy raz w Dominion? Naucz się w 5 minut',
  'learn.kingdom-builder': 'Pierwszy raz w Kingdom Builder? Naucz się w 5 minut',
  'learn.starting': 'Przygotowujemy lekcję…',
  'learn.name': 'Uczeń',
};
