// The rules page's small Kingdom Builder boards: a 6 x 6 window at the centre of a map, where
// the four sections meet. The gold shown under each and the legal hexes are the engine's own
// answers (./example-counts.ts, checked against the engine by test/unit/shell/learn-examples),
// so a picture can never teach a rule the game does not play, and the page needs no engine.
import { HEXES, SIZE } from '../../../../party/games/kingdom-builder/board.ts';
import type { ScoringCard } from '../../../../party/games/kingdom-builder/cards.ts';

/** The window's first row and column on the 20 x 20 map: rows and columns 7 to 12, across the sections' corner. */
export const WINDOW_AT = 7;
export const WINDOW_SIZE = 6;

export interface Example {
  /** Six rows of six map letters (G grass, D desert, W water, M mountain, K castle, o/f/... locations). */
  ground: string[];
  /** Six rows: '.' empty, '1' or '2' a settlement of the first or second player. */
  settlements: string[];
}

/** Map hex of a window cell. */
export const hexAt = (row: number, col: number): number => (WINDOW_AT + row) * SIZE + WINDOW_AT + col;

/** The whole map's letters: grass outside the window. */
export function mapLetters(example: Example): string {
  const letters = Array.from({ length: HEXES }, () => 'G');
  example.ground.forEach((row, r) => [...row].forEach((ch, c) => { letters[hexAt(r, c)] = ch; }));
  return letters.join('');
}

/** Settlements per seat, as map hexes. */
export function settlementsOf(example: Example): number[][] {
  const seats: number[][] = [[], []];
  example.settlements.forEach((row, r) => [...row].forEach((ch, c) => { if (ch !== '.') seats[Number(ch) - 1]!.push(hexAt(r, c)); }));
  return seats;
}

/**
 * An example from one picture of six rows of six: a map letter per hex (G grass, D desert, W water,
 * M mountain, K castle, o/f/... locations), or 1 / 2 for a settlement of the first / second player
 * on grass, so ground and settlements are read together, as the board shows them.
 */
function drawn(...rows: string[]): Example {
  return { ground: rows.map((row) => row.replace(/[12]/g, 'G')), settlements: rows.map((row) => row.replace(/[^12]/g, '.')) };
}

export const ADJACENCY: Example = drawn('GGDDGG', 'GG1DDG', 'DDGGGG', 'GGDDWW', 'GGDWWG', 'GGGGGG');

export const CASTLE: Example = drawn('GGGGGG', 'G1KGGG', 'GGGGGG', 'GGGGKG', 'GGG22G', 'GGGGGG');

export const SCORING_EXAMPLES: Record<ScoringCard, Example> = {
  fishermen: drawn('GG1GGG', 'G1WW2G', 'GGWWGG', 'GG1GGG', 'GGGGGG', '1GGGGG'),
  miners: drawn('GG1GGG', 'G1M1GG', 'GGGGMG', 'GGGGG2', 'GMGGGG', '1GGGGG'),
  merchants: drawn('GGGGGG', 'GK11oG', 'GGGGGG', 'GGG2GG', 'GGGGKG', 'GGGGGG'),
  workers: drawn('G1GGGG', '1KG1o1', 'GGGGGG', 'GGGGGG', 'GGG2GG', 'GGGGGG'),
  discoverers: drawn('G11GGG', 'GGGGGG', 'GG1GGG', 'GGG1GG', 'GGGGGG', '222GGG'),
  knights: drawn('GGGGGG', 'G111GG', 'GGGG1G', 'GGGGGG', '22G2GG', 'GGGGGG'),
  hermits: drawn('11GGGG', 'GGGGGG', 'GGGG1G', 'GGGG1G', 'G1GGGG', 'GGGGG2'),
  lords: drawn('111GGG', 'GGG2GG', '22GGGG', 'GGGG1G', 'GGG22G', 'GGGGGG'),
  citizens: drawn('G11GGG', 'GG11GG', 'GGG1GG', 'GGGGGG', '1GGGGG', 'GGG222'),
  farmers: drawn('1GGG1G', 'G1GGGG', 'GGGG1G', '1GGGGG', 'GGGGG1', 'G2GGGG'),
};
