// The guard every Kingdom Builder bot goes through: a policy that throws or answers with a move
// its prompt does not offer still yields a legal move, so a bug never stops a table.
import { describe, expect, it } from 'vitest';
import { botInput } from '../../../party/games/core/bots.ts';
import { guarded } from '../../../party/games/kingdom-builder/bots/guard.ts';
import { isOffered } from '../../../party/games/kingdom-builder/bots/moves.ts';
import { kingdomBuilder as game, scenario, type KbPrompt } from '../../../party/games/kingdom-builder/index.ts';
import { hex, padMap, SMALL_GAME_CARDS } from './helpers.ts';

const state = scenario({ map: padMap('GGGGGG\n GGGGGG'), settlements: [[hex(0, 0)], []], current: 0, card: 'grass', cards: SMALL_GAME_CARDS });
const input = botInput(game, state, 0, null, 'guard')!;
const prompt = input.prompts[0]!;

describe('guarded bots', () => {
  it('play a legal move when the policy throws', () => {
    const bot = guarded(() => { throw new Error('a bug'); });
    const { move } = bot(input);
    expect(isOffered(prompt, move)).toBe(true);
    expect(game.apply(structuredClone(state), 0, move)).toEqual({ ok: true });
  });

  it('play a legal move when the policy answers with one the prompt does not offer', () => {
    const bot = guarded(() => ({ move: { type: 'build', hex: hex(5, 5) }, memory: null }));
    const { move } = bot(input);
    expect(move).not.toEqual({ type: 'build', hex: hex(5, 5) });
    expect(isOffered(prompt, move)).toBe(true);
  });

  it('pass an offered move and its memory through unchanged', () => {
    const bot = guarded(() => ({ move: { type: 'build', hex: hex(0, 1) }, memory: { kept: 1 } }));
    expect(bot(input)).toEqual({ move: { type: 'build', hex: hex(0, 1) }, memory: { kept: 1 } });
  });
});
