// Where each hex of the 20 x 20 odd-r map sits in SVG units, pointy-top. One unit system for the
// board and the lobby preview, so both draw the same shapes.
import { SIZE } from '../../../party/games/kingdom-builder/board.ts';

/** Centre-to-corner radius of a hex. */
export const RADIUS = 10;
const WIDTH = Math.sqrt(3) * RADIUS;
const ROW_STEP = 1.5 * RADIUS;

export const MAP_WIDTH = WIDTH * (SIZE + 0.5);
export const MAP_HEIGHT = ROW_STEP * (SIZE - 1) + 2 * RADIUS;

export interface Point { x: number; y: number }

export function rowOf(hex: number): number {
  return Math.floor(hex / SIZE);
}

export function colOf(hex: number): number {
  return hex % SIZE;
}

export function centreOf(hex: number): Point {
  const r = rowOf(hex);
  return { x: WIDTH * (colOf(hex) + 0.5 + (r % 2) / 2), y: RADIUS + ROW_STEP * r };
}

/** Corners of a pointy-top hex of radius `radius` around the origin, as an SVG points list. */
export function hexPoints(radius = RADIUS): string {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${(radius * Math.cos(angle)).toFixed(2)},${(radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

const CENTRES = Array.from({ length: SIZE * SIZE }, (_, hex) => centreOf(hex));

/**
 * The hex among `candidates` that an arrow key from `from` should reach: ahead in that direction,
 * nearest first, with sideways distance counting double so the path stays straight.
 */
export function nextInDirection(from: number, candidates: readonly number[], dx: number, dy: number): number | null {
  const origin = CENTRES[from] as Point;
  let best: number | null = null;
  let bestCost = Infinity;
  for (const hex of candidates) {
    if (hex === from) continue;
    const p = CENTRES[hex] as Point;
    const ahead = (p.x - origin.x) * dx + (p.y - origin.y) * dy;
    if (ahead <= 0.1) continue;
    const aside = Math.abs((p.x - origin.x) * dy - (p.y - origin.y) * dx);
    const cost = ahead + 2 * aside;
    if (cost < bestCost) { bestCost = cost; best = hex; }
  }
  return best;
}

/** The hex of `candidates` closest to `from` (the first one on a tie). */
export function nearest(from: number, candidates: readonly number[]): number {
  const origin = CENTRES[from] as Point;
  let best = candidates[0] as number;
  let bestDistance = Infinity;
  for (const hex of candidates) {
    const p = CENTRES[hex] as Point;
    const distance = Math.hypot(p.x - origin.x, p.y - origin.y);
    if (distance < bestDistance) { bestDistance = distance; best = hex; }
  }
  return best;
}
