// The cards in every game: basic Treasures, Victory cards and Curses.
import { cardsOf } from './table.ts';

export const BASIC_CARDS = cardsOf('basic', [
  { id: 'copper', name: 'Copper', cost: 0, types: ['Treasure'], coin: 1, text: '$1' },
  { id: 'silver', name: 'Silver', cost: 3, types: ['Treasure'], coin: 2, text: '$2' },
  { id: 'gold', name: 'Gold', cost: 6, types: ['Treasure'], coin: 3, text: '$3' },
  { id: 'estate', name: 'Estate', cost: 2, types: ['Victory'], vp: 1, text: '1 VP' },
  { id: 'duchy', name: 'Duchy', cost: 5, types: ['Victory'], vp: 3, text: '3 VP' },
  { id: 'province', name: 'Province', cost: 8, types: ['Victory'], vp: 6, text: '6 VP' },
  { id: 'curse', name: 'Curse', cost: 0, types: ['Curse'], vp: -1, text: '−1 VP' },
]);
