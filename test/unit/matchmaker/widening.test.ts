// Traffic-aware widening (pairing.ts): the rating window and round-trip limit are what the recent
// traffic makes likely within a horizon that shortens with the wait, not a fixed clock.
import { describe, expect, it } from 'vitest';
import { pair, RULES, ratingWindow, rttLimit } from '../../../party/matchmaker/pairing.ts';
import { trafficOf } from '../../../party/matchmaker/traffic.ts';
import { BUSY, CITY, QUIET_TRAFFIC, T0, traffic, w } from './waiters.ts';

describe('widening', () => {
  it('a busy queue keeps the rating window narrow; a thin one widens it at once', () => {
    const a = w('a');
    expect(ratingWindow(a, 2, T0, BUSY)).toBe(RULES.windowMin);
    expect(ratingWindow(a, 2, T0, traffic(0.05))).toBeGreaterThan(ratingWindow(a, 2, T0, traffic(0.5)));
    expect(ratingWindow(a, 2, T0, QUIET_TRAFFIC)).toBe(RULES.windowMax);
  });

  it('the window widens with the wait under the same traffic, never past its maximum before the far wait, nor past the far maximum after', () => {
    const a = w('a');
    const t = traffic(0.3);
    const at = [0, 10_000, 30_000, 120_000].map((ms) => ratingWindow(a, 2, T0 + ms, t));
    for (let i = 1; i < at.length; i++) expect(at[i]).toBeGreaterThanOrEqual(at[i - 1]!);
    expect(at[3]).toBeGreaterThan(at[0]!);
    expect(ratingWindow(a, 2, T0 + RULES.farAfterS * 1000 - 1, traffic(0.001))).toBe(RULES.windowMax);
    expect(ratingWindow(a, 2, T0 + 3_600_000, traffic(0.001))).toBe(RULES.windowFar);
  });

  it('after the far wait a table of 3 keeps its extra spread a seat: the far maximum plus windowPerSeat', () => {
    const rules = { ...RULES, windowPerSeat: 40 };
    const a = w('a', { minSeats: 2, maxSeats: 3 });
    expect(ratingWindow(a, 3, T0 + 3_600_000, traffic(0.001), rules)).toBe(RULES.windowFar + 40);
    expect(ratingWindow(a, 2, T0 + 3_600_000, traffic(0.001), rules)).toBe(RULES.windowFar);
  });

  it('a table that needs more players spreads wider: the window for 3 is wider than for 2 under the same traffic', () => {
    const a = w('a', { minSeats: 2, maxSeats: 3 });
    const t = traffic(0.2);
    expect(ratingWindow(a, 3, T0, t)).toBeGreaterThan(ratingWindow(a, 2, T0, t));
  });

  it('a player far from where the traffic is, or of a rating few share, reaches further at once; one amid it keeps near', () => {
    const sydney = w('syd', { at: CITY.sydney });
    const london = w('ldn', { at: CITY.london });
    const europe = traffic(1, 'weur');
    expect(rttLimit(london, T0, europe)).toBe(RULES.rttSteps[0]);
    expect(rttLimit(w('strong', { at: CITY.london, rating: 2400 }), T0, europe)).toBeGreaterThan(RULES.rttSteps[0]!);
    expect(rttLimit(sydney, T0, europe)).toBe(RULES.rttNear);
    // Beyond the near limit only after the far wait.
    expect(rttLimit(sydney, T0 + RULES.farAfterS * 1000, europe)).toBeGreaterThan(RULES.rttNear);
  });

  it('the same two players meet at once in a thin queue, and wait for a better match in a busy one', () => {
    const queue = [w('a', { rating: 1500 }), w('b', { rating: 1620, since: T0 + 1 })];
    expect(pair(queue, T0 + 1_000, BUSY).tables).toEqual([]);
    expect(pair(queue, T0 + 1_000, traffic(0.01)).tables.map((t) => t.members)).toEqual([['a', 'b']]);
  });

  it('the traffic is read from the joins of the last ten minutes: rates by size, where, and the ratings\' spread', () => {
    const joins = Array.from({ length: 600 }, (_, i) => ({ at: T0 - i * 1000, hint: i % 2 ? 'weur' as const : 'enam' as const, rating: 1400 + (i % 3) * 100, minSeats: 2, maxSeats: i % 4 === 0 ? 4 : 2 }));
    const t = trafficOf([...joins, { at: T0 - 11 * 60_000, hint: 'oc', rating: 3000, minSeats: 2, maxSeats: 2 }], T0);
    expect(t.perSecond[2]).toBeCloseTo(1, 5);
    expect(t.perSecond[4]).toBeCloseTo(0.25, 5);
    expect(t.hintShare.weur).toBeCloseTo(0.5, 9);
    expect(t.hintShare.enam).toBeCloseTo(0.5, 9);
    expect(t.hintShare.oc).toBe(0);
    expect(t.ratingMean).toBeCloseTo(1500, 5);
    expect(t.ratingSd).toBeCloseTo(Math.sqrt(20_000 / 3), 3);
  });
});
