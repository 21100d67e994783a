import type { Messages } from '../format.ts';
import type { DailyKey } from './en.ts';

export const hu: Messages<DailyKey> = {
  'daily.title': 'A nap kihívása',
  'daily.hint': 'Ma mindenki ugyanazt a leosztást kapja, az erős gép ellen. A nap első játszmája számít, a többi gyakorlás.',
  'daily.date': '{date} leosztása (UTC)',
  'daily.players': { one: 'Eddig {n} játékos', other: 'Eddig {n} játékos' },
  'daily.play': 'A mai kihívás',
  'daily.practice': 'Gyakorlás ugyanezzel a leosztással',
  'daily.starting': 'Osztunk…',
  'daily.resume': 'Vissza a játszmához',
  'daily.loading': 'A mai leosztás betöltése…',
  'daily.result': 'A mai eredményed',
  'daily.won': 'Győzelem',
  'daily.lost': 'Vereség',
  'daily.rank': '{rank}. hely a(z) {count} közül',
  'daily.margin': 'Különbség: {margin}',
  'daily.turns': 'Körök: {n}',
  'daily.waiting': 'Az eredmény számolása…',
  'daily.practiceNote': 'Ez gyakorlás volt: csak a nap első játszmája kerül a ranglistára.',
  'daily.copy': 'Eredmény másolása',
  'daily.copied': 'Kimásolva, bárhová beillesztheted',
  'daily.copyFailed': 'Nem sikerült másolni; jelöld ki a fenti szöveget',
  'daily.shareHead': 'Kingdoms, a nap kihívása · {game} · {date}',
  'daily.yesterday': 'A tegnapi játszma visszajátszása',
  'daily.replay': 'A játszmád visszajátszása',
  'daily.seedLater': 'A mai játszmák visszajátszása éjfél (UTC) után nyílik meg.',
};
