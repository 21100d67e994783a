// A room keeps the state its game started with, and snapshots, across engine releases. States
// saved before the current player and the frames' fields were spelled out (`cur`,
// `{ c, k, s, o, t, up, l }`, `l.a`...) must read, and play on, as the state they were saved from.
import { describe, expect, it } from 'vitest';
import { nextInt, randomFn, seedRng } from '../../../party/games/core/rng.ts';
import type { DominionState } from '../../../party/games/dominion/types.ts';
import { dominion } from './helpers.ts';

const GAMES = 60;
const OLD_FRAME: Record<string, string> = { card: 'c', script: 'k', step: 's', owner: 'o', target: 't', parent: 'up', locals: 'l' };
const OLD_LOCALS: Record<string, string> = { answer: 'a', answers: 'm', victims: 'v', discarding: 'd', immune: 'imm' };

function renamed(from: Record<string, unknown>, names: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(from).map(([key, value]) => [names[key] ?? key, value]));
}

/** `g` as the earlier release saved it. Only the Reaction window's frame ('@') kept `card` in its locals. */
function savedByEarlierRelease(g: DominionState): unknown {
  const copy = JSON.parse(JSON.stringify(g)) as DominionState;
  const old = renamed(copy as unknown as Record<string, unknown>, { current: 'cur' });
  old.stack = copy.stack.map((f) => {
    const frame = renamed(f as unknown as Record<string, unknown>, OLD_FRAME);
    frame.l = renamed(f.locals, f.card === '@' ? OLD_LOCALS : { ...OLD_LOCALS, card: 'c' });
    return frame;
  });
  return old;
}

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
      expect(JSON.stringify(dominion.upgrade!(savedByEarlierRelease(g) as DominionState))).toBe(JSON.stringify(g));
      const random = randomFn(seedRng(`saved-moves-${i}`));
      for (let moves = 0; g.phase !== 'over' && moves < 3000; moves++) {
        if (g.stack.length > 0) {
          midCard++;
          for (const f of g.stack) for (const key of Object.keys(f.locals)) seenLocals.add(key);
          const text = JSON.stringify(g);
          expect(JSON.stringify(dominion.upgrade!(savedByEarlierRelease(g) as DominionState))).toBe(text);
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
