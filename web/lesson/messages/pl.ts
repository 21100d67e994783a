import type { Messages } from '../../i18n/format.ts';
import type { LessonKey } from './en.ts';

export const pl: Messages<LessonKey> = {
  'coach.title': 'Lekcja',
  'coach.step': 'Krok {n} z {total}',
  'coach.leave': 'Graj dalej sam',
  'coach.showMe': 'Pokaż',
  'coach.fold': 'Zwiń podpowiedź',
  'coach.unfold': 'Rozwiń podpowiedź',
  'coach.wrong': 'Nie tutaj: teraz nie da się tego zrobić, więc nic się nie zmieniło. {hint}',
  'coach.hintAgain': 'Szukaj podświetlonego elementu.',
  'coach.refused': 'Gra nie przyjęła tego ruchu: {reason} Nic się nie zmieniło.',
  'coach.lost': 'Tym razem wygrał bot. Następnym razem idź za podświetlonymi podpowiedziami do końca, a partia z lekcji będzie twoja.',
  'next.title': 'Co dalej?',
  'next.play': 'Zagraj prawdziwą partię z łatwym botem',
  'next.starting': 'Przygotowujemy partię…',
};
