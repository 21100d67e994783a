// Where the current player may build or move right now. These lists are the single source of
// truth: prompts show them, apply() accepts exactly them, randomMove() picks among them.
import { HEXES, type Board, type Ground, type LocationKind, type Terrain } from './board.ts';
import { BUILD_TILES } from './cards.ts';
import { emptyNear, frontierOf, touching, type Frontier } from './frontier.ts';
import { boardOfState, SETTLEMENTS_PER_TURN, type HeldTile, type KbState, type TurnAction } from './state.ts';
import { hasEmptyHex } from './turns.ts';

/** Moves of one settlement: where it may go. */
export interface SettlementMoves {
  from: number;
  to: number[];
}

export interface TileOption {
  tile: LocationKind;
  /**
   * Location hexes of the unused tiles of this kind the player may use now: which one to turn
   * over. Holding two gives one use a turn all the same; the kind leaves the list once used.
   */
  locs: number[];
  /** Build tiles: where the new settlement may go. */
  hexes?: number[];
  /** Move tiles: the settlements that may move, each with its targets. */
  moves?: SettlementMoves[];
}

export interface TurnOptions {
  /**
   * The mandatory action, while settlements of it remain to be built; `started` once one of them
   * is built this turn ("build 3" before the first, "2 more" after).
   */
  build: { terrain: Terrain; remaining: number; started: boolean; hexes: number[] } | null;
  tiles: TileOption[];
  canEndTurn: boolean;
  canUndo: boolean;
}

// Scratch buffer: the engine is synchronous, so one per module is safe and saves allocations.
const marks = new Uint8Array(HEXES);

/**
 * Whether `hex` is next to one of the player's settlements (`touch`: see ./frontier.ts), not
 * counting the settlement on `lifted` (the one being moved), if any.
 */
function touchesOwn(board: Board, touch: Uint8Array, hex: number, lifted: number): boolean {
  const n = touch[hex] as number;
  if (n === 0) return false;
  if (n > 1 || lifted < 0) return true;
  for (let d = 0; d < 6; d++) if (board.neighbours[hex * 6 + d] === lifted) return false;
  return true;
}

/**
 * Sorts hex numbers ascending in place. Insertion sort: the lists are short (a few to a few dozen
 * hexes) and Array.prototype.sort with a comparator costs far more per call; this runs on every move.
 */
export function sortHexes(xs: number[]): number[] {
  for (let i = 1; i < xs.length; i++) {
    const x = xs[i] as number;
    let j = i - 1;
    while (j >= 0 && (xs[j] as number) > x) { xs[j + 1] = xs[j] as number; j--; }
    xs[j + 1] = x;
  }
  return xs;
}

const nearScratch = new Int16Array(HEXES);

/**
 * The empty hexes of a ground (its bits and its hexes, ascending), restricted to those next to the
 * player's settlements when any such hex exists; ascending too.
 */
function adjacentIfPossible(frontier: Frontier, owner: readonly number[], bits: Uint32Array, candidates: readonly number[]): number[] {
  const found = emptyNear(frontier, owner, bits, nearScratch);
  if (found === 0) return candidates.filter((hex) => owner[hex] === -1);
  const adjacent: number[] = [];
  for (let i = 0; i < found; i++) adjacent.push(nearScratch[i] as number);
  return adjacent;
}

/**
 * Why a hex may not take a settlement: not of the ground asked for, taken, or away from the
 * player's settlements while a free hex of that ground touches them.
 */
export type HexRefusal = 'wrong-ground' | 'occupied' | 'must-be-adjacent';

/** Why `hex` is not in adjacentIfPossible(...), or null when it is; apply() checks one hex. */
function hexRefusal(
  board: Board, owner: readonly number[], touch: Uint8Array, mask: Uint8Array, candidates: readonly number[], hex: number, lifted = -1,
): HexRefusal | null {
  if (!mask[hex]) return 'wrong-ground';
  if (owner[hex] !== -1 || hex === lifted) return 'occupied';
  if (touchesOwn(board, touch, hex, lifted)) return null;
  for (let i = 0; i < candidates.length; i++) {
    const other = candidates[i] as number;
    if (owner[other] === -1 && touchesOwn(board, touch, other, lifted)) return 'must-be-adjacent';
  }
  return null;
}

/** Whether an empty buildable `hex` has 3 of the player's settlements in a row beside it. */
export function endsLineOfThree(board: Board, owner: readonly number[], seat: number, hex: number): boolean {
  if (owner[hex] !== -1 || !board.buildable[hex]) return false;
  const nb = board.neighbours;
  for (let d = 0; d < 6; d++) {
    let at = hex;
    let run = 0;
    while (run < 3) {
      at = nb[at * 6 + d] as number;
      if (at < 0 || owner[at] !== seat) break;
      run++;
    }
    if (run === 3) return true;
  }
  return false;
}

/** Empty buildable hexes at an end of a straight line of 3 or more of the player's settlements. */
export function tavernHexes(board: Board, owner: readonly number[], seat: number, own: readonly number[]): number[] {
  marks.fill(0);
  const out: number[] = [];
  for (const settlement of own) {
    for (let d = 0; d < 6; d++) {
      const hex = board.neighbours[settlement * 6 + d] as number;
      if (hex >= 0 && !marks[hex]) {
        marks[hex] = 1;
        if (endsLineOfThree(board, owner, seat, hex)) out.push(hex);
      }
    }
  }
  return sortHexes(out);
}

/** Barn and Harbor: per settlement, the candidates next to the player's other settlements if any. */
function moveTargets(
  board: Board, owner: readonly number[], own: readonly number[], touch: Uint8Array, candidates: readonly number[],
): SettlementMoves[] {
  const empty = candidates.filter((hex) => owner[hex] === -1);
  if (empty.length === 0) return [];
  const adjacent = empty.filter((hex) => (touch[hex] as number) > 0);
  const moves: SettlementMoves[] = [];
  for (const from of own) {
    // Only a target whose sole neighbour of yours is the moving settlement changes; most
    // settlements share one list.
    let to = adjacent;
    for (let d = 0; d < 6; d++) {
      const hex = board.neighbours[from * 6 + d] as number;
      if (hex >= 0 && touch[hex] === 1 && owner[hex] === -1 && to.includes(hex)) {
        to = to.filter((t) => t !== hex);
      }
    }
    moves.push({ from, to: to.length > 0 ? to : empty });
  }
  return moves;
}

export function paddockTarget(board: Board, owner: readonly number[], from: number, d: number): number {
  const target = board.jumps[from * 6 + d] as number;
  return target >= 0 && owner[target] === -1 && board.buildable[target] ? target : -1;
}

function paddockMoves(board: Board, owner: readonly number[], own: readonly number[]): SettlementMoves[] {
  const moves: SettlementMoves[] = [];
  for (const from of own) {
    const to: number[] = [];
    for (let d = 0; d < 6; d++) {
      const target = paddockTarget(board, owner, from, d);
      if (target >= 0) to.push(target);
    }
    if (to.length > 0) moves.push({ from, to: sortHexes(to) });
  }
  return moves;
}

/** Where a tile that builds or moves onto a kind of hex may go (null: Tavern and Paddock, which go by lines). */
export function tileGround(board: Board, kind: LocationKind, played: Terrain): Ground | null {
  switch (kind) {
    case 'oracle': case 'barn': return board.terrainGround[played];
    case 'farm': return board.terrainGround.grass;
    case 'oasis': return board.terrainGround.desert;
    case 'tower': return board.edgeGround;
    case 'harbor': return board.waterGround;
    default: return null;
  }
}

function tileTargets(
  state: KbState, board: Board, kind: LocationKind, own: readonly number[], frontier: Frontier,
): Pick<TileOption, 'hexes' | 'moves'> {
  const { owner, current: seat } = state;
  if (kind === 'tavern') return { hexes: tavernHexes(board, owner, seat, own) };
  if (kind === 'paddock') return { moves: paddockMoves(board, owner, own) };
  const ground = tileGround(board, kind, state.played as Terrain) as Ground;
  return BUILD_TILES.has(kind)
    ? { hexes: adjacentIfPossible(frontier, owner, ground.bits, ground.hexes) }
    : { moves: moveTargets(board, owner, own, frontier.counts, ground.hexes) };
}

/**
 * The mandatory action ended early (its terrain or the supply ran out) and a tile was used after
 * it: a tile is only allowed then, so a later action freeing a hex of the terrain (Paddock,
 * Harbor) does not reopen the mandatory action around that tile.
 */
export function mandatoryEnded(state: KbState): boolean {
  return state.built > 0 && state.actions[state.actions.length - 1]?.type === 'tile';
}

export function mandatoryPending(state: KbState, board: Board): boolean {
  return state.played !== null && state.built < SETTLEMENTS_PER_TURN && (state.supply[state.current] as number) > 0
    && !mandatoryEnded(state) && hasEmptyHex(board, state.owner, state.played);
}

/** Tiles may be used before the mandatory action or after it, never in its middle. */
export function tilesAllowed(state: KbState, board: Board): boolean {
  return state.built === 0 || !mandatoryPending(state, board);
}

/**
 * Each extra action may be taken once a turn (rulebook: the Oasis and the Farm actions, but not
 * the Farm action twice): a second tile of a kind already used this turn gives no second use.
 * Read from the turn's actions, not the tiles' flags, so losing the used tile to a move does not
 * free its twin.
 */
export function kindUsedThisTurn(state: KbState, kind: LocationKind): boolean {
  const actions = state.actions;
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i] as TurnAction;
    if (action.type === 'tile' && action.tile === kind) return true;
  }
  return false;
}

/** The first unused tile of `kind` the player may use now (the one from location `loc` if given). */
export function usableTile(state: KbState, kind: LocationKind, loc?: number): HeldTile | undefined {
  if (kindUsedThisTurn(state, kind)) return undefined;
  const held = state.tiles[state.current] as HeldTile[];
  for (let i = 0; i < held.length; i++) {
    const t = held[i] as HeldTile;
    if (t.kind === kind && !t.used && !t.fresh && (loc === undefined || t.loc === loc)) return t;
  }
  return undefined;
}

/** Whether the player may use some tile of `kind` now, whatever its targets. */
function mayUseTileKind(state: KbState, board: Board, kind: LocationKind): boolean {
  if (state.over || state.played === null || !tilesAllowed(state, board)) return false;
  return !BUILD_TILES.has(kind) || (state.supply[state.current] as number) > 0;
}

/** Targets of one tile kind, or null when no unused tile of it has any (tiles are allowed now). */
export function tileOption(state: KbState, board: Board, kind: LocationKind, own: readonly number[], frontier: Frontier): TileOption | null {
  if (BUILD_TILES.has(kind) && (state.supply[state.current] as number) === 0) return null;
  if (kindUsedThisTurn(state, kind)) return null;
  const locs: number[] = [];
  for (const t of state.tiles[state.current] as HeldTile[]) if (t.kind === kind && !t.used && !t.fresh) locs.push(t.loc);
  if (locs.length === 0) return null;
  const targets = tileTargets(state, board, kind, own, frontier);
  if ((targets.hexes ?? targets.moves ?? []).length === 0) return null;
  return { tile: kind, locs, ...targets };
}

/** Why a tile may not be used this way, beside the hex refusals: see tileRefusal. */
export type TileRefusal = HexRefusal | 'tiles-not-now' | 'not-your-settlement' | 'not-line-end' | 'not-a-jump';

/**
 * Why a tile of `kind` may not build on `to` now (from < 0) or move the settlement on `from` to
 * `to`; null when it may. The caller has checked that the move's shape fits the tile.
 */
export function tileRefusal(state: KbState, kind: LocationKind, from: number, to: number): TileRefusal | null {
  const board = boardOfState(state);
  const { owner, current: seat } = state;
  if (!mayUseTileKind(state, board, kind)) return 'tiles-not-now';
  if (from >= 0 && owner[from] !== seat) return 'not-your-settlement';
  if (kind === 'tavern') {
    if (owner[to] !== -1) return 'occupied';
    return endsLineOfThree(board, owner, seat, to) ? null : board.buildable[to] ? 'not-line-end' : 'wrong-ground';
  }
  if (kind === 'paddock') {
    for (let d = 0; d < 6; d++) if (paddockTarget(board, owner, from, d) === to) return null;
    return owner[to] !== -1 ? 'occupied' : !board.buildable[to] ? 'wrong-ground' : 'not-a-jump';
  }
  const ground = tileGround(board, kind, state.played as Terrain) as Ground;
  return hexRefusal(board, owner, touching(state, board.neighbours, seat), ground.mask, ground.hexes, to, from);
}

function nextToSeat(board: Board, owner: readonly number[], seat: number, hex: number): boolean {
  for (let d = 0; d < 6; d++) {
    const next = board.neighbours[hex * 6 + d] as number;
    if (next >= 0 && owner[next] === seat) return true;
  }
  return false;
}

/** Why the mandatory action, pending (mandatoryPending: the caller asked), may not build on `hex`; null when it may. */
export function buildRefusal(state: KbState, board: Board, hex: number): HexRefusal | null {
  const terrain = state.played as Terrain;
  // The usual case, an empty hex of the terrain beside one of yours, needs no frontier counts.
  if (board.terrainMask[terrain][hex] && state.owner[hex] === -1 && nextToSeat(board, state.owner, state.current, hex)) return null;
  const touch = touching(state, board.neighbours, state.current);
  return hexRefusal(board, state.owner, touch, board.terrainMask[terrain], board.hexesOf[terrain], hex);
}

export function firstOfKind(held: readonly HeldTile[], kind: LocationKind): number {
  for (let i = 0; i < held.length; i++) if ((held[i] as HeldTile).kind === kind) return i;
  return -1;
}

export function turnOptions(state: KbState): TurnOptions {
  const board = boardOfState(state);
  const seat = state.current;
  const played = state.played as Terrain;
  const mayBuild = !state.over && state.played !== null && state.built < SETTLEMENTS_PER_TURN && (state.supply[seat] as number) > 0
    && !mandatoryEnded(state);
  const own = state.placed[seat] as number[];
  const frontier = frontierOf(state, board.neighbours, seat);
  const buildHexes = mayBuild ? adjacentIfPossible(frontier, state.owner, board.terrainBits[played], board.hexesOf[played]) : [];
  const pending = buildHexes.length > 0;
  const tiles: TileOption[] = [];
  const held = state.tiles[seat] ?? [];
  if (held.length > 0 && !state.over && (state.built === 0 || !pending)) {
    for (let i = 0; i < held.length; i++) {
      const kind = (held[i] as HeldTile).kind;
      if (firstOfKind(held, kind) !== i) continue;
      const option = tileOption(state, board, kind, own, frontier);
      if (option) tiles.push(option);
    }
  }
  return {
    build: pending
      ? { terrain: played, remaining: Math.min(SETTLEMENTS_PER_TURN - state.built, state.supply[seat] as number), started: state.built > 0, hexes: buildHexes }
      : null,
    tiles,
    canEndTurn: !state.over && !pending,
    canUndo: !state.over && state.actions.length > 0,
  };
}
