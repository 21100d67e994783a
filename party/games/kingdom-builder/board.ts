// The 20 x 20 map: text format, odd-r neighbours, and tables computed once per distinct map so
// the rules never recompute geometry while a game runs.

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

/**
 * Geometry and terrain of one map. Hexes are indices r * 20 + c (row 0 at the top, odd rows
 * shifted right). `neighbours[h * 6 + d]` is -1 off the map; direction d and d + 3 are opposite,
 * so two steps in one direction are a straight line (Paddock, Tavern).
 */
export interface Board {
  letters: string;
  neighbours: Int16Array;
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
  // Eleven 400-hex masks carved from one buffer: one allocation instead of eleven.
  const buffer = new ArrayBuffer(HEXES * 11);
  let next = 0;
  const mask = () => new Uint8Array(buffer, HEXES * next++, HEXES);
  // Literal objects keep the shape every board had before (TERRAINS order: the index of each).
  const hexesOf: Record<Terrain, number[]> = { grass: [], canyon: [], desert: [], flower: [], forest: [] };
  const terrainMask: Record<Terrain, Uint8Array> = { grass: mask(), canyon: mask(), desert: mask(), flower: mask(), forest: mask() };
  const terrainHexes = TERRAINS.map((t) => hexesOf[t]);
  const terrainMasks = TERRAINS.map((t) => terrainMask[t]);
  const board: Board = {
    letters,
    neighbours: NEIGHBOURS,
    buildable: mask(), water: mask(), mountain: mask(), castle: mask(), special: mask(),
    edge: EDGE,
    section: SECTION_OF,
    locationKind: new Int8Array(HEXES).fill(-1),
    locations: [],
    castles: [],
    hexesOf,
    waterHexes: [],
    edgeHexes: [],
    terrainMask,
    edgeBuildable: mask(),
  };
  for (let hex = 0; hex < HEXES; hex++) {
    const code = letters.charCodeAt(hex);
    const index = LETTER_INDEX[code] as number;
    switch (LETTER_CLASS[code]) {
      case CLASS_TERRAIN:
        (terrainHexes[index] as number[]).push(hex);
        (terrainMasks[index] as Uint8Array)[hex] = 1;
        board.buildable[hex] = 1;
        if (EDGE[hex]) { board.edgeHexes.push(hex); board.edgeBuildable[hex] = 1; }
        break;
      case CLASS_LOCATION:
        board.locationKind[hex] = index;
        board.locations.push(hex);
        board.special[hex] = 1;
        break;
      case CLASS_CASTLE:
        board.castles.push(hex);
        board.castle[hex] = 1;
        board.special[hex] = 1;
        break;
      case CLASS_WATER:
        board.water[hex] = 1;
        board.waterHexes.push(hex);
        break;
      case CLASS_MOUNTAIN:
        board.mountain[hex] = 1;
        break;
    }
  }
  if (boards.size > 64) boards.clear();
  boards.set(letters, board);
  return board;
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
