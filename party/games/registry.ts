import type { AnyGame } from './core/index.ts';

// The games a room can host. Product games register themselves in ./index.ts; tests may add
// their own fixtures, which never ship because nothing in the product imports them.
const games = new Map<string, AnyGame>();

export function registerGame(game: AnyGame): void {
  games.set(game.id, game);
}

export function getGame(id: string): AnyGame | undefined {
  return games.get(id);
}

export function gameIds(): string[] {
  return [...games.keys()];
}

/** Every rating pool the registered games declare (Game.rating.pools), each once, in registration order. */
export function ratingPools(): string[] {
  return [...new Set([...games.values()].flatMap((g) => g.rating?.pools ?? []))];
}

/** The registered games with a daily challenge (Game.daily), in registration order. */
export function dailyGames(): string[] {
  return [...games.values()].filter((g) => g.daily !== undefined).map((g) => g.id);
}
