// The traffic model of `npm run sim:match` (docs/matchmaking.md states it in words): who arrives
// when and where, how strong, what they ask for, and how long they wait before giving up.
import { REGIONS, type Region } from '../party/matchmaker/regions.ts';
import type { Waiter } from '../party/matchmaker/pairing.ts';
import { seededRandom } from '../party/games/core/rng.ts';

/** Share of all players per continent, and the continent's offset from UTC (hours) for its daily curve. */
export const REGION_MIX: Record<Region, { share: number; utcOffset: number }> = {
  NA: { share: 0.30, utcOffset: -5 },
  EU: { share: 0.35, utcOffset: 1 },
  AS: { share: 0.20, utcOffset: 8 },
  SA: { share: 0.07, utcOffset: -3 },
  OC: { share: 0.05, utcOffset: 10 },
  AF: { share: 0.03, utcOffset: 2 },
};

/** Table sizes wished for (Dominion: 2-6 players). */
const SIZE_WISHES: { share: number; min: number; max: number }[] = [
  { share: 0.40, min: 2, max: 2 },
  { share: 0.10, min: 3, max: 3 },
  { share: 0.05, min: 4, max: 4 },
  { share: 0.25, min: 2, max: 4 },
  { share: 0.20, min: 2, max: 6 },
];

/** Seconds after which bots may come (null: never), as the lobby offers them. */
const BOTS_AFTER: { share: number; s: number | null }[] = [
  { share: 0.50, s: null }, { share: 0.15, s: 15 }, { share: 0.20, s: 30 }, { share: 0.15, s: 60 },
];

/** Patience before giving up: log-normal, median 90 s, sigma 0.8 (p5 ≈ 24 s, p95 ≈ 335 s). */
const PATIENCE_MEDIAN_S = 90;
const PATIENCE_SIGMA = 0.8;

export interface Arrival { waiter: Waiter; givesUpAt: number }

function normal(rnd: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
}

function pick<T extends { share: number }>(items: T[], rnd: () => number): T {
  let x = rnd();
  for (const item of items) if ((x -= item.share) < 0) return item;
  return items[items.length - 1]!;
}

/** The daily curve: busiest at 20:00 local time, a third as busy at 08:00; 1 on average over a day. */
export function dailyFactor(region: Region, utcMs: number): number {
  const local = ((utcMs / 3_600_000 + REGION_MIX[region].utcOffset) % 24 + 24) % 24;
  const shape = 0.25 + 0.75 * (1 + Math.cos((2 * Math.PI * (local - 20)) / 24)) / 2;
  return shape / 0.625;
}

/** Arrivals over `hours` at `perHour` players an hour on average, by a Poisson process per continent. */
export function arrivals(perHour: number, hours: number, seed: number): Arrival[] {
  const rnd = seededRandom(seed); // so a run is repeatable
  const out: Arrival[] = [];
  const endMs = hours * 3_600_000;
  for (const region of REGIONS) {
    const base = (perHour * REGION_MIX[region].share) / 3_600_000;
    // Thinning: draw at the peak rate, keep each arrival with the curve's share of the peak.
    const peak = base * (1 / 0.625);
    for (let t = -Math.log(1 - rnd()) / peak; t < endMs; t += -Math.log(1 - rnd()) / peak) {
      if (rnd() * (1 / 0.625) > dailyFactor(region, t)) continue;
      out.push(arrival(`${region}${out.length}`, region, Math.round(t), rnd));
    }
  }
  return out.sort((a, b) => a.waiter.since - b.waiter.since);
}

function arrival(id: string, region: Region, since: number, rnd: () => number): Arrival {
  const provisional = rnd() < 0.3;
  // Established players: mean 1500, sd 250; new players near the start rating.
  const rating = Math.round(provisional ? 1500 + 100 * normal(rnd) : Math.min(2600, Math.max(700, 1500 + 250 * normal(rnd))));
  const size = pick(SIZE_WISHES, rnd);
  const bots = pick(BOTS_AFTER, rnd).s;
  const patience = PATIENCE_MEDIAN_S * Math.exp(PATIENCE_SIGMA * normal(rnd)) * 1000;
  return {
    waiter: {
      id, since, region, minSeats: size.min, maxSeats: size.max, rating, provisional, player: id, avoid: [],
      botsAt: bots === null ? null : since + bots * 1000, coolDownUntil: 0,
    },
    givesUpAt: since + Math.round(patience),
  };
}
