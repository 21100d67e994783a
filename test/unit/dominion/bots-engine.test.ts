// Village/draw engines: which kingdoms get engine plans in hard's race, how an engine plan keeps
// villages and terminals in proportion, and the order hard plays an engine turn in.
import { describe, expect, it } from 'vitest';
import { botInput, type BotPolicy } from '../../../party/games/core/bots.ts';
import type { Json } from '../../../party/games/core/types.ts';
import { dominion, PRESETS, scenario } from '../../../party/games/dominion/index.ts';
import { engineCandidates, engineParts, enginePlan } from '../../../party/games/dominion/bots/engines.ts';
import { type Plan, planFromJson, planToJson } from '../../../party/games/dominion/bots/plan.ts';
import { candidates } from '../../../party/games/dominion/bots/planner.ts';
import { chooseBuy } from '../../../party/games/dominion/bots/buy.ts';
import { fromState } from '../../../party/games/dominion/bots/situation.ts';
import { HARD_STYLE } from '../../../party/games/dominion/bots/turn.ts';
import type { DominionMove, DominionState } from '../../../party/games/dominion/types.ts';

const K = ['village', 'festival', 'smithy', 'library', 'throne-room', 'militia', 'market', 'cellar', 'moat', 'chapel'];
const ENGINE = enginePlan({ draw: 'smithy', village: 'village', payload: ['market'], attack: 'militia' });

/** Hard's move with `plan` in its memory (no race here). */
function decide(g: DominionState, plan: Plan = ENGINE): DominionMove {
  const memory = { plan: planToJson(plan) as unknown as Json };
  const input = botInput(dominion, g, 0, memory, 'engine')!;
  return (dominion.bots!.hard as BotPolicy)(input).move as DominionMove;
}

const deck = ['copper', 'copper', 'silver', 'estate', 'copper', 'gold', 'copper', 'silver', 'copper', 'copper'];
const turn = (hand: string[], actions = 1) => scenario({ kingdom: K, actions, players: [{ hand, deck }, {}] });

describe('engine plans in the race', () => {
  it('a kingdom with a village and terminal draw gets engine candidates; one without a village gets none', () => {
    expect(candidates(PRESETS['first-game'] as string[]).some((p) => p.name.startsWith('engine:smithy+village'))).toBe(true);
    expect(engineCandidates(['cellar', 'moat', 'smithy', 'militia', 'market', 'chapel', 'workshop', 'remodel', 'mine', 'woodcutter'])).toEqual([]);
    // Moat draws too little to build on (its engines won a third of their trials).
    expect(engineCandidates(['village', 'moat', 'cellar', 'chapel', 'workshop', 'remodel', 'mine', 'spy', 'thief', 'adventurer'])).toEqual([]);
  });

  it('Library is built on Festival only (a village that draws shrinks what Library draws)', () => {
    expect(engineParts(['village', 'library', 'cellar', 'smithy', 'chapel', 'workshop', 'remodel', 'mine', 'spy', 'thief']).map((p) => p.draw)).toEqual(['smithy']);
    expect(engineParts(['festival', 'library', 'cellar', 'chapel', 'workshop', 'remodel', 'mine', 'spy', 'thief', 'adventurer'])).toEqual([
      { draw: 'library', village: 'festival', payload: [], attack: null },
    ]);
  });

  it('a Witch on the board comes first in an engine, built on other draw (Witch engines lost to Witch Big Money in trials)', () => {
    const parts = engineParts(['village', 'smithy', 'witch', 'cellar', 'chapel', 'workshop', 'remodel', 'mine', 'spy', 'thief']);
    expect(parts.map((p) => p.draw)).toEqual(['smithy']);
    expect(enginePlan(parts[0]!).buys[0]).toEqual(['witch', 2, 0]);
  });

  it('an engine plan survives the memory round trip', () => {
    expect(planFromJson(JSON.parse(JSON.stringify(planToJson(ENGINE))))).toEqual(ENGINE);
  });
});

describe('engine buys keep villages and terminals in proportion', () => {
  /** What the engine buys with `coins` when its deck holds these kingdom cards (beside 7 Coppers, 3 Estates). */
  function buyWith(coins: number, cards: string[]): string | null {
    const g = scenario({ kingdom: K, phase: 'buy', coins, players: [{ hand: [], deck: ['copper', 'copper', 'copper', 'copper', 'copper', 'copper', 'copper', 'estate', 'estate', 'estate', ...cards] }, {}] });
    return chooseBuy(fromState(0, g), ENGINE, HARD_STYLE);
  }

  it('buys a village at $4 once its terminals outnumber its villages by two, Silver before that', () => {
    expect(buyWith(4, ['smithy', 'silver'])).toBe('silver');
    expect(buyWith(4, ['smithy', 'smithy', 'silver'])).toBe('village');
    expect(buyWith(3, ['smithy', 'smithy', 'village', 'silver'])).toBe('silver');
  });

  it('buys more draw once the villages have caught up', () => {
    expect(buyWith(4, ['smithy', 'smithy', 'militia', 'village', 'village', 'silver', 'silver'])).toBe('smithy');
  });
});

describe('engine turn order', () => {
  it('plays a village before Smithy when one Action is left', () => {
    expect(decide(turn(['smithy', 'village', 'copper', 'copper', 'estate']))).toEqual({ type: 'play', card: 'village' });
  });

  it('plays a cantrip (Market) before a village, and the village before the terminal', () => {
    expect(decide(turn(['smithy', 'village', 'market', 'copper', 'estate']))).toEqual({ type: 'play', card: 'market' });
  });

  it('plays Festival before Library: its coins stay, the hand it leaves is smaller for Library to fill', () => {
    expect(decide(turn(['library', 'festival', 'copper', 'copper', 'estate']))).toEqual({ type: 'play', card: 'festival' });
  });

  it('with Actions for both, plays Library before Smithy (Library draws to seven: after Smithy it would draw nothing)', () => {
    expect(decide(turn(['smithy', 'library', 'copper', 'estate'], 2))).toEqual({ type: 'play', card: 'library' });
  });

  it('with Actions for every terminal, plays Militia before Library (Library then fills the room Militia left)', () => {
    expect(decide(turn(['library', 'militia', 'copper', 'copper', 'estate'], 2))).toEqual({ type: 'play', card: 'militia' });
  });

  it('with Actions to spare, plays Throne Room on Smithy before a Smithy played once', () => {
    const g = turn(['throne-room', 'smithy', 'smithy', 'copper', 'estate'], 2);
    expect(decide(g)).toEqual({ type: 'play', card: 'throne-room' });
  });

  it('with Actions for both, draws with Smithy before playing Militia', () => {
    expect(decide(turn(['militia', 'smithy', 'copper', 'copper', 'estate'], 2))).toEqual({ type: 'play', card: 'smithy' });
  });
});
