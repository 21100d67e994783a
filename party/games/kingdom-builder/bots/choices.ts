// Every build and tile action a prompt offers, each valued by trying it in place on the bot's
// own copy of the position. Shared by the three levels; they differ in how they pick.
import type { LocationKind } from '../board.ts';
import type { KbMove } from '../moves.ts';
import type { KbPrompt } from '../prompts.ts';
import type { KbState } from '../state.ts';
import type { Judge } from './judge.ts';

export interface Choice {
  move: KbMove;
  /** The position's value after the move. */
  value: number;
}

/**
 * Values of all actions of `prompt` on `state`. Move tiles offer every settlement times every
 * target; with `movers` set, only that many settlements that cost least to lift are tried.
 */
export function valueActions(state: KbState, prompt: Pick<KbPrompt, 'build' | 'tiles'>, judge: Judge, movers = Infinity): Choice[] {
  const out: Choice[] = [];
  for (const hex of prompt.build?.hexes ?? []) out.push({ move: { type: 'build', hex }, value: judge.tryBuild(state, hex) });
  for (const tile of prompt.tiles) {
    const kind: LocationKind = tile.tile;
    for (const to of tile.hexes ?? []) out.push({ move: { type: 'tile', tile: kind, to }, value: judge.tryBuild(state, to) });
    let moves = tile.moves ?? [];
    if (moves.length > movers) {
      moves = moves.map((m) => ({ m, lifted: judge.tryLift(state, m.from) }))
        .sort((a, b) => b.lifted - a.lifted || a.m.from - b.m.from).slice(0, movers).map((x) => x.m);
    }
    for (const m of moves) {
      for (const to of m.to) out.push({ move: { type: 'tile', tile: kind, from: m.from, to }, value: judge.tryMove(state, m.from, to) });
    }
  }
  return out;
}

/** The best choice, ties broken by `random` (so a seed decides, never the list order alone). */
export function bestOf(choices: readonly Choice[], random: () => number): Choice | null {
  let best: Choice | null = null;
  let bestKey = -Infinity;
  for (const choice of choices) {
    const key = choice.value + random() * 1e-6;
    if (key > bestKey) { best = choice; bestKey = key; }
  }
  return best;
}
