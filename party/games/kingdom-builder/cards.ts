// Scoring cards and location tiles with short texts in our own words, for the client to show.
import type { LocationKind } from './board.ts';

export const SCORING_CARDS = {
  fishermen: 'Fishermen: 1 gold for each of your settlements next to water (not for one standing on water).',
  miners: 'Miners: 1 gold for each of your settlements next to a mountain.',
  merchants: 'Merchants: 4 gold for each location or castle that a chain of your settlements links to another one.',
  workers: 'Workers: 1 gold for each of your settlements next to a location or a castle.',
  discoverers: 'Discoverers: 1 gold for each map row where you have a settlement.',
  knights: 'Knights: 2 gold for each settlement on your busiest row.',
  hermits: 'Hermits: 1 gold for each separate group of your settlements; a lone one counts.',
  lords: 'Lords: in each section, 12 gold for the most settlements there (all tied share it) and 6 for the next lower count.',
  citizens: 'Citizens: 1 gold for every 2 settlements in your largest group.',
  farmers: 'Farmers: 3 gold for each settlement in the section where you have the fewest.',
} as const;

export type ScoringCard = keyof typeof SCORING_CARDS;
export const SCORING_CARD_IDS = Object.keys(SCORING_CARDS) as ScoringCard[];

export function isScoringCard(x: unknown): x is ScoringCard {
  return typeof x === 'string' && Object.hasOwn(SCORING_CARDS, x);
}

export const TILE_TEXTS: Record<LocationKind, string> = {
  oracle: 'Oracle: build 1 settlement on the terrain of the card you played, next to yours when you can.',
  farm: 'Farm: build 1 settlement on grass, next to yours when you can.',
  oasis: 'Oasis: build 1 settlement on desert, next to yours when you can.',
  tower: 'Tower: build 1 settlement on the edge of the map, next to yours when you can.',
  tavern: 'Tavern: build 1 settlement at an end of a straight line of 3 or more of yours.',
  barn: 'Barn: move 1 of your settlements onto the terrain of the card you played, next to yours when you can.',
  harbor: 'Harbor: move 1 of your settlements onto water, next to yours when you can.',
  paddock: 'Paddock: move 1 of your settlements 2 hexes in a straight line, over anything, onto empty land.',
};

/** Tiles that build a new settlement; the others move one already on the map. */
export const BUILD_TILES: ReadonlySet<LocationKind> = new Set(['oracle', 'farm', 'oasis', 'tower', 'tavern']);
