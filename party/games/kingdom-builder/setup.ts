// A new game: the blank state on a map, the first cards drawn, and the options' random choices
// (sections, their sides, scoring cards) resolved with the game's own generator.
import { nextInt, sample, seedRng, shuffleInPlace } from '../core/index.ts';
import { assembleSections, boardOf, HEXES, type LocationKind, type Terrain } from './board.ts';
import { SCORING_CARD_IDS, type ScoringCard } from './cards.ts';
import type { KbOptions } from './options.ts';
import { SECTION_IDS, sectionLetters } from './sections.ts';
import { rememberBoard, SETTLEMENTS_PER_PLAYER, TILES_PER_LOCATION, type KbState } from './state.ts';
import { beginTurn, drawCard, freshDeck } from './turns.ts';

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
  rememberBoard(state, board);
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
