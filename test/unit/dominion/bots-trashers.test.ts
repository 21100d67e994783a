// Hard's trash-first plan (trashers.ts): where it enters the field and what its buy list says.
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../party/games/dominion/index.ts';
import { chooseBuy } from '../../../party/games/dominion/bots/buy.ts';
import { field } from '../../../party/games/dominion/bots/planner.ts';
import { fromState } from '../../../party/games/dominion/bots/situation.ts';
import { trashFirstPlans } from '../../../party/games/dominion/bots/trashers.ts';
import { HARD_STYLE } from '../../../party/games/dominion/bots/turn.ts';

const WITCH_CHAPEL = ['chapel', 'moat', 'village', 'militia', 'smithy', 'laboratory', 'market', 'remodel', 'festival', 'witch'];

describe('Dominion hard bot: the trash-first plan', () => {
  it('enters only where a Witch and a trasher are both on the board', () => {
    expect(trashFirstPlans(WITCH_CHAPEL)).toHaveLength(1);
    expect(trashFirstPlans(WITCH_CHAPEL.map((c) => (c === 'witch' ? 'bureaucrat' : c)))).toEqual([]);
    expect(trashFirstPlans(WITCH_CHAPEL.map((c) => (c === 'chapel' ? 'cellar' : c)))).toEqual([]);
    expect(trashFirstPlans(WITCH_CHAPEL.map((c) => (c === 'chapel' ? 'steward' : c)))[0]?.buys.map((r) => r[0])).toContain('steward');
  });

  it('buys two Witches, a $5 payload card, then the trasher before Gold, one draw card and the payload; it thins Coppers', () => {
    const [plan] = trashFirstPlans(WITCH_CHAPEL);
    expect(plan?.buys).toEqual([
      ['witch', 2, 0], ['laboratory', 1, 0], ['chapel', 1, 0], ['gold', 99, 0], ['smithy', 1, 0],
      ['laboratory', 8, 0], ['market', 8, 0], ['festival', 8, 0], ['silver', 99, 0],
    ]);
    expect(plan).toMatchObject({ thin: true, duchy: 5, gold: 17 });
    expect(field(WITCH_CHAPEL).map((p) => p.name)).toContain(plan?.name);
  });

  it('opens Witch and Chapel on $5/$2, and takes a Laboratory over a Chapel at $5 once it has its Witches', () => {
    const [plan] = trashFirstPlans(WITCH_CHAPEL);
    const g = scenario({ kingdom: WITCH_CHAPEL, players: [{ hand: [] }, {}] });
    g.phase = 'buy';
    const s = fromState(0, g);
    s.coins = 5;
    expect(chooseBuy(s, plan!, HARD_STYLE)).toBe('witch');
    s.coins = 2;
    expect(chooseBuy(s, plan!, HARD_STYLE)).toBe('chapel');
    s.coins = 5;
    s.decks[0] = { ...s.decks[0], witch: 2 };
    expect(chooseBuy(s, plan!, HARD_STYLE)).toBe('laboratory');
  });
});
