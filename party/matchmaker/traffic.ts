// How busy the queue is: who joined lately, as rates the pairing weighs its waits by. A pure
// summary of recent joins, made by the matchmaker from its join log and by the simulator alike.
import { HINTS, type Hint } from './latency.ts';

/** One recent join, as the log keeps it. */
export interface Join {
  at: number;
  /** The hint nearest the player (least round trip); null when unknown. */
  hint: Hint | null;
  rating: number;
  minSeats: number;
  maxSeats: number;
}

export interface Traffic {
  /** Joins a second that take a table of each size (one join counts for every size it takes). */
  perSecond: Partial<Record<number, number>>;
  /** The share of recent joins nearest each hint (unknown places spread over all). */
  hintShare: Record<Hint, number>;
  ratingMean: number;
  ratingSd: number;
}

/** The log is read this far back: long enough for a thin queue to show a rate, short enough to follow the day. */
export const TRAFFIC_WINDOW_MS = 10 * 60_000;

/** A queue nobody joined lately: rates near nothing, ratings spread as a new site's are. */
export const QUIET: Traffic = {
  perSecond: {},
  hintShare: Object.fromEntries(HINTS.map((h) => [h, 1 / HINTS.length])) as Record<Hint, number>,
  ratingMean: 1500,
  ratingSd: 250,
};

/** The traffic of the joins since `now - TRAFFIC_WINDOW_MS`. */
export function trafficOf(joins: readonly Join[], now: number): Traffic {
  const recent = joins.filter((j) => j.at > now - TRAFFIC_WINDOW_MS && j.at <= now);
  if (recent.length === 0) return QUIET;
  const seconds = TRAFFIC_WINDOW_MS / 1000;
  const perSecond: Partial<Record<number, number>> = {};
  const hintShare = Object.fromEntries(HINTS.map((h) => [h, 0])) as Record<Hint, number>;
  let sum = 0;
  let squares = 0;
  for (const j of recent) {
    for (let s = j.minSeats; s <= j.maxSeats; s++) perSecond[s] = (perSecond[s] ?? 0) + 1 / seconds;
    if (j.hint) hintShare[j.hint] += 1 / recent.length;
    else for (const h of HINTS) hintShare[h] += 1 / recent.length / HINTS.length;
    sum += j.rating;
    squares += j.rating * j.rating;
  }
  const ratingMean = sum / recent.length;
  const ratingSd = Math.sqrt(Math.max(0, squares / recent.length - ratingMean * ratingMean));
  return { perSecond, hintShare, ratingMean, ratingSd: Math.max(QUIET.ratingSd / 5, ratingSd) };
}

/** The nearest hint of a player's round trips; null when unknown. */
export function nearestHint(rtt: Readonly<Record<Hint, number>> | null): Hint | null {
  if (!rtt) return null;
  return HINTS.reduce((best, h) => (rtt[h] < rtt[best] ? h : best), HINTS[0]);
}

/** The density of recent ratings at `rating` (per rating point), from a normal fit. */
export function ratingDensity(traffic: Traffic, rating: number): number {
  const z = (rating - traffic.ratingMean) / traffic.ratingSd;
  return Math.exp(-z * z / 2) / (traffic.ratingSd * Math.sqrt(2 * Math.PI));
}
