import type { Messages } from '../../../../i18n/index.ts';
import type { SocialKey } from './en.ts';

export const ru: Messages<SocialKey> = {
  'chat.title': 'Чат',
  'chat.label': 'Сообщение',
  'chat.send': 'Отправить',
  'chat.empty': 'Сообщений пока нет.',
  'chat.off': 'Хозяин стола выключил чат.',
  'chat.spectatorsOff': 'Здесь пишут только игроки, пока хозяин не разрешит зрителям.',
  'chat.yourName': 'Ваше имя в чате',
  'chat.spectator': 'зритель',
  'chat.mute': 'Скрыть сообщения: {name}',
  'chat.unmute': 'Показывать сообщения: {name}',
  'chat.muted': 'Скрыты: {names}',
  'chat.quick': 'Быстрые фразы',
  'phrase.good-luck': 'Удачи!',
  'phrase.good-game': 'Хорошая игра!',
  'phrase.thinking': 'Думаю…',
  'phrase.sorry-go': 'Извините, мне пора.',
  'phrase.well-played': 'Отлично сыграно!',

  'log.standin.timeout': '{name}: время вышло, теперь за этого игрока играет бот.',
  'log.standin.away': '{name} нет за столом: теперь за этого игрока играет бот.',
  'log.standin.left': '{name}: игрок ушёл, до конца партии за него играет бот.',

  'settings.title': 'Настройки стола',
  'settings.chat': 'Чат включён',
  'settings.spectatorChat': 'Зрители могут писать в чат',
  'settings.autoUndo': 'Принимать просьбы об отмене без вопросов',

  'undo.button': 'Отменить мой последний ход',
  'undo.waiting': 'Ждём согласия на отмену: {names}…',
  'undo.asks': '{name} просит отменить свой последний ход.',
  'undo.accept': 'Разрешить',
  'undo.refuse': 'Отказать',

  'replay.link': 'Смотреть запись партии',
};
