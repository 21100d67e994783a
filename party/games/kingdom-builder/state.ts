// The game state (plain JSON), setup, and the turn boundary: playing the next card, ending a turn,
// drawing. Everything random happens here, between turns, so undo never meets hidden information.
import { nextInt, sample, seedRng, shuffleInPlace, type LogEntry, type RngState } from '../core/index.ts';
import { assembleSections, boardOf, HEXES, LOCATION_KINDS, TERRAINS, type Board, type LocationKind, type Terrain } from './board.ts';
import { SCORING_CARD_IDS, type ScoringCard } from './cards.ts';
import type { KbOptions } from './options.ts';
import { SECTION_IDS, sectionLetters } from './sections.ts';

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

const FULL_DECK: readonly Terrain[] = TERRAINS.flatMap((t) => [t, t, t, t, t]);

function freshDeck(): Terrain[] {
  return FULL_DECK.slice();
}

/** Draws the top card, reshuffling the discards into a new deck when it runs out. */
export function drawCard(state: KbState): Terrain | null {
  if (state.deck.length === 0) {
    if (state.discard.length === 0) return null;
    state.deck = shuffleInPlace(state.rng, state.discard);
    state.discard = [];
    state.log.push({ type: 'reshuffle', data: { cards: state.deck.length } });
  }
  return state.deck.pop() ?? null;
}

function hasEmptyLand(board: Board, owner: readonly number[]): boolean {
  for (let i = 0; i < TERRAINS.length; i++) if (hasEmptyHex(board, owner, TERRAINS[i] as Terrain)) return true;
  return false;
}

export function hasEmptyHex(board: Board, owner: readonly number[], terrain: Terrain): boolean {
  // Indexed loops here and in other per-move paths: an array iterator is not always optimised away.
  const hexes = board.hexesOf[terrain];
  for (let i = 0; i < hexes.length; i++) if (owner[hexes[i] as number] === -1) return true;
  return false;
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

export function snapshotTurn(state: KbState): TurnStart {
  const seat = state.current;
  return {
    seat,
    placed: (state.placed[seat] as number[]).slice(),
    supply: state.supply[seat] as number,
    tiles: (state.tiles[seat] as HeldTile[]).map((t) => ({ ...t })),
    tilesLeft: state.tilesLeft.slice(),
    taken: (state.taken[seat] as number[]).slice(),
    lastRound: state.lastRound,
  };
}

export function restoreTurn(state: KbState, start: TurnStart): void {
  const seat = start.seat;
  for (const hex of state.placed[seat] as number[]) state.owner[hex] = -1;
  for (const hex of start.placed) state.owner[hex] = seat;
  state.placed[seat] = start.placed.slice();
  state.supply[seat] = start.supply;
  state.tiles[seat] = start.tiles.map((t) => ({ ...t }));
  state.tilesLeft = start.tilesLeft.slice();
  state.taken[seat] = start.taken.slice();
  state.lastRound = start.lastRound;
}

function endGame(state: KbState, why: string): void {
  state.over = true;
  state.played = null;
  state.log.push({ type: 'game-over', data: { why } });
}

/**
 * The current player plays their card. A card whose terrain has no empty hex left is discarded
 * and another drawn, in public, until one can be played.
 */
export function beginTurn(state: KbState): void {
  const board = boardOfState(state);
  const seat = state.current;
  if (!hasEmptyLand(board, state.owner)) return endGame(state, 'no empty land is left');
  let card = state.hands[seat] ?? drawCard(state);
  state.hands[seat] = null;
  while (card !== null && !hasEmptyHex(board, state.owner, card)) {
    state.log.push({ type: 'card-unplayable', seat, data: { card } });
    state.discard.push(card);
    card = drawCard(state);
  }
  if (card === null) return endGame(state, 'the terrain deck is empty');
  state.turn++;
  state.played = card;
  state.built = 0;
  state.actions = [];
  state.turnStart = snapshotTurn(state);
  state.log.push({ type: 'turn', seat, data: { turn: state.turn, card } });
}

/** Closes the current turn: tiles turn face up, the card is discarded, a new one drawn in secret. */
export function finishTurn(state: KbState): void {
  const seat = state.current;
  const held = state.tiles[seat] as HeldTile[];
  for (let i = 0; i < held.length; i++) { const tile = held[i] as HeldTile; tile.used = false; tile.fresh = false; }
  if (state.played) state.discard.push(state.played);
  state.played = null;
  const gameEnds = state.lastRound && seat === state.seats - 1;
  if (gameEnds) {
    state.log.push({ type: 'end-turn', seat });
    return endGame(state, 'a player has placed all settlements and the round is complete');
  }
  const drawn = drawCard(state);
  state.hands[seat] = drawn;
  state.log.push(drawn ? { type: 'end-turn', seat, secret: { to: [seat], data: { drew: drawn } } } : { type: 'end-turn', seat });
  state.current = (seat + 1) % state.seats;
  beginTurn(state);
}

export interface MapSetup {
  seed: string;
  seats: number;
  /** 400 row-major map letters. */
  map: string;
  cards: ScoringCard[];
  sections?: { id: LocationKind; turned: boolean }[];
  /** Stack the deck (last card is drawn first); tests use it to choose terrains. */
  deck?: Terrain[];
}

// Copied per game: one allocation of the final size (pushing 400 grew it step by step).
const EMPTY_OWNERS: readonly number[] = Array.from({ length: HEXES }, () => -1);

function emptyOwners(): number[] {
  return EMPTY_OWNERS.slice();
}

/** The state before anyone holds a card or has played: every settlement in the supply, every tile on its location. */
export function blankState(input: MapSetup): KbState {
  const rng = seedRng(input.seed);
  const board = boardOf(input.map);
  const state: KbState = {
    seats: input.seats,
    sections: input.sections ?? [],
    cards: input.cards.slice(),
    map: input.map,
    rng,
    deck: input.deck ? input.deck.slice() : shuffleInPlace(rng, freshDeck()),
    discard: [],
    hands: new Array<Terrain | null>(input.seats).fill(null),
    owner: emptyOwners(),
    placed: Array.from({ length: input.seats }, () => []),
    supply: new Array<number>(input.seats).fill(SETTLEMENTS_PER_PLAYER),
    tilesLeft: board.locations.map(() => TILES_PER_LOCATION),
    tiles: Array.from({ length: input.seats }, () => []),
    taken: Array.from({ length: input.seats }, () => []),
    current: 0,
    turn: 0,
    played: null,
    built: 0,
    actions: [],
    turnStart: { seat: 0, placed: [], supply: SETTLEMENTS_PER_PLAYER, tiles: [], tilesLeft: [], taken: [], lastRound: false },
    lastRound: false,
    over: false,
    log: [],
  };
  boardByState.set(state, board);
  return state;
}

/** A new game on any 20 x 20 map: the engine's own setup, and hand-written boards in tests. */
export function setupOnMap(input: MapSetup): KbState {
  const state = blankState(input);
  for (let seat = 0; seat < input.seats; seat++) state.hands[seat] = drawCard(state);
  state.log.push({ type: 'setup', data: { seats: input.seats, cards: state.cards, sections: state.sections } });
  beginTurn(state);
  return state;
}

/** Resolves the random choices of the options with the game's own generator. */
export function setupFromOptions(seed: string, seats: number, options: KbOptions): KbState {
  const rng = seedRng(`${seed}/layout`);
  const ids = options.sections === 'random' ? sample(rng, SECTION_IDS, 4) : options.sections.map((s) => s.id);
  const sections = ids.map((id, i) => {
    const turned = options.sections === 'random' ? 'random' : (options.sections[i]?.turned ?? false);
    return { id, turned: turned === 'random' ? nextInt(rng, 2) === 1 : turned };
  });
  const cards = options.cards === 'random' ? sample(rng, SCORING_CARD_IDS, 3) : options.cards;
  const map = assembleSections(sections.map((s) => sectionLetters(s.id, s.turned)));
  return setupOnMap({ seed, seats, map, cards, sections });
}

export function locationIndex(board: Board, hex: number): number {
  return board.locations.indexOf(hex);
}

export function kindAt(board: Board, hex: number): LocationKind {
  return LOCATION_KINDS[board.locationKind[hex] as number] as LocationKind;
}
