// Builds a game at any position, for tests, bots and bug reports; play on with normal moves.
// Everything is checked first: an impossible position throws an Error naming what is wrong.
import { seedRng, shuffleInPlace } from '../core/index.ts';
import {
  boardOf, colOf, HEXES, LOCATION_KINDS, MAP_LETTERS, parseGrid, rowOf, SIZE, TERRAINS,
  type Board, type LocationKind, type Terrain,
} from './board.ts';
import { isScoringCard, type ScoringCard } from './cards.ts';
import { MAX_SEATS, MIN_SEATS } from './options.ts';
import { SETTLEMENTS_PER_PLAYER, TILES_PER_LOCATION, type HeldTile, type KbState } from './state.ts';
import { blankState } from './setup.ts';
import { beginTurn, snapshotTurn } from './turns.ts';

export interface ScenarioTile {
  kind: LocationKind;
  /** The location hex it came from. */
  loc: number;
  /** Used this turn (only the current player can have used one). */
  used?: boolean;
  /** Gained this turn, usable from the next (only the current player's). */
  fresh?: boolean;
}

export interface Scenario {
  /** 20 lines of map text, or the 400 letters of a view's `map`. */
  map: string;
  /** Per player a list of hexes, or 20 lines with '.' for empty and '1'-'4' for the seat. */
  settlements: number[][] | string;
  /** Settlements left per player; defaults to 40 minus those on the map. */
  supply?: number[];
  /** Tiles each player holds. */
  tiles?: ScenarioTile[][];
  /** Location hexes each player has ever taken a tile from; held tiles count without being listed. */
  taken?: number[][];
  current: number;
  /** The terrain card played this turn; omitted or null: the current player plays their hand card (or draws) now. */
  card?: Terrain | null;
  /** Each player's hidden card (null: none); omitted: everyone not yet playing is dealt one from the deck. */
  hands?: (Terrain | null)[];
  /** The terrain deck, top card first; omitted: the cards not in hands or play, shuffled. */
  deck?: Terrain[];
  /** The three scoring card ids. */
  cards: ScoringCard[];
  /** Someone has placed their last settlement; defaults to whether a supply is empty. */
  lastRound?: boolean;
}

const CARDS_PER_TERRAIN = 5;

function wrong(message: string): never {
  throw new Error(`scenario: ${message}`);
}

const where = (hex: number): string => `hex ${hex} (row ${rowOf(hex)}, column ${colOf(hex)})`;

function mapLetters(map: unknown): string {
  if (typeof map !== 'string') wrong('map must be text');
  const flat = /\s/.test(map) ? null : map;
  if (flat !== null && flat.length === HEXES) {
    const bad = [...flat].findIndex((ch) => !MAP_LETTERS.includes(ch));
    if (bad >= 0) wrong(`map: unknown letter '${flat[bad]}' at ${where(bad)}`);
    return flat;
  }
  const letters = parseGrid(map, SIZE, SIZE);
  if (typeof letters !== 'string') wrong(`map: ${letters.error}`);
  return letters;
}

function isHex(x: unknown): x is number {
  return Number.isInteger(x) && (x as number) >= 0 && (x as number) < HEXES;
}

function isTerrain(x: unknown): x is Terrain {
  return typeof x === 'string' && (TERRAINS as string[]).includes(x);
}

/** The per-player lists given, by field name, to count the players and check they agree. */
function perPlayerLengths(s: Scenario): [string, number][] {
  const lists: [string, unknown][] = [['supply', s.supply], ['tiles', s.tiles], ['taken', s.taken], ['hands', s.hands]];
  if (typeof s.settlements !== 'string') lists.unshift(['settlements', s.settlements]);
  return lists.filter(([, list]) => list !== undefined).map(([name, list]) => {
    if (!Array.isArray(list)) wrong(`${name} must be a list with one entry per player`);
    return [name, list.length];
  });
}

function settlementLists(s: Scenario): number[][] {
  if (typeof s.settlements === 'string') {
    const grid = parseGrid(s.settlements, SIZE, SIZE, '.1234');
    if (typeof grid !== 'string') wrong(`settlements: ${grid.error}`);
    const lists: number[][] = [];
    [...grid].forEach((ch, hex) => {
      if (ch === '.') return;
      const seat = Number(ch) - 1;
      while (lists.length <= seat) lists.push([]);
      lists[seat]!.push(hex);
    });
    return lists;
  }
  if (!Array.isArray(s.settlements)) wrong('settlements must be a list of hex lists, one per player, or 20 lines of text');
  return s.settlements.map((list, seat) => {
    if (!Array.isArray(list)) wrong(`settlements of player ${seat + 1} must be a list of hexes`);
    return list.slice();
  });
}

function countSeats(s: Scenario, settlements: number[][]): number {
  const lengths = perPlayerLengths(s);
  const seats = Math.max(settlements.length, ...lengths.map(([, n]) => n));
  if (seats < MIN_SEATS || seats > MAX_SEATS) wrong(`${MIN_SEATS} to ${MAX_SEATS} players, found ${seats}`);
  for (const [name, n] of lengths) if (n !== seats) wrong(`${name} has ${n} entries but there are ${seats} players`);
  return seats;
}

function tookHarbor(board: Board, taken: readonly number[]): boolean {
  return taken.some((loc) => LOCATION_KINDS[board.locationKind[loc] as number] === 'harbor');
}

function placeAll(board: Board, settlements: number[][], seats: number, taken: number[][]): number[] {
  const owner = new Array<number>(HEXES).fill(-1);
  for (let seat = 0; seat < seats; seat++) {
    const list = settlements[seat] ?? [];
    if (list.length > SETTLEMENTS_PER_PLAYER) wrong(`player ${seat + 1} has ${list.length} settlements; there are only ${SETTLEMENTS_PER_PLAYER}`);
    for (const hex of list) {
      if (!isHex(hex)) wrong(`player ${seat + 1}: ${JSON.stringify(hex)} is not a hex index from 0 to 399`);
      if (!board.buildable[hex] && !board.water[hex]) {
        wrong(`player ${seat + 1}: a settlement on ${where(hex)}, which is '${board.letters[hex]}': settlements stand on land (or water, by Harbor)`);
      }
      if (board.water[hex] && !tookHarbor(board, taken[seat] ?? [])) {
        wrong(`player ${seat + 1}: a settlement on water at ${where(hex)}, but only a Harbor tile moves one there and that player never took one`);
      }
      if (owner[hex] !== -1) wrong(`two settlements on ${where(hex)} (players ${(owner[hex] as number) + 1} and ${seat + 1})`);
      owner[hex] = seat;
    }
  }
  return owner;
}

function nextToSeat(board: Board, owner: readonly number[], seat: number, hex: number): boolean {
  for (let d = 0; d < 6; d++) {
    const next = board.neighbours[hex * 6 + d] as number;
    if (next >= 0 && owner[next] === seat) return true;
  }
  return false;
}

function heldTiles(s: Scenario, board: Board, owner: readonly number[], seats: number): HeldTile[][] {
  return Array.from({ length: seats }, (_, seat) => {
    const list = s.tiles?.[seat] ?? [];
    if (!Array.isArray(list)) wrong(`tiles of player ${seat + 1} must be a list`);
    const held: HeldTile[] = [];
    for (const tile of list) {
      const who = `player ${seat + 1}'s ${String(tile?.kind)} tile`;
      if (!(LOCATION_KINDS as string[]).includes(tile?.kind)) wrong(`${who}: unknown kind; pick from ${LOCATION_KINDS.join(', ')}`);
      if (!isHex(tile.loc) || LOCATION_KINDS[board.locationKind[tile.loc] as number] !== tile.kind) {
        wrong(`${who} comes from ${isHex(tile.loc) ? where(tile.loc) : JSON.stringify(tile.loc)}, which is no ${tile.kind} location`);
      }
      if (held.some((t) => t.loc === tile.loc)) wrong(`${who}: two tiles from the location on ${where(tile.loc)}`);
      if (!nextToSeat(board, owner, seat, tile.loc)) wrong(`${who}: no settlement of that player is next to its location on ${where(tile.loc)}`);
      for (const flag of ['used', 'fresh'] as const) {
        if (tile[flag] !== undefined && typeof tile[flag] !== 'boolean') wrong(`${who}: ${flag} must be true or false`);
        if (tile[flag] && seat !== s.current) wrong(`${who} is ${flag}, but only the current player's tiles can be ${flag} this turn`);
        if (tile[flag] && (s.card ?? null) === null) wrong(`${who} is ${flag}, but no card is played yet: the turn has not begun`);
      }
      if (tile.fresh && tile.used) wrong(`${who} is fresh and used: a tile gained this turn cannot be used until the next`);
      held.push({ kind: tile.kind, loc: tile.loc, fresh: tile.fresh ?? false, used: tile.used ?? false });
    }
    return held;
  });
}

/** Every location hex named as taken or as the source of a held tile, unchecked: enough to see who ever took a Harbor. */
function declaredTaken(s: Scenario, seats: number): number[][] {
  return Array.from({ length: seats }, (_, seat) => [
    ...(Array.isArray(s.taken?.[seat]) ? s.taken[seat] : []),
    ...(Array.isArray(s.tiles?.[seat]) ? s.tiles[seat].map((t) => t?.loc) : []),
  ].filter(isHex));
}

function takenHexes(s: Scenario, board: Board, held: HeldTile[][], seats: number): number[][] {
  return Array.from({ length: seats }, (_, seat) => {
    const list = s.taken?.[seat] ?? [];
    if (!Array.isArray(list)) wrong(`taken of player ${seat + 1} must be a list of location hexes`);
    for (const loc of list) {
      if (!isHex(loc) || board.locationKind[loc] === -1) wrong(`player ${seat + 1} took a tile from ${isHex(loc) ? where(loc) : JSON.stringify(loc)}, which is no location`);
    }
    const taken = [...new Set(list)];
    for (const tile of held[seat] as HeldTile[]) if (!taken.includes(tile.loc)) taken.push(tile.loc);
    return taken;
  });
}

function tilesLeftOf(board: Board, taken: number[][]): number[] {
  return board.locations.map((loc) => {
    const left = TILES_PER_LOCATION - taken.filter((list) => list.includes(loc)).length;
    if (left < 0) wrong(`more than ${TILES_PER_LOCATION} players took a tile from the location on ${where(loc)}`);
    return left;
  });
}

function supplies(s: Scenario, settlements: number[][], seats: number): number[] {
  return Array.from({ length: seats }, (_, seat) => {
    const placed = settlements[seat]?.length ?? 0;
    const supply = s.supply?.[seat] ?? SETTLEMENTS_PER_PLAYER - placed;
    if (!Number.isInteger(supply) || supply < 0 || supply + placed > SETTLEMENTS_PER_PLAYER) {
      wrong(`player ${seat + 1} has ${placed} settlements on the map and ${JSON.stringify(supply)} in the supply; together at most ${SETTLEMENTS_PER_PLAYER}`);
    }
    return supply;
  });
}

function checkTerrains(list: readonly unknown[], name: string): Terrain[] {
  list.forEach((card, i) => {
    if (card !== null && !isTerrain(card)) wrong(`${name} ${i + 1}: unknown terrain ${JSON.stringify(card)}; pick from ${TERRAINS.join(', ')}`);
  });
  return list.filter(isTerrain);
}

/** Hands, deck (bottom first, as the state keeps it) and the played card, checked against the 5 cards of each terrain. */
function terrainCards(s: Scenario, seats: number): { hands: (Terrain | null)[]; deck: Terrain[]; card: Terrain | null } {
  const card = s.card ?? null;
  if (card !== null && !isTerrain(card)) wrong(`card: unknown terrain ${JSON.stringify(card)}; pick from ${TERRAINS.join(', ')}`);
  if (s.deck !== undefined && !Array.isArray(s.deck)) wrong('deck must be a list of terrains, top card first');
  const given = s.hands ? checkTerrains(s.hands, 'hand of player') : [];
  const deckGiven = s.deck ? checkTerrains(s.deck, 'deck card') : null;
  if (s.hands && card !== null && s.hands[s.current] != null) {
    wrong(`player ${s.current + 1} is playing ${card} and cannot also hold ${s.hands[s.current]}`);
  }
  const inUse = [...given, ...(deckGiven ?? []), ...(card ? [card] : [])];
  for (const terrain of TERRAINS) {
    const n = inUse.filter((t) => t === terrain).length;
    if (n > CARDS_PER_TERRAIN) wrong(`${n} ${terrain} cards in hands, deck and play; there are only ${CARDS_PER_TERRAIN}`);
  }
  let deck = deckGiven?.slice().reverse() ?? null;
  if (!deck) {
    const rest = TERRAINS.flatMap((t) => new Array<Terrain>(CARDS_PER_TERRAIN - inUse.filter((u) => u === t).length).fill(t));
    deck = shuffleInPlace(seedRng('scenario-deck'), rest);
  }
  let hands = s.hands?.map((h) => h ?? null);
  if (!hands) {
    hands = new Array<Terrain | null>(seats).fill(null);
    for (let seat = 0; seat < seats; seat++) if (seat !== s.current || card === null) hands[seat] = deck.pop() ?? null;
  }
  return { hands, deck, card };
}

function checkCards(cards: unknown): ScoringCard[] {
  if (!Array.isArray(cards) || cards.length !== 3) wrong('cards must list exactly 3 scoring card ids');
  for (const card of cards) if (!isScoringCard(card)) wrong(`unknown scoring card ${JSON.stringify(card)}`);
  if (new Set(cards).size !== 3) wrong('the 3 scoring cards must be different');
  return cards.slice();
}

export function scenario(s: Scenario): KbState {
  if (typeof s !== 'object' || s === null) wrong('give an object with map, settlements, current and cards');
  const letters = mapLetters(s.map);
  const board = boardOf(letters);
  const cards = checkCards(s.cards);
  const settlements = settlementLists(s);
  const seats = countSeats(s, settlements);
  if (!Number.isInteger(s.current) || s.current < 0 || s.current >= seats) wrong(`current must be a seat from 0 to ${seats - 1}`);
  const owner = placeAll(board, settlements, seats, declaredTaken(s, seats));
  const supply = supplies(s, settlements, seats);
  const tiles = heldTiles(s, board, owner, seats);
  const taken = takenHexes(s, board, tiles, seats);
  const tilesLeft = tilesLeftOf(board, taken);
  const lastRound = s.lastRound ?? supply.includes(0);
  if (typeof lastRound !== 'boolean') wrong('lastRound must be true or false');
  if (!lastRound && supply.includes(0)) wrong(`player ${supply.indexOf(0) + 1} has no settlement left, so the last round has begun`);
  if (lastRound && !supply.includes(0)) wrong('the last round begins only once a player has no settlement left; every supply has some');
  const { hands, deck, card } = terrainCards(s, seats);

  const state = blankState({ seed: 'scenario', seats, map: letters, cards, deck });
  Object.assign(state, { hands, owner, supply, tiles, taken, tilesLeft, lastRound, current: s.current });
  state.placed = Array.from({ length: seats }, (_, seat) => (settlements[seat] ?? []).slice());
  state.log.push({ type: 'setup', data: { seats, cards, sections: [], scenario: true } });
  if (card === null) {
    beginTurn(state);
  } else {
    state.turn = 1;
    state.played = card;
    state.turnStart = snapshotTurn(state);
    state.log.push({ type: 'turn', seat: s.current, data: { turn: 1, card } });
  }
  return state;
}
