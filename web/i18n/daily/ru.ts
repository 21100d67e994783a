import type { Messages } from '../format.ts';
import type { DailyKey } from './en.ts';

export const ru: Messages<DailyKey> = {
  'daily.title': 'Задача дня',
  'daily.hint': 'Сегодня у всех одна и та же раздача, против сильного бота. В зачёт идёт первая партия дня, остальные — тренировка.',
  'daily.date': 'Раздача {date} (UTC)',
  'daily.players': { one: 'Уже сыграл {n} игрок', few: 'Уже сыграли {n} игрока', many: 'Уже сыграли {n} игроков', other: 'Уже сыграли {n} игрока' },
  'daily.play': 'Сыграть задачу дня',
  'daily.practice': 'Потренироваться на той же раздаче',
  'daily.starting': 'Раздаём…',
  'daily.resume': 'Вернуться к партии',
  'daily.loading': 'Загружаем раздачу дня…',
  'daily.result': 'Ваш результат сегодня',
  'daily.won': 'Победа',
  'daily.lost': 'Поражение',
  'daily.rank': 'Место {rank} из {count}',
  'daily.margin': 'Разница: {margin}',
  'daily.turns': 'Ходов: {n}',
  'daily.waiting': 'Подсчитываем результат…',
  'daily.practiceNote': 'Это была тренировка: в таблицу попадает только первая партия дня.',
  'daily.copy': 'Скопировать результат',
  'daily.copied': 'Скопировано — можно вставить куда угодно',
  'daily.copyFailed': 'Не удалось скопировать; выделите текст выше',
  'daily.shareHead': 'Kingdoms, задача дня · {game} · {date}',
  'daily.yesterday': 'Вчерашняя партия в записи',
  'daily.replay': 'Запись вашей партии',
  'daily.seedLater': 'Записи сегодняшних партий откроются после полуночи (UTC).',
};
