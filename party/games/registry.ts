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
