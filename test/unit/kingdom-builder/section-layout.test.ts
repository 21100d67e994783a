// The shipped sections laid out 2 x 2, two of them turned half a turn, checked by hand: where
// their letters land, odd-r neighbours across the section borders, and scoring across them.
import { describe, expect, it } from 'vitest';
import { assembleSections, boardOf, isNeighbour } from '../../../party/games/kingdom-builder/board.ts';
import { sectionLetters } from '../../../party/games/kingdom-builder/sections.ts';
import { scoreBoard, printGrid } from '../../../party/games/kingdom-builder/index.ts';
import { hex } from './helpers.ts';

// Top-left oracle, top-right farm turned, bottom-left oasis, bottom-right tower turned.
const LETTERS = assembleSections([
  sectionLetters('oracle', false), sectionLetters('farm', true), sectionLetters('oasis', false), sectionLetters('tower', true),
]);
const board = boardOf(LETTERS);
const row = (r: number) => LETTERS.slice(r * 20, r * 20 + 20);
const around = (h: number) => Array.from(board.neighbours.slice(h * 6, h * 6 + 6)).filter((n) => n >= 0).sort((a, b) => a - b);

describe('the 2 x 2 layout of real sections, two turned', () => {
  it('a turned section reads its rows backwards from the bottom: (r, c) -> (9 - r, 9 - c)', () => {
    // farm row 9 is "G G G D D D D D T T" and row 0 "W W G G G M M W W W".
    expect(row(0).slice(10)).toBe('TTDDDDDGGG');
    expect(row(9).slice(10)).toBe('WWWMMGGGWW');
    // tower row 9 is " F M M M G G W G W G": turned, it is the top row of the bottom-right quarter.
    expect(row(10).slice(10)).toBe('GWGWGGMMMF');
    // The farm's location hexes (3,1) and (5,8) turn to (6,8) and (4,1), in the top-right quarter.
    expect(LETTERS[hex(6, 18)]).toBe('f');
    expect(LETTERS[hex(4, 11)]).toBe('f');
    expect(board.section[hex(6, 18)]).toBe(1);
    // The oasis section is not turned: its castle (2,5) stays at (12,5).
    expect(LETTERS[hex(12, 5)]).toBe('K');
  });

  it('an odd row at the corner touches all four quarters', () => {
    // (9,9), odd row: (8,9), (8,10) above, (9,8), (9,10) beside, (10,9), (10,10) below.
    expect(around(hex(9, 9))).toEqual([hex(8, 9), hex(8, 10), hex(9, 8), hex(9, 10), hex(10, 9), hex(10, 10)]);
    expect([hex(8, 9), hex(8, 10), hex(10, 9), hex(10, 10)].map((h) => board.section[h])).toEqual([0, 1, 2, 3]);
  });

  it('an even row just below the border touches the odd row above on its left side', () => {
    // (10,10), even row: (9,9) and (9,10) above, (11,9) and (11,10) below.
    expect(around(hex(10, 10))).toEqual([hex(9, 9), hex(9, 10), hex(10, 9), hex(10, 11), hex(11, 9), hex(11, 10)]);
    expect(isNeighbour(hex(10, 10), hex(9, 11))).toBe(false);
    expect(isNeighbour(hex(9, 9), hex(10, 8))).toBe(false);
  });

  it('scores settlements by their neighbours in the next quarter', () => {
    // Seat 1 on (9,9) T touches the water (8,10) and (9,10) of the turned farm section; on (10,10) G
    // in the turned tower section it touches (9,10) W above and (10,11), (11,10) W: Fishermen 2.
    // Seat 2 on (0,10) T touches (0,9) W and (1,9) W of the oracle section: Fishermen 1.
    const settlements = Array.from({ length: 20 }, () => '.'.repeat(20).split(''));
    settlements[9]![9] = '1';
    settlements[10]![10] = '1';
    settlements[0]![10] = '2';
    expect(LETTERS[hex(9, 9)]).toBe('T');
    expect(LETTERS[hex(10, 10)]).toBe('G');
    expect(LETTERS[hex(0, 9)]).toBe('W');
    const result = scoreBoard({
      map: printGrid(LETTERS, 20), settlements: settlements.map((r) => r.join('')).join('\n'), cards: ['fishermen', 'hermits', 'lords'],
    });
    // Seat 1: one group of 2 across the TL/BR corner; 1 settlement in TL and 1 in BR (most there: 12 + 12).
    // Seat 2: 1 in TR, alone: 12.
    expect(result).toEqual([
      { total: 2 + 1 + 24, castles: 0, cards: { fishermen: 2, hermits: 1, lords: 24 } },
      { total: 1 + 1 + 12, castles: 0, cards: { fishermen: 1, hermits: 1, lords: 12 } },
    ]);
  });
});
