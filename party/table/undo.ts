// Undo through the room, for games with undo rules (Dominion). The engine says how many of the
// latest moves can be taken back; the room asks the other players when there are any (unless
// the table accepts automatically), then marks the move undone, appends the game's mark and
// rebuilds the game from the move log without it. Nothing is deleted: the record keeps the move.
import { cloneJson } from '../games/core/guards.ts';
import type { AnyGame, Seat, UndoStep } from '../games/core/index.ts';
import type { UndoState } from '../protocol/social.ts';
import type { SocialContext } from '../social/social.ts';
import type { SocialStore, UndoRequest } from '../social/store.ts';
import type { MoveRow, RoomMeta, RoomStore } from './store.ts';
import type { UndoRun } from './game.ts';
import { errorMessage } from '../protocol/common.ts';

interface Trace {
  /** The state before the seat's trailing run of moves. */
  before: unknown;
  rows: MoveRow[];
  steps: UndoStep[];
  /** The state after them (the game now). */
  now: unknown;
}

/** Replays the game up to the trailing run of `seat`'s moves and through it, noting log positions. */
function trace(def: AnyGame, meta: RoomMeta, store: RoomStore, social: SocialStore, seat: Seat): Trace | null {
  const rows = store.movesAfter(social.lastMoveNotBy(seat));
  const first = rows[0];
  if (!first || !def.undo) return null;
  const snap = social.snapshotBefore(first.seq);
  let state: unknown;
  let from = 0;
  if (snap) {
    state = snap.state;
    from = snap.seq;
  } else {
    const setup = def.setup({ seed: meta.seed, seats: store.seats().length, options: meta.options });
    if (!setup.ok) return null;
    state = setup.value;
  }
  for (const row of store.movesAfter(from)) {
    if (row.seq >= first.seq) break;
    if (!def.apply(state, row.seat, row.move).ok) return null;
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
const cache = new WeakMap<SocialStore, { version: number; seat: Seat; n: number }>();

/** How many moves `seat` could take back now (0 unless it made the latest move and may undo it). */
export function undoableCount(
  def: AnyGame, meta: RoomMeta, store: RoomStore, social: SocialStore, version: number, run: UndoRun | null = null,
): { seat: Seat; n: number } | null {
  if (!def.undo || meta.status !== 'playing') return null;
  // The room followed the latest run of moves as they came: no replay needed.
  if (run && run.version === version) return { seat: run.seat, n: def.undo.undoable(run.state, run.steps, run.seat) };
  const last = social.lastMover();
  if (!last) return null;
  const hit = cache.get(social);
  if (hit && hit.version === version && hit.seat === last.seat) return hit;
  const t = trace(def, meta, store, social, last.seat);
  const n = t ? def.undo.undoable(t.now, t.steps, last.seat) : 0;
  cache.set(social, { version, seat: last.seat, n });
  return { seat: last.seat, n };
}

/** The pending request, if it still applies (any move since makes it lapse). */
export function pendingRequest(social: SocialStore, version: number): UndoRequest | null {
  const r = social.undoRequest();
  return r && r.version === version ? r : null;
}

/**
 * The pending request that still waits for someone. One whose last unanswered players have since
 * gone (a bot stands in for them) waits for nobody: it no longer blocks, and asking again takes
 * the move back at once.
 */
function waitingRequest(social: SocialStore, version: number, seats: Parameters<typeof othersThan>[0]): UndoRequest | null {
  const r = pendingRequest(social, version);
  return r && othersThan(seats, r.by).some((s) => !r.accepted.includes(s)) ? r : null;
}

/** Every viewer's undo state at `version`, the storage read once for all of them. */
export function undoStates(ctx: Pick<SocialContext, 'def' | 'meta' | 'store' | 'social' | 'seats' | 'undoRun'>, version: number): (you: Seat | null) => UndoState | undefined {
  if (!ctx.def?.undo || ctx.meta.status !== 'playing') return () => undefined;
  const r = waitingRequest(ctx.social, version, ctx.seats);
  const request = r ? { by: r.by, waitingFor: othersThan(ctx.seats, r.by).filter((s) => !r.accepted.includes(s)) } : null;
  let can: { seat: Seat; n: number } | null | undefined;
  return (you) => {
    if (you !== null && !r) can ??= ctx.def?.undo ? undoableCount(ctx.def, ctx.meta, ctx.store, ctx.social, version, ctx.undoRun?.() ?? null) : null;
    return { canUndo: you !== null && !r && can !== null && can !== undefined && can.seat === you && can.n > 0, request };
  };
}

/**
 * The players asked to agree to an undo by `by`: every other seat with a person playing it now.
 * A bot seat, or a human seat a bot stands in for (away, out of time, left), agrees at once, as
 * bots do: nobody is there to answer, and the request would otherwise wait for nobody.
 */
function othersThan(seats: readonly { seat: Seat; bot?: unknown; standin?: unknown }[], by: Seat): Seat[] {
  return seats.filter((s) => s.seat !== by && !s.bot && !s.standin).map((s) => s.seat);
}

const CANNOT = 'Nothing to take back: you can take back only your own moves of this turn, and only until a card is drawn, revealed or shuffled or another player decides something.';

export async function requestUndo(ctx: SocialContext): Promise<void> {
  const { def, meta, seat } = ctx;
  if (seat === null) return ctx.error('not-seated', 'Spectators cannot take back moves.');
  if (!def?.undo) return ctx.error('no-undo', 'This game has no undo through the table.');
  if (meta.status !== 'playing') return ctx.error('not-playing', 'There is no game in play.');
  const live = ctx.live();
  if (!live) return ctx.error('not-playing', 'There is no game in play.');
  const r = waitingRequest(ctx.social, live.version, ctx.seats);
  if (r) return ctx.error('undo-pending', 'An undo is already waiting for the other players.');
  const can = undoableCount(def, meta, ctx.store, ctx.social, live.version, ctx.undoRun?.() ?? null);
  if (!can || can.seat !== seat || can.n === 0) return ctx.error('cannot-undo', CANNOT);
  const others = othersThan(ctx.seats, seat);
  if (others.length === 0 || ctx.social.settings().autoUndo) return takeBack(ctx, seat);
  ctx.social.saveUndoRequest({ by: seat, version: live.version, accepted: [] });
  ctx.broadcastState();
}

export async function answerUndo(ctx: SocialContext, accept: boolean): Promise<void> {
  const { seat } = ctx;
  const live = ctx.live();
  const r = live ? pendingRequest(ctx.social, live.version) : null;
  if (!r) return ctx.error('no-undo-request', 'There is no undo request to answer (it may have lapsed when play went on).');
  if (seat === null || seat === r.by || !othersThan(ctx.seats, r.by).includes(seat)) {
    return ctx.error('not-asked', 'Only the other players answer an undo request.');
  }
  if (!accept) {
    ctx.social.saveUndoRequest(null);
    const name = ctx.seats.find((s) => s.seat === seat)?.name ?? `#${seat + 1}`;
    ctx.sendToSeat(r.by, errorMessage('undo-refused', `${name} did not agree to take back your move.`));
    return ctx.broadcastState();
  }
  if (!r.accepted.includes(seat)) r.accepted.push(seat);
  if (othersThan(ctx.seats, r.by).every((s) => r.accepted.includes(s))) return takeBack(ctx, r.by);
  ctx.social.saveUndoRequest(r);
  ctx.broadcastState();
}

/** Takes back `by`'s latest move: checks the rebuild first, then writes, then tells everyone. */
async function takeBack(ctx: SocialContext, by: Seat): Promise<void> {
  const { def, meta } = ctx;
  const live = ctx.live();
  if (!def?.undo || !live) return ctx.error('not-playing', 'There is no game in play.');
  const t = trace(def, meta, ctx.store, ctx.social, by);
  if (!t || def.undo.undoable(t.now, t.steps, by) === 0) {
    ctx.social.saveUndoRequest(null);
    ctx.broadcastState();
    return ctx.error('cannot-undo', CANNOT);
  }
  let k = t.rows.length - 1;
  while (k >= 0 && def.undo.isMark((t.rows[k] as MoveRow).move)) k--;
  const target = t.rows[k] as MoveRow;
  const mark = def.undo.mark(1);
  // The game without the move, plus the mark, must replay cleanly before anything is written.
  const state = t.before;
  for (const row of t.rows) if (row !== target && !def.apply(state, row.seat, row.move).ok) return ctx.error('cannot-undo', CANNOT);
  if (!def.apply(state, by, mark).ok) return ctx.error('cannot-undo', CANNOT);
  const seq = live.version + 1;
  ctx.transaction(() => {
    ctx.social.markUndone([target.seq], seq);
    ctx.store.appendMove({ seq, seat: by, move: mark, moveId: `undo:${seq}`, at: Date.now() });
    ctx.social.saveUndoRequest(null);
  });
  ctx.rebuilt((t.steps[k] as UndoStep).logFrom);
  await ctx.touch();
  ctx.broadcastState();
}
