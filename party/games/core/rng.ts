// sfc32: a small, fast, well-tested 128-bit generator. Its whole state is four uint32 in the
// game state, so a saved game resumes the exact same random sequence after a replay.

export type RngState = [number, number, number, number];

/** Derives a generator state from any string (cyrb128 mixing). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const state: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) nextU32(state);
  return state;
}

/** Next uint32; advances `s` in place. */
export function nextU32(s: RngState): number {
  const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
  s[3] = (s[3] + 1) >>> 0;
  s[0] = s[1] ^ (s[1] >>> 9);
  s[1] = (s[2] + (s[2] << 3)) >>> 0;
  s[2] = ((s[2] << 21) | (s[2] >>> 11)) >>> 0;
  s[2] = (s[2] + t) >>> 0;
  return t;
}

/** Uniform float in [0, 1). */
export function nextFloat(s: RngState): number {
  return nextU32(s) / 4294967296;
}

/** Uniform integer in [0, n), without modulo bias. */
export function nextInt(s: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`nextInt needs a positive integer, got ${n}`);
  let x = nextU32(s);
  // `%` on numbers above 2^31 is a floating modulo, a slow C call in V8. The rejection limit
  // 2^32 - (2^32 mod n) is above 2^32 - n, so it is computed only for draws at the very top.
  if (x >= 4294967296 - n) {
    const limit = 4294967296 - (4294967296 % n);
    while (x >= limit) x = nextU32(s);
  }
  // x mod n by division: the quotient may round up by one (only when n > 2^21), never down.
  const r = x - Math.floor(x / n) * n;
  return r < 0 ? r + n : r;
}

/** Fisher-Yates shuffle in place. */
export function shuffleInPlace<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** `count` distinct items chosen uniformly, in random order; `items` is not changed. */
export function sample<T>(s: RngState, items: readonly T[], count: number): T[] {
  const copy = items.slice();
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + nextInt(s, copy.length - i);
    const tmp = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = tmp;
  }
  return copy.slice(0, n);
}

/** A `() => number` in [0, 1) for code that wants Math.random's shape (bots, fuzzing). */
export function randomFn(s: RngState): () => number {
  return () => nextFloat(s);
}

/**
 * A `() => number` in [0, 1) from a plain number (mulberry32), for tools whose runs are named by a
 * number (the soak's seed, the matchmaking simulation's --seed) so a run replays from it. A game's
 * own randomness is the sfc32 state above, which is saved with the game.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
