// The translator for the lessons' strings (messages/ holds the dictionaries, one file a language).
import { defineMessages, type Translate } from '../i18n/index.ts';
import { en, type LessonKey } from './messages/en.ts';

export const lt: Translate<LessonKey> = defineMessages<LessonKey>({
  en,
  ru: () => import('./messages/ru.ts').then((m) => m.ru),
  hu: () => import('./messages/hu.ts').then((m) => m.hu),
  pl: () => import('./messages/pl.ts').then((m) => m.pl),
});
export type { LessonKey };
