// The Kingdom Builder bots play whole seeded games: every move they return is one their prompt
// offers (without the guard's fallback), the same input gives the same move, the memory stays
// small plain JSON, and their input is the same whatever the others hide.
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, BOT_MEMORY_MAX_BYTES, botInput, memoryBytes, type BotInput, type BotLevel } from '../../../party/games/core/bots.ts';
import type { Json } from '../../../party/games/core/index.ts';
import { unguardedPolicies } from '../../../party/games/kingdom-builder/bots/index.ts';
import { isOffered } from '../../../party/games/kingdom-builder/bots/moves.ts';
import { kingdomBuilder as game, type KbPrompt, type KbState, type KbView } from '../../../party/games/kingdom-builder/index.ts';

/**
 * Seeded games per level, 2 to 4 players, the level at one seat and easy or medium at the others
 * (so easy and medium play in far more games than their own count); hard plans every turn, so it
 * plays fewer.
 */
const GAMES: Record<BotLevel, number> = { easy: 100, medium: 100, hard: 30 };
const SAME_INPUT_CHECK_EVERY = 11;

function newGame(seed: string, seats: number): KbState {
  const made = game.setup({ seed, seats, options: {} });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** Plays one game with `levels[seat]` at each seat; throws naming the first broken promise. */
function playGame(index: number, levels: BotLevel[]): { decisions: number; maxMemory: number } {
  const state = newGame(`bots-${index}`, levels.length);
  const memory: (Json | null)[] = levels.map(() => null);
  let decisions = 0, maxMemory = 0;
  while (!state.over) {
    const seat = state.current;
    const level = levels[seat] as BotLevel;
    const input = botInput(game, state, seat, memory[seat] ?? null, `game-${index}/${decisions}`) as BotInput<KbView>;
    const check = decisions % SAME_INPUT_CHECK_EVERY === 0;
    const frozen = check ? JSON.stringify(input) : '';
    const decision = unguardedPolicies[level](input);
    if (!isOffered(input.prompts[0] as KbPrompt, decision.move)) throw new Error(`${level} chose ${JSON.stringify(decision.move)}, which its prompt does not offer`);
    if (check) {
      if (JSON.stringify(input) !== frozen) throw new Error(`${level} changed its input`);
      const again = unguardedPolicies[level](JSON.parse(frozen) as BotInput<KbView>);
      if (JSON.stringify(again) !== JSON.stringify(decision)) throw new Error(`${level} is not deterministic`);
    }
    const bytes = memoryBytes(decision.memory);
    if (bytes > BOT_MEMORY_MAX_BYTES) throw new Error(`${level} keeps ${bytes} bytes of memory`);
    if (JSON.stringify(JSON.parse(JSON.stringify(decision.memory))) !== JSON.stringify(decision.memory)) throw new Error(`${level} memory is not plain JSON`);
    maxMemory = Math.max(maxMemory, bytes);
    memory[seat] = decision.memory;
    const outcome = game.apply(state, seat, decision.move);
    if (!outcome.ok) throw new Error(`${level}: the engine refused ${JSON.stringify(decision.move)}: ${outcome.error.message}`);
    if (++decisions > 4000) throw new Error(`game ${index} does not end`);
  }
  return { decisions, maxMemory };
}

describe('Kingdom Builder bots play seeded games to the end', () => {
  for (const level of BOT_LEVELS) {
    it(`${level}: ${GAMES[level]} games of 2-4 players, only offered moves, deterministic, memory within ${BOT_MEMORY_MAX_BYTES} bytes`, () => {
      let decisions = 0;
      for (let i = 0; i < GAMES[level]; i++) {
        const seats = 2 + (i % 3);
        // The level plays every seat against the others, in turn: easy and medium sit beside it too.
        const levels = Array.from({ length: seats }, (_, s) => (s === i % seats ? level : BOT_LEVELS[(i + s) % 2] as BotLevel));
        decisions += playGame(i * 3 + BOT_LEVELS.indexOf(level), levels).decisions;
      }
      expect(decisions).toBeGreaterThan(GAMES[level] * 20);
    });
  }
});

describe('a bot sees nothing its seat may not', () => {
  it('two games that differ only in hidden cards and deck order give a bot the same input, so the same move', () => {
    const state = newGame('hidden', 3);
    // Play into the game so there are drawn cards and secret log entries.
    let moves = 0;
    while (moves < 40) {
      const input = botInput(game, state, state.current, null, `m${moves}`) as BotInput<KbView>;
      expect(game.apply(state, state.current, unguardedPolicies.medium(input).move)).toEqual({ ok: true });
      moves++;
    }
    const seat = state.current;
    const other = structuredClone(state);
    const hidden = other.hands.map((card, s) => (s === seat || card === null ? card : card === 'grass' ? 'forest' : 'grass'));
    other.hands = hidden;
    other.deck.reverse();
    other.rng = [1, 2, 3, 4];
    for (const entry of other.log) if (entry.secret && !entry.secret.to.includes(seat)) entry.secret.data = { drew: 'canyon' };
    expect(other.hands).not.toEqual(state.hands);
    const a = botInput(game, state, seat, null, 'same') as BotInput<KbView>;
    const b = botInput(game, other, seat, null, 'same') as BotInput<KbView>;
    expect(b).toEqual(a);
    const text = JSON.stringify(a);
    for (const key of ['"hands"', '"deck"', '"rng"', '"secret"']) expect(text).not.toContain(key);
    for (const level of BOT_LEVELS) expect(unguardedPolicies[level](b)).toEqual(unguardedPolicies[level](a));
  });
});
