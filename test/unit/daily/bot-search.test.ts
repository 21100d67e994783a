// The daily bot's search (party/games/dominion/bots/staged-search.ts): played in slices, each kept
// as JSON between them the way the Daily object stores it, it ends on the plan the search at once
// chooses (the screen's best, the search, the confirmation), and hard started from the handed-over memory makes the moves of the search's winner.
import { describe, expect, it } from 'vitest';
import { botInput } from '../../../party/games/core/bots.ts';
import { closeWindows } from '../../../party/games/core/pause.ts';
import type { Json } from '../../../party/games/core/types.ts';
import { dominionRules } from '../../../party/games/dominion/game.ts';
import { dominion } from '../../../party/games/dominion/index.ts';
import { type StagedSize, stagedSearch, stagedSearchSlice, startStagedSearch } from '../../../party/games/dominion/bots/staged-search.ts';
import { confirmBest, screenRival, searchKingdom } from '../../../party/games/dominion/bots/evolve.ts';
import { bestScreenCard } from '../../../party/games/dominion/bots/screen.ts';
import { hardBot, mediumBot, planMemory } from '../../../party/games/dominion/bots/levels.ts';
import type { DominionState } from '../../../party/games/dominion/types.ts';

const K = ['cellar', 'moat', 'village', 'militia', 'smithy', 'masquerade', 'witch', 'market', 'laboratory', 'festival'];
const SMALL: StagedSize = { search: { population: 6, survivors: 3, games: 4, generations: 3 }, confirmTop: 2, confirmGames: 6 };

/** The same search at once, as the presets' script runs it: the screen's best as a rival, then the confirmation. */
function atOnce(): Json {
  const best = screenRival(bestScreenCard(K));
  const { search } = searchKingdom(K, 'day-seed', SMALL.search, [best]);
  return planMemory(confirmBest(K, search, SMALL.confirmTop, SMALL.confirmGames, [best]));
}

/** A whole game, hard at seat 0 from `memory`, medium at seat 1, every move through the bots' input. */
function playFrom(memory: Json): { moves: unknown[]; memories: Json[] } {
  const setup = dominion.setup({ seed: 'daily-game', seats: 2, options: { kingdom: { cards: K } } });
  if (!setup.ok) throw new Error(setup.error.message);
  const g = setup.value as DominionState;
  const moves: unknown[] = [];
  const memories: Json[] = [];
  let mem: Json | null = memory;
  for (let n = 0; n < 3000 && g.phase !== 'over'; n++) {
    // A window no one answers (a Reaction nobody holds) closes as the room's timer would close it.
    closeWindows(dominionRules, g);
    const seat = dominion.prompts(g)[0]!.seat;
    const input = botInput(dominion, g, seat, seat === 0 ? mem : null, `m${n}`)! as never;
    const d = seat === 0 ? hardBot(input) : mediumBot(input);
    if (seat === 0) { mem = d.memory; memories.push(mem as Json); }
    moves.push([seat, d.move]);
    const out = dominion.apply(g, seat, d.move);
    if (!out.ok) throw new Error(`refused ${JSON.stringify(d.move)}: ${out.error.message}`);
  }
  expect(g.phase).toBe('over');
  return { moves, memories };
}

describe('the daily bot search', () => {
  it('in slices stored as JSON, ends on the plan the search at once chooses', () => {
    let search = JSON.parse(JSON.stringify(startStagedSearch(K, 'day-seed'))) as Json;
    let memory: Json | null = null;
    let slices = 0;
    while (memory === null) {
      const slice = stagedSearchSlice(K, search, SMALL);
      // The same budget a table's planning slice has: a slice plays as many trial games as fit it.
      expect(slice.steps).toBeGreaterThan(0);
      search = JSON.parse(JSON.stringify(slice.search)) as Json;
      memory = slice.memory;
      slices++;
    }
    expect(slices).toBeGreaterThan(1);
    expect(memory).toEqual(atOnce());
    // Over: another slice plays nothing and hands over the same plan.
    expect(stagedSearchSlice(K, search, SMALL)).toMatchObject({ steps: 0, memory });
  });

  it('on a kingdom with no screen card (Big Money Ultimate its rival), slices of any budget end on the plan of the search at once', () => {
    const plain = ['cellar', 'chapel', 'village', 'woodcutter', 'workshop', 'feast', 'market', 'festival', 'mine', 'gardens'];
    const atOnce = stagedSearch(plain, 'no-screen', SMALL);
    for (const budget of [0, 300, 5000]) {
      let search = startStagedSearch(plain, 'no-screen');
      let memory: Json | null = null;
      // Budgets that change from slice to slice, as a table's first slices grow from a fifth of it.
      for (let n = 0; memory === null; n++) ({ search, memory } = stagedSearchSlice(plain, JSON.parse(JSON.stringify(search)) as Json, SMALL, budget * (n % 3)));
      expect(memory, `budget ${budget}`).toEqual(planMemory(atOnce));
    }
  });

  it('hard started from the handed-over plan makes the same moves as hard given the search\'s winner, and never searches', () => {
    let search = startStagedSearch(K, 'day-seed');
    let memory: Json | null = null;
    while (memory === null) ({ search, memory } = stagedSearchSlice(K, search, SMALL));
    const handed = JSON.parse(JSON.stringify(memory)) as Json;
    const winner = atOnce();
    const a = playFrom(handed);
    const b = playFrom(winner);
    expect(a.moves).toEqual(b.moves);
    // Its memory stays the plan all game: no search of its own.
    expect(new Set(a.memories.map((m) => JSON.stringify(m)))).toEqual(new Set([JSON.stringify(winner)]));
  });
});
