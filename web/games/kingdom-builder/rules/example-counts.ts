// What the engine says about the rules page's examples (./examples.ts), worked out once: the
// page shows them without carrying the engine, and test/unit/shell/learn-examples.test.ts fails
// if the engine would now count an example differently.
import type { ScoringCard } from '../../../../party/games/kingdom-builder/cards.ts';

/** Gold of the first and second player from each scoring card's example. */
export const SCORING_GOLD: Readonly<Record<ScoringCard, readonly number[]>> = {
  fishermen: [3, 1],
  miners: [3, 1],
  merchants: [8, 0],
  workers: [4, 0],
  discoverers: [3, 1],
  knights: [6, 6],
  hermits: [3, 1],
  lords: [18, 30],
  citizens: [2, 1],
  farmers: [3, 0],
};

/** Gold from castles in the castle example. */
export const CASTLE_GOLD: readonly number[] = [3, 3];

/** Where the first player may build in the adjacency example with grass played (map hexes). */
export const ADJACENCY_LEGAL: readonly number[] = [148, 168, 189];
