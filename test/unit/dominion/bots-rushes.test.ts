// Hard's rushes (bots/rushes.ts): Gardens with a $4 gainer, which Big Money players cannot outpace.
import { describe, expect, it } from 'vitest';
import { botInput, type BotPolicy } from '../../../party/games/core/bots.ts';
import { closeWindows } from '../../../party/games/core/pause.ts';
import type { Json } from '../../../party/games/core/types.ts';
import { dominion, scenario } from '../../../party/games/dominion/index.ts';
import { chooseBuy } from '../../../party/games/dominion/bots/buy.ts';
import { planFromJson, planToJson } from '../../../party/games/dominion/bots/plan.ts';
import { candidates, planKingdom } from '../../../party/games/dominion/bots/planner.ts';
import { gardensRush, rushes } from '../../../party/games/dominion/bots/rushes.ts';
import { fromState } from '../../../party/games/dominion/bots/situation.ts';
import { HARD_STYLE } from '../../../party/games/dominion/bots/turn.ts';
import { act } from './helpers.ts';

const GARDENS_WORKSHOP = ['cellar', 'great-hall', 'woodcutter', 'workshop', 'gardens', 'militia', 'remodel', 'throne-room', 'duke', 'mine'];

describe('Gardens rush', () => {
  it('is a candidate only where Gardens and a gainer (Workshop, Ironworks) are both on the board', () => {
    expect(rushes(GARDENS_WORKSHOP).map((p) => p.name)).toEqual(['rush:gardens+workshop']);
    expect(rushes(GARDENS_WORKSHOP.map((c) => (c === 'workshop' ? 'ironworks' : c))).map((p) => p.name)).toEqual(['rush:gardens+ironworks']);
    expect(rushes(GARDENS_WORKSHOP.filter((c) => c !== 'gardens'))).toEqual([]);
    expect(rushes(GARDENS_WORKSHOP.filter((c) => c !== 'workshop'))).toEqual([]);
    expect(candidates(GARDENS_WORKSHOP).map((p) => p.name)).toContain('rush:gardens+workshop');
  });

  it('takes a Workshop whenever it can, however many it already holds (collisions in hand do not stop a rush), then Gardens, then Estates and Coppers', () => {
    const rush = gardensRush('workshop');
    // Seven Workshops already: a Big Money plan would stop buying terminals long before.
    const buy = (coins: number, supply: Record<string, number> = {}) => {
      const deck = ['copper', 'copper', 'copper', 'copper', 'copper', 'copper', 'copper', 'estate', 'estate', 'estate', ...Array.from({ length: 7 }, () => 'workshop')];
      const g = scenario({ kingdom: GARDENS_WORKSHOP, phase: 'buy', coins, supply, players: [{ hand: [], deck }, {}] });
      return chooseBuy(fromState(0, g), rush, HARD_STYLE);
    };
    expect(buy(3)).toBe('workshop');
    expect(buy(4)).toBe('workshop');
    expect(buy(4, { workshop: 0 })).toBe('gardens');
    expect(buy(3, { workshop: 0 })).toBe('estate');
    expect(buy(0, { workshop: 0 })).toBe('copper');
  });

  it('ends the game on three piles (Workshop, Gardens, Estates) while Big Money Ultimate still has Provinces to buy', () => {
    for (const seed of ['rush-a', 'rush-b', 'rush-c']) {
      const made = dominion.setup({ seed, seats: 2, options: { kingdom: { cards: GARDENS_WORKSHOP } } });
      if (!made.ok) throw new Error(made.error.message);
      const g = made.value;
      const memory = { plan: planToJson(gardensRush('workshop')) as unknown as Json };
      for (let moves = 0; dominion.result(g) === null && moves < 3000; moves++) {
        const seat = (dominion.prompts(g)[0] as { seat: number }).seat;
        const input = botInput(dominion, g, seat, seat === 0 ? memory : null, seed)!;
        act(g, seat, ((seat === 0 ? dominion.bots!.hard : dominion.referenceBots!.bmu) as BotPolicy)(input).move);
        closeWindows(dominion, g);
      }
      expect(dominion.result(g), seed).not.toBeNull();
      expect([g.supply.workshop, g.supply.gardens, g.supply.estate], seed).toEqual([0, 0, 0]);
      expect(g.supply.province, seed).toBeGreaterThan(0);
    }
  });

  it('buys two Silvers for its hands of $3 when the gainer costs $4 (Ironworks), none when it costs $3 (Workshop)', () => {
    const silvers = (g: string) => gardensRush(g).buys.filter(([c]) => c === 'silver').map(([, cap]) => cap);
    expect(silvers('ironworks')).toEqual([2]);
    expect(silvers('workshop')).toEqual([]);
    expect(gardensRush('ironworks').buys[0]).toEqual(['ironworks', 99, 0]);
  });

  it('wins the hard bot\'s race on a Gardens and Workshop board, and survives the memory round trip', () => {
    const plan = planKingdom(GARDENS_WORKSHOP, 'rush');
    expect(plan.name).toBe('rush:gardens+workshop');
    expect(planFromJson(JSON.parse(JSON.stringify(planToJson(plan))))).toEqual(plan);
  });
});
