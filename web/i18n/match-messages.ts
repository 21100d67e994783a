// Strings of quick match's queue and presence (table sizes, the wait, people looking and playing).
import type { Messages } from './format.ts';

const en = {
  'match.sizes': 'Table size',
  'match.sizeAny': 'any ({min}–{max})',
  'match.searching': 'Looking for a table of {sizes} players…',
  'match.numbers': '{waiting} looking · {playing} playing',
  'match.expectedWait': 'Recent matches took about {s} s.',
  'match.noRecentWait': 'No recent matches yet to tell how long it takes.',
  'match.botsUnrated': 'A table with bots is not rated.',
  'match.unrated': 'This wait is anonymous: the table will not be rated.',
  'match.presence': 'Now: {looking} looking for a table, {playing} playing',
};

export type MatchKey = keyof typeof en;

const ru: Messages<MatchKey> = {
  'match.sizes': 'Игроков за столом',
  'match.sizeAny': 'сколько угодно ({min}–{max})',
  'match.searching': 'Ищем стол на {sizes} игроков…',
  'match.numbers': 'ищут: {waiting} · играют: {playing}',
  'match.expectedWait': 'Недавно соперников находили примерно за {s} с.',
  'match.noRecentWait': 'Недавних партий нет, поэтому время ожидания неизвестно.',
  'match.botsUnrated': 'Партия с ботами не идёт в рейтинг.',
  'match.unrated': 'Вы ждёте анонимно: партия не пойдёт в рейтинг.',
  'match.presence': 'Сейчас ищут стол: {looking}, играют: {playing}',
};

const hu: Messages<MatchKey> = {
  'match.sizes': 'Asztal mérete',
  'match.sizeAny': 'bármennyi ({min}–{max})',
  'match.searching': 'Asztalt keresünk {sizes} játékosnak…',
  'match.numbers': 'keres: {waiting} · játszik: {playing}',
  'match.expectedWait': 'Az utóbbi párosítások nagyjából {s} mp-ig tartottak.',
  'match.noRecentWait': 'Még nem volt friss párosítás, így nem tudjuk, meddig tart.',
  'match.botsUnrated': 'A gépekkel játszott parti nem számít bele a pontszámba.',
  'match.unrated': 'Névtelenül vársz: a parti nem számít bele a pontszámba.',
  'match.presence': 'Most asztalt keres: {looking}, játszik: {playing}',
};

const pl: Messages<MatchKey> = {
  'match.sizes': 'Liczba graczy',
  'match.sizeAny': 'dowolna ({min}–{max})',
  'match.searching': 'Szukamy stołu dla {sizes} graczy…',
  'match.numbers': 'szuka: {waiting} · gra: {playing}',
  'match.expectedWait': 'Ostatnio dobranie graczy trwało około {s} s.',
  'match.noRecentWait': 'Brak niedawnych gier, więc nie wiemy, ile potrwa czekanie.',
  'match.botsUnrated': 'Gra z botami nie liczy się do rankingu.',
  'match.unrated': 'Czekasz anonimowo: ta gra nie liczy się do rankingu.',
  'match.presence': 'Teraz szuka stołu: {looking}, gra: {playing}',
};

/** The dictionaries themselves (match.ts makes the translator), readable without a page. */
export const matchMessages = { en, ru, hu, pl };
