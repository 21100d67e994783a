// Random picks driven by any `() => number` in [0, 1): the random players of the soak and the
// contract suite, whose randomness comes from the caller (the engine's own is ./rng.ts).

export const pickOne = <T>(xs: readonly T[], random: () => number): T | undefined => xs[Math.floor(random() * xs.length)];

/** `k` distinct positions of `pool`, in random order. */
export function pickSome<T>(pool: readonly T[], k: number, random: () => number): T[] {
  const copy = pool.slice();
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, k);
}
