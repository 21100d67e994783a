import { describe, expect, it } from 'vitest';
import { kingdomBuilder as game } from '../../../party/games/kingdom-builder/index.ts';
import { hex, play, refused, smallGame } from './helpers.ts';

const MAP = `
G G G G G G
 G G o G G G
G G G G G G
 G G G G G G
`;

describe('undo inside your own turn', () => {
  it('takes back the last build, and the one before, then nothing more', () => {
    const state = smallGame(MAP, { cards: ['grass', 'grass'] });
    const start = JSON.stringify({ owner: state.owner, supply: state.supply, tiles: state.tiles, tilesLeft: state.tilesLeft });
    refused(state, { type: 'undo' }, 'nothing-to-undo');
    play(state, { type: 'build', hex: hex(0, 0) }, { type: 'build', hex: hex(0, 1) });
    play(state, { type: 'undo' });
    expect(state.owner[hex(0, 1)]).toBe(-1);
    expect(state.owner[hex(0, 0)]).toBe(0);
    expect(state.built).toBe(1);
    expect(state.supply[0]).toBe(39);
    play(state, { type: 'undo' });
    expect(JSON.stringify({ owner: state.owner, supply: state.supply, tiles: state.tiles, tilesLeft: state.tilesLeft })).toBe(start);
    refused(state, { type: 'undo' }, 'nothing-to-undo');
  });

  it('gives back a tile gained by the undone build to its location', () => {
    const state = smallGame(MAP, { cards: ['grass', 'grass'] });
    play(state, { type: 'build', hex: hex(0, 2) });
    expect(state.tiles[0]).toHaveLength(1);
    play(state, { type: 'undo' });
    expect(state.tiles[0]).toEqual([]);
    expect(state.tilesLeft).toEqual([2]);
  });

  it('undoes a tile action: the settlement returns, the tile is unused and a lost tile comes back', () => {
    const state = smallGame(MAP, {
      cards: ['grass', 'grass'], settlements: { 0: [hex(1, 1)] }, tiles: [[{ kind: 'oracle', loc: hex(1, 2) }], []], stash: ['paddock'],
    });
    play(state, { type: 'tile', tile: 'paddock', from: hex(1, 1), to: hex(3, 0) });
    expect(state.tiles[0]!.map((t) => t.kind)).toEqual(['paddock']);
    play(state, { type: 'undo' });
    expect(state.owner[hex(1, 1)]).toBe(0);
    expect(state.owner[hex(3, 0)]).toBe(-1);
    expect(state.tiles[0]!.map((t) => [t.kind, t.used])).toEqual([['oracle', false], ['paddock', false]]);
  });

  it('keeps the log: entries stay and an undo entry follows', () => {
    const state = smallGame(MAP, { cards: ['grass', 'grass'] });
    play(state, { type: 'build', hex: hex(0, 0) });
    const length = state.log.length;
    play(state, { type: 'undo' });
    expect(state.log).toHaveLength(length + 1);
    expect(state.log.at(-1)).toMatchObject({ type: 'undo', seat: 0, data: { type: 'build', hex: hex(0, 0) } });
  });

  it('stops at the turn boundary: the next player has nothing to undo', () => {
    const state = smallGame(MAP, { cards: ['grass', 'grass', 'grass'] });
    play(state, { type: 'build', hex: hex(0, 0) }, { type: 'build', hex: hex(0, 1) }, { type: 'build', hex: hex(1, 0) }, { type: 'end-turn' });
    refused(state, { type: 'undo' }, 'nothing-to-undo');
  });

  it('undo is a plain move: replaying the same moves rebuilds the same state', () => {
    const moves = [
      { type: 'build', hex: hex(0, 0) }, { type: 'undo' }, { type: 'build', hex: hex(2, 2) }, { type: 'build', hex: hex(2, 3) },
      { type: 'undo' }, { type: 'build', hex: hex(2, 1) }, { type: 'build', hex: hex(3, 1) }, { type: 'end-turn' },
    ] as const;
    const a = smallGame(MAP, { cards: ['grass', 'grass', 'grass'] });
    const b = smallGame(MAP, { cards: ['grass', 'grass', 'grass'] });
    for (const move of moves) expect(game.apply(a, 0, move).ok).toBe(true);
    for (const move of moves) game.apply(b, 0, move);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.owner.filter((o) => o === 0)).toHaveLength(3);
  });
});
