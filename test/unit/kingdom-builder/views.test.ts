import { describe, expect, it } from 'vitest';
import { kingdomBuilder as game } from '../../../party/games/kingdom-builder/index.ts';
import { hex, play, refused, smallGame } from './helpers.ts';

const MAP = 'GGGGGG\n GGGGGG\nDDDDDD';

describe('views: your terrain card is yours alone until played', () => {
  it('each seat sees its own card, nobody sees another hand, the deck order or the seed', () => {
    const state = smallGame(MAP, { seats: 3, cards: ['grass', 'desert', 'grass', 'desert'] });
    expect(game.view(state, 1).yourCard).toBe('desert');
    expect(game.view(state, 2).yourCard).toBe('grass');
    expect(game.view(state, 0).yourCard).toBeNull();
    expect(game.view(state, null).yourCard).toBeNull();
    expect(game.view(state, 0).played).toBe('grass');
    const spectator = game.view(state, null) as unknown as Record<string, unknown>;
    for (const key of ['rng', 'deck', 'hands', 'turnStart', 'actions']) expect(spectator).not.toHaveProperty(key);
    const { you: _a, yourCard: _b, ...one } = game.view(state, 1);
    const { you: _c, yourCard: _d, ...two } = game.view(state, 2);
    expect(one).toEqual(two);
    expect(one.players.map((p) => p.holdsCard)).toEqual([false, true, true]);
  });

  it('the card drawn at the end of a turn is logged in secret to its owner only', () => {
    const state = smallGame(MAP, { cards: ['grass', 'desert', 'desert'] });
    play(state, { type: 'build', hex: hex(0, 0) }, { type: 'build', hex: hex(0, 1) }, { type: 'build', hex: hex(0, 2) }, { type: 'end-turn' });
    const mine = game.log(state, 0, 0).find((e) => e.type === 'end-turn');
    const theirs = game.log(state, 1, 0).find((e) => e.type === 'end-turn');
    expect(mine?.mine).toEqual({ drew: 'desert' });
    expect(theirs?.mine).toBeUndefined();
    expect(game.log(state, null, 0).some((e) => e.mine)).toBe(false);
    const builds = game.log(state, null, 0).filter((e) => e.type === 'build');
    expect(builds.map((e) => e.data?.hex)).toEqual([hex(0, 0), hex(0, 1), hex(0, 2)]);
  });
});

describe('apply never throws on junk and changes nothing when it refuses', () => {
  it('refuses malformed moves with typed errors', () => {
    const state = smallGame(MAP, { cards: ['grass', 'desert'] });
    const junk: unknown[] = [
      null, undefined, 5, 'build', [], {}, { type: 'fly' }, { type: 'build' }, { type: 'build', hex: -1 }, { type: 'build', hex: 400 },
      { type: 'build', hex: 1.5 }, { type: 'build', hex: '3' }, { type: 'tile' }, { type: 'tile', tile: 'dragon', to: 1 },
      { type: 'tile', tile: 'oracle', to: 'a' }, { type: 'tile', tile: 'oracle', to: 1 }, { type: 'tile', tile: 'paddock', to: 1, from: {} },
      { type: 'tile', tile: 'toString', to: 1 }, { type: '__proto__' }, { type: 'build', hex: NaN }, { type: 'build', hex: Infinity },
    ];
    for (const move of junk) {
      const before = JSON.stringify(state);
      const outcome = game.apply(state, 0, move);
      expect(outcome.ok, JSON.stringify(move)).toBe(false);
      expect(JSON.stringify(state)).toBe(before);
    }
    refused(state, { type: 'build', hex: hex(0, 0) }, 'not-your-turn', 1);
    refused(state, { type: 'build', hex: hex(0, 0) }, 'bad-seat', 7);
    refused(state, { type: 'build', hex: hex(0, 0) }, 'bad-seat', -1);
    refused(state, { type: 'build', hex: hex(0, 0) }, 'bad-seat', 'x' as unknown as number);
    refused(state, { type: 'end-turn' }, 'mandatory-pending');
  });
});
