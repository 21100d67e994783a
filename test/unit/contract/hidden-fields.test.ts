// Game.secrets.hiddenFields: the leak rules are each game's own declaration, not a list of names
// banned for every game. Checked on the tiny fixture game with a hidden store named `hands`
// declared: the seats' secret numbers, one list per seat.
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

/** The tiny game declaring `hidden` and showing `extra` in every view (the same for every observer). */
function showing(hidden: string[], extra: (s: TinyState) => Record<string, unknown>): AnyGame {
  return {
    ...tinyGame,
    secrets: { ...tinyGame.secrets, hiddenFields: hidden },
    view: (s: TinyState, seat: number | null) => ({ ...tinyGame.view(s, seat), ...extra(s) }),
  };
}

const hands = (s: TinyState) => s.secrets.map((n) => [n]);

describe('hidden fields are what the game declares', () => {
  it('a public `hands: number[]` of counts is not a leak, even where `hands` is the name of a hidden store', () => {
    expect(viewLeak(showing(['hands'], (s) => ({ hands: s.secrets.map(() => 1) })), started(), 3, SEED)).toBeNull();
    expect(viewLeak(showing([], (s) => ({ hands: s.secrets.map(() => 1) })), started(), 3, SEED)).toBeNull();
  });

  it('a declared hidden store shown to everyone is a leak, though every observer is shown the same', () => {
    expect(viewLeak(showing(['hands'], (s) => ({ hands: hands(s) })), started(), 3, SEED)).toBe('a spectator\'s view has a "hands" field');
    expect(viewLeak(showing(['deck'], () => ({ deck: ['gold', 'copper'] })), started(), 3, SEED)).toBe('a spectator\'s view has a "deck" field');
  });

  it('a name no game declares is never banned: another game\'s hidden store is public data here', () => {
    expect(viewLeak(showing([], (s) => ({ hands: hands(s) })), started(), 3, SEED)).toBeNull();
  });

  it('a seat\'s own secret shown to another is caught by secrets.owners, whatever the field is called', () => {
    const game: AnyGame = { ...tinyGame, view: (s: TinyState, seat: number | null) => ({ ...tinyGame.view(s, seat), mySecret: s.secrets[0]! }) };
    expect(viewLeak(game, started(), 3, SEED)).toBe('a spectator sees hidden information of -1');
  });
});
