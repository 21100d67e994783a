// The turn's primary button is what the player does next (issue 35): End turn was the primary
// button even while Treasures waited in the hand, so a thumb going for the filled button ended a
// turn with coins unspent.
import { describe, expect, it } from 'vitest';
import { turnPrompt } from '../../../party/games/dominion/prompts.ts';
import { nextMove } from '../../../web/games/dominion/next-move.ts';
import { act, game } from '../dominion/helpers.ts';

const coppers = ['copper', 'copper', 'copper', 'estate', 'estate'];

describe('the primary turn button at a Dominion table', () => {
  it('is Play all Treasures while Treasures are unplayed and no Action can be played', () => {
    const g = game({ players: [{ hand: coppers }, { hand: coppers }] });
    expect(turnPrompt(g).moves).toContain('end-turn');
    expect(nextMove(turnPrompt(g))).toBe('treasures');
  });

  it('is none while an Action can be played: the hand\'s card is the next step', () => {
    const g = game({ players: [{ hand: ['village', 'copper', 'copper', 'estate', 'estate'] }, { hand: coppers }] });
    expect(nextMove(turnPrompt(g))).toBeNull();
    act(g, 0, { type: 'end-actions' });
    expect(nextMove(turnPrompt(g))).toBe('treasures');
  });

  it('is none while something can be bought, and End turn once the buys are spent', () => {
    const g = game({ players: [{ hand: coppers }, { hand: coppers }] });
    act(g, 0, { type: 'treasures' });
    expect(turnPrompt(g).buy).toContain('silver');
    expect(nextMove(turnPrompt(g))).toBeNull();
    act(g, 0, { type: 'buy', card: 'silver' });
    expect(turnPrompt(g).buy).toEqual([]);
    expect(nextMove(turnPrompt(g))).toBe('end-turn');
  });
});
