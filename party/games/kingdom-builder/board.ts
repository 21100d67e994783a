// The 20 x 20 map: text format, odd-r neighbours, and tables computed once per distinct map so
// the rules never recompute geometry while a game runs.
import { setBit, WORDS } from './bits.ts';

export const SIZE = 20;
export const HEXES = SIZE * SIZE;
export const SECTION_SIZE = 10;

/** The five terrains a terrain card can show, by their map letter. */
export const TERRAIN_LETTERS = { grass: 'G', canyon: 'C', desert: 'D', flower: 'F', forest: 'T' } as const;
export type Terrain = keyof typeof TERRAIN_LETTERS;
export const TERRAINS = Object.keys(TERRAIN_LETTERS) as Terrain[];

export const LOCATION_LETTERS = {
  oracle: 'o', farm: 'f', oasis: 'a', tower: 't', tavern: 'v', barn: 'b', harbor: 'h', paddock: 'p',
} as const;
export type LocationKind = keyof typeof LOCATION_LETTERS;
export const LOCATION_KINDS = Object.keys(LOCATION_LETTERS) as LocationKind[];

/** Every letter the map format knows. */
export const MAP_LETTERS = 'GCDFTWMKofatvbhp';

/** Hexes a tile may build or move onto (a terrain, the buildable edge, water): as a mask, bits and an ascending list. */
export interface Ground {
  mask: Uint8Array;
  bits: Uint32Array;
  hexes: readonly number[];
}

/**
 * Geometry and terrain of one map. Hexes are indices r * 20 + c (row 0 at the top, odd rows
 * shifted right). `neighbours[h * 6 + d]` is -1 off the map; direction d and d + 3 are opposite,
 * so two steps in one direction are a straight line (Paddock, Tavern).
 */
export interface Board {
  letters: string;
  neighbours: Int16Array;
  /** `jumps[h * 6 + d]`: two steps from h in direction d (Paddock), -1 off the map. */
  jumps: Int16Array;
  buildable: Uint8Array;
  water: Uint8Array;
  mountain: Uint8Array;
  castle: Uint8Array;
  /** Location or castle: what Merchants and Workers look at. */
  special: Uint8Array;
  edge: Uint8Array;
  section: Uint8Array;
  /** Index into LOCATION_KINDS, or -1. */
  locationKind: Int8Array;
  locations: number[];
  castles: number[];
  /** Hexes of each card terrain, for fast "where may I build" scans. */
  hexesOf: Record<Terrain, number[]>;
  waterHexes: number[];
  /** Buildable hexes on the map edge (Tower). */
  edgeHexes: number[];
  /** 1 on the hexes of each card terrain. */
  terrainMask: Record<Terrain, Uint8Array>;
  /** 1 on buildable hexes of the map edge. */
  edgeBuildable: Uint8Array;
  /** The same hexes as `terrainMask`, `edgeBuildable` and `water`, as bits (./bits.ts). */
  terrainBits: Record<Terrain, Uint32Array>;
  edgeBits: Uint32Array;
  waterBits: Uint32Array;
  /** The same again, grouped per ground. */
  terrainGround: Record<Terrain, Ground>;
  edgeGround: Ground;
  waterGround: Ground;
}

// Directions: west, north-west, north-east, east, south-east, south-west (opposites are d and d+3).
const EVEN_ROW_STEPS: ReadonlyArray<readonly [number, number]> = [[0, -1], [-1, -1], [-1, 0], [0, 1], [1, 0], [1, -1]];
const ODD_ROW_STEPS: ReadonlyArray<readonly [number, number]> = [[0, -1], [-1, 0], [-1, 1], [0, 1], [1, 1], [1, 0]];

export function rowOf(hex: number): number {
  return Math.floor(hex / SIZE);
}

export function colOf(hex: number): number {
  return hex % SIZE;
}

/** Lines of map text to rows of letters: blank lines and all spaces are ignored. */
export function parseRows(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/\s+/g, '')).filter((line) => line.length > 0);
}

/** Checks a map text of `rows` x `cols` letters; returns the letters row-major or a message. */
export function parseGrid(text: string, rows: number, cols: number, alphabet = MAP_LETTERS): string | { error: string } {
  if (typeof text !== 'string') return { error: 'a map must be text' };
  const lines = parseRows(text);
  if (lines.length !== rows) return { error: `expected ${rows} rows, found ${lines.length}` };
  for (let r = 0; r < rows; r++) {
    const line = lines[r] as string;
    if (line.length !== cols) return { error: `row ${r} has ${line.length} hexes, expected ${cols}` };
    for (const ch of line) if (!alphabet.includes(ch)) return { error: `row ${r} has an unknown letter '${ch}'` };
  }
  return lines.join('');
}

/** Prints row-major letters as text; odd rows start with a space so the hex shift shows. */
export function printGrid(letters: string, cols: number): string {
  const lines: string[] = [];
  for (let start = 0; start < letters.length; start += cols) {
    const row = letters.slice(start, start + cols).split('').join(' ');
    lines.push((lines.length % 2 === 1 ? ' ' : '') + row);
  }
  return lines.join('\n');
}

/** Turns a 10 x 10 section half a turn: (r, c) -> (9 - r, 9 - c), which keeps odd-r adjacency. */
export function turnSection(letters: string): string {
  return letters.split('').reverse().join('');
}

/** Lays four 10 x 10 sections (row-major letters) out 2 x 2: top-left, top-right, bottom-left, bottom-right. */
export function assembleSections(sections: readonly string[]): string {
  let out = '';
  for (let r = 0; r < SIZE; r++) {
    const top = r < SECTION_SIZE ? 0 : 2;
    const rr = r % SECTION_SIZE;
    for (let half = 0; half < 2; half++) {
      out += (sections[top + half] as string).slice(rr * SECTION_SIZE, (rr + 1) * SECTION_SIZE);
    }
  }
  return out;
}

/** Neighbour table for any rows x cols odd-r grid. */
export function neighbourTable(rows: number, cols: number): Int16Array {
  const table = new Int16Array(rows * cols * 6).fill(-1);
  for (let r = 0; r < rows; r++) {
    const steps = r % 2 === 1 ? ODD_ROW_STEPS : EVEN_ROW_STEPS;
    for (let c = 0; c < cols; c++) {
      for (let d = 0; d < 6; d++) {
        const [dr, dc] = steps[d] as readonly [number, number];
        const nr = r + dr, nc = c + dc;
        if (nr >= 0 && nr < rows && nc >= 0 && nc < cols) table[(r * cols + c) * 6 + d] = nr * cols + nc;
      }
    }
  }
  return table;
}

const NEIGHBOURS = neighbourTable(SIZE, SIZE);
const JUMPS = Int16Array.from({ length: HEXES * 6 }, (_, i) => {
  const over = NEIGHBOURS[i] as number;
  return over < 0 ? -1 : (NEIGHBOURS[over * 6 + (i % 6)] as number);
});
const boards = new Map<string, Board>();

const SECTION_OF = Uint8Array.from({ length: HEXES }, (_, hex) => (rowOf(hex) < 10 ? 0 : 2) + (colOf(hex) < 10 ? 0 : 1));
const EDGE = Uint8Array.from({ length: HEXES }, (_, hex) => (rowOf(hex) % (SIZE - 1) === 0 || colOf(hex) % (SIZE - 1) === 0 ? 1 : 0));
// What each map letter is, by char code: a terrain (index into TERRAINS), a location (index into
// LOCATION_KINDS), castle, water, mountain. Reading codes from tables keeps building a board cheap:
// random layouts make nearly every game's map new.
const CLASS_TERRAIN = 1, CLASS_LOCATION = 2, CLASS_CASTLE = 3, CLASS_WATER = 4, CLASS_MOUNTAIN = 5;
const LETTER_CLASS = new Uint8Array(128);
const LETTER_INDEX = new Int8Array(128);
TERRAINS.forEach((t, i) => { const code = TERRAIN_LETTERS[t].charCodeAt(0); LETTER_CLASS[code] = CLASS_TERRAIN; LETTER_INDEX[code] = i; });
LOCATION_KINDS.forEach((k, i) => { const code = LOCATION_LETTERS[k].charCodeAt(0); LETTER_CLASS[code] = CLASS_LOCATION; LETTER_INDEX[code] = i; });
LETTER_CLASS['K'.charCodeAt(0)] = CLASS_CASTLE;
LETTER_CLASS['W'.charCodeAt(0)] = CLASS_WATER;
LETTER_CLASS['M'.charCodeAt(0)] = CLASS_MOUNTAIN;

/** The board for 400 row-major letters; memoised because every game on a map shares it. */
export function boardOf(letters: string): Board {
  const known = boards.get(letters);
  if (known) return known;
  const board = buildBoard(letters);
  if (boards.size >= BOARDS_KEPT) boards.delete(boards.keys().next().value as string);
  boards.set(letters, board);
  return board;
}

// The latest few maps, the oldest dropped first: random layouts rarely repeat (26,880 of them),
// and each board kept is copied by every young-generation collection until it is promoted. With
// 64 kept, setting up a random game cost ~30 microseconds of CPU; with 8, ~20.
const BOARDS_KEPT = 8;

function buildBoard(letters: string): Board {
  // Twelve 400-hex tables and seven bit sets carved from one buffer: one allocation, not nineteen
  // (each buffer lives outside the JS heap, and the collector tracks each one).
  const buffer = new ArrayBuffer(HEXES * 12 + WORDS * 4 * 7);
  let next = 0;
  const mask = () => new Uint8Array(buffer, HEXES * next++, HEXES);
  let nextBits = 0;
  const bits = () => new Uint32Array(buffer, HEXES * 12 + WORDS * 4 * nextBits++, WORDS);
  const terrainHexes: number[][] = [[], [], [], [], []];
  const terrainMasks = [mask(), mask(), mask(), mask(), mask()];
  const terrainBitSets = [bits(), bits(), bits(), bits(), bits()];
  const buildable = mask(), water = mask(), mountain = mask(), castle = mask(), special = mask(), edgeBuildable = mask();
  const edgeBits = bits(), waterBits = bits();
  const locationKind = new Int8Array(buffer, HEXES * 11, HEXES).fill(-1);
  const locations: number[] = [], castles: number[] = [], waterHexes: number[] = [], edgeHexes: number[] = [];
  for (let hex = 0; hex < HEXES; hex++) {
    const code = letters.charCodeAt(hex);
    const index = LETTER_INDEX[code] as number;
    switch (LETTER_CLASS[code]) {
      case CLASS_TERRAIN:
        (terrainHexes[index] as number[]).push(hex);
        (terrainMasks[index] as Uint8Array)[hex] = 1;
        setBit(terrainBitSets[index] as Uint32Array, hex);
        buildable[hex] = 1;
        if (EDGE[hex]) { edgeHexes.push(hex); edgeBuildable[hex] = 1; setBit(edgeBits, hex); }
        break;
      case CLASS_LOCATION:
        locationKind[hex] = index;
        locations.push(hex);
        special[hex] = 1;
        break;
      case CLASS_CASTLE:
        castles.push(hex);
        castle[hex] = 1;
        special[hex] = 1;
        break;
      case CLASS_WATER:
        water[hex] = 1;
        waterHexes.push(hex);
        setBit(waterBits, hex);
        break;
      case CLASS_MOUNTAIN:
        mountain[hex] = 1;
        break;
    }
  }
  // Literal objects in TERRAINS order (grass, canyon, desert, flower, forest: the index of each).
  const perTerrain = <T>(list: T[]): Record<Terrain, T> =>
    ({ grass: list[0] as T, canyon: list[1] as T, desert: list[2] as T, flower: list[3] as T, forest: list[4] as T });
  const hexesOf = perTerrain(terrainHexes);
  const terrainMask = perTerrain(terrainMasks);
  const terrainBits = perTerrain(terrainBitSets);
  const ground = (m: Uint8Array, b: Uint32Array, hexes: number[]): Ground => ({ mask: m, bits: b, hexes });
  return {
    letters,
    neighbours: NEIGHBOURS,
    jumps: JUMPS,
    buildable, water, mountain, castle, special,
    edge: EDGE,
    section: SECTION_OF,
    locationKind,
    locations,
    castles,
    hexesOf,
    waterHexes,
    edgeHexes,
    terrainMask,
    edgeBuildable,
    terrainBits,
    edgeBits,
    waterBits,
    terrainGround: perTerrain(terrainHexes.map((hexes, i) => ground(terrainMasks[i] as Uint8Array, terrainBitSets[i] as Uint32Array, hexes))),
    edgeGround: ground(edgeBuildable, edgeBits, edgeHexes),
    waterGround: ground(water, waterBits, waterHexes),
  };
}

/** Parses a full 20-line map text into its board, or says what is wrong with it. */
export function parseMap(text: string): Board | { error: string } {
  const letters = parseGrid(text, SIZE, SIZE);
  return typeof letters === 'string' ? boardOf(letters) : letters;
}

export function isNeighbour(a: number, b: number): boolean {
  for (let d = 0; d < 6; d++) if (NEIGHBOURS[a * 6 + d] === b) return true;
  return false;
}
