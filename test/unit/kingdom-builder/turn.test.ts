import { describe, expect, it } from 'vitest';
import { kingdomBuilder as game } from '../../../party/games/kingdom-builder/index.ts';
import { hex, play, prompt, refused, smallGame, sorted } from './helpers.ts';

// Grass on the left, desert on the right, an oracle at (1,5), canyon and water below, forest row 4.
const MAP = `
G G G G G G D D D D
 G G G G G o D D D D
C C C W W G G D D D
 C C C W W F F D D D
T T T T F F F F F F
`;
const GRASS = [0, 1, 2, 3, 4, 5].map((c) => hex(0, c)).concat([0, 1, 2, 3, 4].map((c) => hex(1, c)), [hex(2, 5), hex(2, 6)]);

describe('the mandatory action', () => {
  it('builds exactly 3 settlements on the played terrain, then the turn may end', () => {
    const state = smallGame(MAP, { cards: ['grass', 'desert', 'grass'] });
    expect(state.played).toBe('grass');
    expect(sorted(prompt(state).build?.hexes ?? [])).toEqual(sorted(GRASS));
    refused(state, { type: 'end-turn' }, 'mandatory-pending');
    refused(state, { type: 'build', hex: hex(0, 6) }, 'illegal-hex');
    play(state, { type: 'build', hex: hex(0, 0) });
    play(state, { type: 'build', hex: hex(0, 1) }, { type: 'build', hex: hex(1, 1) });
    refused(state, { type: 'build', hex: hex(0, 2) }, 'no-build');
    expect(state.supply[0]).toBe(37);
    expect(prompt(state).canEndTurn).toBe(true);
    play(state, { type: 'end-turn' });
    expect(state.current).toBe(1);
    expect(state.played).toBe('desert');
  });

  it('must build next to your own settlements whenever such a hex of the terrain exists', () => {
    const state = smallGame(MAP, { cards: ['grass', 'desert'], settlements: { 0: [hex(0, 0)], 1: [hex(1, 0)] } });
    expect(sorted(prompt(state).build?.hexes ?? [])).toEqual([hex(0, 1)]);
    refused(state, { type: 'build', hex: hex(0, 3) }, 'illegal-hex');
    play(state, { type: 'build', hex: hex(0, 1) });
    expect(sorted(prompt(state).build?.hexes ?? [])).toEqual([hex(0, 2), hex(1, 1)]);
  });

  it('may build anywhere on the terrain when no hex of it touches your settlements', () => {
    const state = smallGame(MAP, { cards: ['grass', 'desert'], settlements: { 0: [hex(4, 0)] } });
    expect(sorted(prompt(state).build?.hexes ?? [])).toEqual(sorted(GRASS));
  });

  it('never builds on an occupied hex or on unbuildable terrain', () => {
    const state = smallGame(MAP, { cards: ['canyon', 'desert'], settlements: { 1: [hex(2, 0)] } });
    refused(state, { type: 'build', hex: hex(2, 0) }, 'illegal-hex');
    refused(state, { type: 'build', hex: hex(2, 3) }, 'illegal-hex');
    refused(state, { type: 'build', hex: hex(1, 5) }, 'illegal-hex');
    refused(state, { type: 'build', hex: hex(10, 10) }, 'illegal-hex');
  });

  it('stops early when the played terrain runs out of empty hexes', () => {
    const state = smallGame('CC\n MMM', { cards: ['canyon', 'canyon'] });
    play(state, { type: 'build', hex: hex(0, 0) }, { type: 'build', hex: hex(0, 1) });
    expect(prompt(state).build).toBeNull();
    play(state, { type: 'end-turn' });
  });

  it('discards a card with no empty hex of its terrain and draws another, in public', () => {
    const state = smallGame(MAP.replace(/F/g, 'G'), { cards: ['flower', 'desert', 'grass'] });
    expect(state.played).toBe('grass');
    expect(state.discard).toEqual(['flower']);
    expect(state.log.some((e) => e.type === 'card-unplayable' && e.data?.card === 'flower')).toBe(true);
  });
});

describe('the terrain deck', () => {
  it('reshuffles the discards into a new deck when it runs out', () => {
    const state = smallGame('GGGGGG\n GGGGGG', { cards: ['grass', 'grass'] });
    expect(state.deck).toEqual([]);
    play(state, { type: 'build', hex: hex(0, 0) }, { type: 'build', hex: hex(0, 1) }, { type: 'build', hex: hex(0, 2) }, { type: 'end-turn' });
    expect(state.log.some((e) => e.type === 'reshuffle')).toBe(true);
    expect(state.hands[0]).toBe('grass');
    expect(state.discard).toEqual([]);
  });
});

describe('end of the game', () => {
  it('a player placing the last settlement finishes the round; that player may still use tiles', () => {
    const state = smallGame('GGGGGGGG\n GGGGGGGGp\nGGGGGGGG', {
      seats: 3, cards: ['grass', 'grass', 'grass', 'desert', 'desert', 'desert'], settlements: { 0: [hex(1, 7)] },
      tiles: [[{ kind: 'paddock', loc: hex(1, 8) }], [], []], supply: [3, 40, 40],
    });
    play(state, { type: 'build', hex: hex(1, 6) }, { type: 'build', hex: hex(1, 5) }, { type: 'build', hex: hex(1, 4) });
    expect(state.supply[0]).toBe(0);
    expect(state.lastRound).toBe(true);
    expect(prompt(state).tiles.map((t) => t.tile)).toEqual(['paddock']);
    play(state, { type: 'tile', tile: 'paddock', from: hex(1, 4), to: hex(1, 2) }, { type: 'end-turn' });
    expect(state.over).toBe(false);
    play(state, { type: 'build', hex: hex(0, 0) }, { type: 'build', hex: hex(0, 1) }, { type: 'build', hex: hex(0, 2) }, { type: 'end-turn' });
    expect(state.over).toBe(false);
    play(state, { type: 'build', hex: hex(2, 0) }, { type: 'build', hex: hex(2, 1) }, { type: 'build', hex: hex(2, 2) }, { type: 'end-turn' });
    expect(state.over).toBe(true);
    expect(game.prompts(state)).toEqual([]);
    const result = game.result(state);
    expect(result?.scores.map((s) => Object.keys(s.breakdown).sort())).toEqual(
      Array.from({ length: 3 }, () => ['castles', 'fishermen', 'hermits', 'lords']),
    );
    // Seat 1: a group of 3 and the settlement the Paddock moved away (hermits 2), the most in the
    // top-left section (lords 12). Seats 2 and 3: one group each, tied at the next count (lords 6).
    expect(result?.scores.map((s) => s.total)).toEqual([2 + 12, 1 + 6, 1 + 6]);
    expect(result?.winners).toEqual([0]);
  });

  it('the game ends at once when the last player of the round places the last settlement', () => {
    const state = smallGame('GGGGGGGG\n GGGGGGGG', { cards: ['grass', 'grass', 'grass'], supply: [40, 2] });
    play(state, { type: 'build', hex: hex(0, 0) }, { type: 'build', hex: hex(0, 1) }, { type: 'build', hex: hex(0, 2) }, { type: 'end-turn' });
    play(state, { type: 'build', hex: hex(1, 5) }, { type: 'build', hex: hex(1, 6) });
    expect(prompt(state).build).toBeNull();
    play(state, { type: 'end-turn' });
    expect(state.over).toBe(true);
    refused(state, { type: 'end-turn' }, 'game-over', 0);
  });
});
