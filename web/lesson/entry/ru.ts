import type { Messages } from '../../i18n/format.ts';
import type { LessonEntryKey } from './en.ts';

export const ru: Messages<LessonEntryKey> = {
  'coach.back': 'Вернуть подсказки урока',
  'learn.title': 'Научиться играть',
  'learn.hint': 'Короткая партия с подсказками против дружелюбного бота; тренер рядом с полем.',
  'learn.starting': 'Готовим урок…',
  'learn.name': 'Ученик',
};
