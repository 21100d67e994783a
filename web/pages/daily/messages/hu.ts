import type { Messages } from '../../../i18n/format.ts';
import type { DayKey } from './en.ts';

export const hu: Messages<DayKey> = {
  'day.link': 'A nap ranglistája',
  'day.title': 'A nap kihívása: {game}',
  'day.date': 'A(z) {date} leosztása (UTC)',
  'day.loading': 'A nap eredményeinek betöltése…',
  'day.caption': 'A(z) {date} eredményei, a legjobbak elöl',
  'day.count': { one: '{n} rangsorolt játék aznap.', other: '{n} rangsorolt játék aznap.' },
  'day.empty': 'Ezt a leosztást még senki sem játszotta végig.',
  'day.none': 'Ezen a napon nem volt kihívás: senki sem kapott leosztást.',
  'day.notYet': 'Erre a napra még nincs kihívás: a nap még nem kezdődött el.',
  'day.top': 'A legjobb 100 szerepel a listán.',
  'day.rank': 'Helyezés',
  'day.player': 'Játékos',
  'day.result': 'Eredmény',
  'day.margin': 'Különbség',
  'day.turns': 'Körök',
  'day.replay': 'Visszajátszás',
  'day.you': 'Te: {rank}. hely a(z) {count} közül',
  'day.youNone': 'Ezen a napon nincs rangsorolt játékod.',
  'day.play': 'A mai kihívás játszása',
  'day.replaysLater': 'A visszajátszások a nap végén (UTC éjfélkor) nyílnak meg, hogy senki ne lesse meg, hogyan játsszák a leosztást.',
  'day.days': 'Más napok',
  'day.before': 'Előző nap',
  'day.after': 'Következő nap',
  'day.today': 'Ma',
};
