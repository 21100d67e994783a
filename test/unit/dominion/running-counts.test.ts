import { describe, expect, it } from 'vitest';
import { scoreOf } from '../../../party/games/dominion/score.ts';
import type { DominionState } from '../../../party/games/dominion/types.ts';
import { act, dominion, game, p } from './helpers.ts';

describe('running counts: holdings (behind the VP after each turn) and empty piles (behind the game end)', () => {
  // That they equal a count of every zone and pile after every move, and that the last VP recorded
  // is the final score, is checked in every random game of the contract suite (countsDrift in
  // ../dominion/contract.ts: 1,000 games over all 50 kingdom cards), not in games of its own here.
  it('Gardens counts every owned card and Duke every owned Duchy, as cards come and go', () => {
    const g = game({
      players: [{ hand: ['chapel', 'copper', 'copper'], deck: ['gardens', 'duke', 'duchy', 'duchy', 'copper', 'copper', 'copper'] }, {}],
      kingdom: ['chapel', 'gardens', 'duke', 'cellar', 'moat', 'village', 'smithy', 'market', 'militia', 'mine'],
    });
    // 10 cards: Gardens 1, Duke 2 (two Duchies), Duchies 6.
    expect(scoreOf(p(g, 0))).toEqual({ total: 9, breakdown: { gardens: 1, duke: 2, duchy: 6 } });
    act(g, 0, { type: 'play', card: 'chapel' });
    act(g, 0, { type: 'choose', pick: ['copper'] });
    // 9 cards: Gardens drops to 0.
    expect(scoreOf(p(g, 0)).total).toBe(8);
    act(g, 0, { type: 'treasures' });
    act(g, 0, { type: 'end-turn' });
    expect(p(g, 0).vpByTurn).toEqual([8]);
  });

  it('a state saved before the counts were kept is counted on its next move', () => {
    const g = game({ players: [{ hand: ['copper'], deck: ['province', 'estate'] }, { deck: ['duchy'] }], supply: { curse: 0, estate: 0, village: 0 } });
    const old = JSON.parse(JSON.stringify(g)) as DominionState;
    delete (old as Partial<DominionState>).empty;
    for (const pl of old.players) { delete (pl as Partial<typeof pl>).owned; delete (pl as Partial<typeof pl>).vpCards; }
    expect(scoreOf(old.players[0]!).total).toBe(7);
    act(old, 0, { type: 'end-turn' });
    expect(old.players[0]!.vpByTurn).toEqual([7]);
    expect(old.players[1]!.vpCards).toEqual({ duchy: 1 });
    // Three piles were already empty: the turn that just ended was the last.
    expect(old.phase).toBe('over');
  });
  it('the game ends when a buy empties the third pile', () => {
    const g = game({ players: [{ hand: ['gold'] }, {}], supply: { curse: 0, estate: 0, village: 1 } });
    act(g, 0, { type: 'treasures' });
    act(g, 0, { type: 'buy', card: 'village' });
    act(g, 0, { type: 'end-turn' });
    expect(g.phase).toBe('over');
  });
});
