import type { Messages } from '../../../../i18n/format.ts';
import type { KbLessonKey } from './en.ts';

export const pl: Messages<KbLessonKey> = {
  'k.first-build': 'Twoja karta terenu w tej turze to „{terrain}”: zbuduj 3 osady na polach tego terenu. Pierwsza może stanąć na dowolnym takim polu; wybierz podświetlone, obok miejsca „{oracle}”. Osada obok miejsca specjalnego daje jego żeton.',
  'k.adjacent': 'Teraz zasada sąsiedztwa: każda kolejna osada musi stać obok twoich, dopóki obok nich jest wolne pole terenu „{terrain}”; dopiero gdy go brak, może stanąć gdzie indziej. Zaznaczone pola to miejsca, gdzie możesz budować teraz. Zostało: {n}.',
  'k.tile-gained': 'Zdobyłeś żeton „{tile}”. Od następnej tury buduje on 1 dodatkową osadę. Naciśnij „{button}”: potem dobierzesz następną kartę terenu.',
  'k.use-tile': 'Użyj żetonu „{tile}” przed budowami z karty (zostało: {n}): naciśnij go, a potem jedno z zaznaczonych pól.',
  'k.missed-tile': 'W tej turze nie ma żetonu: daje go tylko osada obok miejsca specjalnego, na przykład „{oracle}”. Spróbuj w następnej turze. Naciśnij „{button}”.',
  'k.tile-left': 'Żeton „{tile}” może w tej turze zbudować jeszcze jedną osadę: naciśnij go, a potem jedno z zaznaczonych pól. Albo naciśnij „{button}” bez niego.',
  'k.build': {
    one: 'W tej turze twoja karta to „{terrain}”: zbuduj {n} osadę na tym terenie, obok swoich, gdzie się da.',
    few: 'W tej turze twoja karta to „{terrain}”: zbuduj {n} osady na tym terenie, obok swoich, gdzie się da.',
    many: 'W tej turze twoja karta to „{terrain}”: zbuduj {n} osad na tym terenie, obok swoich, gdzie się da.',
    other: 'W tej turze twoja karta to „{terrain}”: zbuduj {n} osady na tym terenie, obok swoich, gdzie się da.',
  },
  'k.scoring': 'To była twoja ostatnia osada, więc trwa ostatnia runda. Złoto dają trzy karty punktacji tej partii oraz zamki, obok których stoją twoje osady: panel je wymienia, a jego pole wyboru pokazuje, ile każda jest teraz dla ciebie warta. Potem naciśnij „{button}”.',
  'k.over': 'Koniec gry. Każda karta punktacji dała złoto, podobnie każdy zamek obok twoich osad; wygrywa ten, kto ma najwięcej złota. Rozegrałeś całą partię Kingdom Builder!',
  'k.wait': 'Teraz tura bota.',
  'k.end-turn': 'Naciśnij „{button}”.',
  'kn.tile': 'Zdobyłeś żeton „{tile}”.',
};
