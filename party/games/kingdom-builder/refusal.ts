// Every check a move passes before apply() changes anything, each refusal with its error (for
// code) and its reason (for people, as explain() returns it): one list decides and explains.
import { isInt, type Refusal, type Seat } from '../core/index.ts';
import { refuse, turnRefusal, type Refused } from '../core/turn-checks.ts';
import { HEXES, LOCATION_KINDS, type Board, type LocationKind, type Terrain } from './board.ts';
import { BUILD_TILES } from './cards.ts';
import { buildRefusal, kindUsedThisTurn, mandatoryPending, tileRefusal, usableTile, type TileRefusal } from './rules.ts';
import { boardOfState, SETTLEMENTS_PER_TURN, type KbState } from './state.ts';

const isHex = (x: unknown): x is number => isInt(x, 0, HEXES - 1);

function badMove(message: string): Refused {
  return refuse('bad-move', message, 'bad-move');
}

/** What a hex no settlement may stand on is: the reason's `ground`. */
function unbuildable(board: Board, hex: number): string {
  return board.water[hex] ? 'water' : board.mountain[hex] ? 'mountain' : board.castle[hex] ? 'castle' : 'location';
}

/** The ground a tile builds or moves onto, as the reason names it. */
function tileGroundName(kind: LocationKind, played: Terrain): string {
  switch (kind) {
    case 'farm': return 'grass';
    case 'oasis': return 'desert';
    case 'tower': return 'edge';
    case 'harbor': return 'water';
    default: return played;
  }
}

/** Why the mandatory action cannot go on: its three are built, the terrain is full, or no settlements are left. */
function buildOver(state: KbState): Refused {
  if ((state.supply[state.current] as number) === 0) return refuse('no-build', 'you have no settlements left', 'no-settlements-left');
  return state.built > 0
    ? refuse('no-build', 'the mandatory action is over for this turn', 'builds-done')
    : refuse('no-build', `no empty ${state.played} hex is left`, 'terrain-full', { terrain: state.played as Terrain });
}

function finishBuilds(state: KbState, message: string): Refused {
  return refuse('mandatory-pending', message, 'finish-builds', { left: SETTLEMENTS_PER_TURN - state.built, terrain: state.played as Terrain });
}

function checkBuild(state: KbState, hex: unknown): Refused | null {
  if (!isHex(hex)) return badMove('build needs a hex index from 0 to 399');
  const board = boardOfState(state);
  if (!mandatoryPending(state, board)) return buildOver(state);
  const why = buildRefusal(state, board, hex);
  if (why === null) return null;
  const terrain = state.played as Terrain;
  const message = `you cannot build on hex ${hex}: it must be empty ${terrain}, next to your settlements when possible`;
  if (why === 'wrong-ground') {
    return board.buildable[hex]
      ? refuse('illegal-hex', message, 'not-your-terrain', { terrain })
      : refuse('illegal-hex', message, 'not-buildable', { ground: unbuildable(board, hex) });
  }
  return refuse('illegal-hex', message, why, { terrain });
}

function tileReason(state: KbState, board: Board, kind: LocationKind, to: number, why: TileRefusal, message: string): Refused {
  if (why === 'tiles-not-now') {
    return (state.supply[state.current] as number) === 0
      ? refuse('illegal-hex', message, 'no-settlements-left')
      : finishBuilds(state, message);
  }
  if (why === 'wrong-ground' && kind !== 'harbor' && !board.buildable[to]) {
    return refuse('illegal-hex', message, 'not-buildable', { ground: unbuildable(board, to) });
  }
  return refuse('illegal-hex', message, why, { tile: kind, ground: tileGroundName(kind, state.played as Terrain) });
}

function checkTile(state: KbState, move: Record<string, unknown>): Refused | null {
  const kind = move.tile;
  if (typeof kind !== 'string' || !(LOCATION_KINDS as string[]).includes(kind)) return badMove(`tile must be one of ${LOCATION_KINDS.join(', ')}`);
  if (!isHex(move.to)) return badMove('a tile action needs a target hex "to" from 0 to 399');
  if (move.loc !== undefined && !isHex(move.loc)) return badMove('loc must be a location hex index');
  if (move.from !== undefined && !isHex(move.from)) return badMove('from must be a hex index from 0 to 399');
  const tile = kind as LocationKind;
  if (kindUsedThisTurn(state, tile)) {
    return refuse('tile-unavailable', `you have used the ${kind} action this turn: each action is taken once a turn, however many ${kind} tiles you hold`, 'action-used', { tile });
  }
  if (!usableTile(state, tile, move.loc as number | undefined)) {
    return refuse('tile-unavailable', `you hold no unused ${kind} tile${move.loc === undefined ? '' : ` from hex ${move.loc}`} that you can use this turn`, 'no-tile', { tile });
  }
  const board = boardOfState(state);
  if (state.built > 0 && mandatoryPending(state, board)) return finishBuilds(state, 'finish the 3 mandatory settlements before using a tile');
  if (BUILD_TILES.has(tile) && move.from !== undefined) return badMove(`${kind} builds a new settlement; it moves none`);
  if (!BUILD_TILES.has(tile) && move.from === undefined) return badMove(`${kind} moves a settlement: say which one with "from"`);
  const from = (move.from as number | undefined) ?? -1;
  const why = tileRefusal(state, tile, from, move.to);
  if (why === null) return null;
  return tileReason(state, board, tile, move.to, why, from < 0
    ? `${kind} cannot build on hex ${move.to} now`
    : `${kind} cannot move a settlement of yours from hex ${from} to hex ${move.to} now`);
}

/** Why the build or tile action `action` is refused now, or null; the turn's other checks are done. */
export function actionRefusal(state: KbState, action: Record<string, unknown>): Refused | null {
  return action.type === 'build' ? checkBuild(state, action.hex) : checkTile(state, action);
}

/** Why `seat` may not make `move` now, or null when apply() takes it. */
export function refusal(state: KbState, seat: Seat, move: unknown): Refused | null {
  const shared = turnRefusal({ seats: state.seats, over: state.over, toMove: state.current }, seat, move);
  if (shared) return shared;
  const m = move as Record<string, unknown>;
  switch (m.type) {
    case 'build': case 'tile': return actionRefusal(state, m);
    case 'undo':
      return state.actions.length === 0 ? refuse('nothing-to-undo', 'nothing has been done this turn yet', 'nothing-to-undo') : null;
    case 'end-turn':
      return mandatoryPending(state, boardOfState(state))
        ? finishBuilds(state, `build your ${3 - state.built} remaining settlement(s) on ${state.played} first`)
        : null;
    default: return badMove('move type must be build, tile, undo or end-turn');
  }
}

/** GameEngine.explain: the reason of `refusal`. */
export function explainMove(state: KbState, seat: Seat, move: unknown): Refusal | null {
  return refusal(state, seat, move)?.reason ?? null;
}
