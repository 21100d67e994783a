// Size wishes: what the queue accepts (party/protocol/quick-match.ts) and what the lobby offers.
import { describe, expect, it } from 'vitest';
import { seatRange } from '../../../party/protocol/quick-match.ts';
import { sizeChoices } from '../../../web/pages/lobby/match-sizes.ts';

describe('size wishes', () => {
  it('a size, a range or "any" within the game\'s sizes is a range; anything else says what was wrong', () => {
    expect(seatRange(3, 2, 6)).toEqual([3, 3]);
    expect(seatRange('2-4', 2, 6)).toEqual([2, 4]);
    expect(seatRange('any', 2, 4)).toEqual([2, 4]);
    expect(seatRange('4-2', 2, 6)).toMatch(/range/);
    expect(seatRange(7, 2, 6)).toBe('the game takes 2 to 6 players, not 7');
    expect(seatRange('1-3', 2, 6)).toBe('the game takes 2 to 6 players, not 1-3');
  });

  it('the lobby offers each size, the ranges from the smallest, and "any", each of which the queue accepts', () => {
    const choices = sizeChoices(2, 5);
    expect(choices.map((c) => c.value)).toEqual(['2', '3', '4', '5', '2-3', '2-4', 'any']);
    for (const c of choices) expect(seatRange(c.wish, 2, 5)).toEqual([c.min, c.max]);
    expect(sizeChoices(2, 2).map((c) => c.value)).toEqual(['2']);
  });
});
