// Final standings for rated games (issue 21): places by the rules' tie-breaks, equal places shared.
import { describe, expect, it } from 'vitest';
import { placesOf } from '../../../party/games/core/rank.ts';
import type { GameResult } from '../../../party/games/core/types.ts';
import { dominionRating } from '../../../party/games/dominion/result.ts';
import { kingdomBuilderRating } from '../../../party/games/kingdom-builder/result.ts';

function result(totals: number[], details: GameResult['details'] = {}): GameResult {
  return { scores: totals.map((total, seat) => ({ seat, total, breakdown: {} })), winners: [], details };
}

describe('placesOf', () => {
  it('ranks by total, shares a tie and skips the place after it (1, 1, 3)', () => {
    expect(placesOf([30, 30, 12, 40])).toEqual([2, 2, 4, 1]);
  });
  it('breaks a tie on the total by a lower tie-break key', () => {
    expect(placesOf([30, 30, 12], [18, 17, 18])).toEqual([2, 1, 3]);
  });
});

describe('Dominion places', () => {
  it('a VP tie goes to the player with fewer turns (rules: tie to fewer turns)', () => {
    expect(dominionRating.places(result([25, 25], { turns: [16, 15] }))).toEqual([2, 1]);
  });
  it('a VP tie with equal turns is a shared place (a draw)', () => {
    expect(dominionRating.places(result([25, 25, 20, 25], { turns: [15, 15, 15, 15] }))).toEqual([1, 1, 4, 1]);
  });
  it('a resigned game (no turns counted) places the winner first', () => {
    const r = { ...result([0, 0], { resigned: 1 }), winners: [0] };
    expect(dominionRating.places(r)).toEqual([1, 2]);
  });
  it('pools: 2 players apart from 3-6', () => {
    expect([2, 3, 6].map((n) => dominionRating.pool(n))).toEqual(['dominion-2p', 'dominion-multi', 'dominion-multi']);
  });
});

describe('Kingdom Builder places', () => {
  it('equal gold shares the place (the rules name no tie-break)', () => {
    expect(kingdomBuilderRating.places(result([41, 38, 41, 20], { turns: 40, settlementsLeft: [0, 3, 5, 9] }))).toEqual([1, 3, 1, 4]);
  });
  it('one pool for every table size', () => {
    expect([2, 3, 4].map((n) => kingdomBuilderRating.pool(n))).toEqual(['kingdom-builder', 'kingdom-builder', 'kingdom-builder']);
  });
});
