// Tiles come before or after the mandatory action, never in its middle. When the played terrain
// runs out part-way, the mandatory action is over; a tile used then must not reopen it, even if
// the move frees a hex of that terrain.
import { describe, expect, it } from 'vitest';
import { hex, play, prompt, refused, smallGame } from './helpers.ts';

// Only two grass hexes, (0,0) and (0,1); desert all around, water at (2,0).
const MAP = 'GGDDDD\n DDDDDD\nWDDDDD';

describe('the mandatory action, once ended early, stays over', () => {
  it('a Paddock move off the played terrain after it ran out does not put tiles in the middle of the mandatory action', () => {
    const state = smallGame(MAP, { cards: ['grass', 'desert', 'grass'], stash: ['paddock'] });
    play(state, { type: 'build', hex: hex(0, 0) }, { type: 'build', hex: hex(0, 1) });
    expect(prompt(state).build).toBeNull();
    play(state, { type: 'tile', tile: 'paddock', from: hex(0, 0), to: hex(0, 2) });
    expect(state.owner[hex(0, 0)]).toBe(-1);
    const after = prompt(state);
    expect(after.build).toBeNull();
    expect(after.canEndTurn).toBe(true);
    refused(state, { type: 'build', hex: hex(0, 0) }, 'no-build');
    play(state, { type: 'end-turn' });
    expect(state.current).toBe(1);
  });

  it('the same after a Harbor move off the played terrain; undo takes the move back', () => {
    const state = smallGame(MAP, { cards: ['grass', 'desert', 'grass'], stash: ['harbor'] });
    play(state, { type: 'build', hex: hex(0, 0) }, { type: 'build', hex: hex(0, 1) });
    play(state, { type: 'tile', tile: 'harbor', from: hex(0, 0), to: hex(2, 0) });
    expect(prompt(state).build).toBeNull();
    expect(prompt(state).canEndTurn).toBe(true);
    play(state, { type: 'undo' });
    expect(state.owner[hex(0, 0)]).toBe(0);
    expect(prompt(state).build).toBeNull();
    expect(prompt(state).tiles.map((t) => t.tile)).toEqual(['harbor']);
  });

  it('a tile used before the mandatory action starts it no earlier: all 3 builds still follow', () => {
    const state = smallGame('GGGGGG\n GGGGGG', { cards: ['grass', 'grass'], settlements: { 0: [hex(1, 0)] }, stash: ['paddock'] });
    play(state, { type: 'tile', tile: 'paddock', from: hex(1, 0), to: hex(1, 2) });
    expect(prompt(state).build?.remaining).toBe(3);
    refused(state, { type: 'end-turn' }, 'mandatory-pending');
  });
});
