// The bots' judgment on hand-built positions (scenario()): what a Militia victim keeps, never
// ending the game on a loss, the penultimate Province rule, reactions, Torturer, Masquerade,
// Swindler, Throne Room, and VP counted from the log without the VP counter.
import { describe, expect, it } from 'vitest';
import { botInput, type BotPolicy } from '../../../party/games/core/bots.ts';
import type { Json } from '../../../party/games/core/types.ts';
import { dominion, scenario, type Scenario } from '../../../party/games/dominion/index.ts';
import { bigMoney, bigMoneyWith, heuristicPlan, type Plan, planToJson } from '../../../party/games/dominion/bots/plan.ts';
import type { DominionMove, DominionState } from '../../../party/games/dominion/types.ts';
import { gain } from '../../../party/games/dominion/zones.ts';
import { act, sorted } from './helpers.ts';

const bot = (level: 'easy' | 'medium' | 'hard') => dominion.bots![level] as BotPolicy;

/** The move the bot makes for `seat` now; hard starts with a plan in memory (no self-play here). */
function decide(g: DominionState, seat: number, level: 'easy' | 'medium' | 'hard' = 'hard', plan: Plan = heuristicPlan(g.kingdom)): DominionMove {
  const memory: Json | null = level === 'hard' ? { plan: planToJson(plan) as unknown as Json } : null;
  const input = botInput(dominion, g, seat, memory, 'judgment')!;
  return bot(level)(input).move as DominionMove;
}

/** Lets the bot at `seat` act until it has no prompt left. */
function botActs(g: DominionState, seat: number, level: 'easy' | 'medium' | 'hard' = 'hard'): void {
  for (let i = 0; i < 20 && dominion.prompts(g).some((p) => p.seat === seat); i++) act(g, seat, decide(g, seat, level));
}

const K = ['cellar', 'moat', 'village', 'militia', 'smithy', 'masquerade', 'swindler', 'torturer', 'throne-room', 'witch'];
const G = (s: Omit<Scenario, 'kingdom'> & { kingdom?: string[] }) => scenario({ kingdom: K, ...s });

describe('Dominion bot judgment', () => {
  for (const level of ['easy', 'medium', 'hard'] as const) {
    it(`${level}: a Militia victim keeps its best three cards`, () => {
      const g = G({ players: [{ hand: ['militia'] }, { hand: ['estate', 'gold', 'curse', 'silver', 'copper'] }] });
      act(g, 0, { type: 'play', card: 'militia' });
      botActs(g, 1, level);
      expect(sorted(g.players[1]!.hand)).toEqual(['copper', 'gold', 'silver']);
    });
  }

  it('a Militia victim keeps a Smithy over a Copper when its deck is rich', () => {
    const g = G({ players: [{ hand: ['militia'] }, { hand: ['smithy', 'copper', 'gold', 'estate', 'silver'], deck: ['gold', 'gold', 'gold', 'silver'] }] });
    act(g, 0, { type: 'play', card: 'militia' });
    botActs(g, 1);
    expect(sorted(g.players[1]!.hand)).toEqual(['gold', 'silver', 'smithy']);
  });

  // The opponent buys two Provinces in front of the bot, so the log (no VP counter) shows it ahead.
  function lastProvince(opponentBuys: number, leftAfter = 1): DominionState {
    const gold5 = ['gold', 'gold', 'gold', 'gold', 'gold'];
    const g = G({
      supply: { province: opponentBuys + leftAfter }, current: 1, buys: 2,
      players: [{ hand: gold5, deck: ['copper', 'copper', 'copper', 'copper', 'copper'] }, { hand: [...gold5, 'gold'], deck: ['copper', 'copper', 'copper', 'copper', 'copper'] }],
    });
    act(g, 1, { type: 'treasures' });
    for (let i = 0; i < opponentBuys; i++) act(g, 1, { type: 'buy', card: 'province' });
    act(g, 1, { type: 'end-turn' });
    return g;
  }

  it('hard never buys the last Province when that loses (VP counted from the log)', () => {
    const g = lastProvince(2);
    expect(g.supply.province).toBe(1);
    botActs(g, 0);
    expect(g.phase).not.toBe('over');
    expect(g.supply.province).toBe(1);
    expect(g.players[0]!.discard.some((c) => c === 'duchy' || c === 'gold')).toBe(true);
  });

  it('hard takes the last Province when that wins', () => {
    const g = lastProvince(0);
    botActs(g, 0);
    expect(g.phase).toBe('over');
    expect(dominion.result(g)!.winners).toEqual([0]);
  });

  it('penultimate Province rule: behind by more than a Duchy with two Provinces left, medium takes a Duchy', () => {
    const g = lastProvince(1, 2);
    expect(g.supply.province).toBe(2);
    act(g, 0, decide(g, 0, 'medium'));
    act(g, 0, decide(g, 0, 'medium'));
    expect(g.supply.province).toBe(2);
    expect(g.players[0]!.discard).toContain('duchy');
  });

  it('hard takes the penultimate Province even when behind (it counts the score rather than follow the penultimate Province rule)', () => {
    const g = lastProvince(1, 2);
    botActs(g, 0);
    expect(g.supply.province).toBe(1);
    expect(g.phase).not.toBe('over');
    expect(g.players[0]!.discard).toContain('province');
  });

  it('early Gold: with $8 and a deck whose Treasures make under $17, hard\'s planned Big Money takes Gold, not a Province', () => {
    const g = G({ players: [{ hand: ['gold', 'gold', 'silver', 'copper', 'estate'] }, {}] });
    act(g, 0, { type: 'treasures' });
    const plan = bigMoney('bm');
    // The starting deck's Treasures (seven Coppers) make $7: too thin to green yet.
    expect(decide(g, 0, 'hard', { ...plan, duchy: 5, gold: 17 })).toEqual({ type: 'buy', card: 'gold' });
    // The same position without the rule (Big Money Ultimate as is) takes the Province.
    expect(decide(g, 0, 'hard', plan)).toEqual({ type: 'buy', card: 'province' });
  });

  it('early Gold ends once the Treasures are rich enough: hard then takes the Province', () => {
    const g = G({ players: [{ hand: ['gold', 'gold', 'silver', 'copper', 'estate'] }, {}] });
    // Gains in the log are what the bot counts: three Golds bring its Treasures to $16, a Silver to $18.
    for (const card of ['gold', 'gold', 'gold', 'silver']) gain(g, 0, card);
    act(g, 0, { type: 'treasures' });
    expect(decide(g, 0, 'hard', { ...bigMoney('bm'), duchy: 5, gold: 17 })).toEqual({ type: 'buy', card: 'province' });
  });

  it('Chapel: a thinning hard plan trashes its Estates and a Copper, keeping $6 of Treasures', () => {
    const plan = bigMoneyWith(['chapel'], undefined, { thin: true });
    const g = G({ kingdom: ['chapel', ...K.slice(1)], players: [{ hand: ['chapel', 'estate', 'estate', 'copper', 'copper'] }, {}] });
    expect(decide(g, 0, 'hard', plan)).toEqual({ type: 'play', card: 'chapel' });
    act(g, 0, { type: 'play', card: 'chapel' });
    expect(sorted((decide(g, 0, 'hard', plan) as { pick: string[] }).pick)).toEqual(['copper', 'estate', 'estate']);
  });

  it('reveals Moat to a Militia and keeps its hand', () => {
    const g = G({ players: [{ hand: ['militia'] }, { hand: ['moat', 'gold', 'estate', 'silver', 'copper'] }] });
    act(g, 0, { type: 'play', card: 'militia' });
    botActs(g, 1);
    expect(g.players[1]!.hand.length).toBe(5);
  });

  it('Torturer with no Curse left: the victim takes the "curse" option (it costs nothing)', () => {
    const g = G({ supply: { curse: 0 }, players: [{ hand: ['torturer'] }, { hand: ['gold', 'gold', 'silver', 'silver', 'copper'] }] });
    act(g, 0, { type: 'play', card: 'torturer' });
    expect(decide(g, 1)).toEqual({ type: 'choose', pick: ['curse'] });
  });

  it('Masquerade: passes its Curse to the left', () => {
    const g = G({ players: [{ hand: ['masquerade', 'gold', 'silver'], deck: ['copper', 'curse'] }, { hand: ['estate', 'copper', 'silver'] }] });
    act(g, 0, { type: 'play', card: 'masquerade' });
    expect(decide(g, 0)).toEqual({ type: 'choose', pick: ['curse'] });
  });

  it('Swindler: a trashed Copper comes back as a Curse', () => {
    const g = G({ players: [{ hand: ['swindler'] }, { hand: ['copper'], deck: ['copper'] }] });
    act(g, 0, { type: 'play', card: 'swindler' });
    expect(decide(g, 0)).toEqual({ type: 'choose', pick: ['curse'] });
  });

  it('Throne Room doubles the Witch rather than the Moat', () => {
    const g = G({ players: [{ hand: ['throne-room', 'moat', 'witch', 'copper', 'copper'], deck: ['copper', 'copper', 'copper', 'copper', 'copper', 'copper'] }, {}] });
    expect(decide(g, 0)).toEqual({ type: 'play', card: 'throne-room' });
    act(g, 0, { type: 'play', card: 'throne-room' });
    expect(decide(g, 0)).toEqual({ type: 'choose', pick: ['witch'] });
  });

  it('hard plans again, never throws, when its memory holds no plan it can read', () => {
    const g = G({ players: [{ hand: ['gold', 'silver', 'copper', 'estate', 'estate'] }, {}] });
    act(g, 0, { type: 'treasures' });
    const rules = (planToJson(heuristicPlan(K)) as unknown as Json[])[1]!;
    // What it does with no memory at all: plan by self-play, then buy.
    const fresh = bot('hard')(botInput(dominion, g, 0, null, 'judgment')!);
    for (const memory of [{ plan: ['x', [null], 4, 2, 0, 0] }, { plan: ['x', rules, 'four', 2, 0, 0] }] as Json[]) {
      expect(bot('hard')(botInput(dominion, g, 0, memory, 'judgment')!), JSON.stringify(memory)).toEqual(fresh);
    }
  });

  it('plays the Village before the Smithy, and both', () => {
    const g = G({ players: [{ hand: ['smithy', 'village', 'smithy', 'copper', 'copper'], deck: ['copper', 'copper', 'copper', 'copper', 'copper', 'copper', 'copper'] }, {}] });
    expect(decide(g, 0)).toEqual({ type: 'play', card: 'village' });
    botActs(g, 0);
    expect(dominion.log(g, 0, 0).filter((e) => e.type === 'play' && e.data?.card === 'smithy').length).toBe(2);
  });

  // With more players the game ends in fewer of my turns: hard starts Duchies 2 Provinces earlier
  // for each player past the second (Duchies at 5 left in 2 players, at 9 in 4).
  it('hard starts Duchies earlier the more players: $5 buys a Duchy at 9 Provinces left in 4 players, at 7 in 3, at 5 in 2', () => {
    const buyWith5 = (players: number, provincesLeft: number) => {
      const g = G({ supply: { province: provincesLeft }, players: Array.from({ length: players }, (_, i) => (i === 0 ? { hand: ['silver', 'silver', 'copper', 'estate', 'estate'] } : {})) });
      act(g, 0, { type: 'treasures' });
      return decide(g, 0, 'hard', { ...bigMoney('bm'), duchy: 5 });
    };
    expect(buyWith5(4, 9)).toEqual({ type: 'buy', card: 'duchy' });
    expect(buyWith5(4, 10)).toEqual({ type: 'buy', card: 'silver' });
    expect(buyWith5(2, 6)).toEqual({ type: 'buy', card: 'silver' });
    expect(buyWith5(2, 5)).toEqual({ type: 'buy', card: 'duchy' });
    expect(buyWith5(3, 7)).toEqual({ type: 'buy', card: 'duchy' });
  });

  // Opening: a $2 hand of the first two shuffles that the plan spends on nothing takes a
  // Courtyard (trial games on Courtyard boards: +1.6 points against medium's plan, +1.9 against bmu).
  it('opening: with $2 and a plan that wants nothing at $2, hard buys a Courtyard in its first four turns only; medium buys nothing', () => {
    const with2 = (finishedTurns: number, level: 'medium' | 'hard') => {
      const g = G({ kingdom: ['courtyard', ...K.slice(1)], players: [{ hand: ['copper', 'copper', 'estate', 'estate', 'estate'] }, {}] });
      g.players[0]!.turns = finishedTurns;
      act(g, 0, { type: 'treasures' });
      return decide(g, 0, level, bigMoneyWith(['militia']));
    };
    expect(with2(0, 'hard')).toEqual({ type: 'buy', card: 'courtyard' });
    expect(with2(3, 'hard')).toEqual({ type: 'buy', card: 'courtyard' });
    expect(with2(4, 'hard')).toEqual({ type: 'end-turn' });
    expect(with2(0, 'medium')).toEqual({ type: 'end-turn' });
  });

  it('medium keeps its plan\'s Duchy threshold at any table size (4 players, 8 Provinces left, $5: its Witch, not a Duchy)', () => {
    const g = G({ supply: { province: 8 }, players: [{ hand: ['silver', 'silver', 'copper', 'estate', 'estate'] }, {}, {}, {}] });
    act(g, 0, { type: 'treasures' });
    expect(decide(g, 0, 'medium')).toEqual({ type: 'buy', card: 'witch' });
  });
});
