// How many legal moves there are, without listing them: a uniformly random move needs only the
// count and then the one picked, and listing every target of every tile allocated more than the
// rest of a random game. Each count mirrors a list of rules.ts exactly (same hexes, same order),
// which test/unit/kingdom-builder/move-count.test.ts checks against the prompts.
import { HEXES, isNeighbour, type Board, type LocationKind, type Terrain } from './board.ts';
import { BUILD_TILES } from './cards.ts';
import { paddockTarget, sortHexes, tileGround } from './rules.ts';
import type { HeldTile, KbState } from './state.ts';

/** Whether the last adjacentIfPossibleCount counted hexes next to the player's (else every empty one). */
export let countedAdjacent = false;

// What countEmpty found last (two results without allocating).
let empty = 0, adjacent = 0;

/** Counts the empty candidates, and those of them next to the player's settlements. */
function countEmpty(touch: Uint8Array, owner: readonly number[], candidates: readonly number[]): void {
  empty = 0;
  adjacent = 0;
  for (let i = 0; i < candidates.length; i++) {
    const hex = candidates[i] as number;
    if (owner[hex] !== -1) continue;
    empty++;
    if (touch[hex] !== 0) adjacent++;
  }
}

/** Length of adjacentIfPossible(touch, owner, candidates); sets countedAdjacent. */
export function adjacentIfPossibleCount(touch: Uint8Array, owner: readonly number[], candidates: readonly number[]): number {
  countEmpty(touch, owner, candidates);
  countedAdjacent = adjacent > 0;
  return adjacent > 0 ? adjacent : empty;
}

// The mandatory build's hexes, found once per random move and picked from without a second scan.
const buildAdjacent = new Int16Array(HEXES);
const buildEmpty = new Int16Array(HEXES);
let buildFromAdjacent = false;

/** Length of adjacentIfPossible(touch, owner, candidates), keeping the hexes for buildHexAt. */
export function findBuildHexes(touch: Uint8Array, owner: readonly number[], candidates: readonly number[]): number {
  let adjacentFound = 0, emptyFound = 0;
  for (let i = 0; i < candidates.length; i++) {
    const hex = candidates[i] as number;
    if (owner[hex] !== -1) continue;
    buildEmpty[emptyFound++] = hex;
    if (touch[hex] !== 0) buildAdjacent[adjacentFound++] = hex;
  }
  buildFromAdjacent = adjacentFound > 0;
  return buildFromAdjacent ? adjacentFound : emptyFound;
}

/** The n-th hex the last findBuildHexes found. */
export function buildHexAt(n: number): number {
  return (buildFromAdjacent ? buildAdjacent[n] : buildEmpty[n]) as number;
}

/** adjacentIfPossible(touch, owner, candidates)[n]; `adjacent`: countedAdjacent of its count. */
export function nthAdjacentIfPossible(touch: Uint8Array, owner: readonly number[], candidates: readonly number[], n: number, adjacent: boolean): number {
  for (let i = 0; i < candidates.length; i++) {
    const hex = candidates[i] as number;
    if (owner[hex] !== -1 || (adjacent && touch[hex] === 0)) continue;
    if (n-- === 0) return hex;
  }
  return -1;
}

// Stamped marks: a new stamp per count instead of clearing 400 entries.
const seen = new Uint32Array(HEXES);
let stamp = 0;

// The tavern hexes last found, unsorted.
const tavern = new Int16Array(HEXES);
let tavernFound = 0;

/**
 * Finds the hexes of tavernHexes(board, owner, seat, own) (unsorted) and returns how many. Walks
 * the lines instead of testing every hex beside the player's: a hex ends a line of 3 when, from a
 * settlement next to it, the next two in the direction away from it are the player's too.
 */
function findTavernHexes(board: Board, owner: readonly number[], seat: number, own: readonly number[]): number {
  const nb = board.neighbours;
  stamp = (stamp + 1) >>> 0;
  tavernFound = 0;
  for (let i = 0; i < own.length; i++) {
    const first = own[i] as number;
    for (let d = 0; d < 6; d++) {
      const second = nb[first * 6 + d] as number;
      if (second < 0 || owner[second] !== seat) continue;
      const third = nb[second * 6 + d] as number;
      if (third < 0 || owner[third] !== seat) continue;
      const end = nb[first * 6 + ((d + 3) % 6)] as number;
      if (end < 0 || seen[end] === stamp || owner[end] !== -1 || !board.buildable[end]) continue;
      seen[end] = stamp;
      tavern[tavernFound++] = end;
    }
  }
  return tavernFound;
}

/** The n-th of tavernHexes(...) (ascending): the found hex with n others below it. */
function nthTavernHex(board: Board, owner: readonly number[], seat: number, own: readonly number[], n: number): number {
  const found = findTavernHexes(board, owner, seat, own);
  for (let i = 0; i < found; i++) {
    const hex = tavern[i] as number;
    let below = 0;
    for (let j = 0; j < found; j++) if ((tavern[j] as number) < hex) below++;
    if (below === n) return hex;
  }
  return -1;
}

/** Targets of paddockMoves(board, owner, own), all settlements together. */
function paddockCount(board: Board, owner: readonly number[], own: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < own.length; i++) for (let d = 0; d < 6; d++) if (paddockTarget(board, owner, own[i] as number, d) >= 0) n++;
  return n;
}

/** Targets of moveTargets(...) (Barn, Harbor), all settlements together. */
function moveTargetCount(board: Board, owner: readonly number[], own: readonly number[], touch: Uint8Array, mask: Uint8Array, candidates: readonly number[]): number {
  countEmpty(touch, owner, candidates);
  if (empty === 0) return 0;
  let n = 0;
  for (let i = 0; i < own.length; i++) {
    const from = own[i] as number;
    // A target whose only neighbour of yours is the settlement moving is not next to yours then.
    let to = adjacent;
    for (let d = 0; d < 6; d++) {
      const hex = board.neighbours[from * 6 + d] as number;
      if (hex >= 0 && touch[hex] === 1 && owner[hex] === -1 && mask[hex]) to--;
    }
    n += to > 0 ? to : empty;
  }
  return n;
}

function hasUsable(held: readonly HeldTile[], kind: LocationKind): boolean {
  for (let i = 0; i < held.length; i++) {
    const t = held[i] as HeldTile;
    if (t.kind === kind && !t.used && !t.fresh) return true;
  }
  return false;
}

/** The number of targets tileOption(state, board, kind, own, touch) offers (0 when it is null). */
export function tileTargetCount(state: KbState, board: Board, kind: LocationKind, own: readonly number[], touch: Uint8Array): number {
  const seat = state.current;
  if (BUILD_TILES.has(kind) && (state.supply[seat] as number) === 0) return 0;
  if (!hasUsable(state.tiles[seat] as HeldTile[], kind)) return 0;
  const { owner } = state;
  if (kind === 'tavern') return findTavernHexes(board, owner, seat, own);
  if (kind === 'paddock') return paddockCount(board, owner, own);
  const ground = tileGround(board, kind, state.played as Terrain) as { mask: Uint8Array; hexes: readonly number[] };
  return BUILD_TILES.has(kind)
    ? adjacentIfPossibleCount(touch, owner, ground.hexes)
    : moveTargetCount(board, owner, own, touch, ground.mask, ground.hexes);
}

/** The settlement moved by the target nthTileTarget found, or -1 when the tile builds. */
export let pickedFrom = -1;

const paddockTo: number[] = [];

/**
 * The n-th target (0-based) of tileOption(state, board, kind, own, touch), in the prompt's order:
 * returns the hex and sets pickedFrom. `n` must be below tileTargetCount(...) of the same position.
 */
export function nthTileTarget(state: KbState, board: Board, kind: LocationKind, own: readonly number[], touch: Uint8Array, n: number): number {
  const { owner } = state;
  pickedFrom = -1;
  if (kind === 'tavern') return nthTavernHex(board, owner, state.current, own, n);
  if (kind === 'paddock') {
    for (let i = 0; i < own.length; i++) {
      const from = own[i] as number;
      paddockTo.length = 0;
      for (let d = 0; d < 6; d++) {
        const target = paddockTarget(board, owner, from, d);
        if (target >= 0) paddockTo.push(target);
      }
      if (n >= paddockTo.length) { n -= paddockTo.length; continue; }
      pickedFrom = from;
      return sortHexes(paddockTo)[n] as number;
    }
    return -1;
  }
  const ground = tileGround(board, kind, state.played as Terrain) as { mask: Uint8Array; hexes: readonly number[] };
  if (BUILD_TILES.has(kind)) {
    adjacentIfPossibleCount(touch, owner, ground.hexes);
    return nthAdjacentIfPossible(touch, owner, ground.hexes, n, countedAdjacent);
  }
  countEmpty(touch, owner, ground.hexes);
  for (let i = 0; i < own.length; i++) {
    const from = own[i] as number;
    let to = adjacent;
    for (let d = 0; d < 6; d++) {
      const hex = board.neighbours[from * 6 + d] as number;
      if (hex >= 0 && touch[hex] === 1 && owner[hex] === -1 && ground.mask[hex]) to--;
    }
    const listed = to > 0 ? to : empty;
    if (n >= listed) { n -= listed; continue; }
    pickedFrom = from;
    for (let c = 0; c < ground.hexes.length; c++) {
      const hex = ground.hexes[c] as number;
      if (owner[hex] !== -1) continue;
      // Next to yours without counting the settlement moving (moveTargets' list), or any empty hex.
      if (to > 0 && (touch[hex] === 0 || (touch[hex] === 1 && isNeighbour(hex, from)))) continue;
      if (n-- === 0) return hex;
    }
  }
  return -1;
}
