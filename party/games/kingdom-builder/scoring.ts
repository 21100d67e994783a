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

/** Settlements of `hexes` next to a hex of `test` (not counting those standing on `skipIfOn`). */
function countNeighbouring(board: Board, hexes: readonly number[], test: Uint8Array, skipIfOn?: Uint8Array): number {
  let n = 0;
  for (const hex of hexes) {
    if (skipIfOn && skipIfOn[hex]) continue;
    for (let d = 0; d < 6; d++) {
      const next = board.neighbours[hex * 6 + d] as number;
      if (next >= 0 && test[next]) { n++; break; }
    }
  }
  return n;
}

// Scratch for group walks: the scorer is synchronous, so one stamped buffer serves every call.
const groupSeen = new Uint32Array(HEXES);
let groupStamp = 0;

/** Groups of one seat's settlements `hexes` (connected through neighbours), as lists of hexes. */
function groupsOfHexes(board: Board, owner: Owners, seat: number, hexes: readonly number[]): number[][] {
  groupStamp = (groupStamp + 1) >>> 0;
  const groups: number[][] = [];
  for (const start of hexes) {
    if (groupSeen[start] === groupStamp) continue;
    const group = [start];
    groupSeen[start] = groupStamp;
    for (let i = 0; i < group.length; i++) {
      const hex = group[i] as number;
      for (let d = 0; d < 6; d++) {
        const next = board.neighbours[hex * 6 + d] as number;
        if (next >= 0 && groupSeen[next] !== groupStamp && owner[next] === seat) { groupSeen[next] = groupStamp; group.push(next); }
      }
    }
    groups.push(group);
  }
  return groups;
}

/** The hexes of `seat`'s settlements, in map order. */
export function hexesOf(owner: Owners, seat: number): number[] {
  const out: number[] = [];
  for (let hex = 0; hex < HEXES; hex++) if (owner[hex] === seat) out.push(hex);
  return out;
}

/** Groups of a seat's settlements (connected through neighbours), as lists of hexes. */
export function groupsOf(board: Board, owner: Owners, seat: number): number[][] {
  return groupsOfHexes(board, owner, seat, hexesOf(owner, seat));
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

function perRow(hexes: readonly number[]): number[] {
  const rows = new Array<number>(SIZE).fill(0);
  for (const hex of hexes) rows[rowOf(hex)]!++;
  return rows;
}

/** counts[section][seat]: settlements of each seat in each of the four sections. */
export function perSection(board: Board, owner: Owners, seats: number): number[][] {
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

function cardGold(card: ScoringCard, board: Board, owner: Owners, seat: number, hexes: readonly number[], sections: number[][]): number {
  switch (card) {
    case 'fishermen': return countNeighbouring(board, hexes, board.water, board.water);
    case 'miners': return countNeighbouring(board, hexes, board.mountain);
    case 'workers': return countNeighbouring(board, hexes, board.special);
    case 'merchants': return merchants(board, groupsOfHexes(board, owner, seat, hexes));
    case 'discoverers': return perRow(hexes).filter((n) => n > 0).length;
    case 'knights': return 2 * Math.max(...perRow(hexes));
    case 'hermits': return groupsOfHexes(board, owner, seat, hexes).length;
    case 'citizens': return Math.floor(Math.max(0, ...groupsOfHexes(board, owner, seat, hexes).map((g) => g.length)) / 2);
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

/**
 * Gold of one seat whose settlements stand on `hexes` (any order), given every seat's counts per
 * section (Lords and Farmers compare sections): the scorer of the result, and of bots weighing a move.
 */
export function seatGold(board: Board, owner: Owners, seat: number, hexes: readonly number[], cards: readonly ScoringCard[], sections: number[][]): SeatGold {
  const gold: SeatGold = { total: 0, castles: castleGold(board, owner, seat), cards: {} };
  gold.total = gold.castles;
  for (const card of cards) {
    const g = cardGold(card, board, owner, seat, hexes, sections);
    gold.cards[card] = g;
    gold.total += g;
  }
  return gold;
}

/** Gold of every seat in order. */
export function scoreSeats(board: Board, owner: Owners, seats: number, cards: readonly ScoringCard[]): SeatGold[] {
  const sections = perSection(board, owner, seats);
  return Array.from({ length: seats }, (_, seat) => seatGold(board, owner, seat, hexesOf(owner, seat), cards, sections));
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
