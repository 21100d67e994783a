// The Kingdom Builder lesson's coach as a pure step machine: from what the learner's seat is shown
// (its view, its prompt, the result) to the step to take now and the control to point at. Where
// one may build comes from the engine's prompt; the coach only picks which legal hex to suggest.
import type { GameResult, Prompt } from '../../../../party/games/core/types.ts';
import type { KbPrompt } from '../../../../party/games/kingdom-builder/prompts.ts';
import type { KbView } from '../../../../party/games/kingdom-builder/view.ts';
import { LESSON_FIRST_HEX } from '../../../../party/games/kingdom-builder/lesson-hexes.ts';
import type { Advice } from '../../../lesson/advice.ts';
import type { LessonPath } from '../../../lesson/progress.ts';

/** Every step of the lesson, in the order the stacked deal brings them when the advice is taken. */
export const KB_STEPS = ['first-build', 'adjacent', 'tile-gained', 'use-tile', 'build', 'scoring', 'over'] as const;

/** The lesson's path turn by turn: 7 settlements, so the second turn is the last. */
export const KB_PATH: LessonPath = [
  ['first-build', 'adjacent', 'tile-gained'],
  ['use-tile', 'build', 'adjacent', 'scoring'],
  ['over'],
] satisfies readonly (readonly (typeof KB_STEPS)[number][])[];

/** Which of the path's turns the table is at: the learner's turns begun so far, less one (turn 1 is the table's first). */
export const kbTurn = (view: KbView, you: number): number => Math.max(0, Math.floor((view.turn - 1 - you) / view.seats));

/** Steps outside the lesson's path: the learner chose otherwise, and the game goes on. */
export type KbAside = 'wait' | 'end-turn' | 'missed-tile' | 'tile-left';

export type KbStep = (typeof KB_STEPS)[number] | KbAside;

const TARGETS = '[data-testid=kb-target]';
const tileButton = (tile: string) => `.kb-tile[data-tile="${tile}"]`;

export function kbAdvice(view: KbView, prompts: Prompt[], result: GameResult | null, you: number): Advice<KbStep> {
  if (result !== null || view.over) return { step: 'over', target: '[data-testid=kb-end]' };
  const prompt = prompts.find((p) => p.seat === you) as KbPrompt | undefined;
  if (!prompt) return { step: 'wait', target: null };
  const build = prompt.build;
  const usable = prompt.tiles.find((t) => t.locs.length > 0);
  const mine = view.settlements.filter((seat) => seat === you).length;
  if (build && !build.started) {
    if (usable) return { step: 'use-tile', target: tileButton(usable.tile), vars: { tile: usable.tile, n: build.remaining } };
    if (mine === 0) {
      const suggested = build.hexes.includes(LESSON_FIRST_HEX) ? `${TARGETS}[data-hex="${LESSON_FIRST_HEX}"]` : TARGETS;
      return { step: 'first-build', target: suggested, vars: { terrain: build.terrain } };
    }
    return { step: 'build', target: TARGETS, vars: { terrain: build.terrain, n: build.remaining } };
  }
  if (build) return { step: 'adjacent', target: TARGETS, vars: { terrain: build.terrain, n: build.remaining } };
  // The card's builds done, a tile still unused this turn: one more settlement before ending.
  if (usable) return { step: 'tile-left', target: tileButton(usable.tile), vars: { tile: usable.tile } };
  if (view.lastRound) return { step: 'scoring', target: '.kb-scoring' };
  const fresh = view.players[you]?.tiles.find((t) => t.fresh);
  if (fresh) return { step: 'tile-gained', target: '[data-testid=kb-end-turn]', vars: { tile: fresh.tile } };
  // Built away from every location (a legal detour): say so rather than go on as if a tile came.
  if ((view.players[you]?.tiles.length ?? 0) === 0) return { step: 'missed-tile', target: '[data-testid=kb-end-turn]' };
  return { step: 'end-turn', target: '[data-testid=kb-end-turn]' };
}
