// End-of-game gold: castles and the ten scoring cards, per seat, from the map and who stands where.
import { boardOf, HEXES, parseGrid, parseMap, rowOf, SIZE, type Board } from './board.ts';
import { isScoringCard, type ScoringCard } from './cards.ts';

export interface SeatGold {
  total: number;
  castles: number;
  cards: { [card: string]: number };
}

/** `owner[hex]` is the seat standing there, or -1. */
export type Owners = ArrayLike<number>;

const SECTIONS = 4;

function countNeighbouring(board: Board, owner: Owners, seat: number, test: Uint8Array, skipIfOn?: Uint8Array): number {
  let n = 0;
  for (let hex = 0; hex < HEXES; hex++) {
    if (owner[hex] !== seat || (skipIfOn && skipIfOn[hex])) continue;
    for (let d = 0; d < 6; d++) {
      const next = board.neighbours[hex * 6 + d] as number;
      if (next >= 0 && test[next]) { n++; break; }
    }
  }
  return n;
}

/** Groups of a seat's settlements (connected through neighbours), as lists of hexes. */
export function groupsOf(board: Board, owner: Owners, seat: number): number[][] {
  const seen = new Uint8Array(HEXES);
  const groups: number[][] = [];
  for (let start = 0; start < HEXES; start++) {
    if (owner[start] !== seat || seen[start]) continue;
    const group = [start];
    seen[start] = 1;
    for (let i = 0; i < group.length; i++) {
      const hex = group[i] as number;
      for (let d = 0; d < 6; d++) {
        const next = board.neighbours[hex * 6 + d] as number;
        if (next >= 0 && !seen[next] && owner[next] === seat) { seen[next] = 1; group.push(next); }
      }
    }
    groups.push(group);
  }
  return groups;
}

function merchants(board: Board, groups: number[][]): number {
  const linked = new Set<number>();
  for (const group of groups) {
    const touched = new Set<number>();
    for (const hex of group) {
      for (let d = 0; d < 6; d++) {
        const next = board.neighbours[hex * 6 + d] as number;
        if (next >= 0 && board.special[next]) touched.add(next);
      }
    }
    if (touched.size >= 2) for (const hex of touched) linked.add(hex);
  }
  return 4 * linked.size;
}

function perRow(owner: Owners, seat: number): number[] {
  const rows = new Array<number>(SIZE).fill(0);
  for (let hex = 0; hex < HEXES; hex++) if (owner[hex] === seat) rows[rowOf(hex)]!++;
  return rows;
}

/** counts[section][seat]: settlements of each seat in each of the four sections. */
function perSection(board: Board, owner: Owners, seats: number): number[][] {
  const counts = Array.from({ length: SECTIONS }, () => new Array<number>(seats).fill(0));
  for (let hex = 0; hex < HEXES; hex++) {
    const seat = owner[hex] as number;
    if (seat >= 0 && seat < seats) counts[board.section[hex] as number]![seat]!++;
  }
  return counts;
}

/** Lords: all tied for the most in a section get 12, all at the next lower count get 6; none for 0. */
export function lordsGold(sectionCounts: readonly number[]): number[] {
  const distinct = [...new Set(sectionCounts.filter((n) => n > 0))].sort((a, b) => b - a);
  const first = distinct[0], second = distinct[1];
  return sectionCounts.map((n) => (n > 0 && n === first ? 12 : n > 0 && n === second ? 6 : 0));
}

function cardGold(card: ScoringCard, board: Board, owner: Owners, seat: number, sections: number[][]): number {
  switch (card) {
    case 'fishermen': return countNeighbouring(board, owner, seat, board.water, board.water);
    case 'miners': return countNeighbouring(board, owner, seat, board.mountain);
    case 'workers': return countNeighbouring(board, owner, seat, board.special);
    case 'merchants': return merchants(board, groupsOf(board, owner, seat));
    case 'discoverers': return perRow(owner, seat).filter((n) => n > 0).length;
    case 'knights': return 2 * Math.max(...perRow(owner, seat));
    case 'hermits': return groupsOf(board, owner, seat).length;
    case 'citizens': return Math.floor(Math.max(0, ...groupsOf(board, owner, seat).map((g) => g.length)) / 2);
    case 'lords': return sections.reduce((sum, counts) => sum + (lordsGold(counts)[seat] as number), 0);
    case 'farmers': return 3 * Math.min(...sections.map((counts) => counts[seat] as number));
  }
}

function castleGold(board: Board, owner: Owners, seat: number): number {
  let touched = 0;
  for (const castle of board.castles) {
    for (let d = 0; d < 6; d++) {
      const next = board.neighbours[castle * 6 + d] as number;
      if (next >= 0 && owner[next] === seat) { touched++; break; }
    }
  }
  return 3 * touched;
}

/** Gold of every seat in order. */
export function scoreSeats(board: Board, owner: Owners, seats: number, cards: readonly ScoringCard[]): SeatGold[] {
  const sections = perSection(board, owner, seats);
  return Array.from({ length: seats }, (_, seat) => {
    const gold: SeatGold = { total: 0, castles: castleGold(board, owner, seat), cards: {} };
    gold.total = gold.castles;
    for (const card of cards) {
      const g = cardGold(card, board, owner, seat, sections);
      gold.cards[card] = g;
      gold.total += g;
    }
    return gold;
  });
}

export interface ScoreBoardInput {
  /** 20 lines of map text. */
  map: string;
  /** 20 lines in the same layout: '.' empty, '1'-'4' the seat number (1 is the first seat). */
  settlements: string;
  cards: readonly string[];
}

/**
 * Scores a board written by hand. Seats run from 1 to the highest digit present; throws a
 * RangeError naming the problem when the input is malformed (it is a tool, not a move).
 */
export function scoreBoard({ map, settlements, cards }: ScoreBoardInput): SeatGold[] {
  const board = parseMap(map);
  if ('error' in board) throw new RangeError(`map: ${board.error}`);
  const grid = parseGrid(settlements, SIZE, SIZE, '.1234');
  if (typeof grid !== 'string') throw new RangeError(`settlements: ${grid.error}`);
  for (const card of cards) if (!isScoringCard(card)) throw new RangeError(`unknown scoring card '${card}'`);
  const owner = Array.from(grid, (ch) => (ch === '.' ? -1 : Number(ch) - 1));
  const seats = Math.max(-1, ...owner) + 1;
  return scoreSeats(boardOf(board.letters), owner, seats, cards as ScoringCard[]);
}
