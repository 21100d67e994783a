// Queue entries and traffic for the pairing's tests.
import { roundTrips, type Place } from '../../../party/matchmaker/latency.ts';
import type { PoolStanding, Waiter } from '../../../party/matchmaker/pairing.ts';
import { HINTS, type Hint } from '../../../party/matchmaker/latency.ts';
import type { Traffic } from '../../../party/matchmaker/traffic.ts';

export const T0 = 1_000_000;

export const CITY = {
  london: { lat: 51.5, lon: -0.1 },
  berlin: { lat: 52.5, lon: 13.4 },
  saoPaulo: { lat: -23.5, lon: -46.6 },
  sydney: { lat: -33.9, lon: 151.2 },
  tokyo: { lat: 35.7, lon: 139.7 },
  newYork: { lat: 40.7, lon: -74.0 },
  losAngeles: { lat: 34.1, lon: -118.2 },
  johannesburg: { lat: -26.2, lon: 28.0 },
} satisfies Record<string, Place>;

/** One rating for every size a waiter takes, unless `ratings` says otherwise. */
export function w(id: string, over: Partial<Omit<Waiter, 'ratings'>> & { rating?: number; provisional?: boolean; at?: Place; ratings?: Record<number, PoolStanding> } = {}): Waiter {
  const { rating = 1500, provisional = false, at = CITY.london, ratings, ...rest } = over;
  const minSeats = rest.minSeats ?? 2;
  const maxSeats = rest.maxSeats ?? 2;
  const all: Record<number, PoolStanding> = {};
  for (let n = minSeats; n <= maxSeats; n++) all[n] = ratings?.[n] ?? { rating, provisional };
  return {
    id, since: T0, rtt: roundTrips(at), minSeats, maxSeats, ratings: all,
    player: `p-${id}`, avoid: [], botsAt: null, coolDownUntil: 0, ...rest,
  };
}

/** Joins a second of each size, all nearest one hint (or spread evenly over all). */
export function traffic(perSecond: number, hint: Hint | 'everywhere' = 'weur', sizes: number[] = [2, 3, 4]): Traffic {
  const hintShare = Object.fromEntries(HINTS.map((h) => [h, hint === 'everywhere' ? 1 / HINTS.length : h === hint ? 1 : 0])) as Record<Hint, number>;
  return { perSecond: Object.fromEntries(sizes.map((n) => [n, perSecond])), hintShare, ratingMean: 1500, ratingSd: 250 };
}

/** Nobody joined lately. */
export const QUIET_TRAFFIC = traffic(0);
/** Busy: several players a second who take each size. */
export const BUSY = traffic(5);
