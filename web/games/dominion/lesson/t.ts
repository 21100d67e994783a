// The Dominion lesson's translator (`dlt`): its coach's words come only with a lesson, apart from
// the table's own (`dt`).
import { defineMessages } from '../../../i18n/index.ts';
import { en, type DominionLessonKey } from './messages/en.ts';

export const dlt = defineMessages<DominionLessonKey>({
  en,
  ru: () => import('./messages/ru.ts').then((m) => m.ru),
  hu: () => import('./messages/hu.ts').then((m) => m.hu),
  pl: () => import('./messages/pl.ts').then((m) => m.pl),
});
export type { DominionLessonKey };
