// Hard plans between its moves (Game.botThinkers): the room gives it slices of its plan search on
// the alarm from the start, so the plan is chosen before its first buy rather than over its first
// turns. Each slice sees the seat's own view only and costs what one move may.
import { describe, expect, it } from 'vitest';
import { thinkInput } from '../../../party/games/core/bots.ts';
import type { Json } from '../../../party/games/core/types.ts';
import { dominion } from '../../../party/games/dominion/index.ts';
import { hardBot, hardThinker } from '../../../party/games/dominion/bots/index.ts';
import { forgetFound } from '../../../party/games/dominion/bots/levels.ts';
import { botInput } from '../../../party/games/core/bots.ts';

type ThinkInput = Parameters<typeof hardThinker.think>[0];

/** Not a preset (a preset's plan was searched offline): a table on it searches. */
const KINGDOM = ['cellar', 'moat', 'village', 'militia', 'smithy', 'masquerade', 'witch', 'market', 'laboratory', 'festival'];

function firstGame(seed: string) {
  forgetFound();
  const setup = dominion.setup({ seed, seats: 2, options: { kingdom: { cards: KINGDOM } } });
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

describe('hard plans between its moves', () => {
  it('slices of thinking, from its own view, end in a plan it then plays without searching again', () => {
    const state = firstGame('think-1');
    // The seat to move first: it thinks before it is asked, then is asked.
    const seat = dominion.prompts(state)[0]!.seat;
    let memory: Json | null = null;
    let slices = 0;
    while (hardThinker.wants(memory) && slices < 5000) {
      const input = thinkInput(dominion, state, seat, memory, `bots:${seat}:think`);
      // Only the seat's view, no prompt: it is not asked anything.
      expect(input.view).toEqual(JSON.parse(JSON.stringify(dominion.view(state, seat))));
      expect('prompts' in input).toBe(false);
      memory = hardThinker.think(input as ThinkInput);
      slices++;
    }
    expect(slices).toBeGreaterThan(1);
    expect(slices).toBeLessThan(5000);
    const planned = memory as { plan?: unknown; staged?: unknown };
    expect(planned.plan).toBeDefined();
    expect(planned.staged).toBeUndefined();
    // Asked to move, it plays that plan and keeps it as it is: no search left to run.
    const decision = hardBot(botInput(dominion, state, seat, memory, 's')! as never);
    expect(decision.memory).toEqual(memory);
  });

  it('the same kingdom and seed think to the same plan (a replayed table plans alike)', () => {
    const run = () => {
      const state = firstGame('think-2');
      let memory: Json | null = null;
      while (hardThinker.wants(memory)) memory = hardThinker.think(thinkInput(dominion, state, 0, memory, 'seed:0:think') as ThinkInput);
      return memory;
    };
    expect(run()).toEqual(run());
  });
});
