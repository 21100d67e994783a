// Small hand-written boards for rule tests: a block of map text in the top-left corner of an
// otherwise mountainous 20 x 20 map, a stacked terrain deck, and settlements placed by hand.
import { expect } from 'vitest';
import { HEXES, parseRows, SIZE, type Terrain } from '../../../party/games/kingdom-builder/board.ts';
import { kingdomBuilder as game, type KbMove, type KbPrompt } from '../../../party/games/kingdom-builder/index.ts';
import { setupOnMap, snapshotTurn, type KbState } from '../../../party/games/kingdom-builder/state.ts';

export const hex = (r: number, c: number): number => r * SIZE + c;

/** Pads a block of map rows (top-left) to 20 x 20 with `fill`. */
export function padMap(block: string, fill = 'M'): string {
  const rows = parseRows(block);
  let letters = '';
  for (let r = 0; r < SIZE; r++) letters += (rows[r] ?? '').padEnd(SIZE, fill);
  expect(letters).toHaveLength(HEXES);
  return letters;
}

export interface SmallGame {
  seats?: number;
  /** Terrain cards in the order they are dealt: seat 0, seat 1, ..., then later draws. */
  cards: Terrain[];
  /** Settlements already on the map: seat -> hexes (taken from the supply). */
  settlements?: Record<number, number[]>;
}

/** A game on a small map; the deck is stacked so seat 0 plays cards[0], and so on. */
export function smallGame(block: string, setup: SmallGame): KbState {
  const seats = setup.seats ?? 2;
  const state = setupOnMap({
    seed: 'small', seats, map: padMap(block), cards: ['fishermen', 'lords', 'hermits'], deck: setup.cards.slice().reverse(),
  });
  for (const [seat, hexes] of Object.entries(setup.settlements ?? {})) {
    for (const h of hexes) { state.owner[h] = Number(seat); state.placed[Number(seat)]!.push(h); state.supply[Number(seat)]!--; }
  }
  restartTurn(state);
  return state;
}

/** After a test edits the state by hand: the current turn starts from the edited state. */
export function restartTurn(state: KbState): void {
  state.turnStart = snapshotTurn(state);
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
