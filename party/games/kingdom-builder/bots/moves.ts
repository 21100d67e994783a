// The moves a prompt offers, listed and checked: a bot picks only from these, so it is always legal.
import type { KbMove } from '../moves.ts';
import type { KbPrompt } from '../prompts.ts';

/** Every build and tile action of the prompt (not undo, not end-turn). */
export function actionsOf(prompt: Pick<KbPrompt, 'build' | 'tiles'>): KbMove[] {
  const out: KbMove[] = [];
  for (const hex of prompt.build?.hexes ?? []) out.push({ type: 'build', hex });
  for (const tile of prompt.tiles) {
    for (const to of tile.hexes ?? []) out.push({ type: 'tile', tile: tile.tile, to });
    for (const m of tile.moves ?? []) for (const to of m.to) out.push({ type: 'tile', tile: tile.tile, from: m.from, to });
  }
  return out;
}

/** Whether `move` is one the prompt accepts now. */
export function isOffered(prompt: KbPrompt, move: KbMove): boolean {
  switch (move.type) {
    case 'end-turn': return prompt.canEndTurn;
    case 'undo': return prompt.canUndo;
    case 'build': return prompt.build?.hexes.includes(move.hex) ?? false;
    case 'tile': {
      const tile = prompt.tiles.find((t) => t.tile === move.tile);
      if (!tile || (move.loc !== undefined && !tile.locs.includes(move.loc))) return false;
      if (move.from === undefined) return tile.hexes?.includes(move.to) ?? false;
      return tile.moves?.some((m) => m.from === move.from && m.to.includes(move.to)) ?? false;
    }
  }
}

/** A legal move whatever happens: the first build, else end the turn, else the first tile action. */
export function fallbackMove(prompt: KbPrompt): KbMove {
  const first = prompt.build?.hexes[0];
  if (first !== undefined) return { type: 'build', hex: first };
  if (prompt.canEndTurn) return { type: 'end-turn' };
  return actionsOf(prompt)[0] ?? { type: 'end-turn' };
}
