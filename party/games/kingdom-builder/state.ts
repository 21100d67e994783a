// The game state (plain JSON) and what every rule reads of it: its board, a location's kind, and
// fields older saved states lack. Setup is ./setup.ts; the turn boundary ./turns.ts.
import type { LogEntry, RngState } from '../core/index.ts';
import { boardOf, LOCATION_KINDS, type Board, type LocationKind, type Terrain } from './board.ts';
import type { ScoringCard } from './cards.ts';

export const SETTLEMENTS_PER_PLAYER = 40;
export const TILES_PER_LOCATION = 2;
export const SETTLEMENTS_PER_TURN = 3;

export interface HeldTile {
  kind: LocationKind;
  /** The location hex it came from: one tile per location hex per player. */
  loc: number;
  /** Gained this turn: usable from the next one. */
  fresh: boolean;
  used: boolean;
}

/** A build, a tile action, as accepted this turn (undo replays all but the last). */
export type TurnAction =
  | { type: 'build'; hex: number }
  | { type: 'tile'; tile: LocationKind; loc: number; to: number; from?: number };

/**
 * What the turn's actions may change, as it was when the turn began: only the current player's
 * settlements, supply and tiles, and the tiles left on the map.
 */
export interface TurnStart {
  seat: number;
  placed: number[];
  supply: number;
  tiles: HeldTile[];
  tilesLeft: number[];
  taken: number[];
  lastRound: boolean;
}

export interface KbState {
  seats: number;
  sections: { id: LocationKind; turned: boolean }[];
  cards: ScoringCard[];
  /** 400 map letters, row-major; hex index = row * 20 + column. */
  map: string;
  rng: RngState;
  deck: Terrain[];
  discard: Terrain[];
  /** Each seat's hidden terrain card; the current player's is in `played` instead. */
  hands: (Terrain | null)[];
  /** Seat standing on each hex, -1 when empty. */
  owner: number[];
  /** The hexes of each seat's settlements: `owner` seen per seat, so rules never scan the map. */
  placed: number[][];
  supply: number[];
  /** Tiles still lying on each location hex, in `board.locations` order. */
  tilesLeft: number[];
  tiles: HeldTile[][];
  /**
   * Per seat, every location hex it has ever taken a tile from: a location gives each player one
   * tile at most, even after that tile was lost.
   */
  taken: number[][];
  current: number;
  /** Turns begun so far, counting from 1. */
  turn: number;
  played: Terrain | null;
  /** Settlements of the mandatory action built this turn. */
  built: number;
  actions: TurnAction[];
  turnStart: TurnStart;
  /** Someone has placed their last settlement: the round is being finished. */
  lastRound: boolean;
  over: boolean;
  log: LogEntry[];
}

// The rules ask for the board many times per move; the last state's board is at hand without
// even the lookup by the 400-letter map. Each state object remembers its board for as long as
// it lives, so going back and forth between games (a server's tables, prompts of many positions)
// finds it again however many other maps were built meanwhile (boardOf keeps only a few).
let lastState: KbState | null = null;
let lastBoard: Board | null = null;
const boardByState = new WeakMap<KbState, Board>();

export function boardOfState(state: KbState): Board {
  if (state === lastState && lastBoard?.letters === state.map) return lastBoard;
  let board = boardByState.get(state);
  if (board?.letters !== state.map) {
    board = boardOf(state.map);
    boardByState.set(state, board);
  }
  lastState = state;
  lastBoard = board;
  return board;
}

/** A new state's board, known already (setup built it): no lookup on the first move. */
export function rememberBoard(state: KbState, board: Board): void {
  boardByState.set(state, board);
}

/**
 * A room keeps the state its game started with, and snapshots, across engine releases. States
 * saved before `taken` was kept lack it: the locations of the tiles held then are all such a
 * state can tell were taken. Added on the next move (a derived field, like Dominion's counts).
 */
export function addMissingTaken(state: KbState): void {
  state.taken ??= state.tiles.map((held) => held.map((t) => t.loc));
  state.turnStart.taken ??= state.turnStart.tiles.map((t) => t.loc);
}

/** `state.taken[seat]`, read from an old state (see addMissingTaken) without changing it. */
export function takenBy(state: KbState, seat: number): readonly number[] {
  return (state.taken as number[][] | undefined)?.[seat] ?? (state.tiles[seat] as HeldTile[]).map((t) => t.loc);
}

export function locationIndex(board: Board, hex: number): number {
  return board.locations.indexOf(hex);
}

export function kindAt(board: Board, hex: number): LocationKind {
  return LOCATION_KINDS[board.locationKind[hex] as number] as LocationKind;
}
