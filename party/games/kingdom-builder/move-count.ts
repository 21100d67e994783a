// How many legal moves there are, without listing them: a uniformly random move needs only the
// count and then the one picked, and listing every target of every tile allocated more than the
// rest of a random game. Each count mirrors a list of rules.ts exactly (same hexes, same order),
// which test/unit/kingdom-builder/move-count.test.ts checks against the prompts.
import { HEXES, isNeighbour, type Board, type Ground, type LocationKind, type Terrain } from './board.ts';
import { BUILD_TILES } from './cards.ts';
import { emptyNear, frontierOf, type Frontier } from './frontier.ts';
import { kindUsedThisTurn, paddockTarget, sortHexes, tileGround } from './rules.ts';
import type { HeldTile, KbState } from './state.ts';

function countEmptyOf(owner: readonly number[], candidates: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < candidates.length; i++) if (owner[candidates[i] as number] === -1) n++;
  return n;
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

/** The length of rules.ts's adjacentIfPossible(frontier, owner, bits, candidates). */
function adjacentIfPossibleCount(frontier: Frontier, owner: readonly number[], bits: Uint32Array, candidates: readonly number[]): number {
  const found = emptyNear(frontier, owner, bits, nearFound);
  return found > 0 ? found : countEmptyOf(owner, candidates);
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

/** The n-th hex the last findBuildHexes or findBuildHexesNear found. */
export function buildHexAt(n: number): number {
  return (buildFromAdjacent ? buildAdjacent[n] : buildEmpty[n]) as number;
}

/** The n-th empty hex among `candidates`. */
function nthEmpty(owner: readonly number[], candidates: readonly number[], n: number): number {
  for (let i = 0; i < candidates.length; i++) {
    const hex = candidates[i] as number;
    if (owner[hex] === -1 && n-- === 0) return hex;
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
 * the lines instead of testing every hex beside the player's: each 3 of the player's in a row, in
 * one of three directions (the other three walk the same lines backwards), offers both its ends.
 */
function findTavernHexes(board: Board, owner: readonly number[], seat: number, own: readonly number[]): number {
  const nb = board.neighbours;
  stamp = (stamp + 1) >>> 0;
  tavernFound = 0;
  for (let i = 0; i < own.length; i++) {
    const first = own[i] as number;
    for (let d = 0; d < 3; d++) {
      const second = nb[first * 6 + d] as number;
      if (second < 0 || owner[second] !== seat) continue;
      const third = board.jumps[first * 6 + d] as number;
      if (third < 0 || owner[third] !== seat) continue;
      addTavernHex(board, owner, nb[first * 6 + d + 3] as number);
      addTavernHex(board, owner, nb[third * 6 + d] as number);
    }
  }
  return tavernFound;
}

function addTavernHex(board: Board, owner: readonly number[], end: number): void {
  if (end < 0 || seen[end] === stamp || owner[end] !== -1 || !board.buildable[end]) return;
  seen[end] = stamp;
  tavern[tavernFound++] = end;
}

/** The n-th of tavernHexes(...) (ascending): the found hex with n others below it. */
function nthTavernHex(board: Board, owner: readonly number[], seat: number, own: readonly number[], n: number, counted: boolean): number {
  const found = counted ? tavernFound : findTavernHexes(board, owner, seat, own);
  for (let i = 0; i < found; i++) {
    const hex = tavern[i] as number;
    let below = 0;
    for (let j = 0; j < found; j++) if ((tavern[j] as number) < hex) below++;
    if (below === n) return hex;
  }
  return -1;
}

// Paddock targets per settlement (by its index in `own`), as the last paddockCount found them.
const paddockPer = new Uint8Array(HEXES);

/** Targets of paddockMoves(board, owner, own), all settlements together. */
function paddockCount(board: Board, owner: readonly number[], own: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < own.length; i++) {
    let targets = 0;
    for (let d = 0; d < 6; d++) if (paddockTarget(board, owner, own[i] as number, d) >= 0) targets++;
    paddockPer[i] = targets;
    n += targets;
  }
  return n;
}

// Barn and Harbor (moveTargets of rules.ts): each settlement may go to the empty ground hexes next
// to the player's, less those it alone touches (it would leave them), or to any empty ground hex
// when that leaves none. Only the few ground hexes next to the player's are looked at, and the
// settlements that alone touch one of them are the exceptions to "all of them".
let nearCount = 0;
// Per settlement hex, how many of the nearFound hexes it alone touches; `lonely` lists those hexes.
const onlyNeighbourOf = new Uint8Array(HEXES);
const lonely = new Int16Array(HEXES);
let lonelyCount = 0;

function findMoveTargets(board: Board, owner: readonly number[], seat: number, frontier: Frontier, ground: Ground): void {
  nearCount = emptyNear(frontier, owner, ground.bits, nearFound);
  lonelyCount = 0;
  const { counts } = frontier;
  const nb = board.neighbours;
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
}

function clearLonely(): void {
  for (let i = 0; i < lonelyCount; i++) onlyNeighbourOf[lonely[i] as number] = 0;
  lonelyCount = 0;
}

/** Targets of moveTargets(...) (Barn, Harbor), all settlements together. */
function moveTargetCount(board: Board, owner: readonly number[], seat: number, own: readonly number[], frontier: Frontier, ground: Ground): number {
  findMoveTargets(board, owner, seat, frontier, ground);
  if (nearCount === 0) return own.length * countEmptyOf(owner, ground.hexes);
  let n = own.length * nearCount;
  let emptyCount = -1;
  for (let i = 0; i < lonelyCount; i++) {
    const alone = onlyNeighbourOf[lonely[i] as number] as number;
    if (alone < nearCount) { n -= alone; continue; }
    if (emptyCount < 0) emptyCount = countEmptyOf(owner, ground.hexes);
    n += emptyCount - nearCount;
  }
  clearLonely();
  return n;
}

/** The n-th target of moveTargets(...) in its order (settlements in `own` order, hexes ascending); sets pickedFrom. */
function nthMoveTarget(board: Board, owner: readonly number[], seat: number, own: readonly number[], frontier: Frontier, ground: Ground, n: number): number {
  findMoveTargets(board, owner, seat, frontier, ground);
  let emptyCount = -1;
  let found = -1;
  for (let i = 0; i < own.length && found < 0; i++) {
    const from = own[i] as number;
    const left = nearCount - (onlyNeighbourOf[from] as number);
    if (left <= 0 && emptyCount < 0) emptyCount = countEmptyOf(owner, ground.hexes);
    const listed = left > 0 ? left : emptyCount;
    if (n >= listed) { n -= listed; continue; }
    pickedFrom = from;
    if (left <= 0) { found = nthEmpty(owner, ground.hexes, n); break; }
    for (let j = 0; j < nearCount; j++) {
      const hex = nearFound[j] as number;
      if (frontier.counts[hex] === 1 && isNeighbour(hex, from)) continue;
      if (n-- === 0) { found = hex; break; }
    }
  }
  clearLonely();
  return found;
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
  if (!hasUsable(state.tiles[seat] as HeldTile[], kind) || kindUsedThisTurn(state, kind)) return 0;
  const { owner } = state;
  if (kind === 'tavern') return findTavernHexes(board, owner, seat, own);
  if (kind === 'paddock') return paddockCount(board, owner, own);
  const ground = tileGround(board, kind, state.played as Terrain) as Ground;
  return BUILD_TILES.has(kind)
    ? adjacentIfPossibleCount(frontier, owner, ground.bits, ground.hexes)
    : moveTargetCount(board, owner, seat, own, frontier, ground);
}

/** targetCount for the player to move, whose counts `touch` are (from touching()). */
export function tileTargetCount(state: KbState, board: Board, kind: LocationKind, own: readonly number[], touch: Uint8Array): number {
  return targetCount(state, board, kind, own, frontierFor(state, board, touch));
}

function frontierFor(state: KbState, board: Board, touch: Uint8Array): Frontier {
  const frontier = frontierOf(state, board.neighbours, state.current);
  if (frontier.counts !== touch) throw new Error('expected the counts of the player to move, from touching()');
  return frontier;
}

/** The settlement moved by the target nthTileTarget found, or -1 when the tile builds. */
export let pickedFrom = -1;

/**
 * The n-th target (0-based) of tileOption(state, board, kind, own, frontier), in the prompt's
 * order: returns the hex and sets pickedFrom. `n` must be below targetCount(...) of the same
 * position. `counted`: that targetCount was the last count of this kind (randomMove counts every
 * kind, then picks), so what it found is still at hand.
 */
export function nthTarget(state: KbState, board: Board, kind: LocationKind, own: readonly number[], frontier: Frontier, n: number, counted = false): number {
  const { owner } = state;
  pickedFrom = -1;
  if (kind === 'tavern') return nthTavernHex(board, owner, state.current, own, n, counted);
  if (kind === 'paddock') {
    if (!counted) paddockCount(board, owner, own);
    for (let i = 0; i < own.length; i++) {
      const from = own[i] as number;
      const targets = paddockPer[i] as number;
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
  if (!BUILD_TILES.has(kind)) return nthMoveTarget(board, owner, state.current, own, frontier, ground, n);
  const near = emptyNear(frontier, owner, ground.bits, nearFound);
  return near > 0 ? nearFound[n] as number : nthEmpty(owner, ground.hexes, n);
}

/** nthTarget for the player to move, whose counts `touch` are (from touching()). */
export function nthTileTarget(state: KbState, board: Board, kind: LocationKind, own: readonly number[], touch: Uint8Array, n: number): number {
  return nthTarget(state, board, kind, own, frontierFor(state, board, touch), n);
}
