// The prompt of the player to move and the moves it lists: the one statement of what a turn
// offers, which random play (randomMove, the soak's players) and the bots' checks read.
import { randomMoveFromPrompts } from '../core/choices.ts';
import type { Prompt } from '../core/index.ts';
import type { KbMove } from './moves.ts';
import { turnOptions, type TurnOptions } from './rules.ts';
import type { KbState } from './state.ts';

export interface KbPrompt extends Prompt, TurnOptions {
  kind: 'turn';
}

export function prompts(state: KbState): KbPrompt[] {
  if (state.over) return [];
  return [{ seat: state.current, kind: 'turn', ...turnOptions(state) }];
}

/** Every move the turn offers, in its order: each build hex, each tile's targets, undo, end turn. */
export function choices(prompt: KbPrompt): KbMove[] {
  const moves: KbMove[] = [];
  for (const hex of prompt.build?.hexes ?? []) moves.push({ type: 'build', hex });
  for (const tile of prompt.tiles) {
    for (const to of tile.hexes ?? []) moves.push({ type: 'tile', tile: tile.tile, to });
    for (const m of tile.moves ?? []) for (const to of m.to) moves.push({ type: 'tile', tile: tile.tile, from: m.from, to });
  }
  if (prompt.canUndo) moves.push({ type: 'undo' });
  if (prompt.canEndTurn) moves.push({ type: 'end-turn' });
  return moves;
}

/** Every legal move weighs the same (the seeded games of before pick the same moves: pinned-games.test.ts). */
export const randomMove = randomMoveFromPrompts<KbState, KbPrompt, KbMove>(prompts, choices);
