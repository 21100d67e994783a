// The plan race (the search's first generation, and the yardstick the search is measured
// against), hard's planning in slices (a budget of trial decisions per call, its search kept in its
// memory) and the single-card Big Money screen the simulator measures it against.
import { describe, expect, it } from 'vitest';
import { BOT_MEMORY_MAX_BYTES, botInput, memoryBytes } from '../../../party/games/core/bots.ts';
import type { Json } from '../../../party/games/core/types.ts';
import { dominion, PRESETS } from '../../../party/games/dominion/index.ts';
import { SEARCH_STEPS_PER_CALL, forgetFound, hardBot, hardWithBudget } from '../../../party/games/dominion/bots/levels.ts';
import { stagedFromJson } from '../../../party/games/dominion/bots/staged-search.ts';
import { searchToJson, startSearch } from '../../../party/games/dominion/bots/evolve.ts';
import { heuristicPlan, planFromJson, planToJson } from '../../../party/games/dominion/bots/plan.ts';
import { field, leaderSoFar, planKingdom, raceFromJson, runRace, startRace } from '../../../party/games/dominion/bots/planner.ts';
import { bestScreenCard } from '../../../party/games/dominion/bots/screen.ts';

const FIRST_GAME = PRESETS['first-game'] as string[];
/** Not a preset (a preset's plan was searched offline): hard searches it at the table. */
const OPEN = ['cellar', 'moat', 'village', 'militia', 'smithy', 'masquerade', 'witch', 'market', 'laboratory', 'festival'];
const openTable = (seed: string) => {
  forgetFound();
  return dominion.setup({ seed, seats: 2, options: { kingdom: { cards: OPEN } } });
};

describe('hard bot planning in slices', () => {
  it('never spends more than its call budget of trial decisions, beyond the one game under way, and ends with the plan a race run at once picks', () => {
    const race = startRace(FIRST_GAME, 'slices');
    let plan = null;
    let calls = 0;
    while (!plan) {
      const before = JSON.stringify(race);
      const step = runRace(FIRST_GAME, race, SEARCH_STEPS_PER_CALL);
      calls++;
      // A trial game (a few hundred decisions at most here) is never cut in two.
      expect(step.spent).toBeLessThan(SEARCH_STEPS_PER_CALL + 1500);
      expect(JSON.stringify(race)).not.toBe(before);
      plan = step.plan;
    }
    expect(calls).toBeGreaterThan(10);
    expect(plan).toEqual(planKingdom(FIRST_GAME, 'slices'));
  });

  it('keeps its search in memory between calls, under the memory cap, and plays medium\'s plan while it starts', () => {
    const g = openTable('memory');
    if (!g.ok) throw new Error(g.error.message);
    const input = botInput(dominion, g.value, g.value.current, null, 'memory')!;
    const first = hardBot(input as Parameters<typeof hardBot>[0]);
    const memory = first.memory as { staged?: Json };
    // The next call moves the search on in a copy: the input it was given stays as it was.
    const again = botInput(dominion, g.value, g.value.current, first.memory, 'memory2')!;
    const frozen = JSON.stringify(again);
    const second = hardBot(again as Parameters<typeof hardBot>[0]);
    expect(JSON.stringify(again)).toBe(frozen);
    expect(JSON.stringify(second.memory)).not.toBe(JSON.stringify(first.memory));
    expect(memory.staged, 'the search goes on at the next call').toBeDefined();
    expect(memoryBytes(first.memory)).toBeLessThan(BOT_MEMORY_MAX_BYTES);
    expect(stagedFromJson(OPEN, memory.staged)).not.toBeNull();
    // The first turn has no Action to play: all its Treasures in one move, even while the search runs.
    expect(first.move).toEqual({ type: 'treasures' });
  });

  it('plays all its Treasures in one move while its search runs, as after (each move is a pause at the table), and buys with them', () => {
    const g = openTable('coins');
    if (!g.ok) throw new Error(g.error.message);
    const seat = g.value.current;
    let memory: Json | null = null;
    const moves: string[] = [];
    while (dominion.prompts(g.value)[0]?.seat === seat && g.value.bought === 0 && moves.length < 10) {
      const out = hardBot(botInput(dominion, g.value, seat, memory, `coins${moves.length}`)! as Parameters<typeof hardBot>[0]);
      moves.push(out.move.type);
      if (!dominion.apply(g.value, seat, out.move).ok) throw new Error(JSON.stringify(out.move));
      memory = out.memory;
    }
    expect(memory !== null && 'staged' in (memory as object), 'the search is still running').toBe(true);
    expect(moves[0]).toBe('treasures');
    expect(moves.filter((m) => m === 'play')).toEqual([]);
    expect(g.value.players[seat]!.hand.filter((c) => c === 'copper')).toEqual([]);
    const planned = { plan: planToJson(heuristicPlan(OPEN)) as unknown as Json };
    const h = openTable('coins');
    if (!h.ok) throw new Error(h.error.message);
    expect(hardBot(botInput(dominion, h.value, h.value.current, planned, 'coins')! as Parameters<typeof hardBot>[0]).move).toEqual({ type: 'treasures' });
  });

  it('while its race runs, plays medium\'s plan until the first round is over, then the plan with the best trials so far', () => {
    const race = startRace(FIRST_GAME, 'leader');
    const plans = field(FIRST_GAME);
    expect(leaderSoFar(FIRST_GAME, race).name).toBe(heuristicPlan(FIRST_GAME).name);
    while (race.round === 0) runRace(FIRST_GAME, race, 0);
    const mean = (i: number) => (race.sum[i] as number) / (race.games[i] as number);
    const best = plans.map((_, i) => i).filter((i) => (race.games[i] as number) > 0).reduce((a, b) => (mean(b) > mean(a) ? b : a));
    expect(leaderSoFar(FIRST_GAME, race)).toEqual(plans[best]);
  });

  it('enters Courtyard, Masquerade, Library and Tribute plans with two copies from the start, where medium and the screen keep one', () => {
    const kingdom = ['courtyard', 'masquerade', 'library', 'tribute', 'village', 'smithy', 'militia', 'moat', 'cellar', 'market'];
    const copies = (buys: readonly (readonly [string, number, number, number?])[], card: string) => buys.find(([c]) => c === card)?.[1];
    const plans = field(kingdom);
    for (const card of ['courtyard', 'masquerade', 'library', 'tribute']) {
      const withCard = plans.filter((p) => p.buys.some(([c]) => c === card) && !p.name.startsWith('engine'));
      expect(withCard.length, card).toBeGreaterThan(0);
      for (const p of withCard) expect(copies(p.buys, card), `${p.name} ${card}`).toBe(2);
    }
    // Smithy's second copy gained nothing in the same trials: one, as before.
    expect(copies(plans.find((p) => p.name === 'bm+smithy')!.buys, 'smithy')).toBe(1);
    expect(copies(heuristicPlan(['courtyard', 'village', 'cellar', 'moat', 'market', 'chapel', 'spy', 'feast', 'woodcutter', 'workshop']).buys, 'courtyard')).toBe(1);
  });

  it('starts its race or search again, never throws, when its memory holds one it cannot read', () => {
    // A race kept for another field (a release with other candidates: same count, other plans) or before races named their field.
    const { field: _, ...unnamed } = startRace(FIRST_GAME, 's');
    for (const race of [null, 3, 'x', { seed: 's' }, { ...startRace(FIRST_GAME, 's'), alive: [99] }, { ...startRace(FIRST_GAME, 's'), games: [1] }, { ...startRace(FIRST_GAME, 's'), field: 1 }, unnamed]) {
      expect(raceFromJson(race, FIRST_GAME), JSON.stringify(race)).toBeNull();
    }
    const g = openTable('bad');
    if (!g.ok) throw new Error(g.error.message);
    const input = botInput(dominion, g.value, g.value.current, { staged: { seed: 7 } }, 'bad')!;
    const out = hardBot(input as Parameters<typeof hardBot>[0]);
    // Started again from its own seed: the screen stage first (First Game holds Smithy, Militia and Moat).
    expect((out.memory as { staged?: Json }).staged).toMatchObject({ phase: 'screen', seed: 'bad' });
    // A search of another release's shape (or a stage's fields missing) is started again too, never misread.
    const search = searchToJson(startSearch(OPEN, 's', { population: 4, survivors: 2, games: 2, generations: 2 }));
    for (const staged of [{ phase: 'search', evo: 3 }, { phase: 'screen' }, { phase: 'confirm', card: null, evo: search }, { phase: 'confirm', card: null, evo: search, top: [99], at: 0, game: 0 }, { phase: 'search', card: 'chapel', evo: search }, { evo: search }]) {
      const again = hardBot(botInput(dominion, g.value, g.value.current, { staged } as Json, 'bad')! as Parameters<typeof hardBot>[0]);
      expect((again.memory as { staged?: Json }).staged, JSON.stringify(staged)).toMatchObject({ phase: 'screen', seed: 'bad' });
    }
  });

  it('a finished search leaves only the plan in memory, which later calls play without planning again', () => {
    const g = openTable('done');
    if (!g.ok) throw new Error(g.error.message);
    const input = botInput(dominion, g.value, g.value.current, null, 'done')!;
    const out = hardWithBudget(input as Parameters<typeof hardBot>[0], Infinity);
    expect(Object.keys(out.memory as object)).toEqual(['plan']);
    expect(planFromJson((out.memory as { plan?: Json }).plan)).not.toBeNull();
    expect(hardWithBudget({ ...input, memory: out.memory } as Parameters<typeof hardBot>[0], 0)).toEqual(out);
  });
});

describe('single-card Big Money screen', () => {
  it('bm-best plays Witch Big Money, not Moat Big Money, where both are on the board (Witch BM beats Big Money far more often)', () => {
    const kingdom = ['witch', 'moat', 'village', 'cellar', 'chapel', 'workshop', 'woodcutter', 'feast', 'adventurer', 'great-hall'];
    expect(bestScreenCard(kingdom)).toBe('witch');
  });

  it('bm-best plays plain Big Money Ultimate where no screen card is on the board', () => {
    const kingdom = ['village', 'cellar', 'chapel', 'workshop', 'woodcutter', 'feast', 'adventurer', 'great-hall', 'chancellor', 'spy'];
    expect(bestScreenCard(kingdom)).toBeNull();
  });
});
