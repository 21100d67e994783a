// The engines the replay page runs, in one module so the page fetches them as one chunk: every
// registered game, each with its own way to read everyone's score at any moment (Game.scores).
import type { AnyGame } from '../../../party/games/core/types.ts';
import { GAMES } from '../../../party/games/index.ts';

export interface ReplayEngine { def: AnyGame; scores(state: unknown): number[] }

export const ENGINE_BY_GAME: Readonly<Record<string, ReplayEngine>> = Object.fromEntries(
  Object.values(GAMES).map((def: AnyGame) => [def.id, { def, scores: (state: unknown) => def.scores(state) }]),
);
