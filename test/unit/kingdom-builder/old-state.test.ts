// A room keeps the state it started with (and its snapshots) across engine releases. States saved
// before the engine remembered which locations each player ever took a tile from (`taken`) must
// go on: the locations of the tiles held are taken, as far as such a state can tell.
import { describe, expect, it } from 'vitest';
import { randomFn, seedRng } from '../../../party/games/core/index.ts';
import { kingdomBuilder as game, type KbState } from '../../../party/games/kingdom-builder/index.ts';
import { hex, padMap, play, SMALL_GAME_CARDS } from './helpers.ts';
import { scenario } from '../../../party/games/kingdom-builder/index.ts';

/** The state as an earlier release saved it: no `taken`, in the state or in the turn's start. */
function savedBeforeTaken(state: KbState): KbState {
  const old = JSON.parse(JSON.stringify(state)) as KbState;
  delete (old as Partial<KbState>).taken;
  delete (old.turnStart as Partial<KbState['turnStart']>).taken;
  return old;
}

// An oracle at (1,2) among grass.
const MAP = `
G G G G G G
 G G o G G G
G G G G G G
`;
const O = hex(1, 2);

describe('a state saved before `taken` existed', () => {
  it('shows, plays and undoes: a tile held counts as taken, so building by its location again gives none', () => {
    const state = savedBeforeTaken(scenario({
      map: padMap(MAP), settlements: [[hex(0, 2)], []], tiles: [[{ kind: 'oracle', loc: O }], []],
      current: 0, card: 'grass', hands: [null, 'grass'], deck: ['grass'], cards: SMALL_GAME_CARDS,
    }));
    expect(game.view(state, 1).players[0]?.taken).toEqual([O]);
    play(state, { type: 'build', hex: hex(0, 3) });
    expect(state.tiles[0]).toHaveLength(1);
    expect(state.tilesLeft).toEqual([1]);
    play(state, { type: 'undo' }, { type: 'build', hex: hex(1, 1) }, { type: 'build', hex: hex(0, 1) }, { type: 'build', hex: hex(0, 0) });
    play(state, { type: 'end-turn' });
    expect(state.taken).toEqual([[O], []]);
    // The other player still gains the second tile.
    play(state, { type: 'build', hex: hex(2, 2) });
    expect(state.tiles[1]?.map((t) => t.loc)).toEqual([O]);
  });

  it('a game saved at its start, or in the middle of a turn, plays to the end with random legal moves', () => {
    for (let g = 0; g < 20; g++) {
      const made = game.setup({ seed: `old-${g}`, seats: 2 + (g % 3), options: {} });
      if (!made.ok) throw new Error(made.error.message);
      let state = made.value;
      const random = randomFn(seedRng(`old-moves-${g}`));
      // Saved at the start (rooms store the initial state), then again mid-game.
      state = savedBeforeTaken(state);
      for (let moves = 0; !state.over && moves < 5000; moves++) {
        if (moves === 150) state = savedBeforeTaken(state);
        for (const seat of [null, 0, 1]) game.view(state, seat);
        const move = game.randomMove(state, state.current, random);
        expect(game.apply(state, state.current, move)).toEqual({ ok: true });
      }
      expect(state.over).toBe(true);
      expect(game.result(state)).not.toBeNull();
    }
  });
});
