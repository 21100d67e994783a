// A player who knows only what the room told it: picks a random legal move from its own prompts
// and its own view, the way a person clicking at random would. Shared by the soak and by room
// tests that play whole games through real sockets.
import type { Prompt } from '../../party/games/core/types.ts';
import { getGame } from '../../party/games/index.ts';

export type Random = () => number;

/** A small seeded PRNG (mulberry32), so a failing run can be replayed from its seed. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random legal move for the prompt addressed to this seat, from what this seat was shown (Game.autoplay.answer). */
export function randomMoveFor(game: string, prompt: Prompt, view: unknown, random: Random): unknown {
  const def = getGame(game);
  if (!def) throw new Error(`no random player for game ${game}`);
  return def.autoplay.answer(prompt, view, random);
}
