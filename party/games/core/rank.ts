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

/**
 * Final places by the same order as rankSeats: 1 + the seats strictly ahead, so seats still tied
 * after every tie-break share a place (and the next place is skipped, as in "1, 1, 3").
 */
export function placesOf(totals: readonly number[], ...tieBreaks: ReadonlyArray<readonly number[]>): number[] {
  const ahead = (a: Seat, b: Seat): boolean => {
    if (totals[a] !== totals[b]) return totals[a]! > totals[b]!;
    for (const key of tieBreaks) if (key[a] !== key[b]) return key[a]! < key[b]!;
    return false;
  };
  return totals.map((_, seat) => 1 + totals.filter((_, other) => ahead(other, seat)).length);
}
