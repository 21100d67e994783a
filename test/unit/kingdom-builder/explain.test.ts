// "Why not?": explain() names the rule that refuses a move, one test per reason code, and it
// agrees with apply() on every hex of the board (the same checks decide and explain).
import { describe, expect, it } from 'vitest';
import { cloneJson } from '../../../party/games/core/guards.ts';
import { HEXES } from '../../../party/games/kingdom-builder/board.ts';
import { kingdomBuilder as game, scenario } from '../../../party/games/kingdom-builder/index.ts';
import type { KbState } from '../../../party/games/kingdom-builder/state.ts';
import { hex, padMap, play, SMALL_GAME_CARDS, smallGame, type SmallGame } from './helpers.ts';

// Grass around seat 0's (0,0); desert, water, a castle (K), an oracle (o) and a mountain near it.
const MAP = `
G G G D D W
 G G K o M D
G G G D D D
 T T T T T T
`;

/** Seat 0 playing grass from (0,0), seat 1 on (2,0); `more` adds to the scenario. */
function position(more: Partial<SmallGame> = {}): KbState {
  return smallGame(MAP, { cards: ['grass', 'forest', 'grass', 'grass'], settlements: { 0: [hex(0, 0)], 1: [hex(2, 0)] }, ...more });
}

/** explain()'s answer, checked against apply() on a copy: refused exactly when explained. */
function why(state: KbState, move: unknown, seat = state.current) {
  const reason = game.explain?.(state, seat, move) ?? null;
  expect(game.apply(cloneJson(state), seat, move).ok, JSON.stringify({ move, reason })).toBe(reason === null);
  return reason;
}

const build = (r: number, c: number) => ({ type: 'build' as const, hex: hex(r, c) });

describe('Kingdom Builder explain(): why a build is refused', () => {
  it('a legal build has no reason', () => {
    expect(why(position(), build(0, 1))).toBeNull();
  });

  it('not-your-terrain: the mandatory build goes on the terrain card played', () => {
    expect(why(position(), build(0, 3))).toEqual({ code: 'not-your-terrain', params: { terrain: 'grass' } });
  });

  it('not-buildable: water, mountain, castle and location hexes take no settlement', () => {
    const state = position();
    expect(why(state, build(0, 5))).toEqual({ code: 'not-buildable', params: { ground: 'water' } });
    expect(why(state, build(1, 4))).toEqual({ code: 'not-buildable', params: { ground: 'mountain' } });
    expect(why(state, build(1, 2))).toEqual({ code: 'not-buildable', params: { ground: 'castle' } });
    expect(why(state, build(1, 3))).toEqual({ code: 'not-buildable', params: { ground: 'location' } });
  });

  it('occupied: one settlement per hex', () => {
    expect(why(position(), build(2, 0))).toEqual({ code: 'occupied', params: { terrain: 'grass' } });
  });

  it('must-be-adjacent: next to your settlements while a free hex of the terrain touches them', () => {
    const state = position();
    expect(why(state, build(2, 2))).toEqual({ code: 'must-be-adjacent', params: { terrain: 'grass' } });
    // Once no free grass touches seat 0, any free grass will do.
    play(state, build(0, 1), build(1, 0), build(1, 1));
    play(state, { type: 'end-turn' }, build(3, 0), build(3, 1), build(3, 2), { type: 'end-turn' });
    expect(why(state, build(2, 2))).toBeNull();
  });

  it('builds-done: the mandatory action is three settlements', () => {
    const state = position();
    play(state, build(0, 1), build(1, 0), build(0, 2));
    expect(why(state, build(1, 1))).toEqual({ code: 'builds-done' });
  });

  it('terrain-full: no free hex of the terrain card is left', () => {
    const state = scenario({ map: padMap(MAP), settlements: [[hex(0, 0)], [hex(2, 0)]], current: 0, card: 'flower', cards: SMALL_GAME_CARDS });
    expect(why(state, build(0, 1))).toEqual({ code: 'terrain-full', params: { terrain: 'flower' } });
  });

  it('no-settlements-left: an empty supply builds nothing', () => {
    const state = position({ supply: [0, 39] });
    expect(why(state, build(0, 1))).toEqual({ code: 'no-settlements-left' });
  });

  it('finish-builds: the turn ends, and tiles wait, until the three are built', () => {
    const state = position({ stash: ['tower'] });
    play(state, build(0, 1));
    expect(why(state, { type: 'end-turn' })).toEqual({ code: 'finish-builds', params: { left: 2, terrain: 'grass' } });
    expect(why(state, { type: 'tile', tile: 'tower', to: hex(0, 2) })).toEqual({ code: 'finish-builds', params: { left: 2, terrain: 'grass' } });
  });

  it('not-your-turn, nothing-to-undo, bad-move, bad-seat and game-over', () => {
    const state = position();
    expect(why(state, build(0, 1), 1)).toEqual({ code: 'not-your-turn' });
    expect(why(state, build(0, 1), 9)).toEqual({ code: 'bad-seat' });
    expect(why(state, { type: 'undo' })).toEqual({ code: 'nothing-to-undo' });
    expect(why(state, { type: 'build', hex: 400 })).toEqual({ code: 'bad-move' });
    state.over = true;
    expect(why(state, build(0, 1))).toEqual({ code: 'game-over' });
  });

  it('agrees with apply() on every hex of the map, before and during the turn', () => {
    const state = position();
    for (let h = 0; h < HEXES; h++) why(state, { type: 'build', hex: h });
    play(state, build(0, 1));
    for (let h = 0; h < HEXES; h++) why(state, { type: 'build', hex: h });
  });
});

describe('Kingdom Builder explain(): why a tile action is refused', () => {
  const tiles = () => position({ stash: ['tavern', 'paddock', 'tower', 'harbor', 'farm', 'barn'] });

  it('no-tile: only a held tile, usable this turn, is used', () => {
    expect(why(position(), { type: 'tile', tile: 'oracle', to: hex(0, 1) })).toEqual({ code: 'no-tile', params: { tile: 'oracle' } });
  });

  it('not-line-end: the Tavern builds at an end of a line of three of yours', () => {
    expect(why(tiles(), { type: 'tile', tile: 'tavern', to: hex(2, 2) })).toEqual({ code: 'not-line-end', params: { tile: 'tavern', ground: 'grass' } });
  });

  it('not-a-jump and not-your-settlement: the Paddock moves one of yours exactly two hexes in a line', () => {
    const state = tiles();
    expect(why(state, { type: 'tile', tile: 'paddock', from: hex(0, 0), to: hex(0, 1) })).toEqual({ code: 'not-a-jump', params: { tile: 'paddock', ground: 'grass' } });
    expect(why(state, { type: 'tile', tile: 'paddock', from: hex(2, 0), to: hex(2, 2) })).toEqual({ code: 'not-your-settlement', params: { tile: 'paddock', ground: 'grass' } });
    expect(why(state, { type: 'tile', tile: 'paddock', from: hex(0, 0), to: hex(0, 2) })).toBeNull();
  });

  it('wrong-ground: each tile has its own ground (Tower: the edge, Farm: grass, Harbor: water)', () => {
    const state = tiles();
    expect(why(state, { type: 'tile', tile: 'tower', to: hex(2, 2) })).toEqual({ code: 'wrong-ground', params: { tile: 'tower', ground: 'edge' } });
    expect(why(state, { type: 'tile', tile: 'farm', to: hex(0, 3) })).toEqual({ code: 'wrong-ground', params: { tile: 'farm', ground: 'grass' } });
    expect(why(state, { type: 'tile', tile: 'harbor', from: hex(0, 0), to: hex(0, 1) })).toEqual({ code: 'wrong-ground', params: { tile: 'harbor', ground: 'water' } });
    expect(why(state, { type: 'tile', tile: 'harbor', from: hex(0, 0), to: hex(0, 5) })).toBeNull();
  });

  it('must-be-adjacent and not-buildable for tiles too', () => {
    const state = tiles();
    expect(why(state, { type: 'tile', tile: 'farm', to: hex(2, 2) })).toEqual({ code: 'must-be-adjacent', params: { tile: 'farm', ground: 'grass' } });
    expect(why(state, { type: 'tile', tile: 'tower', to: hex(1, 2) })).toEqual({ code: 'not-buildable', params: { ground: 'castle' } });
  });

  it('no-settlements-left: a building tile needs a settlement in the supply', () => {
    const state = position({ stash: ['farm'], supply: [0, 39] });
    expect(why(state, { type: 'tile', tile: 'farm', to: hex(0, 1) })).toEqual({ code: 'no-settlements-left' });
  });

  it('agrees with apply() for every tile on every hex', () => {
    const state = tiles();
    for (const tile of ['tavern', 'tower', 'farm']) for (let h = 0; h < HEXES; h++) why(state, { type: 'tile', tile, to: h });
    for (const tile of ['paddock', 'harbor', 'barn']) for (let h = 0; h < HEXES; h++) why(state, { type: 'tile', tile, from: hex(0, 0), to: h });
  });
});
