import type { Messages } from '../../../../i18n/index.ts';
import type { DominionRulesKey } from './en.ts';

export const pl: Messages<DominionRulesKey> = {
  'd.intro': 'Każdy gracz buduje w trakcie gry własną talię. To, co kupisz, trafia do twojej talii i w kolejnych turach wraca na rękę.',
  'd.goal.h': 'Cel',
  'd.goal': 'Mieć na koniec gry najwięcej punktów zwycięstwa. Punkty dają karty zwycięstwa w twojej talii; na ręce nic nie robią, więc kupuj je w dobrym momencie.',
  'd.start.h': 'Początek',
  'd.start': 'Każdy zaczyna z 7 kartami {copper} i 3 kartami {estate}, tasuje je i dobiera 5. Karty kupuje się z zasobów: dziesięć stosów królestwa, innych w każdej grze, do tego skarby, karty zwycięstwa i klątwy.',
  'd.turn.h': 'Tura',
  'd.turn.action': 'Akcje: masz 1 akcję. Zagraj kartę akcji z ręki i zrób, co mówi. Karty z +Akcja pozwalają zagrać więcej.',
  'd.turn.buy': 'Zakupy: zagraj skarby, zsumuj monety i kup jedną kartę, która nie kosztuje więcej. Każdy +Zakup to jeszcze jeden zakup.',
  'd.turn.cleanup': 'Porządki: zagrane karty i reszta ręki idą na stos kart odrzuconych, a ty dobierasz 5. Gdy talia się skończy, odrzucone karty tasuje się w nową talię.',
  'd.example.h': 'Przykład',
  'd.example': 'Z taką ręką zagraj najpierw kartę {village} (+1 karta, +2 akcje), potem {smithy} (+3 karty), a na koniec skarby. Dwie karty {copper} i {silver} dają 4 monety: starczy na {smithy} albo {silver}, ale nie na {province}.',
  'd.example.hand': 'Przykładowa ręka',
  'd.example.supply': 'Część zasobów; liczba na karcie to jej koszt',
  'd.types.h': 'Rodzaje kart',
  'd.type.Action': 'Zagrywana w części tury na akcje, po jednej na każdą twoją akcję.',
  'd.type.Treasure': 'Zagrywana w części tury na zakupy, daje monety.',
  'd.type.Victory': 'Daje punkty na koniec; na ręce nic nie robi.',
  'd.type.Curse': 'Minus 1 punkt. Rozdają je ataki innych graczy.',
  'd.type.Attack': 'Akcja, która do tego szkodzi pozostałym graczom.',
  'd.type.Reaction': 'Pokazujesz ją z ręki, gdy coś się dzieje: na przykład {moat} chroni przed atakiem.',
  'd.end.h': 'Koniec',
  'd.end': 'Gra kończy się po turze, w której zabrano ostatnią kartę {province} albo opustoszał trzeci stos zasobów (każdy się liczy). Wygrywa najwięcej punktów; przy remisie ten, kto miał mniej tur.',
  'd.big.h': '5 i 6 graczy',
  'd.big': 'W 5 lub 6 osób: 15 lub 18 kart {province}, po 12 pozostałych kart zwycięstwa, 40 lub 50 klątw, więcej skarbów, a gra kończy się przy czterech pustych stosach zamiast trzech.',
};
