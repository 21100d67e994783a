// The games this product hosts: one line per game. Importing this module registers them for the
// Worker and rooms; `GameId` is what the web registry (web/games/registry.ts) must cover.
import type { AnyGame } from './core/types.ts';
import { dominion } from './dominion/index.ts';
import { kingdomBuilder } from './kingdom-builder/index.ts';
import { registerGame } from './registry.ts';

export const GAMES = {
  dominion,
  'kingdom-builder': kingdomBuilder,
} satisfies Record<string, AnyGame>;

export type GameId = keyof typeof GAMES;

for (const [id, game] of Object.entries(GAMES)) {
  if (game.id !== id) throw new Error(`party/games/index.ts lists ${game.id} under '${id}'`);
  registerGame(game);
}

export { gameIds, getGame, registerGame } from './registry.ts';
