// The table sizes quick match offers for a game: each size, ranges from the smallest, and "any".
import type { SeatsWish } from '../../../party/protocol/quick-match.ts';

export interface SizeChoice { value: string; wish: SeatsWish; min: number; max: number }

export function sizeChoices(minSeats: number, maxSeats: number): SizeChoice[] {
  const exact = Array.from({ length: maxSeats - minSeats + 1 }, (_, i) => minSeats + i)
    .map((n): SizeChoice => ({ value: String(n), wish: n, min: n, max: n }));
  const ranges = exact.slice(1, -1).map(({ max }): SizeChoice => ({ value: `${minSeats}-${max}`, wish: `${minSeats}-${max}`, min: minSeats, max }));
  const any: SizeChoice[] = minSeats < maxSeats ? [{ value: 'any', wish: 'any', min: minSeats, max: maxSeats }] : [];
  return [...exact, ...ranges, ...any];
}

/** "3" or "2–4": how a size or range reads. */
export function sizesText(min: number, max: number): string {
  return min === max ? String(min) : `${min}–${max}`;
}
