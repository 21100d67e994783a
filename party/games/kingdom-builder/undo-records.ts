// Cheap undo: what each action of the turn changed, kept beside the state (not in its JSON),
// so undo reverses the last action instead of replaying the turn from its start. The records
// belong to one state object and are trusted only while they line up with `state.actions`
// (same count, the last one the very action object recorded); anything else (a state rebuilt
// from JSON, an old snapshot, a bot's copy) falls back to replaying, which rebuilds them.
import type { Board } from './board.ts';
import type { HeldTile, KbState, TurnAction } from './state.ts';

export interface UndoRecord {
  action: TurnAction;
  seat: number;
  /** The settlement's new hex, and where it came from (-1 for a build). */
  to: number;
  from: number;
  /** Its index in `placed` (a build pushes at the end; a move replaces in place). */
  placedIndex: number;
  mandatory: boolean;
  /** The tile used, or null for a build of the mandatory action. */
  tile: HeldTile | null;
  /** Tiles gained (pushed at the end of `tiles` and `taken`). */
  gained: number;
  /**
   * Tiles lost by a move, in order: each with its index in `tiles` when it was removed. Only the
   * first `lostCount` entries belong to this record (the array is reused).
   */
  lost: { index: number; tile: HeldTile }[];
  lostCount: number;
  setLastRound: boolean;
}

let owner: KbState | null = null;
// Records are reused: `records[0..count)` are the live ones, the rest wait for the next actions.
// A random game records hundreds of actions; allocating each was a fifth of all it allocated.
const records: UndoRecord[] = [];
let count = 0;

/** Starts the record of an action about to be applied to `state` (before it is pushed to `actions`). */
export function beginRecord(state: KbState, action: TurnAction, mandatory: boolean, tile: HeldTile | null): UndoRecord {
  if (owner !== state || count !== state.actions.length) {
    owner = state;
    count = 0;
  }
  const record = (records[count] ??= {
    action, seat: 0, to: -1, from: -1, placedIndex: -1, mandatory, tile, gained: 0, lost: [], lostCount: 0, setLastRound: false,
  });
  count++;
  record.action = action;
  record.seat = state.current;
  record.to = -1;
  record.from = -1;
  record.placedIndex = -1;
  record.mandatory = mandatory;
  record.tile = tile;
  record.gained = 0;
  record.lostCount = 0;
  record.setLastRound = false;
  return record;
}

/** Notes on `record` that its move took `tile` away from index `index` of the holder's tiles. */
export function recordLost(record: UndoRecord, index: number, tile: HeldTile): void {
  const entry = record.lost[record.lostCount];
  if (entry) { entry.index = index; entry.tile = tile; } else record.lost.push({ index, tile });
  record.lostCount++;
}

/** The record of `state`'s last action when the records line up with its actions, else null. */
export function lastRecord(state: KbState): UndoRecord | null {
  const n = state.actions.length;
  if (owner !== state || count !== n || n === 0) return null;
  const record = records[n - 1] as UndoRecord;
  return record.action === state.actions[n - 1] ? record : null;
}

/** Forgets the records (before a replay rebuilds them). */
export function forgetRecords(): void {
  owner = null;
  count = 0;
}

/** Reverses the last action as recorded (see lastRecord); the log is left to the caller. */
export function reverseLast(state: KbState, board: Board, record: UndoRecord): void {
  const { seat } = record;
  const held = state.tiles[seat] as HeldTile[];
  const taken = state.taken[seat] as number[];
  for (let i = 0; i < record.gained; i++) {
    const tile = held.pop() as HeldTile;
    taken.pop();
    state.tilesLeft[board.locations.indexOf(tile.loc)]!++;
  }
  for (let i = record.lostCount - 1; i >= 0; i--) {
    const { index, tile } = record.lost[i] as { index: number; tile: HeldTile };
    held.splice(index, 0, tile);
  }
  const placed = state.placed[seat] as number[];
  state.owner[record.to] = -1;
  if (record.from >= 0) {
    state.owner[record.from] = seat;
    placed[record.placedIndex] = record.from;
  } else {
    placed.pop();
    state.supply[seat]!++;
  }
  if (record.setLastRound) state.lastRound = false;
  if (record.mandatory) state.built--;
  if (record.tile) record.tile.used = false;
  state.actions.pop();
  count--;
}
