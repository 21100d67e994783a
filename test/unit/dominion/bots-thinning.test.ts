// Hard's trashing and its answers to attacks, on hand-built positions: Steward's choice, what the
// thin-deck plans trash and when they stop, and how a deck meets Curses and hand-size attacks.
import { describe, expect, it } from 'vitest';
import { botInput, type BotPolicy } from '../../../party/games/core/bots.ts';
import type { Json } from '../../../party/games/core/types.ts';
import { dominion, scenario, type Scenario } from '../../../party/games/dominion/index.ts';
import { heuristicPlan, type Plan, planToJson, wantsMore } from '../../../party/games/dominion/bots/plan.ts';
import { candidates } from '../../../party/games/dominion/bots/planner.ts';
import { answerPlans } from '../../../party/games/dominion/bots/thinning.ts';
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

describe('Dominion hard bot: trashing', () => {
  it('Trading Post early turns two Coppers into a Silver in hand', () => {
    const g = G({ players: [{ hand: ['trading-post', 'copper', 'copper', 'silver', 'silver'] }, {}] });
    expect(decide(g, 0)).toEqual({ type: 'play', card: 'trading-post' });
    act(g, 0, { type: 'play', card: 'trading-post' });
    expect(decide(g, 0)).toEqual({ type: 'choose', pick: ['copper', 'copper'] });
  });

  it('Trading Post is not played on one Copper beside good Treasures', () => {
    const g = G({ players: [{ hand: ['trading-post', 'copper', 'gold', 'silver', 'silver'] }, {}] });
    expect(decide(g, 0)).toEqual({ type: 'treasures' });
  });
});

describe('Dominion hard bot: answers to the attacks it will meet', () => {
  it('the Witch + Chapel thin deck plays Chapel on the Curses it was given and trashes them first', () => {
    const plan = answerPlans(K).find((p) => p.thin)!;
    expect(plan.name).toBe('thin:witch+chapel');
    const g = G({ players: [{ hand: ['chapel', 'curse', 'silver', 'curse', 'gold'] }, {}] });
    expect(decide(g, 0, plan)).toEqual({ type: 'play', card: 'chapel' });
    act(g, 0, { type: 'play', card: 'chapel' });
    expect(decide(g, 0, plan)).toEqual({ type: 'choose', pick: ['curse', 'curse'] });
  });

  it('a Moat bought at $4 does not keep out the first Witch the plan ranks above Gold (a second Moat still waits)', () => {
    const deck = { copper: 7, estate: 3, moat: 1 };
    expect(wantsMore(['witch', 2, 0], deck, 11, true)).toBe(true);
    expect(wantsMore(['moat', 2, 12], deck, 11)).toBe(false);
    // A terminal ranked below Gold still waits for room: the collision cap holds for it.
    expect(wantsMore(['militia', 2, 14], deck, 11)).toBe(false);
  });

  it('against a Witch it races Witch + Masquerade and a Chapel thin deck', () => {
    const kingdom = ['chapel', 'masquerade', 'village', 'woodcutter', 'cellar', 'bureaucrat', 'gardens', 'spy', 'thief', 'witch'];
    expect(heuristicPlan(kingdom).buys[0]![0]).toBe('witch');
    const names = answerPlans(kingdom).map((p) => p.name);
    expect(names).toEqual(['bm+witch+masquerade', 'thin:witch+chapel']);
    expect(answerPlans(kingdom)[1]!.thin).toBe(true);
    expect(candidates(kingdom).map((p) => p.name)).toEqual(expect.arrayContaining(names));
  });

  it('against a Torturer it races Torturer + Library (Library draws back what the attack discards)', () => {
    const kingdom = ['cellar', 'village', 'woodcutter', 'workshop', 'gardens', 'spy', 'thief', 'library', 'torturer', 'great-hall'];
    expect(answerPlans(kingdom).map((p) => p.name)).toEqual(['bm+torturer+library']);
  });

  it('no attack to answer, no answer plans', () => {
    expect(answerPlans(['chapel', 'masquerade', 'village', 'smithy', 'market', 'laboratory', 'festival', 'library', 'moat', 'cellar'])).toEqual([]);
  });
});
