import type { Messages } from '../../../../i18n/format.ts';
import type { DominionLessonKey } from './en.ts';

export const hu: Messages<DominionLessonKey> = {
  'coins': '{n} érméd',

  'd.treasures': 'Te jössz. A kincsekkel fizetsz az új lapokért: nyomd meg a „{button}” gombot, és mind egyszerre kijátszod.',
  'd.buy': '{coins} van. Vegyél a készletből egy lapot, ami legfeljebb ennyibe kerül. A(z) {silver} (ára 3, 2-t ér) jó vétel: nyomd meg.',
  'd.end-turn': 'Ezzel kész a köröd: nyomd meg a „{button}” gombot. A kijátszott és megvett lapjaid a dobópakliba kerülnek, és 5 új lapot húzol.',
  'd.attacked': 'A bot kijátszotta ezt: {militia}. Ez támadás: a többieknek 3 lapra kell dobniuk a kezüket. Nálad van egy reakciólap ({moat}): mutasd fel, és a támadás elkerül.',
  'd.village': 'Előbb az akciólapok jönnek, és körönként 1 akciód van. A(z) {village} +1 lapot és +2 akciót ad, ezért azt játszd ki elsőként: nyomd meg a kezedben.',
  'd.smithy': 'A(z) {village} miatt maradt akciód. Játszd ki ezt: {smithy} (+3 lap).',
  'd.province': '{coins} van: ez elég erre: {province}, ami 6 győzelmi pontot ér. Vedd meg. A játék véget ér, ha ez a pakli elfogy, és ebben a leckében csak 2 lap van benne.',
  'd.chapel': 'A(z) {chapel} legfeljebb 4 lapot selejtez a kezedből. A(z) {estate} 1 pontot ér, de eltömíti a kezedet; nélküle a későbbi kezeid erősebbek. Játszd ki ezt: {chapel}.',
  'd.trash': 'Válaszd ki a kezedben az összes ilyet: {estate}, majd erősítsd meg. A selejtezett lapok kikerülnek a játékból.',
  'd.last-province': 'Egy {province} maradt, és {coins} van. Vedd meg: a pakli kiürül, így a játék e kör után véget ér.',
  'd.over': 'Vége a játéknak: elfogyott a(z) {province} pakli (három üres készletpakli is véget vetne neki). Mindenki összeadja az összes lapja győzelmi pontjait; aki a legtöbbet gyűjtötte, nyer. Végigjátszottál egy egész Dominion-játszmát!',
  'd.wait': 'A bot következik; a naplóban látod, mit csinál.',
  'd.answer': 'Egy lap kérdez tőled valamit: válaszolj fent a panelen.',
  'd.play-action': 'Játszd ki a kezedből ezt: {card}. Az akciók a kincsek előtt jönnek, és elsőként azok, amelyek +akciót adnak, hogy a többire is jusson.',
  'd.discard': 'A(z) {militia} miatt 3 lapra kell dobnod a kezedet: válaszd ki a legkevésbé hasznosakat (előbb {estate}, aztán {copper}), majd erősítsd meg.',
  'd.buy-gold': '{coins} van: ez elég erre: {gold} (ára 6, 3-at ér), a legjobb kincs. Vedd meg: arannyal a paklidban hamarabb összejön a 8 érme, amibe a(z) {province} kerül.',
  'dn.moat': 'A(z) {moat} kivédte a támadást ({militia}): minden lapod nálad maradt.',
  'dn.militia': 'A bot kijátszotta ezt: {militia}.',
  'dn.village': '{village}: húztál 1 lapot, és van még 2 akciód.',
  'dn.smithy': '{smithy}: húztál 3 lapot.',
  'dn.trashed': '{n} lapot selejteztél.',
  'dn.bought': 'Megvetted: {card}. A dobópakliba került, és a következő keverés után a kezedbe kerülhet.',
  'dn.botBought': 'A bot ezt vette: {card}.',
};
