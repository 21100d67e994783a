import { describe, expect, it } from 'vitest';
import { cloneJson } from '../../../party/games/core/index.ts';
import { kingdomBuilder as game, type KbMove } from '../../../party/games/kingdom-builder/index.ts';
import { hex, play, prompt, smallGame } from './helpers.ts';

describe('randomMove', () => {
  it('picks uniformly among exactly the legal moves of the prompt, each of them accepted', () => {
    const state = smallGame('GGGGGG\n GGGGGG\nGWGGGG', { cards: ['grass', 'grass'], settlements: { 0: [hex(1, 1)] }, stash: ['paddock', 'farm'] });
    play(state, { type: 'build', hex: hex(1, 2) }, { type: 'build', hex: hex(1, 3) }, { type: 'build', hex: hex(1, 4) });
    const p = prompt(state);
    const expected: KbMove[] = [];
    for (const tile of p.tiles) {
      for (const to of tile.hexes ?? []) expected.push({ type: 'tile', tile: tile.tile, to });
      for (const m of tile.moves ?? []) for (const to of m.to) expected.push({ type: 'tile', tile: tile.tile, from: m.from, to });
    }
    expected.push({ type: 'undo' }, { type: 'end-turn' });
    const picked = expected.map((_, i) => game.randomMove(state, 0, () => (i + 0.5) / expected.length));
    expect(picked).toEqual(expected);
    for (const move of picked) expect(game.apply(cloneJson(state), 0, move).ok).toBe(true);
  });

  it('has no move for a seat that is not to move, nor after the game', () => {
    const state = smallGame('GGGGGG', { cards: ['grass', 'grass'] });
    expect(game.randomMove(state, 1, () => 0.3)).toBeNull();
    state.over = true;
    expect(game.randomMove(state, 0, () => 0.3)).toBeNull();
  });
});
