// Where a game's rules page is. Pure (the routes read it, and are tested in Node).

/** The games with a rules page. */
export const LEARN_GAMES = ['dominion', 'kingdom-builder'] as const;
export type LearnGame = (typeof LEARN_GAMES)[number];

export function isLearnGame(id: string): id is LearnGame {
  return (LEARN_GAMES as readonly string[]).includes(id);
}

export function learnPath(game: LearnGame): string {
  return `/learn/${game}`;
}
