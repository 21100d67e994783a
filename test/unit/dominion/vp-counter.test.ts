import { describe, expect, it } from 'vitest';
import { act, dominion, game } from './helpers.ts';

describe('VP counter option', () => {
  it('is off by default and validated as a boolean', () => {
    expect(dominion.parseOptions({ kingdom: { preset: 'first-game' } }, 2)).toEqual({ ok: true, value: { kingdom: { preset: 'first-game' } } });
    expect(dominion.parseOptions({ vpCounter: false }, 2)).toEqual({ ok: true, value: { kingdom: { preset: 'first-game' } } });
    expect(dominion.parseOptions({ vpCounter: true }, 3)).toEqual({ ok: true, value: { kingdom: { preset: 'first-game' }, vpCounter: true } });
    expect(dominion.parseOptions({ kingdom: { random: 'both' }, vpCounter: true }, 5)).toEqual({ ok: true, value: { kingdom: { random: 'both' }, vpCounter: true } });
    const bad = dominion.parseOptions({ vpCounter: 'yes' }, 2);
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(bad.ok ? '' : bad.error.message).toMatch(/vpCounter must be true or false/);
  });
  it('when off, no view shows any VP total', () => {
    const s = dominion.setup({ seed: 'vp', seats: 3, options: { kingdom: { preset: 'first-game' } } });
    if (!s.ok) throw new Error(s.error.message);
    for (const seat of [0, 1, 2, null]) for (const pv of dominion.view(s.value, seat).players) expect('vp' in pv).toBe(false);
  });
  it('when on, every view shows each player\'s current VP total of all owned cards', () => {
    const s = dominion.setup({ seed: 'vp', seats: 2, options: { vpCounter: true } });
    if (!s.ok) throw new Error(s.error.message);
    expect(dominion.view(s.value, null).players.map((pv) => pv.vp)).toEqual([3, 3]);
    const g = game({
      vpCounter: true, kingdom: ['great-hall', 'harem', 'nobles', 'duke', 'throne-room', 'workshop', 'moat', 'smithy', 'village', 'militia'],
      players: [{ hand: ['gold', 'gold', 'silver'], deck: ['duke', 'duchy'], discard: ['curse'] }, { hand: ['province', 'great-hall'] }],
    });
    // Duke counts the Duchy it shares the deck with; the Curse costs 1.
    expect(dominion.view(g, 1).players.map((pv) => pv.vp)).toEqual([1 + 3 - 1, 7]);
    act(g, 0, { type: 'treasures' });
    act(g, 0, { type: 'buy', card: 'province' });
    expect(dominion.view(g, 0).players[0]!.vp).toBe(9);
  });
});
