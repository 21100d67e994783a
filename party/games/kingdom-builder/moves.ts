// Moves: validation against the legal lists of rules.ts, then in-place execution. A rejected move
// returns before the first write, so the state is untouched.
import { fail, isInt, isRecord, OK, type Json, type Outcome, type Seat } from '../core/index.ts';
import { HEXES, LOCATION_KINDS, type Board, type LocationKind } from './board.ts';
import { BUILD_TILES } from './cards.ts';
import { isLegalBuild, isLegalTileAction, mandatoryPending, usableTile } from './rules.ts';
import {
  addMissingTaken, boardOfState, finishTurn, kindAt, restoreTurn, type HeldTile, type KbState, type TurnAction,
} from './state.ts';
import { beginRecord, forgetRecords, lastRecord, recordLost, reverseLast, type UndoRecord } from './undo-records.ts';

/**
 * A move. Hexes are indices row * 20 + column.
 * - build: one settlement of the mandatory action.
 * - tile: use a location tile; `to` is the new hex, `from` the settlement moved (Barn, Harbor,
 *   Paddock); `loc` optionally picks which of two tiles of one kind (by its location hex).
 * - undo: take back the last build or tile action of this turn.
 * - end-turn: finish the turn (once the mandatory action is done).
 */
export type KbMove =
  | { type: 'build'; hex: number }
  | { type: 'tile'; tile: LocationKind; to: number; from?: number; loc?: number }
  | { type: 'undo' }
  | { type: 'end-turn' };

const isHex = (x: unknown): x is number => isInt(x, 0, HEXES - 1);

/**
 * Every location next to `hex` the player has never taken a tile from, with one left: gain it.
 * "Never" includes tiles since lost, so moving away and back does not pay twice.
 */
function gainTilesAround(state: KbState, board: Board, seat: Seat, hex: number, record: UndoRecord): void {
  const held = state.tiles[seat] as HeldTile[];
  const taken = state.taken[seat] as number[];
  for (let d = 0; d < 6; d++) {
    const loc = board.neighbours[hex * 6 + d] as number;
    if (loc < 0 || board.locationKind[loc] === -1 || taken.includes(loc)) continue;
    const index = board.locations.indexOf(loc);
    if ((state.tilesLeft[index] as number) <= 0) continue;
    state.tilesLeft[index]!--;
    taken.push(loc);
    const kind = kindAt(board, loc);
    held.push({ kind, loc, fresh: true, used: false });
    record.gained++;
    state.log.push({ type: 'tile-gained', seat, data: { tile: kind, loc } });
  }
}

/** After a settlement left `hex`: tiles of locations it was the player's last neighbour of go to the box. */
function loseTilesAround(state: KbState, board: Board, seat: Seat, hex: number, record: UndoRecord): void {
  const nb = board.neighbours;
  for (let d = 0; d < 6; d++) {
    const loc = nb[hex * 6 + d] as number;
    if (loc < 0 || board.locationKind[loc] === -1) continue;
    let stillNext = false;
    for (let e = 0; e < 6 && !stillNext; e++) {
      const next = nb[loc * 6 + e] as number;
      stillNext = next >= 0 && state.owner[next] === seat;
    }
    const held = state.tiles[seat] as HeldTile[];
    const index = held.findIndex((t) => t.loc === loc);
    if (stillNext || index < 0) continue;
    const [lost] = held.splice(index, 1) as [HeldTile];
    recordLost(record, index, lost);
    state.log.push({ type: 'tile-lost', seat, data: { tile: lost.kind, loc } });
  }
}

function place(state: KbState, board: Board, seat: Seat, hex: number, by: string, record: UndoRecord): void {
  record.to = hex;
  state.owner[hex] = seat;
  state.placed[seat]!.push(hex);
  state.supply[seat]!--;
  state.log.push({ type: 'build', seat, data: { hex, by } });
  gainTilesAround(state, board, seat, hex, record);
  if (state.supply[seat] === 0 && !state.lastRound) {
    state.lastRound = true;
    record.setLastRound = true;
    state.log.push({ type: 'last-round', seat });
  }
}

function relocate(state: KbState, board: Board, seat: Seat, from: number, to: number, by: string, record: UndoRecord): void {
  state.owner[from] = -1;
  state.owner[to] = seat;
  const placed = state.placed[seat] as number[];
  const index = placed.indexOf(from);
  placed[index] = to;
  record.from = from;
  record.to = to;
  record.placedIndex = index;
  state.log.push({ type: 'move', seat, data: { from, to, by } });
  loseTilesAround(state, board, seat, from, record);
  gainTilesAround(state, board, seat, to, record);
}

function checkBuild(state: KbState, move: Record<string, unknown>): Outcome {
  if (!isHex(move.hex)) return fail('bad-move', 'build needs a hex index from 0 to 399');
  const board = boardOfState(state);
  if (!mandatoryPending(state, board)) {
    return fail('no-build', state.built > 0 ? 'the mandatory action is over for this turn' : `no empty ${state.played} hex is left`);
  }
  if (!isLegalBuild(state, board, move.hex)) {
    return fail('illegal-hex', `you cannot build on hex ${move.hex}: it must be empty ${state.played}, next to your settlements when possible`);
  }
  return OK;
}

/** The tile that carries out `move`, or an error; nothing is changed. */
function checkTile(state: KbState, move: Record<string, unknown>): { tile: HeldTile } | { error: Outcome } {
  const kind = move.tile;
  if (typeof kind !== 'string' || !(LOCATION_KINDS as string[]).includes(kind)) {
    return { error: fail('bad-move', `tile must be one of ${LOCATION_KINDS.join(', ')}`) };
  }
  if (!isHex(move.to)) return { error: fail('bad-move', 'a tile action needs a target hex "to" from 0 to 399') };
  if (move.loc !== undefined && !isHex(move.loc)) return { error: fail('bad-move', 'loc must be a location hex index') };
  if (move.from !== undefined && !isHex(move.from)) return { error: fail('bad-move', 'from must be a hex index from 0 to 399') };
  const tile = usableTile(state, kind as LocationKind, move.loc as number | undefined);
  if (!tile) return { error: fail('tile-unavailable', `you hold no unused ${kind} tile${move.loc === undefined ? '' : ` from hex ${move.loc}`} that you can use this turn`) };
  const board = boardOfState(state);
  if (state.built > 0 && mandatoryPending(state, board)) {
    return { error: fail('mandatory-pending', 'finish the 3 mandatory settlements before using a tile') };
  }
  if (BUILD_TILES.has(kind as LocationKind) && move.from !== undefined) return { error: fail('bad-move', `${kind} builds a new settlement; it moves none`) };
  if (!BUILD_TILES.has(kind as LocationKind) && move.from === undefined) return { error: fail('bad-move', `${kind} moves a settlement: say which one with "from"`) };
  if (!isLegalTileAction(state, kind as LocationKind, (move.from as number | undefined) ?? -1, move.to)) {
    return { error: fail('illegal-hex', move.from === undefined
      ? `${kind} cannot build on hex ${move.to} now`
      : `${kind} cannot move a settlement of yours from hex ${move.from} to hex ${move.to} now`) };
  }
  return { tile };
}

function runAction(state: KbState, action: TurnAction): Outcome {
  const board = boardOfState(state);
  const seat = state.current;
  if (action.type === 'build') {
    const checked = checkBuild(state, action);
    if (!checked.ok) return checked;
    state.built++;
    place(state, board, seat, action.hex, 'mandatory', beginRecord(state, action, true, null));
  } else {
    const checked = checkTile(state, action);
    if ('error' in checked) return checked.error;
    checked.tile.used = true;
    state.log.push({ type: 'tile-used', seat, data: { tile: action.tile, loc: checked.tile.loc } });
    const done: TurnAction = { ...action, loc: checked.tile.loc };
    const record = beginRecord(state, done, false, checked.tile);
    if (action.from === undefined) place(state, board, seat, action.to, action.tile, record);
    else relocate(state, board, seat, action.from, action.to, action.tile, record);
    action = done;
  }
  state.actions.push(action);
  return OK;
}

/**
 * Reverses the last action of the turn, from its record when there is one (./undo-records.ts);
 * else back to the turn's start, then the turn's actions again but the last. Either way the log
 * keeps its history and gains an undo entry.
 */
function undo(state: KbState): Outcome {
  if (state.actions.length === 0) return fail('nothing-to-undo', 'nothing has been done this turn yet');
  const record = lastRecord(state);
  if (record) {
    const last = state.actions[state.actions.length - 1] as TurnAction;
    reverseLast(state, boardOfState(state), record);
    // The action left the turn for good: the log entry may hold it as it is, uncopied.
    state.log.push({ type: 'undo', seat: state.current, data: last as unknown as { [key: string]: Json } });
    return OK;
  }
  forgetRecords();
  const redo = state.actions.slice(0, -1);
  const undone = state.actions[state.actions.length - 1] as TurnAction;
  const logLength = state.log.length;
  restoreTurn(state, state.turnStart);
  state.built = 0;
  state.actions = [];
  for (const action of redo) runAction(state, action);
  // The replayed actions logged again; their entries are already there. (Popping: setting
  // `length` is a slow runtime call in V8, and undo is frequent in random play.)
  while (state.log.length > logLength) state.log.pop();
  state.log.push({ type: 'undo', seat: state.current, data: { ...undone } });
  return OK;
}

function toAction(move: Record<string, unknown>): TurnAction {
  if (move.type === 'build') return { type: 'build', hex: move.hex as number };
  const action: TurnAction = { type: 'tile', tile: move.tile as LocationKind, loc: move.loc as number, to: move.to as number };
  if (move.from !== undefined) action.from = move.from as number;
  return action;
}

export function applyMove(state: KbState, seat: Seat, move: unknown): Outcome {
  if (state.over) return fail('game-over', 'the game is over');
  if (!isInt(seat, 0, state.seats - 1)) return fail('bad-seat', `there is no seat ${String(seat)} at this table`);
  if (seat !== state.current) return fail('not-your-turn', `it is seat ${state.current + 1}'s turn`);
  if (!isRecord(move)) return fail('bad-move', 'a move must be an object with a type');
  addMissingTaken(state);
  switch (move.type) {
    case 'build': return runAction(state, toAction(move));
    case 'tile': return runAction(state, toAction(move));
    case 'undo': return undo(state);
    case 'end-turn': {
      if (mandatoryPending(state, boardOfState(state))) return fail('mandatory-pending', `build your ${3 - state.built} remaining settlement(s) on ${state.played} first`);
      finishTurn(state);
      return OK;
    }
    default: return fail('bad-move', 'move type must be build, tile, undo or end-turn');
  }
}
