// The translator for the lessons' strings (messages.ts holds the dictionaries).
import { defineMessages, type Translate } from '../i18n/index.ts';
import { lessonMessages, type LessonKey } from './messages.ts';

export const lt: Translate<LessonKey> = defineMessages<LessonKey>(lessonMessages);
export type { LessonKey };
