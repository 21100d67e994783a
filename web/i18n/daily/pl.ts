import type { Messages } from '../format.ts';
import type { DailyKey } from './en.ts';

export const pl: Messages<DailyKey> = {
  'daily.title': 'Wyzwanie dnia',
  'daily.hint': 'Dziś wszyscy dostają to samo rozdanie, przeciw mocnemu botowi. Liczy się pierwsza partia dnia, kolejne to trening.',
  'daily.date': 'Rozdanie z {date} (UTC)',
  'daily.players': { one: 'Na razie {n} gracz', few: 'Na razie {n} graczy', many: 'Na razie {n} graczy', other: 'Na razie {n} gracza' },
  'daily.play': 'Zagraj wyzwanie dnia',
  'daily.practice': 'Trenuj na tym samym rozdaniu',
  'daily.starting': 'Rozdajemy…',
  'daily.resume': 'Wróć do partii',
  'daily.loading': 'Wczytujemy dzisiejsze rozdanie…',
  'daily.result': 'Twój dzisiejszy wynik',
  'daily.won': 'Wygrana',
  'daily.lost': 'Przegrana',
  'daily.rank': 'Miejsce {rank} z {count}',
  'daily.margin': 'Różnica: {margin}',
  'daily.turns': 'Tury: {n}',
  'daily.waiting': 'Liczymy twój wynik…',
  'daily.practiceNote': 'To był trening: w rankingu jest tylko pierwsza partia dnia.',
  'daily.copy': 'Kopiuj wynik',
  'daily.copied': 'Skopiowano, wklej gdziekolwiek',
  'daily.copyFailed': 'Nie udało się skopiować; zaznacz tekst powyżej',
  'daily.shareHead': 'Kingdoms, wyzwanie dnia · {game} · {date}',
  'daily.yesterday': 'Wczorajsza partia w powtórce',
  'daily.replay': 'Powtórka twojej partii',
  'daily.seedLater': 'Powtórki dzisiejszych partii będą dostępne po północy (UTC).',
};
