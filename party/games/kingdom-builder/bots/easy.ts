// Easy: a beginner. It builds where it likes with only a mild eye for gold: every option's gain
// is blurred by several gold of chance, and most of the time it takes any legal hex. It often
// forgets its tiles, and when it uses one it aims no better than it builds.
import { randomFn, seedRng } from '../../core/index.ts';
import type { KbBotInput } from './guard.ts';
import { greedyMove } from './medium.ts';
import { actionsOf } from './moves.ts';
import { turnPrompt } from './position.ts';

/** Gold of chance added to each option: enough to hide most differences between hexes. */
const BLUR = 6;
/** Share of decisions taken without looking at the board at all. */
const CARELESS = 0.8;
/** Share of decisions where it ends the turn at once, leaving its tiles unused. */
const FORGETS_TILES = 0.7;

export function easyPolicy(input: KbBotInput) {
  const prompt = turnPrompt(input);
  const random = randomFn(seedRng(`${input.seed}/easy`));
  if (!prompt.build && prompt.canEndTurn && random() < FORGETS_TILES) return { move: { type: 'end-turn' as const }, memory: null };
  if (prompt.build && random() < CARELESS) {
    const builds = actionsOf({ build: prompt.build, tiles: [] });
    return { move: builds[Math.floor(random() * builds.length)] ?? builds[0]!, memory: null };
  }
  return { move: greedyMove(input, BLUR), memory: null };
}
