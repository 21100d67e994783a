import type { Messages } from '../../i18n/format.ts';
import type { LessonKey } from './en.ts';

export const ru: Messages<LessonKey> = {
  'coach.title': 'Обучение',
  'coach.step': 'Шаг {n} из {total}',
  'coach.leave': 'Играть самому',
  'coach.showMe': 'Покажите',
  'coach.fold': 'Свернуть подсказку',
  'coach.unfold': 'Развернуть подсказку',
  'coach.wrong': 'Не сюда: сейчас так нельзя, ничего не изменилось. {hint}',
  'coach.hintAgain': 'Ищите подсвеченный элемент.',
  'coach.refused': 'Игра не приняла этот ход: {reason} Ничего не изменилось.',
  'coach.lost': 'На этот раз победил бот. В следующий раз следуйте подсвеченным подсказкам до конца — и партия урока будет вашей.',
  'next.title': 'Что дальше?',
  'next.play': 'Сыграть настоящую партию против простого бота',
  'next.starting': 'Готовим партию…',
};
