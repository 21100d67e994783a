// Hexes built on or moved to since the previous turn began, still held by the same seat: what
// changed while you looked away. Read from the public log, so every viewer sees the same marks.
import type { VisibleLogEntry } from '../../../party/games/core/types.ts';

export function recentHexes(log: readonly VisibleLogEntry[], settlements: readonly number[]): number[] {
  const hexes: number[] = [];
  let turns = 0;
  for (let k = log.length - 1; k >= 0 && turns < 2; k--) {
    const entry = log[k] as VisibleLogEntry;
    if (entry.type === 'turn') turns++;
    const hex = entry.type === 'build' ? entry.data?.hex : entry.type === 'move' ? entry.data?.to : undefined;
    if (typeof hex === 'number' && settlements[hex] === entry.seat && !hexes.includes(hex)) hexes.push(hex);
  }
  return hexes;
}
