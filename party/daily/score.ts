// An attempt's score and the leaderboard's order: a win beats a loss, then a bigger margin over
// the best opponent (VP in Dominion, gold in Kingdom Builder), then fewer turns, then the earlier finish.
import type { GameResult, Seat } from '../games/core/types.ts';
import type { DailyScore } from '../protocol/daily.ts';

/** The score of `seat` in a finished game (a shared victory counts as a win). */
export function attemptScore(result: GameResult, seat: Seat): DailyScore {
  const own = result.scores.find((s) => s.seat === seat)?.total ?? 0;
  const best = Math.max(...result.scores.filter((s) => s.seat !== seat).map((s) => s.total));
  const turns = result.details?.turns;
  // Dominion counts each player's own turns; Kingdom Builder the turns of the whole table.
  const count = Array.isArray(turns) ? turns[seat] : turns;
  return { won: result.winners.includes(seat), margin: own - best, turns: typeof count === 'number' ? count : 0 };
}

/** Negative when `a` ranks above `b`. */
export function compareScores(a: DailyScore, b: DailyScore): number {
  if (a.won !== b.won) return a.won ? -1 : 1;
  if (a.margin !== b.margin) return b.margin - a.margin;
  return a.turns - b.turns;
}
