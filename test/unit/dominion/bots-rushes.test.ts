// Hard's rushes (bots/rushes.ts): Gardens with a $4 gainer, which Big Money players cannot outpace.
import { describe, expect, it } from 'vitest';
import { bigMoney, heuristicPlan, planFromJson, planToJson } from '../../../party/games/dominion/bots/plan.ts';
import { candidates, planKingdom } from '../../../party/games/dominion/bots/planner.ts';
import { trial } from '../../../party/games/dominion/bots/playout.ts';
import { gardensRush, rushes } from '../../../party/games/dominion/bots/rushes.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE } from '../../../party/games/dominion/bots/turn.ts';

const GARDENS_WORKSHOP = ['cellar', 'great-hall', 'woodcutter', 'workshop', 'gardens', 'militia', 'remodel', 'throne-room', 'duke', 'mine'];

describe('Gardens rush', () => {
  it('is a candidate only where Gardens and a gainer (Workshop, Ironworks) are both on the board', () => {
    expect(rushes(GARDENS_WORKSHOP).map((p) => p.name)).toEqual(['rush:gardens+workshop']);
    expect(rushes(GARDENS_WORKSHOP.map((c) => (c === 'workshop' ? 'ironworks' : c))).map((p) => p.name)).toEqual(['rush:gardens+ironworks']);
    expect(rushes(GARDENS_WORKSHOP.filter((c) => c !== 'gardens'))).toEqual([]);
    expect(rushes(GARDENS_WORKSHOP.filter((c) => c !== 'workshop'))).toEqual([]);
    expect(candidates(GARDENS_WORKSHOP).map((p) => p.name)).toContain('rush:gardens+workshop');
  });

  it('takes every Workshop it can, colliding or not, and wins most games against medium\'s plan and Big Money Ultimate by emptying three piles', () => {
    const rush = gardensRush('workshop');
    const rivals = [{ plan: heuristicPlan(GARDENS_WORKSHOP), style: MEDIUM_STYLE }, { plan: bigMoney('bmu'), style: BMU_STYLE }];
    for (const { plan, style } of rivals) {
      let wins = 0;
      for (let i = 0; i < 20; i++) {
        const mine = i % 2;
        const r = trial(GARDENS_WORKSHOP, `rush:${plan.name}:${i}`, mine === 0 ? [rush, plan] : [plan, rush], mine === 0 ? [HARD_STYLE, style] : [style, HARD_STYLE]);
        wins += mine === 0 ? r.share : 1 - r.share;
      }
      expect(wins, `wins against ${plan.name}`).toBeGreaterThanOrEqual(14);
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
