// Undo, for games with undo rules (Dominion). The engine says how many of the latest moves can be
// taken back; the other players are asked when there are any (unless the table accepts
// automatically), then the move is marked undone, the game's mark appended and the game rebuilt
// from the move log without it. Nothing is deleted: the record keeps the move. These functions
// decide and write; the room (party/room/social-messages.ts) tells people what happened.
import { cloneJson } from '../games/core/guards.ts';
import type { AnyGame, Seat, UndoStep } from '../games/core/index.ts';
import type { UndoState } from '../protocol/social.ts';
import { replayState, type TableGame, type UndoRun } from './game.ts';
import { KeyValues } from './key-values.ts';
import type { MoveRow, RoomMeta, RoomStore, SeatRow } from './store.ts';

/** Asked by `by` when the game was at `version`; `accepted` lists who has said yes. */
export interface UndoRequest { by: number; version: number; accepted: number[] }

/** The pending undo request, kept beside the game's tables. */
export class UndoRequests {
  private readonly values: KeyValues;

  constructor(sql: SqlStorage) {
    this.values = new KeyValues(sql);
  }

  get(): UndoRequest | null {
    return this.values.read<UndoRequest>('undo-request');
  }

  save(request: UndoRequest | null): void {
    this.values.write('undo-request', request);
  }

  forgetCached(): void {
    this.values.forgetCached();
  }
}

/** What undo works on: the table's game, its storage and who sits where. */
export interface UndoTable {
  def: AnyGame | undefined;
  meta: RoomMeta;
  seats: SeatRow[];
  store: RoomStore;
  requests: UndoRequests;
  game: TableGame;
  /** Runs the writes of a take-back as one transaction. */
  transaction(write: () => void): void;
}

/**
 * What became of an undo message. `taken-back`: the game was rebuilt without the move; log
 * entries from `logFrom` on changed. A refusal with `lapsed` also dropped the pending request.
 */
export type UndoResult =
  | { ok: false; code: string; message: string; lapsed?: true }
  | { ok: true; done: 'asked' | 'accepted' }
  | { ok: true; done: 'refused'; by: Seat; name: string }
  | { ok: true; done: 'taken-back'; logFrom: number };

interface Trace {
  /** The state before the seat's trailing run of moves. */
  before: unknown;
  rows: MoveRow[];
  steps: UndoStep[];
  /** The state after them (the game now). */
  now: unknown;
}

/** Replays the game up to the trailing run of `seat`'s moves and through it, noting log positions. */
function trace(def: AnyGame, meta: RoomMeta, store: RoomStore, seat: Seat): Trace | null {
  const rows = store.movesAfter(store.lastMoveNotBy(seat));
  const first = rows[0];
  if (!first || !def.undo) return null;
  let state: unknown;
  try {
    state = replayState(def, meta, store, store.snapshotBefore(first.seq), first.seq).state;
  } catch {
    return null;
  }
  const before = cloneJson(state);
  const steps: UndoStep[] = [];
  for (const row of rows) {
    steps.push({ seat: row.seat, move: row.move, logFrom: def.undo.logLength(state) });
    if (!def.apply(state, row.seat, row.move).ok) return null;
  }
  return { before, rows, steps, now: state };
}

// One answer per room and version: every connection's state message asks the same question.
const cache = new WeakMap<RoomStore, { version: number; seat: Seat; n: number }>();

/** How many moves the latest mover could take back now (0 unless it may undo its latest move). */
export function undoableCount(
  def: AnyGame, meta: RoomMeta, store: RoomStore, version: number, run: UndoRun | null = null,
): { seat: Seat; n: number } | null {
  if (!def.undo || meta.status !== 'playing') return null;
  // The room followed the latest run of moves as they came: no replay needed.
  if (run && run.version === version) return { seat: run.seat, n: def.undo.undoable(run.state, run.steps, run.seat, run.taken) };
  const last = store.lastMover();
  if (!last) return null;
  const hit = cache.get(store);
  if (hit && hit.version === version && hit.seat === last.seat) return hit;
  const t = trace(def, meta, store, last.seat);
  const n = t ? def.undo.undoable(t.now, t.steps, last.seat) : 0;
  cache.set(store, { version, seat: last.seat, n });
  return { seat: last.seat, n };
}

/** The pending request, if it still applies (any move since makes it lapse). */
function pendingRequest(requests: UndoRequests, version: number): UndoRequest | null {
  const r = requests.get();
  return r && r.version === version ? r : null;
}

/**
 * The pending request that still waits for someone. One whose last unanswered players have since
 * gone (a bot stands in for them) waits for nobody: it no longer blocks, and asking again takes
 * the move back at once.
 */
function waitingRequest(requests: UndoRequests, version: number, seats: readonly SeatRow[]): UndoRequest | null {
  const r = pendingRequest(requests, version);
  return r && othersThan(seats, r.by).some((s) => !r.accepted.includes(s)) ? r : null;
}

/** Every viewer's undo state at `version`, the storage read once for all of them. */
export function undoStates(t: Omit<UndoTable, 'transaction'>, version: number): (you: Seat | null) => UndoState | undefined {
  const { def, meta } = t;
  if (!def?.undo || meta.status !== 'playing') return () => undefined;
  const r = waitingRequest(t.requests, version, t.seats);
  const request = r ? { by: r.by, waitingFor: othersThan(t.seats, r.by).filter((s) => !r.accepted.includes(s)) } : null;
  let can: { seat: Seat; n: number } | null | undefined;
  return (you) => {
    if (you !== null && !r) can ??= undoableCount(def, meta, t.store, version, t.game.undoRun());
    const canUndo = you !== null && !r && can !== null && can !== undefined && can.seat === you && can.n > 0;
    if (request === null) return canUndo ? UNDO_OPEN : UNDO_CLOSED;
    return { canUndo, request };
  };
}

// The undo states without a request, one object each for every message: a viewer's diff passes
// an unchanged one by identity. Frozen, as nothing may change a message in place.
const UNDO_OPEN: UndoState = Object.freeze({ canUndo: true, request: null });
const UNDO_CLOSED: UndoState = Object.freeze({ canUndo: false, request: null });

/**
 * The players asked to agree to an undo by `by`: every other seat with a person playing it now.
 * A bot seat, or a human seat a bot stands in for (away, out of time, left), agrees at once, as
 * bots do: nobody is there to answer, and the request would otherwise wait for nobody.
 */
function othersThan(seats: readonly SeatRow[], by: Seat): Seat[] {
  return seats.filter((s) => s.seat !== by && !s.bot && !s.standin).map((s) => s.seat);
}

const CANNOT = 'Nothing to take back: you can take back only your own moves of this turn, and only until a card is drawn, revealed or shuffled or another player decides something.';
const NOT_PLAYING = { ok: false, code: 'not-playing', message: 'There is no game in play.' } as const;

/** `seat` (null: a spectator) asks to take back its latest move; `autoUndo`: the table agrees at once. */
export function requestUndo(t: UndoTable, seat: Seat | null, autoUndo: boolean): UndoResult {
  const { def, meta } = t;
  if (seat === null) return { ok: false, code: 'not-seated', message: 'Spectators cannot take back moves.' };
  if (!def?.undo) return { ok: false, code: 'no-undo', message: 'This game has no undo through the table.' };
  if (meta.status !== 'playing') return NOT_PLAYING;
  const live = t.game.live(meta);
  if (!live) return NOT_PLAYING;
  if (waitingRequest(t.requests, live.version, t.seats)) {
    return { ok: false, code: 'undo-pending', message: 'An undo is already waiting for the other players.' };
  }
  const can = undoableCount(def, meta, t.store, live.version, t.game.undoRun());
  if (!can || can.seat !== seat || can.n === 0) return { ok: false, code: 'cannot-undo', message: CANNOT };
  if (othersThan(t.seats, seat).length === 0 || autoUndo) return takeBack(t, seat);
  t.requests.save({ by: seat, version: live.version, accepted: [] });
  return { ok: true, done: 'asked' };
}

/** Another player answers the pending request. */
export function answerUndo(t: UndoTable, seat: Seat | null, accept: boolean): UndoResult {
  const live = t.game.live(t.meta);
  const r = live ? pendingRequest(t.requests, live.version) : null;
  if (!r) return { ok: false, code: 'no-undo-request', message: 'There is no undo request to answer (it may have lapsed when play went on).' };
  if (seat === null || seat === r.by || !othersThan(t.seats, r.by).includes(seat)) {
    return { ok: false, code: 'not-asked', message: 'Only the other players answer an undo request.' };
  }
  if (!accept) {
    t.requests.save(null);
    return { ok: true, done: 'refused', by: r.by, name: t.seats.find((s) => s.seat === seat)?.name ?? `#${seat + 1}` };
  }
  if (!r.accepted.includes(seat)) r.accepted.push(seat);
  if (othersThan(t.seats, r.by).every((s) => r.accepted.includes(s))) return takeBack(t, r.by);
  t.requests.save(r);
  return { ok: true, done: 'accepted' };
}

/** Takes back `by`'s latest move: checks the rebuild first, then writes. */
function takeBack(t: UndoTable, by: Seat): UndoResult {
  const { def, meta } = t;
  const live = t.game.live(meta);
  if (!def?.undo || !live) return NOT_PLAYING;
  const tr = trace(def, meta, t.store, by);
  if (!tr || def.undo.undoable(tr.now, tr.steps, by) === 0) {
    t.requests.save(null);
    return { ok: false, code: 'cannot-undo', message: CANNOT, lapsed: true };
  }
  let k = tr.rows.length - 1;
  while (k >= 0 && def.undo.isMark((tr.rows[k] as MoveRow).move)) k--;
  const target = tr.rows[k] as MoveRow;
  const mark = def.undo.mark(1);
  // The game without the move, plus the mark, must replay cleanly before anything is written.
  const state = tr.before;
  for (const row of tr.rows) if (row !== target && !def.apply(state, row.seat, row.move).ok) return { ok: false, code: 'cannot-undo', message: CANNOT };
  if (!def.apply(state, by, mark).ok) return { ok: false, code: 'cannot-undo', message: CANNOT };
  const seq = live.version + 1;
  t.transaction(() => {
    t.store.markUndone([target.seq], seq);
    t.store.appendMove({ seq, seat: by, move: mark, moveId: `undo:${seq}`, at: Date.now() });
    t.requests.save(null);
  });
  // The cached game is stale: the next use replays it from storage.
  t.game.forget();
  return { ok: true, done: 'taken-back', logFrom: (tr.steps[k] as UndoStep).logFrom };
}
