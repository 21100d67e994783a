import { describe, expect, it } from 'vitest';
import { printGrid, SIZE } from '../../../party/games/kingdom-builder/board.ts';
import { scoreBoard } from '../../../party/games/kingdom-builder/index.ts';
import { lordsGold } from '../../../party/games/kingdom-builder/scoring.ts';
import { padMap } from './helpers.ts';

/** Scores a top-left block of map text (the rest grass) with a block of settlements (the rest empty). */
function gold(mapBlock: string, settlementBlock: string, cards: string[]) {
  return scoreBoard({ map: printGrid(padMap(mapBlock, 'G'), SIZE), settlements: printGrid(padMap(settlementBlock, '.'), SIZE), cards });
}

/** A 20-line settlement grid with `seat` written at each [row, column]. */
function spots(list: Array<[number, number, string]>): string {
  const rows = Array.from({ length: SIZE }, () => '.'.repeat(SIZE).split(''));
  for (const [r, c, seat] of list) rows[r]![c] = seat;
  return rows.map((r) => r.join('')).join('\n');
}

describe('scoreBoard', () => {
  it('returns per seat, in order, the total, castles and each card', () => {
    const result = gold('', '1.2', ['hermits', 'discoverers', 'citizens']);
    expect(result).toEqual([
      { total: 2, castles: 0, cards: { hermits: 1, discoverers: 1, citizens: 0 } },
      { total: 2, castles: 0, cards: { hermits: 1, discoverers: 1, citizens: 0 } },
    ]);
  });

  it('counts seats up to the highest seat number present', () => {
    expect(gold('', '', ['hermits'])).toEqual([]);
    expect(gold('', '..3', ['hermits']).map((s) => s.cards.hermits)).toEqual([0, 0, 1]);
  });

  it('refuses malformed input with a message', () => {
    expect(() => scoreBoard({ map: 'G', settlements: '', cards: [] })).toThrow(/map: expected 20 rows/);
    expect(() => gold('', '1', ['bakers'])).toThrow(/unknown scoring card 'bakers'/);
  });
});

describe('castles', () => {
  it('3 gold per castle touched, however many settlements touch it', () => {
    const map = 'GGGG\n GKGGK';
    // (1,1) is a castle: (0,1) and (1,0) touch it; (1,4) is a castle nobody touches.
    expect(gold(map, '.1\n1.2', []).map((s) => s.castles)).toEqual([3, 3]);
    expect(gold(map, '....2', []).map((s) => s.castles)).toEqual([0, 3]);
  });
});

describe('scoring cards', () => {
  it('Fishermen: 1 per settlement next to water, never one standing on water', () => {
    // Water at (0,0), (0,3), (0,4). Seat 1: (0,1) and (1,0) touch (0,0); (0,3) stands on water.
    // Seat 2: (0,5) touches (0,4); (3,3) touches nothing.
    const result = gold('WGGWWG', spots([[0, 1, '1'], [1, 0, '1'], [0, 3, '1'], [0, 5, '2'], [3, 3, '2']]), ['fishermen']);
    expect(result.map((s) => s.cards.fishermen)).toEqual([2, 1]);
  });

  it('Miners: 1 per settlement next to a mountain', () => {
    const result = gold('GMG\n GGG', spots([[0, 0, '1'], [0, 2, '1'], [1, 1, '2'], [1, 2, '2'], [5, 5, '2']]), ['miners']);
    // (1,1) odd row touches (0,1) M and (0,2); (1,2) touches (0,2), (0,3): no mountain.
    expect(result.map((s) => s.cards.miners)).toEqual([2, 1]);
  });

  it('Workers: 1 per settlement next to a location or a castle', () => {
    const result = gold('GKGGGo', spots([[0, 0, '1'], [0, 2, '1'], [0, 4, '2'], [1, 5, '2'], [1, 3, '2']]), ['workers']);
    // (0,4) and (1,5) touch the oracle at (0,5); (1,3) touches (0,3), (0,4): nothing special.
    expect(result.map((s) => s.cards.workers)).toEqual([2, 2]);
  });

  it('Merchants: 4 per location or castle linked to another one, separate networks counted apart', () => {
    // Specials on row 0: K at 0, K at 4, o at 8, K at 12.
    const map = 'KGGGKGGGoGGGK';
    const settlements = spots([
      [0, 1, '1'], [0, 2, '1'], [0, 3, '1'], // links K(0,0) and K(0,4)
      [0, 9, '1'], [0, 10, '1'], [0, 11, '1'], // a second network links o(0,8) and K(0,12)
      [0, 5, '2'], [0, 6, '2'], // touches K(0,4) only: nothing
      [5, 5, '2'],
    ]);
    expect(gold(map, settlements, ['merchants']).map((s) => s.cards.merchants)).toEqual([16, 0]);
  });

  it('Merchants: a location linked by two networks counts once', () => {
    const map = 'KGGGKGGGK';
    const settlements = spots([[0, 1, '1'], [0, 2, '1'], [0, 3, '1'], [0, 5, '1'], [0, 6, '1'], [0, 7, '1']]);
    expect(gold(map, settlements, ['merchants'])[0]?.cards.merchants).toBe(12);
  });

  it('Discoverers: 1 per row holding a settlement; Knights: 2 per settlement on the busiest row', () => {
    const settlements = spots([[3, 0, '1'], [3, 4, '1'], [3, 9, '1'], [4, 2, '1'], [4, 3, '1'], [19, 19, '1'], [7, 7, '2']]);
    const result = gold('', settlements, ['discoverers', 'knights']);
    expect(result[0]?.cards).toEqual({ discoverers: 3, knights: 6 });
    expect(result[1]?.cards).toEqual({ discoverers: 1, knights: 2 });
  });

  it('Hermits: 1 per separate group, a lone settlement too; Citizens: 1 per 2 in the largest group', () => {
    // Seat 1: a group of 5 on row 2, a pair on row 6, a lone one at (10,10). Seat 2: one settlement.
    const settlements = spots([
      [2, 0, '1'], [2, 1, '1'], [2, 2, '1'], [2, 3, '1'], [3, 3, '1'],
      [6, 0, '1'], [6, 1, '1'], [10, 10, '1'], [15, 15, '2'],
    ]);
    const result = gold('', settlements, ['hermits', 'citizens']);
    expect(result[0]?.cards).toEqual({ hermits: 3, citizens: 2 });
    expect(result[1]?.cards).toEqual({ hermits: 1, citizens: 0 });
  });

  it('Lords: all tied for most get 12, the next lower count 6, nobody scores without a settlement there', () => {
    expect(lordsGold([3, 3, 1, 0])).toEqual([12, 12, 6, 0]);
    expect(lordsGold([2, 1, 1, 0])).toEqual([12, 6, 6, 0]);
    expect(lordsGold([0, 0, 0, 0])).toEqual([0, 0, 0, 0]);
    expect(lordsGold([1, 0, 0])).toEqual([12, 0, 0]);
    // Top-left: seat 1 has 2, seat 2 has 2, seat 3 has 1. Top-right: seat 3 alone. Bottom-left: seat 1 3, seat 2 1.
    const settlements = spots([
      [0, 0, '1'], [0, 2, '1'], [1, 5, '2'], [2, 5, '2'], [4, 4, '3'],
      [0, 15, '3'],
      [12, 0, '1'], [12, 2, '1'], [12, 4, '1'], [14, 4, '2'],
    ]);
    expect(gold('', settlements, ['lords']).map((s) => s.cards.lords)).toEqual([24, 18, 18]);
  });

  it('Farmers: 3 per settlement in the section where you have the fewest, an empty section gives 0', () => {
    const settlements = spots([
      [0, 0, '1'], [0, 2, '1'], [0, 12, '1'], [0, 14, '1'], [0, 16, '1'], [12, 0, '1'], [12, 2, '1'], [12, 12, '1'], [12, 14, '1'],
      [5, 5, '2'], [5, 15, '2'], [15, 5, '2'],
    ]);
    expect(gold('', settlements, ['farmers']).map((s) => s.cards.farmers)).toEqual([6, 0]);
  });
});
