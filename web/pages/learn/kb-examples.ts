// The rules page's small Kingdom Builder boards: a 6 x 6 window at the centre of a map, where
// the four sections meet. The gold shown under each is counted by the engine's own scorer, and
// the legal hexes by its own prompt, so a picture can never teach a rule the game does not play.
import { HEXES, SIZE, boardOf, type Terrain } from '../../../party/games/kingdom-builder/board.ts';
import { kingdomBuilder, scenario, type KbPrompt, type ScoringCard } from '../../../party/games/kingdom-builder/index.ts';
import { scoreSeats } from '../../../party/games/kingdom-builder/scoring.ts';

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

/** Gold per seat from one scoring card, or from castles (card null), as the game counts it. */
export function goldOf(example: Example, card: ScoringCard | null): number[] {
  const owner = Array.from({ length: HEXES }, () => -1);
  settlementsOf(example).forEach((hexes, seat) => hexes.forEach((h) => { owner[h] = seat; }));
  const gold = scoreSeats(boardOf(mapLetters(example)), owner, 2, card ? [card] : []);
  return gold.map((g) => (card ? g.cards[card] ?? 0 : g.castles));
}

/** Where the first player may build now with `terrain` played: the engine's own list. */
export function legalHexes(example: Example, terrain: Terrain): number[] {
  const state = scenario({ map: mapLetters(example), settlements: settlementsOf(example), current: 0, card: terrain, cards: ['fishermen', 'miners', 'lords'] });
  const [prompt] = kingdomBuilder.prompts(state) as KbPrompt[];
  return prompt?.build?.hexes ?? [];
}

/** All grass: where only the settlements' places matter. */
const PLAIN = Array.from({ length: WINDOW_SIZE }, () => 'G'.repeat(WINDOW_SIZE));

export const ADJACENCY: Example = {
  ground: ['GGDDGG', 'GGGDDG', 'DDGGGG', 'GGDDWW', 'GGDWWG', 'GGGGGG'],
  settlements: ['......', '..1...', '......', '......', '......', '......'],
};

export const CASTLE: Example = {
  ground: ['GGGGGG', 'GGKGGG', 'GGGGGG', 'GGGGKG', 'GGGGGG', 'GGGGGG'],
  settlements: ['......', '.1....', '......', '......', '...22.', '......'],
};

export const SCORING_EXAMPLES: Record<ScoringCard, Example> = {
  fishermen: {
    ground: ['GGGGGG', 'GGWWGG', 'GGWWGG', 'GGGGGG', 'GGGGGG', 'GGGGGG'],
    settlements: ['..1...', '.1..2.', '......', '..1...', '......', '1.....'],
  },
  miners: {
    ground: ['GGGGGG', 'GGMGGG', 'GGGGMG', 'GGGGGG', 'GMGGGG', 'GGGGGG'],
    settlements: ['..1...', '.1.1..', '......', '.....2', '......', '1.....'],
  },
  merchants: {
    ground: ['GGGGGG', 'GKGGoG', 'GGGGGG', 'GGGGGG', 'GGGGKG', 'GGGGGG'],
    settlements: ['......', '..11..', '......', '...2..', '......', '......'],
  },
  workers: {
    ground: ['GGGGGG', 'GKGGoG', 'GGGGGG', 'GGGGGG', 'GGGGGG', 'GGGGGG'],
    settlements: ['.1....', '1..1.1', '......', '......', '...2..', '......'],
  },
  discoverers: {
    ground: PLAIN,
    settlements: ['.11...', '......', '..1...', '...1..', '......', '222...'],
  },
  knights: {
    ground: PLAIN,
    settlements: ['......', '.111..', '....1.', '......', '22.2..', '......'],
  },
  hermits: {
    ground: PLAIN,
    settlements: ['11....', '......', '....1.', '....1.', '.1....', '.....2'],
  },
  lords: {
    ground: PLAIN,
    settlements: ['111...', '...2..', '22....', '....1.', '...22.', '......'],
  },
  citizens: {
    ground: PLAIN,
    settlements: ['.11...', '..11..', '...1..', '......', '1.....', '...222'],
  },
  farmers: {
    ground: PLAIN,
    settlements: ['1...1.', '.1....', '....1.', '1.....', '.....1', '.2....'],
  },
};
