import type { Messages } from '../../../i18n/format.ts';
import type { DayKey } from './en.ts';

export const ru: Messages<DayKey> = {
  'day.link': 'Таблица дня',
  'day.title': 'Задача дня: {game}',
  'day.date': 'Расклад на {date} (UTC)',
  'day.loading': 'Загружаем итоги дня…',
  'day.caption': 'Итоги {date}, лучшие сверху',
  'day.count': { one: '{n} зачётная партия за день.', few: '{n} зачётные партии за день.', many: '{n} зачётных партий за день.', other: '{n} зачётной партии за день.' },
  'day.empty': 'Этот расклад ещё никто не доиграл.',
  'day.none': 'В этот день испытания не было: его никто не получал.',
  'day.notYet': 'Испытания этого дня ещё нет: день не наступил.',
  'day.top': 'В списке — лучшие 100.',
  'day.rank': 'Место',
  'day.player': 'Игрок',
  'day.result': 'Итог',
  'day.margin': 'Разница',
  'day.turns': 'Ходов',
  'day.replay': 'Запись',
  'day.you': 'Вы: {rank}-е место из {count}',
  'day.youNone': 'У вас нет зачётной партии в этот день.',
  'day.play': 'Сыграть задачу дня',
  'day.replaysLater': 'Записи откроются, когда день закончится (в полночь по UTC), чтобы никто не подсмотрел, как играют этот расклад.',
  'day.days': 'Другие дни',
  'day.before': 'Предыдущий день',
  'day.after': 'Следующий день',
  'day.today': 'Сегодня',
};
