// A finished game laid out for the replay page: the score after every move, where each turn
// starts, and saved states to seek from. Pure (engine + record in, data out), tested in Node.
import { initialState, movesInPlay } from '../../../party/games/core/record.ts';
import type { GameRecord, RecordedMove } from '../../../party/protocol/lobby.ts';
import type { AnyGame, Checked } from '../../../party/games/core/types.ts';

/** A saved state every this many moves: seeking replays at most this many. */
export const CHECKPOINT_EVERY = 20;

export interface TurnMark { step: number; n: number; seat: number }

export interface Timeline {
  moves: RecordedMove[];
  /** scores[step][seat]: after `step` moves (step 0 is the game as dealt). */
  scores: number[][];
  turns: TurnMark[];
  checkpoints: Map<number, string>;
}

export function buildTimeline(def: AnyGame, record: GameRecord, scoresOf: (state: unknown) => number[]): Checked<Timeline> {
  const setup = initialState(def, record);
  if (!setup.ok) return setup;
  const state = setup.value;
  const moves = movesInPlay(record);
  const scores = [scoresOf(state)];
  const checkpoints = new Map([[0, JSON.stringify(state)]]);
  const marks: TurnMark[] = [];
  // Games that log no 'turn' entries get a turn wherever another player starts moving.
  const fallback: TurnMark[] = [];
  let logSeen = 0;
  const noteTurns = (step: number) => {
    const fresh = def.log(state, null, logSeen);
    logSeen += fresh.length;
    for (const e of fresh) {
      if (e.type === 'turn') marks.push({ step, n: typeof e.data?.n === 'number' ? e.data.n : marks.length + 1, seat: e.seat ?? 0 });
    }
  };
  noteTurns(0);
  for (const [i, m] of moves.entries()) {
    if (m.seat !== moves[i - 1]?.seat) fallback.push({ step: i, n: fallback.length + 1, seat: m.seat });
    const out = def.apply(state, m.seat, m.move);
    if (!out.ok) return { ok: false, error: { code: 'move-refused', message: `move ${m.seq}: ${out.error.message}` } };
    scores.push(scoresOf(state));
    if ((i + 1) % CHECKPOINT_EVERY === 0) checkpoints.set(i + 1, JSON.stringify(state));
    noteTurns(i + 1);
  }
  return { ok: true, value: { moves, scores, turns: marks.length > 0 ? marks : fallback, checkpoints } };
}

/** The game after `step` moves, from the nearest saved state at or before it. */
export function stateAt(def: AnyGame, timeline: Timeline, step: number): unknown {
  const from = Math.floor(step / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
  const state = JSON.parse(timeline.checkpoints.get(from) as string) as unknown;
  for (let i = from; i < step; i++) {
    const m = timeline.moves[i] as RecordedMove;
    def.apply(state, m.seat, m.move);
  }
  return state;
}

/** The turn a step belongs to: the last turn that started at or before it. */
export function turnIndexAt(timeline: Timeline, step: number): number {
  let k = -1;
  for (const [i, t] of timeline.turns.entries()) if (t.step <= step) k = i;
  return k;
}
