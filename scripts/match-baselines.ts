// The two pairings `npm run sim:match` sets beside ours on the same arrivals. Both place their
// tables as ours does (the hint whose worst seat is least), so the comparison is of who sits with whom.
// - Lichess-style: lila's pools (modules/pool) pair in waves, every 12 s or as soon as 24 wait
//   (its 1+0 pool; the others wave every 10-60 s); a pair is allowed when its rating gap, less 12
//   for each wave the less-waited one missed (at most 460), is within 100 (rating/15 above 1500,
//   130 below 1000). Lila pairs a wave by maximum-weight matching; here groups are made as lila's
//   fallback does, in rating order, extended to tables of 3-4 (largest sizes first), and the wave's
//   small random delay is left out.
// - First come, first served: each round the longest waiter sits with the next longest who take a
//   common size, the biggest that fills now; no rating or distance limit.
import { table, type TableToOpen, type Waiter } from '../party/matchmaker/pairing.ts';

export interface Pairer {
  name: string;
  /** The tables opened by a round at `now` (the simulator runs one a second). */
  round(queue: readonly Waiter[], now: number): TableToOpen[];
}

const WAVE_MS = 12_000;
const WAVE_PLAYERS = 24;

function maxScore(rating: number): number {
  return rating < 1000 ? 130 : rating < 1500 ? 100 : rating / 15;
}

export function lichessStyle(): Pairer {
  let nextWave = WAVE_MS;
  const misses = new Map<string, number>();
  return {
    name: 'lichess-style',
    round(queue, now) {
      if (now < nextWave && queue.length < WAVE_PLAYERS) return [];
      nextWave = now + WAVE_MS;
      const seated = new Set<string>();
      const tables: TableToOpen[] = [];
      for (const seats of [4, 3, 2]) {
        const takers = queue.filter((w) => !seated.has(w.id) && w.minSeats <= seats && w.maxSeats >= seats)
          .sort((a, b) => a.ratings[seats]!.rating - b.ratings[seats]!.rating || (a.id < b.id ? -1 : 1));
        for (let i = 0; i + seats <= takers.length;) {
          const group = takers.slice(i, i + seats);
          const rs = group.map((w) => w.ratings[seats]!.rating);
          const bonus = Math.min(...group.map((w) => Math.min(460, 12 * (misses.get(w.id) ?? 0))));
          if (Math.max(...rs) - Math.min(...rs) - bonus <= maxScore(Math.min(...rs))) {
            for (const w of group) seated.add(w.id);
            tables.push(table(group, seats));
            i += seats;
          } else i++;
        }
      }
      const missed = queue.filter((w) => !seated.has(w.id)).map((w) => [w.id, (misses.get(w.id) ?? 0) + 1] as const);
      misses.clear();
      for (const [id, n] of missed) misses.set(id, n);
      return tables;
    },
  };
}

export function firstComeFirstServed(): Pairer {
  return {
    name: 'first come, first served',
    round(queue) {
      const waiting = [...queue].sort((a, b) => a.since - b.since || (a.id < b.id ? -1 : 1));
      const seated = new Set<string>();
      const tables: TableToOpen[] = [];
      for (const anchor of waiting) {
        if (seated.has(anchor.id)) continue;
        for (let seats = anchor.maxSeats; seats >= anchor.minSeats; seats--) {
          const others = waiting.filter((w) => w !== anchor && !seated.has(w.id) && w.minSeats <= seats && w.maxSeats >= seats).slice(0, seats - 1);
          if (others.length < seats - 1) continue;
          const group = [anchor, ...others];
          for (const w of group) seated.add(w.id);
          tables.push(table(group, seats));
          break;
        }
      }
      return tables;
    },
  };
}
