// Glicko-2 (Glickman, "Example of the Glicko-2 system"): the paper's worked example, and the
// properties a rating must have whatever the numbers.
import { describe, expect, it } from 'vitest';
import { MAX_RD, RATING_PERIODS_PER_DAY } from '../../../party/players/glicko2.ts';
import { afterAbsence, rate } from '../../../party/players/index.ts';
import { PROVISIONAL_RD, START_RATING } from '../../../party/protocol/players.ts';

const player = { rating: 1500, rd: 200, vol: 0.06 };

describe('Glicko-2 rate()', () => {
  it('gives the paper\'s worked example: 1500/200/0.06 beating 1400/30, losing to 1550/100 and 1700/300', () => {
    const after = rate(player, [
      { rating: 1400, rd: 30, score: 1 },
      { rating: 1550, rd: 100, score: 0 },
      { rating: 1700, rd: 300, score: 0 },
    ]);
    // The paper rounds its intermediate values (mu' = -0.2069); unrounded, the result is 1464.05.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.02);
    expect(Math.abs(after.rd - 151.52)).toBeLessThan(0.02);
    expect(Math.abs(after.vol - 0.05999)).toBeLessThan(0.00001);
  });

  it('with no games only the RD grows, to sqrt(phi^2 + vol^2) as in step 6 of the paper', () => {
    const after = rate(player, []);
    expect(after.rating).toBe(1500);
    expect(after.vol).toBe(0.06);
    expect(after.rd).toBeCloseTo(Math.sqrt((200 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178, 6);
    expect(after.rd).toBeGreaterThan(200);
  });

  it('a win raises the rating, a loss lowers it, and either shrinks the RD', () => {
    const opponent = { rating: 1500, rd: 350 };
    const won = rate(START_RATING, [{ ...opponent, score: 1 }]);
    const lost = rate(START_RATING, [{ ...opponent, score: 0 }]);
    expect(won.rating).toBeGreaterThan(1500);
    expect(lost.rating).toBeLessThan(1500);
    expect(won.rd).toBeLessThan(350);
    expect(lost.rd).toBeLessThan(350);
  });

  it('win and loss against an equal opponent move the rating by the same amount, and a draw not at all', () => {
    const opponent = { rating: 1500, rd: 350 };
    const won = rate(START_RATING, [{ ...opponent, score: 1 }]);
    const lost = rate(START_RATING, [{ ...opponent, score: 0 }]);
    const drawn = rate(START_RATING, [{ ...opponent, score: 0.5 }]);
    expect(won.rating - 1500).toBeCloseTo(1500 - lost.rating, 9);
    expect(drawn.rating).toBeCloseTo(1500, 9);
    expect(drawn.rd).toBeLessThan(350);
  });

  it('beating a stronger opponent gains more than beating a weaker one; losing to a weaker one costs more', () => {
    const me = { rating: 1600, rd: 80, vol: 0.06 };
    const beatStrong = rate(me, [{ rating: 1900, rd: 80, score: 1 }]).rating - me.rating;
    const beatWeak = rate(me, [{ rating: 1300, rd: 80, score: 1 }]).rating - me.rating;
    const loseWeak = me.rating - rate(me, [{ rating: 1300, rd: 80, score: 0 }]).rating;
    const loseStrong = me.rating - rate(me, [{ rating: 1900, rd: 80, score: 0 }]).rating;
    expect(beatStrong).toBeGreaterThan(beatWeak);
    expect(loseWeak).toBeGreaterThan(loseStrong);
  });

  it('the RD keeps shrinking as games come in, one game at a time', () => {
    let r = START_RATING;
    const rds = [r.rd];
    for (let i = 0; i < 12; i++) {
      r = rate(r, [{ rating: 1500, rd: 60, score: i % 2 }]);
      rds.push(r.rd);
    }
    for (let i = 1; i < rds.length; i++) expect(rds[i]).toBeLessThan(rds[i - 1]!);
  });

  it('an uncertain opponent (high RD) moves the rating less than a well-known one', () => {
    const me = { rating: 1500, rd: 100, vol: 0.06 };
    const known = rate(me, [{ rating: 1500, rd: 40, score: 1 }]).rating;
    const unknown = rate(me, [{ rating: 1500, rd: 340, score: 1 }]).rating;
    expect(known).toBeGreaterThan(unknown);
  });

  it('a shock result raises the volatility; an expected one keeps it near where it was', () => {
    const me = { rating: 1500, rd: 50, vol: 0.06 };
    const upset = rate(me, [{ rating: 2300, rd: 30, score: 1 }]);
    const expectedResult = rate(me, [{ rating: 1500, rd: 30, score: 0.5 }]);
    expect(upset.vol).toBeGreaterThan(0.06);
    expect(Math.abs(expectedResult.vol - 0.06)).toBeLessThan(0.001);
  });
});

describe('Glicko-2 afterAbsence(): the RD grows with inactivity', () => {
  const settled = { rating: 1720, rd: 60, vol: 0.06 };
  const days = (n: number) => n * 86_400_000;

  it('each elapsed rating period is the paper\'s step 6 for a player who did not play: phi\' = sqrt(phi^2 + sigma^2)', () => {
    const onePeriod = days(1 / RATING_PERIODS_PER_DAY);
    expect(afterAbsence(settled, onePeriod).rd).toBeCloseTo(rate(settled, []).rd, 9);
    // Three periods are the step applied three times (the volatility does not change meanwhile).
    const thrice = rate(rate(rate(settled, []), []), []);
    expect(afterAbsence(settled, 3 * onePeriod).rd).toBeCloseTo(thrice.rd, 9);
  });

  it('fractions of a period count (as lichess does), so the RD grows smoothly and never shrinks; rating and volatility stay', () => {
    const rds = [0, 1, 2, 10, 30, 90].map((n) => afterAbsence(settled, days(n)).rd);
    expect(rds[0]).toBe(60);
    for (let i = 1; i < rds.length; i++) expect(rds[i]!).toBeGreaterThan(rds[i - 1]!);
    expect(afterAbsence(settled, days(-5))).toEqual(settled);
    expect(afterAbsence(settled, days(30))).toMatchObject({ rating: 1720, vol: 0.06 });
  });

  it(`a long absence makes a settled rating provisional again (RD > ${PROVISIONAL_RD}), and never past a new player's ${MAX_RD}`, () => {
    expect(afterAbsence(settled, days(30)).rd).toBeLessThanOrEqual(PROVISIONAL_RD);
    expect(afterAbsence(settled, days(2 * 365)).rd).toBeGreaterThan(PROVISIONAL_RD);
    expect(afterAbsence(settled, days(365 * 200)).rd).toBe(MAX_RD);
    expect(afterAbsence(START_RATING, days(365)).rd).toBe(START_RATING.rd);
  });
});
