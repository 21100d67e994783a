// The prompt of the player to move, and uniformly random legal moves for bots and fuzzing.
import type { Prompt, Seat } from '../core/index.ts';
import type { KbMove } from './moves.ts';
import { type TileOption, turnOptions, type TurnOptions } from './rules.ts';
import type { KbState } from './state.ts';

export interface KbPrompt extends Prompt, TurnOptions {
  kind: 'turn';
}

export function promptsOf(state: KbState): KbPrompt[] {
  if (state.over) return [];
  return [{ seat: state.current, kind: 'turn', ...turnOptions(state) }];
}

/** How many moves a tile offers: its hexes, or every target of every settlement it may move. */
function targetCount(tile: TileOption): number {
  if (tile.hexes) return tile.hexes.length;
  let n = 0;
  for (const m of tile.moves ?? []) n += m.to.length;
  return n;
}

/** Every legal move weighs the same: each build hex, each tile target, undo, end turn. */
export function randomMoveOf(state: KbState, seat: Seat, random: () => number): KbMove | null {
  if (state.over || seat !== state.current) return null;
  const options = turnOptions(state);
  const builds = options.build?.hexes.length ?? 0;
  let total = builds + (options.canUndo ? 1 : 0) + (options.canEndTurn ? 1 : 0);
  for (const tile of options.tiles) total += targetCount(tile);
  if (total === 0) return null;
  let pick = Math.min(total - 1, Math.floor(random() * total));
  if (pick < builds) return { type: 'build', hex: options.build?.hexes[pick] as number };
  pick -= builds;
  for (const tile of options.tiles) {
    const count = targetCount(tile);
    if (pick >= count) { pick -= count; continue; }
    if (tile.hexes) return { type: 'tile', tile: tile.tile, to: tile.hexes[pick] as number };
    for (const move of tile.moves ?? []) {
      if (pick < move.to.length) return { type: 'tile', tile: tile.tile, from: move.from, to: move.to[pick] as number };
      pick -= move.to.length;
    }
  }
  if (options.canUndo && pick === 0) return { type: 'undo' };
  return { type: 'end-turn' };
}
