// The traffic model of `npm run sim:match` (docs/matchmaking.md states it in words): who arrives
// when and where, for which game, how strong in each rating pool, what table they ask for, and how
// long they wait before giving up. The level is players an hour across the world and both games.
import { roundTrips } from '../party/matchmaker/latency.ts';
import type { PoolStanding, Waiter } from '../party/matchmaker/pairing.ts';
import { seededRandom } from '../party/games/core/rng.ts';
import { CITIES, type City } from './match-cities.ts';

/** The games and their share of players; each has its own queue. Pools as the games rate them. */
export const GAMES = [
  { id: 'dominion', share: 0.6, pool: (seats: number) => (seats === 2 ? 'dominion-2p' : 'dominion-multi') },
  { id: 'kingdom-builder', share: 0.4, pool: (_seats: number) => 'kingdom-builder' },
] as const;

/** What players ask for: the mix. */
export const WISHES = [
  { name: '2 only', share: 0.5, min: 2, max: 2 },
  { name: '2-4', share: 0.3, min: 2, max: 4 },
  { name: '3-4', share: 0.2, min: 3, max: 4 },
] as const;
export type WishName = (typeof WISHES)[number]['name'];

/** Patience before giving up: exponential, 90 s on average (a third leave within 36 s, 5% stay past 270 s). */
export const PATIENCE_MEAN_S = 90;

export interface Arrival { game: string; wish: WishName; city: City; waiter: Waiter; givesUpAt: number }

function normal(rnd: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
}

function pick<T extends { share: number }>(items: readonly T[], rnd: () => number): T {
  let x = rnd();
  for (const item of items) if ((x -= item.share) < 0) return item;
  return items[items.length - 1]!;
}

/** The daily curve: busiest at 20:00 local time, a quarter as busy at 08:00; 1 on average over a day. */
export function dailyFactor(city: City, utcMs: number): number {
  const local = ((utcMs / 3_600_000 + city.utcOffset) % 24 + 24) % 24;
  const shape = 0.25 + 0.75 * (1 + Math.cos((2 * Math.PI * (local - 20)) / 24)) / 2;
  return shape / 0.625;
}

/** Arrivals over `hours` at `perHour` players an hour on average, by a Poisson process per city. */
export function arrivals(perHour: number, hours: number, seed: number): Arrival[] {
  const rnd = seededRandom(seed); // so a run is repeatable
  const out: Arrival[] = [];
  const endMs = hours * 3_600_000;
  for (const city of CITIES) {
    const rtt = roundTrips(city);
    // Thinning: draw at the peak rate, keep each arrival with the curve's share of the peak.
    const peak = ((perHour * city.share) / 3_600_000) * (1 / 0.625);
    for (let t = -Math.log(1 - rnd()) / peak; t < endMs; t += -Math.log(1 - rnd()) / peak) {
      if (rnd() * (1 / 0.625) > dailyFactor(city, t)) continue;
      out.push(arrival(`p${out.length}`, city, rtt, Math.round(t), rnd));
    }
  }
  return out.sort((a, b) => a.waiter.since - b.waiter.since || (a.waiter.id < b.waiter.id ? -1 : 1));
}

function arrival(id: string, city: City, rtt: Waiter['rtt'], since: number, rnd: () => number): Arrival {
  const game = pick(GAMES, rnd);
  const wish = pick(WISHES, rnd);
  // One strength, and each pool's rating near it (a player is not equally good at 2 and at 4).
  const skill = 1500 + 250 * normal(rnd);
  const byPool = new Map<string, number>();
  const ratings: Record<number, PoolStanding> = {};
  for (let seats = wish.min; seats <= wish.max; seats++) {
    const pool = game.pool(seats);
    if (!byPool.has(pool)) byPool.set(pool, Math.round(skill + (byPool.size === 0 ? 0 : 100 * normal(rnd))));
    ratings[seats] = { rating: byPool.get(pool)!, provisional: false };
  }
  return {
    game: game.id, wish: wish.name, city,
    waiter: { id, since, rtt, minSeats: wish.min, maxSeats: wish.max, ratings, player: id, avoid: [], botsAt: null, coolDownUntil: 0 },
    givesUpAt: since + Math.round(-Math.log(1 - rnd()) * PATIENCE_MEAN_S * 1000),
  };
}
