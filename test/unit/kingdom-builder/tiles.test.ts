import { describe, expect, it } from 'vitest';
import type { LocationKind } from '../../../party/games/kingdom-builder/board.ts';
import type { KbState } from '../../../party/games/kingdom-builder/state.ts';
import { hex, play, prompt, refused, restartTurn, smallGame, sorted } from './helpers.ts';

/** Gives seat 0 a usable tile taken from `loc` (as if gained on an earlier turn). */
function holdTile(state: KbState, tile: LocationKind, loc: number, seat = 0): void {
  state.tiles[seat]!.push({ kind: tile, loc, fresh: false, used: false });
  restartTurn(state);
}

const option = (state: KbState, tile: LocationKind) => prompt(state).tiles.find((t) => t.tile === tile);

// An oracle at (1,5) in grass and desert.
const ORACLE_MAP = `
G G G G G G D D D D
 G G G G G o D D D D
G G G G G G D D D D
`;
const ORACLE = hex(1, 5);

describe('gaining and keeping location tiles', () => {
  it('building next to a location gains one of its tiles, usable only from the next turn', () => {
    const state = smallGame(ORACLE_MAP, { cards: ['grass', 'desert', 'grass'] });
    play(state, { type: 'build', hex: hex(0, 5) });
    expect(state.tiles[0]).toEqual([{ kind: 'oracle', loc: ORACLE, fresh: true, used: false }]);
    expect(state.tilesLeft).toEqual([1]);
    play(state, { type: 'build', hex: hex(1, 4) }, { type: 'build', hex: hex(0, 4) });
    expect(state.tiles[0]).toHaveLength(1);
    expect(option(state, 'oracle')).toBeUndefined();
    refused(state, { type: 'tile', tile: 'oracle', to: hex(0, 3) }, 'tile-unavailable');
    play(state, { type: 'end-turn' });
    play(state, { type: 'build', hex: hex(0, 6) });
    expect(state.tiles[1]).toHaveLength(1);
    expect(state.tilesLeft).toEqual([0]);
    play(state, { type: 'build', hex: hex(1, 6) }, { type: 'build', hex: hex(2, 6) }, { type: 'end-turn' });
    expect(option(state, 'oracle')?.locs).toEqual([ORACLE]);
  });

  it('no tile is gained from an empty location hex', () => {
    const state = smallGame(ORACLE_MAP, { cards: ['grass', 'desert'] });
    state.tilesLeft[0] = 0;
    play(state, { type: 'build', hex: hex(0, 5) });
    expect(state.tiles[0]).toEqual([]);
  });

  it('each tile is used once per turn, and tiles wait while the mandatory action is under way', () => {
    const state = smallGame(ORACLE_MAP, { cards: ['grass', 'desert'], settlements: { 0: [hex(0, 0)] } });
    holdTile(state, 'oracle', ORACLE);
    play(state, { type: 'build', hex: hex(0, 1) });
    expect(prompt(state).tiles).toEqual([]);
    refused(state, { type: 'tile', tile: 'oracle', to: hex(0, 2) }, 'mandatory-pending');
    play(state, { type: 'build', hex: hex(0, 2) }, { type: 'build', hex: hex(0, 3) });
    play(state, { type: 'tile', tile: 'oracle', to: hex(0, 4) });
    expect(state.supply[0]).toBe(35);
    refused(state, { type: 'tile', tile: 'oracle', to: hex(1, 4) }, 'tile-unavailable');
    expect(state.log.some((e) => e.type === 'tile-used' && e.data?.tile === 'oracle')).toBe(true);
  });

  it('two tiles of one kind are two uses; a tile may also be used before the mandatory action', () => {
    const state = smallGame('GGGGGG\n GoGGoGG', { cards: ['grass', 'grass'], settlements: { 0: [hex(0, 0)] } });
    holdTile(state, 'oracle', hex(1, 1));
    holdTile(state, 'oracle', hex(1, 4));
    play(state, { type: 'tile', tile: 'oracle', to: hex(0, 1), loc: hex(1, 4) });
    expect(option(state, 'oracle')?.locs).toEqual([hex(1, 1)]);
    play(state, { type: 'tile', tile: 'oracle', to: hex(0, 2) });
    expect(option(state, 'oracle')).toBeUndefined();
    expect(prompt(state).build?.remaining).toBe(3);
  });

  it('a tile goes to the box when a move takes away your last settlement next to its location', () => {
    const state = smallGame('GGGGGG\n GGoGGG\nGGGGGG', { cards: ['grass', 'grass'], settlements: { 0: [hex(1, 1), hex(0, 5)] } });
    holdTile(state, 'oracle', hex(1, 2));
    holdTile(state, 'paddock', hex(5, 5));
    state.tilesLeft[0] = 1;
    play(state, { type: 'tile', tile: 'paddock', from: hex(1, 1), to: hex(1, 3) });
    expect(state.tiles[0]!.map((t) => t.kind)).toEqual(['oracle', 'paddock']);
    expect(state.tilesLeft).toEqual([1]);
    const back = smallGame('GGGGGG\n GGoGGG\nGGGGGG\n GGGGGG', { cards: ['grass', 'grass'], settlements: { 0: [hex(1, 1)] } });
    holdTile(back, 'oracle', hex(1, 2));
    holdTile(back, 'paddock', hex(5, 5));
    back.tilesLeft[0] = 0;
    play(back, { type: 'tile', tile: 'paddock', from: hex(1, 1), to: hex(3, 0) });
    expect(back.tiles[0]!.map((t) => t.kind)).toEqual(['paddock']);
    expect(back.tilesLeft).toEqual([0]);
    expect(back.log.some((e) => e.type === 'tile-lost' && e.data?.tile === 'oracle')).toBe(true);
  });
});

// Open land: grass, desert and forest, water at (3,3)-(3,4), a mountain at (2,6).
const OPEN = `
G G G G D D D D
 G G G G D D D D
G G G G D D M D
 T T T W W T T T
G G G G G G G G
`;

describe('the eight tile actions', () => {
  it('Oracle builds on the played terrain, next to yours when possible', () => {
    const state = smallGame(OPEN, { cards: ['desert', 'grass'], settlements: { 0: [hex(0, 3)] } });
    holdTile(state, 'oracle', hex(9, 9));
    expect(sorted(option(state, 'oracle')?.hexes ?? [])).toEqual([hex(0, 4)]);
  });

  it('Farm builds on grass and Oasis on desert, next to yours when possible', () => {
    const state = smallGame(OPEN, { cards: ['forest', 'grass'], settlements: { 0: [hex(1, 3)] } });
    holdTile(state, 'farm', hex(9, 9));
    holdTile(state, 'oasis', hex(9, 8));
    expect(sorted(option(state, 'farm')?.hexes ?? [])).toEqual([hex(0, 3), hex(1, 2), hex(2, 3)]);
    expect(sorted(option(state, 'oasis')?.hexes ?? [])).toEqual([hex(0, 4), hex(1, 4), hex(2, 4)]);
    refused(state, { type: 'tile', tile: 'farm', to: hex(4, 0) }, 'illegal-hex');
    play(state, { type: 'tile', tile: 'oasis', to: hex(2, 4) });
    expect(state.owner[hex(2, 4)]).toBe(0);
  });

  it('Tower builds on the map edge, next to yours when possible', () => {
    const far = smallGame(OPEN, { cards: ['forest', 'grass'], settlements: { 0: [hex(2, 2)] } });
    holdTile(far, 'tower', hex(9, 9));
    const edge = [0, 1, 2, 3, 4, 5, 6, 7].map((c) => hex(0, c)).concat([hex(1, 0), hex(2, 0), hex(3, 0), hex(4, 0)]);
    expect(sorted(option(far, 'tower')?.hexes ?? [])).toEqual(sorted(edge));
    const near = smallGame(OPEN, { cards: ['forest', 'grass'], settlements: { 0: [hex(1, 1)] } });
    holdTile(near, 'tower', hex(9, 9));
    expect(sorted(option(near, 'tower')?.hexes ?? [])).toEqual([hex(0, 1), hex(0, 2), hex(1, 0)]);
  });

  it('Tavern builds at either end of a straight line of 3 or more of yours, on each of the 3 axes', () => {
    // West-east: (4,1)-(4,3) has ends (4,0) and (4,4).
    const row = smallGame(OPEN, { cards: ['forest', 'grass'], settlements: { 0: [hex(4, 1), hex(4, 2), hex(4, 3)] } });
    holdTile(row, 'tavern', hex(9, 9));
    expect(sorted(option(row, 'tavern')?.hexes ?? [])).toEqual([hex(4, 0), hex(4, 4)]);
    // North-east to south-west: (0,3), (1,2), (2,2) has ends (3,1) below and nothing above the map.
    const diagonal = smallGame(OPEN, { cards: ['forest', 'grass'], settlements: { 0: [hex(0, 3), hex(1, 2), hex(2, 2)] } });
    holdTile(diagonal, 'tavern', hex(9, 9));
    expect(option(diagonal, 'tavern')?.hexes).toEqual([hex(3, 1)]);
    // North-west to south-east: (0,1), (1,1), (2,2), (3,2) is a line of 4; ends (4,3) and none above.
    const long = smallGame(OPEN, { cards: ['forest', 'grass'], settlements: { 0: [hex(0, 1), hex(1, 1), hex(2, 2), hex(3, 2)] } });
    holdTile(long, 'tavern', hex(9, 9));
    expect(option(long, 'tavern')?.hexes).toEqual([hex(4, 3)]);
    // A line of 2 gives nothing; a line ending on water cannot be extended there.
    const short = smallGame(OPEN, { cards: ['forest', 'grass'], settlements: { 0: [hex(3, 0), hex(3, 1), hex(3, 2), hex(0, 0), hex(0, 1)] } });
    holdTile(short, 'tavern', hex(9, 9));
    expect(option(short, 'tavern')).toBeUndefined();
  });

  it('Barn moves one of yours onto the played terrain, next to your others when possible', () => {
    const state = smallGame(OPEN, { cards: ['forest', 'grass'], settlements: { 0: [hex(0, 0), hex(3, 7)] } });
    holdTile(state, 'barn', hex(9, 9));
    const moves = option(state, 'barn')?.moves ?? [];
    // (3,7) may go next to nothing of its own: the forest next to (0,0) is none, so any forest.
    expect(moves.find((m) => m.from === hex(0, 0))?.to).toEqual([hex(3, 6)]);
    expect(sorted(moves.find((m) => m.from === hex(3, 7))?.to ?? [])).toEqual([hex(3, 0), hex(3, 1), hex(3, 2), hex(3, 5), hex(3, 6)]);
    play(state, { type: 'tile', tile: 'barn', from: hex(3, 7), to: hex(3, 0) });
    expect(state.owner[hex(3, 7)]).toBe(-1);
    expect(state.supply[0]).toBe(38);
  });

  it('Harbor is the only way onto water, next to yours when possible', () => {
    const state = smallGame(OPEN, { cards: ['grass', 'grass'], settlements: { 0: [hex(4, 3), hex(0, 0)] } });
    refused(state, { type: 'build', hex: hex(3, 3) }, 'illegal-hex');
    holdTile(state, 'harbor', hex(9, 9));
    const moves = option(state, 'harbor')?.moves ?? [];
    expect(moves.find((m) => m.from === hex(0, 0))?.to).toEqual([hex(3, 3)]);
    expect(sorted(moves.find((m) => m.from === hex(4, 3))?.to ?? [])).toEqual([hex(3, 3), hex(3, 4)]);
    play(state, { type: 'tile', tile: 'harbor', from: hex(0, 0), to: hex(3, 3) });
    expect(state.owner[hex(3, 3)]).toBe(0);
  });

  it('Paddock jumps exactly 2 in a straight line over anything onto empty land, ignoring adjacency', () => {
    // From (2,5): over the mountain (2,6) to (2,7), over the water (3,4) to (4,4), over seat 2 to (2,3).
    const state = smallGame(OPEN, { cards: ['grass', 'grass'], settlements: { 0: [hex(2, 5), hex(4, 0)], 1: [hex(2, 4)] } });
    holdTile(state, 'paddock', hex(9, 9));
    const from = option(state, 'paddock')?.moves?.find((m) => m.from === hex(2, 5));
    expect(from?.to).toEqual(sorted([hex(0, 4), hex(0, 6), hex(2, 3), hex(2, 7), hex(4, 4), hex(4, 6)]));
    refused(state, { type: 'tile', tile: 'paddock', from: hex(2, 5), to: hex(2, 6) }, 'illegal-hex');
    refused(state, { type: 'tile', tile: 'paddock', from: hex(2, 4), to: hex(2, 2) }, 'illegal-hex');
    play(state, { type: 'tile', tile: 'paddock', from: hex(2, 5), to: hex(2, 7) });
    expect(state.owner[hex(2, 7)]).toBe(0);
  });
});
