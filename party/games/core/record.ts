// Rebuilding a game from its record (GET /api/tables/:id/record): pure, so the replay script,
// the replay page in the browser and tests share it. Moves taken back are skipped.
import { isRecord } from './guards.ts';
import type { BotLevel } from './bots.ts';
import type { AnyEngine, Checked, GameResult, Seat } from './types.ts';

/**
 * A finished game, enough to rebuild it anywhere with the pure engine: `GET /api/tables/:id/record`
 * and `npm run replay -- record.json`. Undone moves stay in the list marked `undone` (nothing is
 * lost); a rebuild skips them.
 */
export interface GameRecord {
  format: 'kingdoms-record';
  version: 1;
  table: string;
  game: string;
  options: unknown;
  seed: string;
  players: string[];
  /** Each player's bot level, null for a human (records from before this field have none). */
  bots?: (BotLevel | null)[];
  moves: RecordedMove[];
  result: GameResult | null;
  startedAt: number | null;
  finishedAt: number | null;
}

/** `bot`: a bot made this move for the seat's person (their time ran out, they were away or left). */
export interface RecordedMove { seq: number; seat: Seat; move: unknown; undone?: true; bot?: true }

/** Checks that untrusted JSON has the shape of a game record; a clear message when not. */
export function parseRecord(x: unknown): Checked<GameRecord> {
  const bad = (message: string) => ({ ok: false as const, error: { code: 'bad-record', message } });
  if (!isRecord(x)) return bad('a record is a JSON object');
  if (x.format !== 'kingdoms-record' || x.version !== 1) return bad("not a game record: expected format 'kingdoms-record', version 1");
  if (typeof x.game !== 'string' || typeof x.seed !== 'string') return bad('game and seed must be strings');
  if (!Array.isArray(x.players) || !x.players.every((p) => typeof p === 'string')) return bad('players must be a list of names');
  if (!Array.isArray(x.moves)) return bad('moves must be a list');
  for (const [i, m] of x.moves.entries()) {
    if (!isRecord(m) || !Number.isInteger(m.seat) || !('move' in m)) return bad(`moves[${i}] must be { seq, seat, move }`);
  }
  return { ok: true, value: x as unknown as GameRecord };
}

/** The moves a rebuild applies, in order. */
export function movesInPlay(record: GameRecord): RecordedMove[] {
  return record.moves.filter((m) => !m.undone);
}

/** The game as dealt from the record's seed, players and options. */
export function initialState(def: AnyEngine, record: GameRecord): Checked<unknown> {
  return def.setup({ seed: record.seed, seats: record.players.length, options: record.options });
}

/**
 * Replays the record's moves onto a fresh game. `onMove` sees the state after each one (the
 * replay page keeps what it needs). Stops at the first refused move and names it.
 */
export function rebuild(
  def: AnyEngine, record: GameRecord, onMove?: (state: unknown, index: number, move: RecordedMove) => void,
): Checked<{ state: unknown; applied: number }> {
  const setup = initialState(def, record);
  if (!setup.ok) return setup;
  const state = setup.value;
  const moves = movesInPlay(record);
  for (const [i, m] of moves.entries()) {
    const out = def.apply(state, m.seat, m.move);
    if (!out.ok) {
      return { ok: false, error: { code: 'move-refused', message: `move ${m.seq} (seat ${m.seat}, ${JSON.stringify(m.move)}) was refused: ${out.error.message}` } };
    }
    onMove?.(state, i, m);
  }
  return { ok: true, value: { state, applied: moves.length } };
}
