// A Kingdom Builder bot's input is the same whatever the others hide: two games that differ only
// in hidden cards, deck order, the PRNG and others' secret log details give it the same input. (The
// bots' games to the end are in the contract suite, test/unit/contract/bots.test.ts.)
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, botInput } from '../../../party/games/core/bots.ts';
import { unguardedPolicies } from '../../../party/games/kingdom-builder/bots/index.ts';
import { kingdomBuilder as game, type KbState } from '../../../party/games/kingdom-builder/index.ts';

function newGame(seed: string, seats: number): KbState {
  const made = game.setup({ seed, seats, options: {} });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

describe('a bot sees nothing its seat may not', () => {
  it('two games that differ only in hidden cards and deck order give a bot the same input, so the same move', () => {
    const state = newGame('hidden', 3);
    // Play into the game so there are drawn cards and secret log entries.
    let moves = 0;
    while (moves < 40) {
      const input = botInput(game, state, state.current, null, `m${moves}`)!;
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
    const a = botInput(game, state, seat, null, 'same')!;
    const b = botInput(game, other, seat, null, 'same')!;
    expect(b).toEqual(a);
    const text = JSON.stringify(a);
    for (const key of ['"hands"', '"deck"', '"rng"', '"secret"']) expect(text).not.toContain(key);
    for (const level of BOT_LEVELS) expect(unguardedPolicies[level](b)).toEqual(unguardedPolicies[level](a));
  });
});
