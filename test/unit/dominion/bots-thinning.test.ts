// Hard's trashing and its answers to attacks, on hand-built positions: Steward's choice, what the
// thin-deck plans trash and when they stop, and how a deck meets Curses and hand-size attacks.
import { describe, expect, it } from 'vitest';
import { botInput, type BotPolicy } from '../../../party/games/core/bots.ts';
import type { Json } from '../../../party/games/core/types.ts';
import { dominion, scenario, type Scenario } from '../../../party/games/dominion/index.ts';
import { heuristicPlan, type Plan, planToJson } from '../../../party/games/dominion/bots/plan.ts';
import type { DominionMove, DominionState } from '../../../party/games/dominion/types.ts';
import { act } from './helpers.ts';

const hard = dominion.bots!.hard as BotPolicy;

function decide(g: DominionState, seat: number, plan: Plan = heuristicPlan(g.kingdom)): DominionMove {
  const memory: Json = { plan: planToJson(plan) as unknown as Json };
  return hard(botInput(dominion, g, seat, memory, 'thinning')!).move as DominionMove;
}

const K = ['chapel', 'moat', 'village', 'militia', 'smithy', 'steward', 'library', 'remodel', 'trading-post', 'witch'];
const G = (s: Omit<Scenario, 'kingdom'> & { kingdom?: string[] }) => scenario({ kingdom: K, ...s });

describe('Dominion hard bot: Steward', () => {
  it('trashes two Estates early even when +$2 would lift its buy', () => {
    const g = G({ players: [{ hand: ['steward', 'estate', 'estate', 'copper', 'copper'] }, {}] });
    act(g, 0, { type: 'play', card: 'steward' });
    expect(decide(g, 0)).toEqual({ type: 'choose', pick: ['trash'] });
  });

  it('takes +$2 when that makes a Province', () => {
    const g = G({ players: [{ hand: ['steward', 'gold', 'gold', 'estate', 'duchy'] }, {}] });
    act(g, 0, { type: 'play', card: 'steward' });
    expect(decide(g, 0)).toEqual({ type: 'choose', pick: ['coins'] });
  });

  it('otherwise draws two cards, even where +$2 would reach Gold', () => {
    const g = G({ players: [{ hand: ['steward', 'silver', 'copper', 'copper', 'duchy'], deck: ['silver', 'gold', 'copper'] }, {}] });
    act(g, 0, { type: 'play', card: 'steward' });
    expect(decide(g, 0)).toEqual({ type: 'choose', pick: ['cards'] });
  });
});
