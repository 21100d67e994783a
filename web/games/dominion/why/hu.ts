import type { Messages } from '../../../i18n/index.ts';
import type { DominionWhyKey } from './en.ts';

export const hu: Messages<DominionWhyKey> = {
  'ask.buy': 'Megveszed: {card}? Most nem lehet: miért?',
  'ask.play': 'Kijátszod: {card}? Most nem lehet: miért?',
  'cannot-afford': '{card} ára ${cost}, neked ${coins} van.',
  'no-buys': 'Ebben a körben nincs több vásárlásod.',
  'pile-empty': 'A(z) {card} pakli elfogyott.',
  'not-in-supply': 'Ez a lap nincs a készletben.',
  'no-actions': 'Nincs több akciód: a +Akció lapok (például a Falu) engednek többet kijátszani.',
  'wrong-phase': 'Akciólapot az akciófázisban lehet kijátszani, az pedig ebben a körben már véget ért.',
  'treasures-after-buy': 'Kincset az első vásárlás előtt kell kijátszani.',
  'not-in-hand': 'Ez a lap nincs a kezedben.',
  'not-playable': '{card} nem játszható ki: csak a végén számít, vagy semmit sem tesz.',
  'not-your-turn': 'Nem te következel.',
  'reactions-wait': 'Egy támadás reakciókra vár; a játék egy pillanat múlva magától folytatódik.',
  'answer-first': 'Előbb válaszolj a(z) {card} kérdésére.',
  'bad-pick': 'Ez a választás nem illik a(z) {card} kérdéséhez.',
  'nothing-to-choose': 'Most nincs mit választani.',
  'game-over': 'A játék véget ért.',
};
