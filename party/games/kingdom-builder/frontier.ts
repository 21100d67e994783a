// How many of a player's settlements touch each hex: what "next to your settlements when
// possible" asks on every move. Walking every settlement's six neighbours on each call made the
// legal-move lists the engine's main cost, so the counts are kept between calls for the state
// object last asked about (one game is played at a time), outside the (plain JSON) state. They
// follow `state.placed[seat]` by comparing it with the settlements they were counted for:
// settlements added since are counted in, any that moved or were taken back (undo) are counted
// out, so no code path can leave them stale; another state object starts the counts afresh.
import { HEXES } from './board.ts';
import type { KbState } from './state.ts';

interface Counted {
  /** The state the counts belong to. */
  state: KbState | null;
  /** The settlements the counts are for, in `placed` order. */
  placed: number[];
  counts: Uint8Array;
}

const bySeat: Counted[] = [];

function count(counts: Uint8Array, neighbours: Int16Array, hex: number, by: 1 | -1): void {
  for (let d = 0; d < 6; d++) {
    const next = neighbours[hex * 6 + d] as number;
    if (next >= 0) counts[next] = (counts[next] as number) + by;
  }
}

/** Per hex, how many of `seat`'s settlements are next to it (read-only for the caller). */
export function touching(state: KbState, neighbours: Int16Array, seat: number): Uint8Array {
  const c = (bySeat[seat] ??= { state: null, placed: [], counts: new Uint8Array(HEXES) });
  if (c.state !== state) {
    c.state = state;
    // Counting out what was counted clears the counts faster than zeroing every hex.
    while (c.placed.length > 0) count(c.counts, neighbours, c.placed.pop() as number, -1);
  }
  const own = state.placed[seat] as readonly number[];
  let same = 0;
  while (same < c.placed.length && same < own.length && c.placed[same] === own[same]) same++;
  for (let i = c.placed.length - 1; i >= same; i--) count(c.counts, neighbours, c.placed.pop() as number, -1);
  for (let i = same; i < own.length; i++) {
    const hex = own[i] as number;
    count(c.counts, neighbours, hex, 1);
    c.placed.push(hex);
  }
  return c.counts;
}
