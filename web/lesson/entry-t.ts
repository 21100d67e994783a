// The translator for the lessons' way in (entry/ holds the dictionaries): the lobby and a table
// carry these few words, and the coach's own (./t.ts) come with the lesson.
import { defineMessages, type Translate } from '../i18n/index.ts';
import { en, type LessonEntryKey } from './entry/en.ts';

export const lessonEntryT: Translate<LessonEntryKey> = defineMessages<LessonEntryKey>({
  en,
  ru: () => import('./entry/ru.ts').then((m) => m.ru),
  hu: () => import('./entry/hu.ts').then((m) => m.hu),
  pl: () => import('./entry/pl.ts').then((m) => m.pl),
});
