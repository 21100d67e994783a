// Where a game's rules page is. Pure (the routes read it, and are tested in Node); which games
// have one is the web registry's `rules` (web/games/registry.ts: RULES_GAMES).

export function learnPath(game: string): string {
  return `/learn/${game}`;
}
