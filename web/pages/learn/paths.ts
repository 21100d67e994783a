// Where a game's rules page is, and which games have one. Pure and shared with the Worker, which
// answers /learn/<game> with a 404 for a game without a page (worker/page-status.ts): the Worker
// cannot read the web registry (it loads components), so the registry is checked against this list
// at compile time (web/games/registry.ts: a game listed here must have `rules`, one not listed none).

/** The games with a rules page (/learn/<game>): its web registry entry's `rules`. */
export const RULES_PAGES = ['dominion', 'kingdom-builder'] as const;

export type RulesPageGame = (typeof RULES_PAGES)[number];

export function hasRulesPage(game: string): boolean {
  return (RULES_PAGES as readonly string[]).includes(game);
}

export function learnPath(game: string): string {
  return `/learn/${game}`;
}
