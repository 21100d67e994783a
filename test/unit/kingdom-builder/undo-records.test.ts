// Undo reverses the last action from a record kept beside the state (undo-records.ts) instead of
// replaying the turn. The two must agree exactly: at every undo of many random games, the state
// undone in place is compared with the same state undone through a JSON copy (which has no
// records, so the engine replays the turn).
import { describe, expect, it } from 'vitest';
import { cloneJson, randomFn, seedRng } from '../../../party/games/core/index.ts';
import { kingdomBuilder as game, type KbMove, type KbPrompt, type KbState } from '../../../party/games/kingdom-builder/index.ts';

describe('undo from records', () => {
  it('leaves exactly the state a replay of the turn leaves, at every undo of 60 random games (builds and tile actions)', () => {
    let undos = 0, afterTiles = 0;
    for (let g = 0; g < 60; g++) {
      const made = game.setup({ seed: `undo-records-${g}`, seats: 2 + (g % 3), options: {} });
      if (!made.ok) throw new Error(made.error.message);
      const state: KbState = made.value;
      const random = randomFn(seedRng(`undo-records-moves-${g}`));
      while (!state.over) {
        const move = game.randomMove(state, state.current, random) as KbMove;
        if (move.type === 'undo') {
          const copy = cloneJson({ ...state, log: [] });
          if (state.actions[state.actions.length - 1]?.type === 'tile') afterTiles++;
          // The original first: its records are the last ones made, so it undoes from them.
          expect(game.apply(state, state.current, move).ok).toBe(true);
          expect(game.apply(copy, copy.current, move).ok).toBe(true);
          const same = JSON.stringify({ ...state, log: null }) === JSON.stringify({ ...copy, log: null })
            && JSON.stringify(state.log.at(-1)) === JSON.stringify(copy.log.at(-1));
          if (!same) expect.fail(`game ${g}, turn ${state.turn}: undo from the record differs from the replay`);
          undos++;
        } else {
          expect(game.apply(state, state.current, move).ok).toBe(true);
        }
      }
    }
    expect(undos).toBeGreaterThan(60 * 30);
    expect(afterTiles).toBeGreaterThan(60);
  });

  it('undoes by replaying a state read back from JSON mid-turn, then goes on undoing from the records the replay made', () => {
    const made = game.setup({ seed: 'undo-json', seats: 2, options: { cards: ['lords', 'miners', 'hermits'] } });
    if (!made.ok) throw new Error(made.error.message);
    let state = made.value;
    const build = () => game.apply(state, 0, { type: 'build', hex: (game.prompts(state)[0] as KbPrompt).build?.hexes[0] as number });
    const withoutLog = (s: KbState) => JSON.stringify({ ...s, log: null });
    build();
    const afterOne = withoutLog(state);
    build();
    build();
    state = cloneJson(state);
    const logLength = state.log.length;
    expect(game.apply(state, 0, { type: 'undo' }).ok).toBe(true);
    expect(game.apply(state, 0, { type: 'undo' }).ok).toBe(true);
    expect(withoutLog(state)).toBe(afterOne);
    expect(state.log.slice(logLength).map((e) => e.type)).toEqual(['undo', 'undo']);
  });
});
