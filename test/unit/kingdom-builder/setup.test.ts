import { describe, expect, it } from 'vitest';
import { kingdomBuilder as game, SECTION_IDS } from '../../../party/games/kingdom-builder/index.ts';

describe('options', () => {
  it('defaults to 4 random sections, random turns and 3 random scoring cards', () => {
    expect(game.parseOptions(undefined, 2)).toEqual({ ok: true, value: { sections: 'random', cards: 'random' } });
    expect(game.parseOptions({ sections: 'random', cards: 'random' }, 4).ok).toBe(true);
  });

  it('accepts chosen sections with chosen or random turns, and chosen cards', () => {
    const options = {
      sections: [{ id: 'farm', turned: true }, { id: 'oracle' }, { id: 'harbor', turned: 'random' }, { id: 'tavern', turned: false }],
      cards: ['lords', 'farmers', 'hermits'],
    };
    const parsed = game.parseOptions(options, 3);
    expect(parsed.ok).toBe(true);
    const made = game.setup({ seed: 'chosen', seats: 3, options });
    if (!made.ok) throw new Error(made.error.message);
    expect(made.value.sections.map((s) => s.id)).toEqual(['farm', 'oracle', 'harbor', 'tavern']);
    expect(made.value.sections[0]?.turned).toBe(true);
    expect(made.value.sections[1]?.turned).toBe(false);
    expect(made.value.cards).toEqual(['lords', 'farmers', 'hermits']);
  });

  const refusals: Array<[string, unknown, number, RegExp]> = [
    ['too few players', {}, 1, /2 to 4 players/],
    ['too many players', {}, 5, /2 to 4 players/],
    ['options that are not an object', 'all', 2, /must be an object/],
    ['an unknown option', { speed: 2 }, 2, /unknown option "speed"/],
    ['three sections', { sections: ['farm', 'oasis', 'barn'] }, 2, /exactly 4 sections/],
    ['an unknown section', { sections: ['farm', 'oasis', 'barn', 'volcano'] }, 2, /unknown section "volcano"/],
    ['a section twice', { sections: ['farm', 'oasis', 'barn', 'farm'] }, 2, /farm is chosen twice/],
    ['a bad turn', { sections: [{ id: 'farm', turned: 'yes' }, 'oasis', 'barn', 'tower'] }, 2, /turned must be/],
    ['two cards', { cards: ['lords', 'farmers'] }, 2, /exactly 3 scoring cards/],
    ['an unknown card', { cards: ['lords', 'farmers', 'bakers'] }, 2, /unknown scoring card "bakers"/],
    ['a card twice', { cards: ['lords', 'farmers', 'lords'] }, 2, /must be different/],
  ];
  for (const [what, raw, seats, message] of refusals) {
    it(`refuses ${what} with a message`, () => {
      const parsed = game.parseOptions(raw, seats);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.message).toMatch(message);
      expect(game.setup({ seed: 'x', seats, options: raw }).ok).toBe(false);
    });
  }
});

describe('setup', () => {
  it('two tiles on each location hex: 2 Oracle, 2 Harbor and 4 of each other tile with all sections', () => {
    const perKind: Record<string, number> = {};
    for (const group of [SECTION_IDS.slice(0, 4), SECTION_IDS.slice(4)]) {
      const made = game.setup({ seed: 'tiles', seats: 2, options: { sections: group } });
      if (!made.ok) throw new Error(made.error.message);
      for (const location of game.view(made.value, null).locations) {
        expect(location.left).toBe(2);
        perKind[location.tile] = (perKind[location.tile] ?? 0) + location.left;
      }
    }
    expect(perKind).toEqual({ oracle: 2, harbor: 2, farm: 4, oasis: 4, tower: 4, tavern: 4, barn: 4, paddock: 4 });
  });

  it('40 settlements each, one hidden card each, the 25-card deck, seat 1 starts with a played card', () => {
    const made = game.setup({ seed: 'deal', seats: 4, options: {} });
    if (!made.ok) throw new Error(made.error.message);
    const state = made.value;
    expect(state.supply).toEqual([40, 40, 40, 40]);
    expect(state.current).toBe(0);
    expect(state.played).not.toBeNull();
    expect(state.hands.filter((h) => h !== null)).toHaveLength(3);
    expect(state.deck.length + state.discard.length + 3 + 1).toBe(25);
    expect(new Set(state.cards).size).toBe(3);
    expect(new Set(state.sections.map((s) => s.id)).size).toBe(4);
  });

  it('the same seed and options give the same game; another seed another one', () => {
    const a = game.setup({ seed: 'same', seats: 3, options: {} });
    const b = game.setup({ seed: 'same', seats: 3, options: {} });
    const c = game.setup({ seed: 'other', seats: 3, options: {} });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c));
  });
});
