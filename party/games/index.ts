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

const pools = new Map<string, string>();
for (const [id, game] of Object.entries(GAMES) as [string, AnyGame][]) {
  if (game.id !== id) throw new Error(`party/games/index.ts lists ${game.id} under '${id}'`);
  // A pool is one leaderboard and one rating per player: two games may not share it.
  for (const pool of game.rating?.pools ?? []) {
    if (pools.has(pool)) throw new Error(`${id} declares the rating pool '${pool}' of ${pools.get(pool)}`);
    pools.set(pool, id);
  }
  registerGame(game);
}

export { dailyGames, gameIds, getGame, ratingPools, registerGame } from './registry.ts';
