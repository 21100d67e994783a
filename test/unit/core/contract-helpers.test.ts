// The contract's shared helpers: random moves from the prompts' lists (core/choices.ts) and the
// checks every apply makes first (core/turn-checks.ts).
import { describe, expect, it } from 'vitest';
import { answerFromPrompt, randomMoveFromPrompts } from '../../../party/games/core/choices.ts';
import { turnRefusal } from '../../../party/games/core/turn-checks.ts';
import type { Prompt } from '../../../party/games/core/types.ts';

interface Ask extends Prompt { options?: string[]; upTo?: number }
type State = { asks: Ask[] };
const listed = (p: Ask) => p.options?.map((o) => ({ pick: o })) ?? null;
const unlisted = (_s: State, p: Ask, random: () => number) => ({ pick: `up to ${Math.floor(random() * ((p.upTo ?? 0) + 1))}` });

describe('random moves come from what the prompts list', () => {
  const state: State = { asks: [{ seat: 1, kind: 'pick', options: ['a', 'b', 'c'] }, { seat: 2, kind: 'count', upTo: 3 }] };
  const random = randomMoveFromPrompts((s: State) => s.asks, listed, unlisted);

  it('each listed move is picked for its share of the random draw, in the prompt\'s order', () => {
    expect([0, 1, 2].map((i) => random(state, 1, () => (i + 0.5) / 3))).toEqual([{ pick: 'a' }, { pick: 'b' }, { pick: 'c' }]);
  });

  it('a seat that is not asked has no move; a prompt that lists nothing offers none', () => {
    expect(random(state, 0, () => 0.5)).toBeNull();
    expect(random({ asks: [{ seat: 0, kind: 'pick', options: [] }] }, 0, () => 0.5)).toBeNull();
  });

  it('a prompt stating a constraint is answered by the game\'s own answer, or fails loudly without one', () => {
    expect(random(state, 2, () => 0.99)).toEqual({ pick: 'up to 3' });
    expect(() => randomMoveFromPrompts((s: State) => s.asks, listed)(state, 2, () => 0.5)).toThrow(/lists no choices/);
  });

  it('the soak\'s answer from a prompt alone picks the same way', () => {
    const answer = answerFromPrompt(listed, (_view: null, p: Ask) => ({ pick: `view ${p.kind}` }));
    expect(answer(state.asks[0]!, null, () => 0.9)).toEqual({ pick: 'c' });
    expect(answer(state.asks[1]!, null, () => 0.9)).toEqual({ pick: 'view count' });
  });
});

describe('every apply first checks the move, the seat, the game and the turn', () => {
  const table = { seats: 3, over: false, toMove: 1 };
  const code = (t: typeof table | { seats: number; over: boolean; toMove: number | null }, seat: unknown, move: unknown) =>
    turnRefusal(t, seat, move)?.error.code ?? null;

  it('a move is an object with a string type, checked before anything else', () => {
    for (const junk of [null, 'end-turn', [], {}, { type: 3 }]) expect(code({ ...table, over: true }, 9, junk)).toBe('bad-move');
  });

  it('a seat must be one of the table\'s', () => {
    for (const seat of [-1, 3, 0.5, '1', null]) expect(code(table, seat, { type: 'end-turn' })).toBe('bad-seat');
  });

  it('nobody moves once the game is over, and only the seat to move moves', () => {
    expect(code({ ...table, over: true }, 1, { type: 'end-turn' })).toBe('game-over');
    expect(turnRefusal(table, 0, { type: 'end-turn' })).toEqual({
      error: { code: 'not-your-turn', message: "it is seat 2's turn" }, reason: { code: 'not-your-turn' },
    });
    expect(code(table, 1, { type: 'end-turn' })).toBeNull();
  });

  it('while the game asks other seats (no seat to move), the turn check is the game\'s', () => {
    expect(code({ ...table, toMove: null }, 0, { type: 'choose' })).toBeNull();
  });
});
