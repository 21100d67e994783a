// How many legal moves there are, without listing them: a uniformly random move needs only the
// count and then the one picked, and listing every target of every tile allocated more than the
// rest of a random game. Each count mirrors a list of rules.ts exactly (same hexes, same order),
// which test/unit/kingdom-builder/move-count.test.ts checks against the prompts.
import { HEXES, isNeighbour, type Board, type Ground, type LocationKind, type Terrain } from './board.ts';
import { BUILD_TILES } from './cards.ts';
import { emptyNear, frontierOf, type Frontier } from './frontier.ts';
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

/** findBuildHexes(frontier.counts, owner, candidates), the hexes next to the player's found by bits. */
export function findBuildHexesNear(frontier: Frontier, owner: readonly number[], bits: Uint32Array, candidates: readonly number[]): number {
  const found = emptyNear(frontier, owner, bits, buildAdjacent);
  if (found === 0) return findBuildHexes(frontier.counts, owner, candidates);
  buildFromAdjacent = true;
  return found;
}

// The ground hexes next to the player's that the last count found (scratch).
const nearFound = new Int16Array(HEXES);

/** adjacentIfPossibleCount(frontier.counts, owner, candidates) by bits; sets countedAdjacent. */
function adjacentIfPossibleCountNear(frontier: Frontier, owner: readonly number[], bits: Uint32Array, candidates: readonly number[]): number {
  const found = emptyNear(frontier, owner, bits, nearFound);
  if (found === 0) return adjacentIfPossibleCount(frontier.counts, owner, candidates);
  countedAdjacent = true;
  return found;
}

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

// Per settlement, the targets that only it touches (scratch, cleared after each count).
const onlyNeighbourOf = new Uint8Array(HEXES);
const lonely = new Int16Array(HEXES);

function countEmptyOf(owner: readonly number[], candidates: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < candidates.length; i++) if (owner[candidates[i] as number] === -1) n++;
  return n;
}

/**
 * Targets of moveTargets(...) (Barn, Harbor), all settlements together. Each settlement may go to
 * the empty ground hexes next to the player's, less those it alone touches (it would leave them),
 * or to any empty ground hex when that leaves none. Only the few ground hexes next to the
 * player's are looked at; the settlements that alone touch one of them are the exceptions.
 */
function moveTargetCount(board: Board, owner: readonly number[], seat: number, own: readonly number[], frontier: Frontier, ground: Ground): number {
  const nearCount = emptyNear(frontier, owner, ground.bits, nearFound);
  if (nearCount === 0) return own.length * countEmptyOf(owner, ground.hexes);
  const { counts } = frontier;
  const nb = board.neighbours;
  let lonelyCount = 0;
  for (let i = 0; i < nearCount; i++) {
    const hex = nearFound[i] as number;
    if (counts[hex] !== 1) continue;
    for (let d = 0; d < 6; d++) {
      const from = nb[hex * 6 + d] as number;
      if (from < 0 || owner[from] !== seat) continue;
      if (onlyNeighbourOf[from] === 0) lonely[lonelyCount++] = from;
      onlyNeighbourOf[from] = (onlyNeighbourOf[from] as number) + 1;
      break;
    }
  }
  let n = own.length * nearCount;
  let emptyCount = -1;
  for (let i = 0; i < lonelyCount; i++) {
    const from = lonely[i] as number;
    const left = nearCount - (onlyNeighbourOf[from] as number);
    onlyNeighbourOf[from] = 0;
    if (left > 0) { n -= nearCount - left; continue; }
    if (emptyCount < 0) emptyCount = countEmptyOf(owner, ground.hexes);
    n += emptyCount - nearCount;
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

/** The number of targets tileOption(state, board, kind, own, frontier) offers (0 when it is null). */
export function targetCount(state: KbState, board: Board, kind: LocationKind, own: readonly number[], frontier: Frontier): number {
  const seat = state.current;
  if (BUILD_TILES.has(kind) && (state.supply[seat] as number) === 0) return 0;
  if (!hasUsable(state.tiles[seat] as HeldTile[], kind)) return 0;
  const { owner } = state;
  if (kind === 'tavern') return findTavernHexes(board, owner, seat, own);
  if (kind === 'paddock') return paddockCount(board, owner, own);
  const ground = tileGround(board, kind, state.played as Terrain) as Ground;
  return BUILD_TILES.has(kind)
    ? adjacentIfPossibleCountNear(frontier, owner, ground.bits, ground.hexes)
    : moveTargetCount(board, owner, seat, own, frontier, ground);
}

/** targetCount for the player to move, whose counts `touch` are (from touching()). */
export function tileTargetCount(state: KbState, board: Board, kind: LocationKind, own: readonly number[], touch: Uint8Array): number {
  const frontier = frontierOf(state, board.neighbours, state.current);
  if (frontier.counts !== touch) throw new Error('tileTargetCount needs the counts of the player to move');
  return targetCount(state, board, kind, own, frontier);
}

/** The settlement moved by the target nthTileTarget found, or -1 when the tile builds. */
export let pickedFrom = -1;


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
      let targets = 0;
      for (let d = 0; d < 6; d++) if (paddockTarget(board, owner, from, d) >= 0) targets++;
      if (n >= targets) { n -= targets; continue; }
      const to: number[] = [];
      for (let d = 0; d < 6; d++) {
        const target = paddockTarget(board, owner, from, d);
        if (target >= 0) to.push(target);
      }
      pickedFrom = from;
      return sortHexes(to)[n] as number;
    }
    return -1;
  }
  const ground = tileGround(board, kind, state.played as Terrain) as Ground;
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
