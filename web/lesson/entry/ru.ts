import type { Messages } from '../../i18n/format.ts';
import type { LessonEntryKey } from './en.ts';

export const ru: Messages<LessonEntryKey> = {
  'coach.back': 'Вернуть подсказки урока',
  'learn.title': 'Научиться играть',
  'learn.hint': 'Короткая партия с подсказками против дружелюбного бота; тренер рядом с полем.',
  'learn.dominion': 'Впервые в Dominion? Научитесь за 5 минут',
  'learn.kingdom-builder': 'Впервые в Kingdom Builder? Научитесь за 5 минут',
  'learn.starting': 'Готовим урок…',
  'learn.name': 'Ученик',
};
