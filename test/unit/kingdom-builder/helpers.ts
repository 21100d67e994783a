// Small hand-written boards for rule tests: a block of map text in the top-left corner of an
// otherwise mountainous 20 x 20 map, a stacked terrain deck, and settlements placed by hand.
import { expect } from 'vitest';
import { HEXES, LOCATION_LETTERS, parseRows, SIZE, type LocationKind, type Terrain } from '../../../party/games/kingdom-builder/board.ts';
import {
  kingdomBuilder as game, scenario, type KbMove, type KbPrompt, type Scenario, type ScoringCard,
} from '../../../party/games/kingdom-builder/index.ts';
import type { KbState } from '../../../party/games/kingdom-builder/state.ts';

export const hex = (r: number, c: number): number => r * SIZE + c;

/** Pads a block of map rows (top-left) to 20 x 20 with `fill`. */
export function padMap(block: string, fill = 'M'): string {
  const rows = parseRows(block);
  let letters = '';
  for (let r = 0; r < SIZE; r++) letters += (rows[r] ?? '').padEnd(SIZE, fill);
  expect(letters).toHaveLength(HEXES);
  return letters;
}

/**
 * A canyon hex walled in by mountains far from the test block, ringed by locations of `kinds`:
 * a settlement of seat 0 there holds tiles of those kinds without touching anything a test looks at.
 */
export const STASH = hex(15, 12);
const STASH_RING = [hex(15, 11), hex(14, 12), hex(14, 13), hex(15, 13), hex(16, 13), hex(16, 12)];

export function stashMap(block: string, kinds: LocationKind[]): string {
  const letters = padMap(block).split('');
  letters[STASH] = 'C';
  kinds.forEach((kind, i) => { letters[STASH_RING[i] as number] = LOCATION_LETTERS[kind]; });
  return letters.join('');
}

/** Tiles of `kinds` taken from the stash's locations, usable this turn. */
export function stashTiles(kinds: LocationKind[]) {
  return kinds.map((kind, i) => ({ kind, loc: STASH_RING[i] as number }));
}

export interface SmallGame extends Pick<Scenario, 'tiles' | 'taken' | 'supply' | 'lastRound'> {
  seats?: number;
  /** Terrain cards in the order they are dealt: seat 0, seat 1, ..., then later draws. */
  cards: Terrain[];
  /** Settlements already on the map: seat -> hexes (taken from the supply). */
  settlements?: Record<number, number[]>;
  /** Seat 0 also stands on the stash, holding a tile of each of these kinds after any in `tiles`. */
  stash?: LocationKind[];
}

export const SMALL_GAME_CARDS: ScoringCard[] = ['fishermen', 'lords', 'hermits'];

/** A game on a small map, built with scenario(); the deck is stacked so seat 0 plays cards[0], and so on. */
export function smallGame(block: string, setup: SmallGame): KbState {
  const { seats = 2, cards, settlements = {}, stash = [], ...rest } = setup;
  const lists = Array.from({ length: seats }, (_, seat) => settlements[seat]?.slice() ?? []);
  const tiles = Array.from({ length: seats }, (_, seat) => rest.tiles?.[seat]?.slice() ?? []);
  if (stash.length > 0) { lists[0]!.push(STASH); tiles[0]!.push(...stashTiles(stash)); }
  return scenario({
    ...rest,
    map: stash.length > 0 ? stashMap(block, stash) : padMap(block),
    settlements: lists,
    tiles,
    current: 0,
    hands: cards.slice(0, seats),
    deck: cards.slice(seats),
    cards: SMALL_GAME_CARDS,
  });
}

/** Applies moves for the current player; each must be accepted. */
export function play(state: KbState, ...moves: KbMove[]): void {
  for (const move of moves) {
    const outcome = game.apply(state, state.current, move);
    expect(outcome, JSON.stringify(move)).toEqual({ ok: true });
  }
}

/** Expects the move to be refused with `code` and the state left exactly as it was. */
export function refused(state: KbState, move: unknown, code: string, seat = state.current): void {
  const before = JSON.stringify(state);
  const outcome = game.apply(state, seat, move);
  expect(outcome.ok).toBe(false);
  if (!outcome.ok) {
    expect(outcome.error.code).toBe(code);
    expect(outcome.error.message.length).toBeGreaterThan(5);
  }
  expect(JSON.stringify(state)).toBe(before);
}

export const sorted = (xs: readonly number[]): number[] => xs.slice().sort((a, b) => a - b);

export function prompt(state: KbState) {
  const [p] = game.prompts(state) as KbPrompt[];
  if (!p) throw new Error('no prompt');
  return p;
}
