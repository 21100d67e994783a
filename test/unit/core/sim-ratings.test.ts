// `npm run sim -- --ratings`: the Bradley-Terry fit on the Glicko/Elo scale, anchored at 1500.
import { describe, expect, it } from 'vitest';
import { emptyResults, fitRatings } from '../../../scripts/sim-ratings.ts';

/** Results where `a` took `share` of `games` against `b`. */
function play(r: ReturnType<typeof emptyResults>, a: number, b: number, share: number, games: number): void {
  r.wins[a]![b]! += share * games;
  r.wins[b]![a]! += (1 - share) * games;
  r.games[a]![b]! += games;
  r.games[b]![a]! += games;
}

describe('sim ratings', () => {
  it('a bot that wins 76% against the anchor rates about 200 points above it (10:1 odds = 400 points)', () => {
    const r = emptyResults(['medium', 'hard']);
    play(r, 1, 0, 0.76, 1000);
    const [medium, hard] = fitRatings(r, 'medium');
    expect(medium!.rating).toBe(1500);
    expect(hard!.rating).toBeGreaterThan(1690);
    expect(hard!.rating).toBeLessThan(1710);
    // About 1.96 * 173.7 / sqrt(1000 * 0.76 * 0.24) = 25 points.
    expect(hard!.half).toBeGreaterThan(20);
    expect(hard!.half).toBeLessThan(30);
  });

  it('fits all pairs at once: ratings that agree with every head-to-head result come back', () => {
    // Odds from ratings 1300, 1500, 1800: each pair's share as Elo predicts it.
    const truth = [1300, 1500, 1800];
    const r = emptyResults(['easy', 'medium', 'hard']);
    for (let a = 0; a < 3; a++) for (let b = a + 1; b < 3; b++) play(r, a, b, 1 / (1 + 10 ** ((truth[b]! - truth[a]!) / 400)), 10_000);
    const fitted = fitRatings(r, 'medium').map((x) => Math.round(x.rating));
    expect(fitted[0]).toBeCloseTo(1300, -1);
    expect(fitted[2]).toBeCloseTo(1800, -1);
  });

  it('a bot that won every game still gets a finite rating', () => {
    const r = emptyResults(['medium', 'easy']);
    play(r, 0, 1, 1, 50);
    const easy = fitRatings(r, 'medium')[1]!;
    expect(Number.isFinite(easy.rating)).toBe(true);
    expect(easy.rating).toBeLessThan(1100);
  });
});
