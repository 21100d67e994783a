// How a rating is written and drawn. Pure, so tested in Node.
import { PROVISIONAL_RD } from '../../../party/protocol/players.ts';

/** The rating rounded, with "?" while it is provisional (RD above PROVISIONAL_RD). */
export function ratingText(r: { rating: number; rd: number }): string {
  return `${Math.round(r.rating)}${r.rd > PROVISIONAL_RD ? '?' : ''}`;
}

export function isProvisional(r: { rd: number }): boolean {
  return r.rd > PROVISIONAL_RD;
}

export interface ChartPlot {
  /** SVG points, left to right, in a `width` x `height` box with `pad` kept clear on each side. */
  points: { x: number; y: number }[];
  /** The lowest and highest rating on the chart's scale (at least `minSpan` apart, so a flat line sits mid-height). */
  low: number;
  high: number;
}

/** Places a rating history (oldest first) in the chart's box: time along x, rating up the y axis. */
export function plotRatings(history: readonly { at: number; rating: number }[], width: number, height: number, pad = 4, minSpan = 50): ChartPlot {
  if (history.length === 0) return { points: [], low: 0, high: 0 };
  const ratings = history.map((h) => h.rating);
  let low = Math.min(...ratings);
  let high = Math.max(...ratings);
  if (high - low < minSpan) {
    const mid = (high + low) / 2;
    low = mid - minSpan / 2;
    high = mid + minSpan / 2;
  }
  // Evenly spaced by game, not by time: a burst of games in one evening stays readable.
  const step = history.length > 1 ? (width - 2 * pad) / (history.length - 1) : 0;
  const points = history.map((h, i) => ({
    x: history.length > 1 ? pad + i * step : width / 2,
    y: pad + ((high - h.rating) / (high - low)) * (height - 2 * pad),
  }));
  return { points, low, high };
}
