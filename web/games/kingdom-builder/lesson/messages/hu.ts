import type { Messages } from '../../../../i18n/format.ts';
import type { KbLessonKey } from './en.ts';

export const hu: Messages<KbLessonKey> = {
  'k.first-build': 'Ebben a körben a tájkártyád: {terrain}. Építs 3 települést ilyen mezőkre. Az első bármelyik ilyen mezőre kerülhet; válaszd a kiemeltet, a(z) {oracle} mellett. A helyszín melletti település megszerzi a helyszín lapkáját.',
  'k.adjacent': 'Most jön a szomszédsági szabály: minden további településnek a tieid mellé kell kerülnie, amíg van mellettük szabad mező ebből a tájból ({terrain}); csak ha nincs, kerülhet máshová. A megjelölt mezőkre építhetsz most. Még {n}.',
  'k.tile-gained': 'Megszerezted a(z) {tile} lapkát. A következő körödtől 1 extra települést épít. Nyomd meg a „{button}” gombot: ezután húzod a következő tájkártyádat.',
  'k.use-tile': 'Használd a(z) {tile} lapkát a kártyád szerinti építések előtt (még {n}): nyomd meg, majd válassz egy megjelölt mezőt.',
  'k.missed-tile': 'Ebben a körben nem kaptál lapkát: csak egy helyszín (például {oracle}) melletti település szerez egyet. Próbáld a következő körben. Nyomd meg a „{button}” gombot.',
  'k.tile-left': 'A(z) {tile} lapkád ebben a körben még egy települést építhet: nyomd meg, majd válassz egy megjelölt mezőt. Vagy nyomd meg a „{button}” gombot nélküle.',
  'k.build': 'Ebben a körben a kártyád: {terrain}. Építs {n} települést ilyen mezőkre, a tieid mellé, ahol lehet.',
  'k.scoring': 'Ez volt az utolsó településed, így ez az utolsó kör. Aranyat a játszma három pontozókártyája és azok a kastélyok adnak, amelyek mellett településed áll: a panel felsorolja őket, a jelölőnégyzete pedig megmutatja, most mennyit ér neked mindegyik. Aztán nyomd meg a „{button}” gombot.',
  'k.over': 'Vége a játéknak. Minden pontozókártya aranyat fizetett, és minden kastély is a településeid mellett; a legtöbb arany nyer. Végigjátszottál egy egész Kingdom Builder-játszmát!',
  'k.wait': 'A bot következik.',
  'k.end-turn': 'Nyomd meg a „{button}” gombot.',
  'kn.tile': 'Megszerezted a(z) {tile} lapkát.',
};
