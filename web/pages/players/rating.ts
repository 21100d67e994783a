// How a rating is written and drawn. Pure, so tested in Node.
import { PROVISIONAL_RD } from '../../../party/protocol/players.ts';

/** A rating as the server sends it: with its own `provisional` where a table or the lobby sent it. */
export interface ShownRating { rating: number; rd: number; provisional?: boolean }

/** Provisional while the RD is above PROVISIONAL_RD (the server's own word wins where it gave one). */
export function isProvisional(r: ShownRating): boolean {
  return r.provisional ?? r.rd > PROVISIONAL_RD;
}

/** The rating rounded, with "?" while it is provisional. */
export function ratingText(r: ShownRating): string {
  return `${Math.round(r.rating)}${isProvisional(r) ? '?' : ''}`;
}

/** "Ann (1523?)": a proven player's rating beside their name, as the lobby's lists write it. */
export function withRating(name: string, rating: ShownRating | null | undefined): string {
  return rating ? `${name} (${ratingText(rating)})` : name;
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
