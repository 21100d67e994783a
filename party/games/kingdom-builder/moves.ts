// Moves: validation (./refusal.ts, against the legal lists of rules.ts), then in-place execution.
// A rejected move returns before the first write, so the state is untouched.
import { fail, OK, type Json, type Outcome, type Seat } from '../core/index.ts';
import type { Board, LocationKind } from './board.ts';
import { refusal } from './refusal.ts';
import { usableTile } from './rules.ts';
import { addMissingTaken, boardOfState, kindAt, type HeldTile, type KbState, type TurnAction } from './state.ts';
import { finishTurn, restoreTurn } from './turns.ts';
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

function runAction(state: KbState, action: TurnAction): Outcome {
  const board = boardOfState(state);
  const seat = state.current;
  if (action.type === 'build') {
    state.built++;
    place(state, board, seat, action.hex, 'mandatory', beginRecord(state, action, true, null));
  } else {
    const tile = usableTile(state, action.tile, action.loc) as HeldTile;
    tile.used = true;
    state.log.push({ type: 'tile-used', seat, data: { tile: action.tile, loc: tile.loc } });
    const done: TurnAction = { ...action, loc: tile.loc };
    const record = beginRecord(state, done, false, tile);
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
  const refused = refusal(state, seat, move);
  if (refused) return { ok: false, error: refused.error };
  addMissingTaken(state);
  const m = move as Record<string, unknown>;
  switch (m.type) {
    case 'undo': return undo(state);
    case 'end-turn': finishTurn(state); return OK;
    default: return runAction(state, toAction(m));
  }
}
