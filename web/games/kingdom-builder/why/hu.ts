import type { Messages } from '../../../i18n/index.ts';
import type { KbWhyKey } from './en.ts';

export const hu: Messages<KbWhyKey> = {
  'not-your-terrain': 'Ide nem: a tereplapod ebben a körben: {terrain}.',
  'not-buildable.water': 'Vízre senki sem épít (oda csak a Kikötő lapka visz át telepet).',
  'not-buildable.mountain': 'Hegyre senki sem épít.',
  'not-buildable.castle': 'Kastélyra nem lehet építeni: építs mellé, hogy pontot érjen.',
  'not-buildable.location': 'Különleges helyre nem lehet építeni: építs mellé, hogy megkapd a lapkáját.',
  'occupied': 'Ezen a mezőn már áll egy telep.',
  'must-be-adjacent': 'A saját telepeid mellé építs: még érintkezik velük egy szabad mező, terep: {ground}.',
  'builds-done': 'Ennek a körnek a telepei megépültek. Használj lapkát, vagy fejezd be a kört.',
  'terrain-full': 'Nem maradt szabad mező ({terrain}), ebben a körben nincs mit építeni.',
  'no-settlements-left': 'Nem maradt teleped.',
  'finish-builds': { one: 'Előbb építsd meg az utolsó telepet, terep: {terrain}.', other: 'Előbb építsd meg a hátralévő {n} telepet, terep: {terrain}.' },
  'no-tile': 'Nincs olyan {tile} lapkád, amit ebben a körben használhatnál (az ebben a körben kapott lapka a következőtől működik).',
  'action-used': 'Ebben a körben már használtad a(z) {tile} akciót: minden akció körönként egyszer választható, két {tile} lapkával is.',
  'not-line-end': 'A(z) {tile} lapka csak legalább három saját telepből álló egyenes sor végére épít.',
  'not-a-jump': 'A(z) {tile} lapka pontosan két mezőt visz egy telepet egyenesen, üres földre.',
  'not-your-settlement': 'A saját telepeid közül válassz egyet az áthelyezéshez.',
  'wrong-ground': 'A(z) {tile} lapka csak ide tesz telepet: {ground}.',
  'nothing-to-undo': 'Ebben a körben még nincs mit visszavonni.',
  'not-your-turn': 'Nem te következel.',
  'game-over': 'A játék véget ért.',
  'ground.edge': 'a térkép széle',
};
