import type { Messages } from '../../../i18n/format.ts';
import type { DayKey } from './en.ts';

export const pl: Messages<DayKey> = {
  'day.link': 'Ranking dnia',
  'day.title': 'Wyzwanie dnia: {game}',
  'day.date': 'Rozdanie z {date} (UTC)',
  'day.loading': 'Wczytujemy wyniki dnia…',
  'day.caption': 'Wyniki z {date}, najlepsze na górze',
  'day.count': { one: '{n} rankingowa partia tego dnia.', few: '{n} rankingowe partie tego dnia.', many: '{n} rankingowych partii tego dnia.', other: '{n} rankingowej partii tego dnia.' },
  'day.empty': 'Nikt jeszcze nie dokończył tego rozdania.',
  'day.none': 'Tego dnia nie było wyzwania: nikt nie dostał rozdania.',
  'day.notYet': 'Na ten dzień nie ma jeszcze wyzwania: dzień się nie zaczął.',
  'day.top': 'Lista pokazuje najlepszą setkę.',
  'day.rank': 'Miejsce',
  'day.player': 'Gracz',
  'day.result': 'Wynik',
  'day.margin': 'Przewaga',
  'day.turns': 'Tury',
  'day.replay': 'Powtórka',
  'day.you': 'Ty: miejsce {rank} z {count}',
  'day.youNone': 'Nie masz rankingowej partii tego dnia.',
  'day.play': 'Zagraj w dzisiejsze wyzwanie',
  'day.replaysLater': 'Powtórki otworzą się po końcu dnia (o północy UTC), żeby nikt nie podejrzał, jak gra się to rozdanie.',
  'day.days': 'Inne dni',
  'day.before': 'Dzień wcześniej',
  'day.after': 'Dzień później',
  'day.today': 'Dziś',
};
