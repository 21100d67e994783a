// A room keeps the state its game started with, and snapshots, across engine releases. States
// saved before the current player and the frames' fields were spelled out (`cur`,
// `{ c, k, s, o, t, up, l }`, `l.a`...) must read, and play on, as the state they were saved from.
import { describe, expect, it } from 'vitest';
import { nextInt, randomFn, seedRng } from '../../../party/games/core/rng.ts';
import { OLD_LOCALS, savedByEarlierRelease } from '../../fixtures/dominion-saved.ts';
import { dominion } from './helpers.ts';

const GAMES = 60;

describe('a Dominion state saved by an earlier release', () => {
  it(`reads as the state it was saved from, mid-card and in Reaction windows, over ${GAMES} random games`, () => {
    const pick = seedRng('saved-state');
    const seenLocals = new Set<string>();
    let midCard = 0;
    for (let i = 0; i < GAMES; i++) {
      const seats = 2 + nextInt(pick, 4);
      const made = dominion.setup({ seed: `saved-${i}`, seats, options: { kingdom: { random: seats >= 5 ? 'both' : 'intrigue' } } });
      if (!made.ok) throw new Error(made.error.message);
      const g = made.value;
      // The initial state is stored: the first state any room reads.
      expect(JSON.stringify(dominion.upgrade!(savedByEarlierRelease(g)))).toBe(JSON.stringify(g));
      const random = randomFn(seedRng(`saved-moves-${i}`));
      for (let moves = 0; g.phase !== 'over' && moves < 3000; moves++) {
        if (g.stack.length > 0) {
          midCard++;
          for (const f of g.stack) for (const key of Object.keys(f.locals)) seenLocals.add(key);
          const text = JSON.stringify(g);
          expect(JSON.stringify(dominion.upgrade!(savedByEarlierRelease(g)))).toBe(text);
        }
        const prompts = dominion.prompts(g);
        const window = dominion.pause!(g);
        const seat = window?.close ? window.seat : prompts[Math.floor(random() * prompts.length)]!.seat;
        const move = window?.close ?? dominion.randomMove(g, seat, random);
        expect(dominion.apply(g, seat, move).ok).toBe(true);
      }
    }
    expect(midCard).toBeGreaterThan(500);
    // Every renamed local was met, so each renaming was checked.
    for (const key of [...Object.keys(OLD_LOCALS), 'card']) expect(seenLocals).toContain(key);
  });

  it('is returned as it is when already in this release\'s shape', () => {
    const made = dominion.setup({ seed: 'current', seats: 3, options: { kingdom: { preset: 'first-game' } } });
    if (!made.ok) throw new Error(made.error.message);
    expect(dominion.upgrade!(made.value)).toBe(made.value);
  });
});
