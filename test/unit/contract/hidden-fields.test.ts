// Game.secrets.hiddenFields: the leak rules are each game's own declaration, not a list of names
// banned for every game. Checked on the tiny fixture game, whose hidden store is `secrets`.
import { describe, expect, it } from 'vitest';
import { tinyGame, type TinyState } from '../../fixtures/tiny-game.ts';
import type { AnyGame } from '../../../party/games/core/types.ts';
import { viewLeak } from './views.ts';

const SEED = 'hidden-fields';

function started(): TinyState {
  const made = tinyGame.setup({ seed: SEED, seats: 3, options: {} });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** The tiny game with extra public fields in every view (the same for every observer). */
function showing(extra: (s: TinyState) => Record<string, unknown>): AnyGame {
  return { ...tinyGame, view: (s: TinyState, seat: number | null) => ({ ...tinyGame.view(s, seat), ...extra(s) }) };
}

describe('hidden fields are what the game declares', () => {
  it('a public `hands: number[]` of counts is not a leak: the game does not declare `hands` hidden', () => {
    const game = showing((s) => ({ hands: s.secrets.map(() => 1) }));
    expect(viewLeak(game, started(), 3, SEED)).toBeNull();
  });

  it('a declared hidden store shown to everyone is a leak, though every observer is shown the same', () => {
    const game = showing((s) => ({ secrets: s.secrets.slice() }));
    expect(viewLeak(game, started(), 3, SEED)).toBe('a spectator\'s view has a "secrets" field');
  });

  it('a count under a declared hidden name is not a leak: only a list or an object gives the store away', () => {
    const game = showing((s) => ({ secrets: s.secrets.length }));
    expect(viewLeak(game, started(), 3, SEED)).toBeNull();
  });

  it('the same hidden hand under a name the game did not declare is still caught when it is a seat\'s secret shown to another', () => {
    const game: AnyGame = { ...tinyGame, view: (s: TinyState, seat: number | null) => ({ ...tinyGame.view(s, seat), mySecret: s.secrets[0]! }) };
    expect(viewLeak(game, started(), 3, SEED)).toBe('a spectator sees hidden information of -1');
  });
});
