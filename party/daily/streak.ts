// A daily streak: pure, so tested in Node.
import { dayOf } from './day.ts';

const DAY_MS = 86_400_000;

/** Days in a row with a result, counted back from today, or from yesterday while today is still to play. */
export function streakOf(dates: ReadonlySet<string>, now: number): number {
  let at = dates.has(dayOf(now)) ? now : now - DAY_MS;
  let streak = 0;
  while (dates.has(dayOf(at))) {
    streak++;
    at -= DAY_MS;
  }
  return streak;
}
