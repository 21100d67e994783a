// How many of a player's settlements touch each hex: what "next to your settlements when
// possible" asks on every move. Walking every settlement's six neighbours on each call made the
// legal-move lists the engine's main cost, so the counts are kept between calls for the state
// object last asked about (one game is played at a time), outside the (plain JSON) state. They
// follow `state.placed[seat]` by comparing it with the settlements they were counted for:
// settlements added since are counted in, any that moved or were taken back (undo) are counted
// out, so no code path can leave them stale; another state object starts the counts afresh.
// Beside the counts, the hexes they cover and the player's own as bits (./bits.ts), so a
// terrain's empty hexes next to the player's are a few word ANDs: about 4 hexes to look at
// instead of the terrain's 55.
import { HEXES } from './board.ts';
import { clearBit, hexBits, lowestHex, setBit, WORDS } from './bits.ts';
import type { KbState } from './state.ts';

export interface Frontier {
  /** Per hex, how many of the seat's settlements are next to it (read-only for callers). */
  counts: Uint8Array;
  /** The hexes whose count is above 0, as bits (the seat's own hexes among them). */
  near: Uint32Array;
  /** The seat's settlements, as bits. */
  own: Uint32Array;
}

interface Counted extends Frontier {
  /** The state the counts belong to. */
  state: KbState | null;
  /** The settlements the counts are for, in `placed` order. */
  placed: number[];
}

const bySeat: Counted[] = [];

function countIn(c: Counted, neighbours: Int16Array, hex: number): void {
  const { counts, near } = c;
  setBit(c.own, hex);
  for (let d = hex * 6, end = d + 6; d < end; d++) {
    const next = neighbours[d] as number;
    if (next < 0) continue;
    const n = counts[next] as number;
    counts[next] = n + 1;
    if (n === 0) setBit(near, next);
  }
}

function countOut(c: Counted, neighbours: Int16Array, hex: number): void {
  const { counts, near } = c;
  clearBit(c.own, hex);
  for (let d = hex * 6, end = d + 6; d < end; d++) {
    const next = neighbours[d] as number;
    if (next < 0) continue;
    const n = (counts[next] as number) - 1;
    counts[next] = n;
    if (n === 0) clearBit(near, next);
  }
}

/** The seat's counts and bits, brought up to date with `state.placed[seat]`. */
export function frontierOf(state: KbState, neighbours: Int16Array, seat: number): Frontier {
  const c = (bySeat[seat] ??= { state: null, placed: [], counts: new Uint8Array(HEXES), near: hexBits(), own: hexBits() });
  if (c.state !== state) {
    c.state = state;
    // Counting out what was counted clears the counts and bits faster than zeroing every hex.
    while (c.placed.length > 0) countOut(c, neighbours, c.placed.pop() as number);
  }
  const own = state.placed[seat] as readonly number[];
  const placed = c.placed;
  // The settlements that differ lie between a common head and a common tail: a build or its undo
  // adds or drops the last one, a move (or its undo) replaces one in place.
  const shorter = Math.min(placed.length, own.length);
  let head = 0;
  while (head < shorter && placed[head] === own[head]) head++;
  if (head === placed.length && head === own.length) return c;
  let tail = 0;
  while (tail < placed.length - head && tail < own.length - head
    && placed[placed.length - 1 - tail] === own[own.length - 1 - tail]) tail++;
  for (let i = head; i < placed.length - tail; i++) countOut(c, neighbours, placed[i] as number);
  for (let i = head; i < own.length - tail; i++) countIn(c, neighbours, own[i] as number);
  if (placed.length === own.length) {
    for (let i = head; i < own.length - tail; i++) placed[i] = own[i] as number;
  } else if (tail === 0) {
    while (placed.length > head) placed.pop();
    for (let i = head; i < own.length; i++) placed.push(own[i] as number);
  } else {
    placed.splice(head, placed.length - tail - head, ...own.slice(head, own.length - tail));
  }
  return c;
}

/** Per hex, how many of `seat`'s settlements are next to it (read-only for the caller). */
export function touching(state: KbState, neighbours: Int16Array, seat: number): Uint8Array {
  return frontierOf(state, neighbours, seat).counts;
}

/**
 * The empty hexes among `bits` (a ground: a terrain, the edge, water) next to the seat's
 * settlements, ascending, into `out`; returns how many. About 4 hexes to look at where the
 * terrain has 55.
 */
export function emptyNear(frontier: Frontier, owner: readonly number[], bits: Uint32Array, out: Int16Array): number {
  const { near, own } = frontier;
  let found = 0;
  for (let w = 0; w < WORDS; w++) {
    const around = near[w] as number;
    if (around === 0) continue;
    for (let x = (bits[w] as number) & around & ~(own[w] as number); x !== 0; x &= x - 1) {
      const hex = lowestHex(w, x);
      if (owner[hex] === -1) out[found++] = hex;
    }
  }
  return found;
}
