import type { Messages } from '../../../../i18n/format.ts';
import type { DominionLessonKey } from './en.ts';

export const pl: Messages<DominionLessonKey> = {
  'coins': { one: '{n} monetę', few: '{n} monety', many: '{n} monet', other: '{n} monety' },

  'd.treasures': 'Twoja tura. Skarby płacą za nowe karty: naciśnij „{button}”, aby wyłożyć je wszystkie naraz.',
  'd.buy': 'Masz {coins}. Kup z zapasu jedną kartę, która kosztuje najwyżej tyle. „{silver}” (koszt 3, dają 2) to dobry zakup: naciśnij tę kartę.',
  'd.end-turn': 'To koniec twojej tury: naciśnij „{button}”. Zagrane i kupione karty trafią na stos kart odrzuconych, a ty dobierzesz 5 nowych.',
  'd.attacked': 'Bot zagrał kartę „{militia}”, czyli atak: pozostali odrzucają karty, aż zostaną im 3. Masz kartę reakcji „{moat}”: pokaż ją, a atak cię ominie.',
  'd.village': 'Najpierw zagrywa się karty akcji, a na turę masz 1 akcję. „{village}” daje +1 kartę i +2 akcje, więc zagraj ją przed innymi akcjami: naciśnij ją w ręce.',
  'd.smithy': 'Dzięki karcie „{village}” zostały ci akcje. Zagraj „{smithy}”: +3 karty.',
  'd.province': 'Masz {coins}: wystarczy na kartę „{province}”, wartą 6 punktów zwycięstwa. Kup ją. Gra kończy się, gdy ten stos się wyczerpie, a w tej lekcji są w nim tylko 2 karty.',
  'd.chapel': '„{chapel}” wyrzuca na śmietnisko do 4 kart z ręki. Każda „{estate}” daje 1 punkt, ale zapycha rękę; bez nich kolejne ręce są silniejsze. Zagraj „{chapel}”.',
  'd.trash': 'Wybierz w ręce każdą kartę „{estate}” i potwierdź. Karty ze śmietniska odpadają z gry.',
  'd.last-province': 'Została jedna karta „{province}”, a ty masz {coins}. Kup ją: stos się opróżni, więc gra skończy się po tej turze.',
  'd.over': 'Koniec gry: wyczerpał się stos „{province}” (trzy puste stosy zapasu też by ją zakończyły). Każdy liczy punkty zwycięstwa we wszystkich swoich kartach; wygrywa ten, kto ma ich najwięcej. Rozegrałeś całą partię Dominion!',
  'd.wait': 'Teraz tura bota; w dzienniku widać, co robi.',
  'd.answer': 'Karta o coś cię pyta: odpowiedz w panelu u góry.',
  'd.play-action': 'Zagraj z ręki kartę „{card}”: akcje zagrywa się przed skarbami, a najpierw te, które dają +akcje, żeby starczyło na resztę.',
  'd.discard': '„{militia}” każe ci odrzucać karty, aż zostaną 3: wybierz te najmniej potrzebne (najpierw „{estate}”, potem „{copper}”) i potwierdź.',
  'd.buy-gold': 'Masz {coins}: wystarczy na kartę „{gold}” (koszt 6, daje 3), najlepszy skarb. Kup ją: ze złotem w talii szybciej zbierzesz 8 monet na kartę „{province}”.',
  'dn.moat': 'Twoja karta „{moat}” odparła atak „{militia}”: zachowujesz wszystkie karty.',
  'dn.militia': 'Bot zagrał kartę „{militia}”.',
  'dn.village': '„{village}”: dobrałeś 1 kartę i masz 2 akcje więcej.',
  'dn.smithy': '„{smithy}”: dobrałeś 3 karty.',
  'dn.trashed': { one: 'Wyrzuciłeś na śmietnisko {n} kartę.', few: 'Wyrzuciłeś na śmietnisko {n} karty.', many: 'Wyrzuciłeś na śmietnisko {n} kart.', other: 'Wyrzuciłeś na śmietnisko {n} karty.' },
  'dn.bought': 'Kupiłeś: {card}. Trafia na stos kart odrzuconych i wróci do ręki po następnym tasowaniu.',
  'dn.botBought': 'Bot kupił: {card}.',
};
