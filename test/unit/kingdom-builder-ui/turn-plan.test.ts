// The board's reading of the engine's prompt: which hexes light up and which move a click sends.
import { describe, expect, it } from 'vitest';
import type { VisibleLogEntry } from '../../../party/games/core/types.ts';
import type { KbPrompt } from '../../../party/games/kingdom-builder/index.ts';
import { assignDistinct } from '../../../web/games/kingdom-builder/assign-distinct.ts';
import { recentHexes } from '../../../web/games/kingdom-builder/recent-hexes.ts';
import { turnPlan } from '../../../web/games/kingdom-builder/turn-plan.ts';

const prompt: KbPrompt = {
  seat: 0,
  kind: 'turn',
  build: { terrain: 'grass', remaining: 3, started: false, hexes: [10, 11, 12] },
  tiles: [
    { tile: 'farm', locs: [50], hexes: [20, 21] },
    { tile: 'barn', locs: [60, 61], moves: [{ from: 10, to: [30, 31] }, { from: 14, to: [32] }] },
  ],
  canEndTurn: false,
  canUndo: false,
};

describe('turn plan', () => {
  it('lights the mandatory build hexes and sends a build for one of them only', () => {
    const plan = turnPlan(prompt, null);
    expect(plan.role).toBe('build');
    expect(plan.targets).toEqual([10, 11, 12]);
    expect(plan.choose(11)).toEqual({ move: { type: 'build', hex: 11 } });
    expect(plan.choose(20)).toBeNull();
  });

  it('lights a build tile’s hexes and sends the tile with the location it came from', () => {
    const plan = turnPlan(prompt, { tile: 'farm', loc: 50, from: null });
    expect(plan.targets).toEqual([20, 21]);
    expect(plan.choose(21)).toEqual({ move: { type: 'tile', tile: 'farm', loc: 50, to: 21 } });
  });

  it('moves a settlement by picking it first, then placing it on one of its own targets', () => {
    const pick = turnPlan(prompt, { tile: 'barn', loc: 61, from: null });
    expect(pick.role).toBe('pick');
    expect(pick.targets).toEqual([10, 14]);
    expect(pick.choose(14)).toEqual({ pick: { tile: 'barn', loc: 61, from: 14 } });
    const place = turnPlan(prompt, { tile: 'barn', loc: 61, from: 14 });
    expect(place.role).toBe('place');
    expect(place.targets).toEqual([32]);
    expect(place.choose(32)).toEqual({ move: { type: 'tile', tile: 'barn', loc: 61, from: 14, to: 32 } });
    expect(place.choose(30)).toBeNull();
  });

  it('falls back to the mandatory build when the chosen tile is no longer usable', () => {
    const plan = turnPlan({ ...prompt, tiles: [] }, { tile: 'farm', loc: 50, from: null });
    expect(plan.tile).toBeNull();
    expect(plan.targets).toEqual([10, 11, 12]);
  });

  it('offers nothing without a prompt (another player’s turn, or a spectator)', () => {
    expect(turnPlan(undefined, null).targets).toEqual([]);
  });
});

describe('lobby choices', () => {
  it('swaps two slots when a choice another slot holds is picked, so all stay distinct', () => {
    expect(assignDistinct(['a', 'b', 'c'], 0, 'c', (x, y) => x === y)).toEqual(['c', 'b', 'a']);
    expect(assignDistinct(['a', 'b', 'c'], 1, 'd', (x, y) => x === y)).toEqual(['a', 'd', 'c']);
  });
});

describe('recent settlements', () => {
  it('marks what was built or moved since the previous turn began, if still standing', () => {
    const settlements = Array.from({ length: 400 }, () => -1);
    settlements[5] = 0; settlements[7] = 1; settlements[9] = 1;
    const log: VisibleLogEntry[] = [
      { i: 0, type: 'turn', seat: 0 },
      { i: 1, type: 'build', seat: 0, data: { hex: 5 } },
      { i: 2, type: 'turn', seat: 1 },
      { i: 3, type: 'build', seat: 1, data: { hex: 7 } },
      { i: 4, type: 'build', seat: 1, data: { hex: 8 } },
      { i: 5, type: 'move', seat: 1, data: { from: 7, to: 9 } },
      { i: 6, type: 'turn', seat: 0 },
    ];
    expect(recentHexes(log, settlements).sort()).toEqual([7, 9]);
  });
});
