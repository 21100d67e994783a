// The prompt of the player to move, and uniformly random legal moves for bots and fuzzing.
import type { Prompt, Seat } from '../core/index.ts';
import type { LocationKind, Terrain } from './board.ts';
import { frontierOf } from './frontier.ts';
import { buildHexAt, findBuildHexesNear, nthTarget, targetCount } from './move-count.ts';
import * as counted from './move-count.ts';
import type { KbMove } from './moves.ts';
import { firstOfKind, mandatoryEnded, turnOptions, type TurnOptions } from './rules.ts';
import { boardOfState, SETTLEMENTS_PER_TURN, type HeldTile, type KbState } from './state.ts';

export interface KbPrompt extends Prompt, TurnOptions {
  kind: 'turn';
}

export function prompts(state: KbState): KbPrompt[] {
  if (state.over) return [];
  return [{ seat: state.current, kind: 'turn', ...turnOptions(state) }];
}

// The tile kinds on offer and their target counts, for the move being picked (reused: no allocation).
const offeredKinds: LocationKind[] = [];
const offeredCounts: number[] = [];

/**
 * Every legal move weighs the same: each build hex, each tile target, undo, end turn, in the
 * order of the prompt (turnOptions). Counted and picked without listing them (./move-count.ts):
 * move tiles offer every settlement times its targets, hundreds of moves late in a game.
 */
export function randomMove(state: KbState, seat: Seat, random: () => number): KbMove | null {
  if (state.over || seat !== state.current) return null;
  const board = boardOfState(state);
  const played = state.played as Terrain;
  const mayBuild = state.played !== null && state.built < SETTLEMENTS_PER_TURN && (state.supply[seat] as number) > 0
    && !mandatoryEnded(state);
  const own = state.placed[seat] as number[];
  const frontier = frontierOf(state, board.neighbours, seat);
  const builds = mayBuild ? findBuildHexesNear(frontier, state.owner, board.terrainBits[played], board.hexesOf[played]) : 0;
  const pending = builds > 0;
  let offered = 0;
  const held = state.tiles[seat] ?? [];
  if (held.length > 0 && (state.built === 0 || !pending)) {
    for (let i = 0; i < held.length; i++) {
      const kind = (held[i] as HeldTile).kind;
      if (firstOfKind(held, kind) !== i) continue;
      const count = targetCount(state, board, kind, own, frontier);
      if (count > 0) { offeredKinds[offered] = kind; offeredCounts[offered] = count; offered++; }
    }
  }
  const canUndo = state.actions.length > 0;
  let total = builds + (canUndo ? 1 : 0) + (pending ? 0 : 1);
  for (let i = 0; i < offered; i++) total += offeredCounts[i] as number;
  if (total === 0) return null;
  let pick = Math.min(total - 1, Math.floor(random() * total));
  if (pick < builds) {
    return { type: 'build', hex: buildHexAt(pick) };
  }
  pick -= builds;
  for (let i = 0; i < offered; i++) {
    const count = offeredCounts[i] as number;
    if (pick >= count) { pick -= count; continue; }
    const kind = offeredKinds[i] as LocationKind;
    const to = nthTarget(state, board, kind, own, frontier, pick, true);
    return counted.pickedFrom < 0 ? { type: 'tile', tile: kind, to } : { type: 'tile', tile: kind, from: counted.pickedFrom, to };
  }
  if (canUndo && pick === 0) return { type: 'undo' };
  return { type: 'end-turn' };
}
