import { describe, expect, it } from 'vitest';
import { nextInt, nextU32, randomFn, sample, seedRng, shuffleInPlace } from '../../../party/games/core/index.ts';
import { seededRandom } from '../../../party/games/core/rng.ts';

describe('seeded PRNG', () => {
  it('same seed gives the same sequence (replays are deterministic)', () => {
    const a = seedRng('table-42');
    const b = seedRng('table-42');
    const xs = Array.from({ length: 100 }, () => nextU32(a));
    const ys = Array.from({ length: 100 }, () => nextU32(b));
    expect(xs).toEqual(ys);
  });

  it('different seeds diverge', () => {
    const a = seedRng('seed-a');
    const b = seedRng('seed-b');
    const xs = Array.from({ length: 8 }, () => nextU32(a));
    const ys = Array.from({ length: 8 }, () => nextU32(b));
    expect(xs).not.toEqual(ys);
  });

  it('state is plain JSON: a serialized generator resumes the same sequence', () => {
    const a = seedRng('resume');
    nextU32(a);
    const copy = JSON.parse(JSON.stringify(a));
    expect(nextU32(copy)).toBe(nextU32(a));
  });

  it('nextInt is uniform enough and stays in range', () => {
    const s = seedRng('uniform');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[nextInt(s, 6)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(9_400), expect(c).toBeLessThan(10_600);
    expect(() => nextInt(s, 0)).toThrow(RangeError);
  });

  it('nextInt draws what plain rejection sampling with % draws, for small and huge ranges (saved games replay the same)', () => {
    // The definition: reject draws at or above the largest multiple of n below 2^32, then x mod n.
    const plain = (st: number[], n: number) => {
      const limit = 4294967296 - (4294967296 % n);
      let x = nextU32(st as never);
      while (x >= limit) x = nextU32(st as never);
      return x % n;
    };
    for (const n of [1, 2, 6, 17, 97, 2 ** 21 - 1, 2 ** 21 + 1, 3_000_001, 2 ** 31 + 1, 4_000_000_000, 2 ** 32 - 1]) {
      const a = seedRng(`plain-${n}`);
      const b = seedRng(`plain-${n}`);
      for (let i = 0; i < 20_000; i++) {
        const got = nextInt(a, n);
        const want = plain(b, n);
        if (got !== want) expect({ n, i, got }).toEqual({ n, i, got: want });
      }
    }
  });

  it('shuffle is a permutation and sample picks distinct items', () => {
    const s = seedRng('perm');
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = shuffleInPlace(s, items.slice());
    expect(shuffled.slice().sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    const picked = sample(s, items, 10);
    expect(new Set(picked).size).toBe(10);
    expect(items).toHaveLength(50);
  });

  it('randomFn yields floats in [0, 1)', () => {
    const r = randomFn(seedRng('floats'));
    for (let i = 0; i < 1000; i++) {
      const x = r();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('seededRandom (the tools\' generator: soak, matchmaking simulation)', () => {
  it('a run replays from its number: same seed, same sequence; other seeds diverge', () => {
    const a = seededRandom(4242);
    const b = seededRandom(4242);
    const c = seededRandom(4243);
    const xs = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 100 }, () => c())).not.toEqual(xs);
  });

  it('keeps the mulberry32 sequence that recorded runs were made with (docs/matchmaking.md quotes seed 1)', () => {
    const r = seededRandom(1);
    expect([r(), r(), r()].map((x) => x * 4294967296)).toEqual([2693262067, 11749833, 2265367787]);
  });

  it('yields floats in [0, 1) spread over the range', () => {
    const r = seededRandom(7);
    const xs = Array.from({ length: 10_000 }, () => r());
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
    const mean = xs.reduce((sum, x) => sum + x, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.49);
    expect(mean).toBeLessThan(0.51);
  });
});
