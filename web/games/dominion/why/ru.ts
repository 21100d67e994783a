import type { Messages } from '../../../i18n/index.ts';
import type { DominionWhyKey } from './en.ts';

export const ru: Messages<DominionWhyKey> = {
  'ask.buy': 'Купить «{card}»? Сейчас нельзя: почему?',
  'ask.play': 'Сыграть «{card}»? Сейчас нельзя: почему?',
  'cannot-afford': '«{card}» стоит ${cost}, а у вас ${coins}.',
  'no-buys': 'Покупок в этот ход больше нет.',
  'pile-empty': 'Стопка «{card}» пуста.',
  'not-in-supply': 'Этой карты нет в резерве.',
  'no-actions': 'Действий не осталось: карты с «+Действие» (например, Деревня) дают сыграть больше.',
  'wrong-phase': 'Карты действий играют в фазе действий, а она в этот ход уже прошла.',
  'treasures-after-buy': 'Сокровища играют до первой покупки.',
  'not-in-hand': 'Этой карты нет у вас в руке.',
  'not-playable': '«{card}» не разыгрывается: она лишь считается в конце или ничего не делает.',
  'not-your-turn': 'Сейчас не ваш ход.',
  'reactions-wait': 'Атака ждёт реакций; игра сама продолжится через мгновение.',
  'answer-first': 'Сначала ответьте на вопрос карты «{card}».',
  'bad-pick': 'Такой выбор не подходит к вопросу карты «{card}».',
  'nothing-to-choose': 'Сейчас нечего выбирать.',
  'game-over': 'Игра окончена.',
};
