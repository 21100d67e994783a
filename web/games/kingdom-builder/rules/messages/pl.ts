import type { Messages } from '../../../../i18n/index.ts';
import type { KbRulesKey } from './en.ts';

export const pl: Messages<KbRulesKey> = {
  'gold': '{name}: {n} zł.',
  'red': 'Czerwony (domek)',
  'blue': 'Niebieski (koło)',
  'k.intro': 'Gracze budują osady na mapie złożonej z czterech części. Trzy karty punktacji, w każdej grze inne, mówią, za co jest złoto.',
  'k.goal.h': 'Cel',
  'k.goal': 'Mieć na koniec najwięcej złota. Złoto dają trzy karty punktacji tej gry oraz zamki.',
  'k.card.h': 'Twoja karta terenu',
  'k.card': 'Każdy ma jedną ukrytą kartę terenu. W swojej turze odkrywasz ją i budujesz 3 osady na polach tego terenu, potem dobierasz nową. Na wodzie, w górach, na zamkach i lokacjach nikt nie buduje.',
  'k.terrains': 'Pięć terenów, na których się buduje:',
  'k.never': 'Tu nikt nie buduje:',
  'k.adj.h': 'Obok własnych',
  'k.adj': 'Każda osada staje obok twojej, jeśli z twoimi styka się wolne pole tego terenu. Dopiero gdy takiego nie ma, możesz zacząć gdzie indziej na tym terenie.',
  'k.adj.figure': 'Zagrana łąka: obwiedzione pola to jedyne miejsca na następną osadę.',
  'k.tiles.h': 'Żetony lokacji',
  'k.tiles': 'Zbuduj obok lokacji i weź jeden jej żeton (jeden z każdej lokacji). Od następnej tury możesz wykonać akcję każdego rodzaju żetonu raz na turę (dwa żetony jednego rodzaju to wciąż jedna akcja), przed 3 osadami albo po nich. Gdy odejdziesz od lokacji, jej żeton wraca do pudełka.',
  'k.castles.h': 'Zamki',
  'k.castles': 'Na koniec każdy zamek, obok którego stoi twoja osada, daje 3 złota.',
  'k.castles.figure': 'Czerwony i niebieski stoją obok jednego zamku każdy.',
  'k.end.h': 'Koniec',
  'k.end': 'Gdy ktoś postawi ostatnią osadę, runda jest dogrywana, by każdy miał tyle samo tur. Potem liczy się karty punktacji i zamki.',
  'k.scoring.h': 'Dziesięć kart punktacji',
  'k.scoring': 'W każdej grze używa się trzech. Pod każdym przykładem jest złoto, które policzyła sama gra.',
};
