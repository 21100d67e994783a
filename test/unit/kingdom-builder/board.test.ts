import { describe, expect, it } from 'vitest';
import {
  assembleSections, boardOf, isNeighbour, parseGrid, parseMap, printGrid, SIZE, turnSection,
} from '../../../party/games/kingdom-builder/board.ts';
import { hex, padMap } from './helpers.ts';

const neighboursOf = (letters: string, h: number): number[] => {
  const board = boardOf(letters);
  return Array.from(board.neighbours.slice(h * 6, h * 6 + 6)).filter((n) => n >= 0).sort((a, b) => a - b);
};

describe('map text format', () => {
  it('parses and prints the format, spaces and indentation optional', () => {
    const letters = padMap('G C D F T W M K o f a t v b h p\n GCDFT');
    const text = printGrid(letters, SIZE);
    expect(text.split('\n')).toHaveLength(20);
    expect(text.split('\n')[1]?.startsWith(' ')).toBe(true);
    const board = parseMap(text);
    expect('error' in board).toBe(false);
    if (!('error' in board)) expect(board.letters).toBe(letters);
  });

  it('refuses a map with the wrong number of rows, a short row or an unknown letter', () => {
    expect(parseMap('G G G')).toEqual({ error: 'expected 20 rows, found 1' });
    const rows = printGrid(padMap(''), SIZE).split('\n');
    expect(parseMap([...rows.slice(0, 19), 'M M M'].join('\n'))).toEqual({ error: 'row 19 has 3 hexes, expected 20' });
    expect(parseGrid('GX', 1, 2)).toEqual({ error: "row 0 has an unknown letter 'X'" });
  });

  it('reads the terrains, locations, castles and the map edge', () => {
    const board = boardOf(padMap('GKW\n ohM'));
    expect(board.buildable[hex(0, 0)]).toBe(1);
    expect(board.castles).toEqual([hex(0, 1)]);
    expect(board.water[hex(0, 2)]).toBe(1);
    expect(board.locations).toEqual([hex(1, 0), hex(1, 1)]);
    expect(board.edgeHexes).toEqual([hex(0, 0)]);
    expect(board.edge[hex(19, 7)]).toBe(1);
    expect(board.edge[hex(5, 19)]).toBe(1);
    expect(board.edge[hex(5, 18)]).toBe(0);
  });
});

describe('odd-r neighbours', () => {
  const letters = padMap('');
  it('an even row touches the row above and below on its left side', () => {
    expect(neighboursOf(letters, hex(2, 5))).toEqual([hex(1, 4), hex(1, 5), hex(2, 4), hex(2, 6), hex(3, 4), hex(3, 5)]);
  });
  it('an odd row touches the row above and below on its right side', () => {
    expect(neighboursOf(letters, hex(3, 5))).toEqual([hex(2, 5), hex(2, 6), hex(3, 4), hex(3, 6), hex(4, 5), hex(4, 6)]);
  });
  it('the map edge cuts neighbours off', () => {
    expect(neighboursOf(letters, hex(0, 0))).toEqual([hex(0, 1), hex(1, 0)]);
    expect(neighboursOf(letters, hex(19, 19))).toEqual([hex(18, 19), hex(19, 18)]);
    expect(neighboursOf(letters, hex(1, 19))).toEqual([hex(0, 19), hex(1, 18), hex(2, 19)]);
  });
  it('opposite directions are 3 apart, so two steps make a straight line', () => {
    const board = boardOf(letters);
    for (let d = 0; d < 6; d++) {
      const there = board.neighbours[hex(5, 5) * 6 + d] as number;
      expect(board.neighbours[there * 6 + ((d + 3) % 6)]).toBe(hex(5, 5));
    }
  });
});

describe('sections laid 2 x 2, each possibly turned 180 degrees', () => {
  const section = (ch: string) => ch.repeat(100);
  it('puts the four sections in the four quadrants', () => {
    const letters = assembleSections([section('G'), section('C'), section('D'), section('F')]);
    expect(letters[hex(0, 0)]).toBe('G');
    expect(letters[hex(9, 19)]).toBe('C');
    expect(letters[hex(10, 0)]).toBe('D');
    expect(letters[hex(19, 10)]).toBe('F');
    expect(boardOf(letters).section[hex(19, 10)]).toBe(3);
  });
  it('a half turn maps (r, c) to (9 - r, 9 - c) and keeps every adjacency', () => {
    const letters = Array.from({ length: 100 }, (_, i) => 'GCDFTWMKof'[i % 10]).join('');
    const turned = turnSection(letters);
    expect(turned[2 * 10 + 3]).toBe(letters[7 * 10 + 6]);
    const grid = boardOf(padMap('')).neighbours;
    for (let r = 0; r < 10; r++) for (let c = 0; c < 10; c++) {
      for (let d = 0; d < 6; d++) {
        const n = grid[hex(r, c) * 6 + d] as number;
        if (n < 0 || Math.floor(n / 20) > 9 || n % 20 > 9) continue;
        expect(isNeighbour(hex(9 - r, 9 - c), hex(9 - Math.floor(n / 20), 9 - (n % 20)))).toBe(true);
      }
    }
  });
});
