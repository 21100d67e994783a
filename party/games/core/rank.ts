import type { Seat } from './types.ts';

/**
 * Winners by highest total, then by each tie-break key in order (lower key wins, e.g. fewer
 * turns taken); seats still tied share the victory.
 */
export function rankSeats(totals: readonly number[], ...tieBreaks: ReadonlyArray<readonly number[]>): Seat[] {
  let best: Seat[] = [];
  let top = -Infinity;
  totals.forEach((t, seat) => {
    if (t > top) { top = t; best = [seat]; } else if (t === top) best.push(seat);
  });
  for (const key of tieBreaks) {
    if (best.length < 2) break;
    const low = Math.min(...best.map((s) => key[s] as number));
    best = best.filter((s) => key[s] === low);
  }
  return best;
}
