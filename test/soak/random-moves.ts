// A player who knows only what the room told it: picks a random legal move from its own prompts
// and its own view, the way a person clicking at random would. Shared by the soak and by room
// tests that play whole games through real sockets.
import type { Prompt } from '../../party/games/core/types.ts';
import { getGame } from '../../party/games/index.ts';

export type Random = () => number;

/** The soak's seeded generator, so a failing run can be replayed from its seed. */
export { seededRandom as seeded } from '../../party/games/core/rng.ts';

/** A random legal move for the prompt addressed to this seat, from what this seat was shown (Game.autoplay.answer). */
export function randomMoveFor(game: string, prompt: Prompt, view: unknown, random: Random): unknown {
  const def = getGame(game);
  if (!def) throw new Error(`no random player for game ${game}`);
  return def.autoplay.answer(prompt, view, random);
}
