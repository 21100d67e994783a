import type { Messages } from '../../../i18n/index.ts';
import type { KbWhyKey } from './en.ts';

export const pl: Messages<KbWhyKey> = {
  'not-your-terrain': 'Nie tutaj: twoja karta terenu w tej turze to: {terrain}.',
  'not-buildable.water': 'Na wodzie nikt nie buduje (osadę przenosi tam tylko żeton Portu).',
  'not-buildable.mountain': 'W górach nikt nie buduje.',
  'not-buildable.castle': 'Na zamku nie można budować: zbuduj obok, żeby dał punkty.',
  'not-buildable.location': 'Na lokacji nie można budować: zbuduj obok, żeby wziąć jej żeton.',
  'occupied': 'Na tym polu stoi już osada.',
  'must-be-adjacent': 'Buduj obok własnych osad: wciąż styka się z nimi wolne pole, teren: {ground}.',
  'builds-done': 'Osady na tę turę są już zbudowane. Użyj żetonu albo zakończ turę.',
  'terrain-full': 'Nie ma już wolnego pola ({terrain}), w tej turze nie ma czego budować.',
  'no-settlements-left': 'Nie masz już osad.',
  'finish-builds': { one: 'Najpierw zbuduj ostatnią osadę, teren: {terrain}.', few: 'Najpierw zbuduj pozostałe osady ({n}), teren: {terrain}.', many: 'Najpierw zbuduj pozostałe osady ({n}), teren: {terrain}.', other: 'Najpierw zbuduj pozostałe osady ({n}), teren: {terrain}.' },
  'no-tile': 'Nie masz żetonu „{tile}” do użycia w tej turze (żeton wzięty w tej turze działa od następnej).',
  'action-used': 'W tej turze użyto już akcji „{tile}”: każdą akcję wykonuje się raz na turę, nawet mając dwa żetony „{tile}”.',
  'not-line-end': 'Żeton „{tile}” buduje tylko na końcu prostej linii co najmniej trzech twoich osad.',
  'not-a-jump': 'Żeton „{tile}” przenosi osadę dokładnie o dwa pola w linii prostej, na pustą ziemię.',
  'not-your-settlement': 'Wybierz do przeniesienia jedną z własnych osad.',
  'wrong-ground': 'Żeton „{tile}” stawia osadę tylko tu: {ground}.',
  'nothing-to-undo': 'W tej turze nie ma jeszcze czego cofać.',
  'not-your-turn': 'To nie twoja tura.',
  'game-over': 'Gra się skończyła.',
  'ground.edge': 'brzeg mapy',
};
