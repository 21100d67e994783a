// The rules page's Kingdom Builder pictures: each example shows what its caption says, counted by
// the engine (a picture that counted nothing would teach nothing).
import { describe, expect, it } from 'vitest';
import { SCORING_CARD_IDS } from '../../../party/games/kingdom-builder/cards.ts';
import { ADJACENCY, CASTLE, goldOf, hexAt, legalHexes, SCORING_EXAMPLES } from '../../../web/pages/learn/kb-examples.ts';

describe('rules page examples', () => {
  it('every scoring card example earns the first player gold, counted by the game\'s scorer', () => {
    for (const card of SCORING_CARD_IDS) expect(goldOf(SCORING_EXAMPLES[card], card)[0], card).toBeGreaterThan(0);
    expect(goldOf(SCORING_EXAMPLES.farmers, 'farmers')).toEqual([3, 0]);
  });

  it('castles: each player beside one castle has 3 gold', () => {
    expect(goldOf(CASTLE, null)).toEqual([3, 3]);
  });

  it('adjacency: with grass played, only the grass beside the settlement is offered', () => {
    expect(legalHexes(ADJACENCY, 'grass').sort((a, b) => a - b)).toEqual([hexAt(0, 1), hexAt(1, 1), hexAt(2, 2)].sort((a, b) => a - b));
  });
});
