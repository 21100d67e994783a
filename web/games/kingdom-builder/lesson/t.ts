// The Kingdom Builder lesson's translator (`klt`): its coach's words come only with a lesson, apart
// from the table's own (`kt`).
import { defineMessages } from '../../../i18n/index.ts';
import { en, type KbLessonKey } from './messages/en.ts';

export const klt = defineMessages<KbLessonKey>({
  en,
  ru: () => import('./messages/ru.ts').then((m) => m.ru),
  hu: () => import('./messages/hu.ts').then((m) => m.hu),
  pl: () => import('./messages/pl.ts').then((m) => m.pl),
});
export type { KbLessonKey };
