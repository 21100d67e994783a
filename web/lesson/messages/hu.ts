import type { Messages } from '../../i18n/format.ts';
import type { LessonKey } from './en.ts';

export const hu: Messages<LessonKey> = {
  'coach.title': 'Lecke',
  'coach.step': '{n}. lépés / {total}',
  'coach.leave': 'Tovább szabadon',
  'coach.showMe': 'Mutasd meg',
  'coach.fold': 'Edző összecsukása',
  'coach.unfold': 'Edző kinyitása',
  'coach.wrong': 'Nem oda: ezt most nem lehet, így semmi sem változott. {hint}',
  'coach.hintAgain': 'Keresd a kiemelt elemet.',
  'coach.refused': 'A játék nem fogadta el a lépést: {reason} Semmi sem változott.',
  'coach.lost': 'Most a bot nyert. Legközelebb kövesd végig a kiemelt elemeket, és a lecke játszmája a tiéd lesz.',
  'next.title': 'Mi legyen most?',
  'next.play': 'Játssz egy igazi játszmát egy könnyű bot ellen',
  'next.starting': 'A játszma készül…',
};
