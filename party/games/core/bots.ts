// Bots are pure functions of what one seat may know. The room, the simulator and the tests all
// build a bot's input here, so no caller can hand a bot more than its seat's view by accident.
import type { AnyGame, Json, Prompt, Seat, VisibleLogEntry } from './types.ts';

export type BotLevel = 'easy' | 'medium' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard'];

/** A bot's memory is stored with its seat: plain JSON, at most this many bytes. */
export const BOT_MEMORY_MAX_BYTES = 4096;

export interface BotInput<View> {
  seat: Seat;
  /** Exactly `game.view(state, seat)`: a bot sees only what its seat sees. */
  view: View;
  /** The prompts for this seat; never empty when a bot is called. */
  prompts: Prompt[];
  /** `game.log(state, seat, 0, taken)`: the whole log as this seat may see it. */
  log: VisibleLogEntry[];
  /** What this bot returned last time (null at first). */
  memory: Json | null;
  /** For any randomness: the same input gives the same move. */
  seed: string;
}

export interface BotDecision<Move> {
  move: Move;
  memory: Json | null;
}

export type BotPolicy<View = unknown, Move = unknown> = (input: BotInput<View>) => BotDecision<Move>;

export type BotSet<View = unknown, Move = unknown> = { [L in BotLevel]: BotPolicy<View, Move> };

/**
 * The input a bot at `seat` receives: its own view, its own prompts and its own log. Null when the
 * seat has nothing to decide. `taken`: the log entries taken out of the state so far (see
 * Game.takeLog), when the caller takes them. A game's prompts and log entries may share objects
 * with its state (a pending question, a log entry's data), so the whole input is copied: the bot
 * may do what it likes with it without reaching the game or the caller's stored memory.
 */
export function botInput(
  game: AnyGame, state: unknown, seat: Seat, memory: Json | null, seed: string, taken?: readonly Json[],
): BotInput<unknown> | null {
  const prompts = game.prompts(state).filter((p: Prompt) => p.seat === seat);
  if (prompts.length === 0) return null;
  const input: BotInput<unknown> = { seat, view: game.view(state, seat), prompts, log: game.log(state, seat, 0, taken), memory, seed };
  // A JSON round trip: everything here is plain JSON, and it is the cheapest deep copy in V8.
  return JSON.parse(JSON.stringify(input)) as BotInput<unknown>;
}

/** Bytes a memory takes when stored; a bot whose memory outgrows the cap is a bug. */
export function memoryBytes(memory: Json | null): number {
  return new TextEncoder().encode(JSON.stringify(memory)).length;
}

export function isBotLevel(x: unknown): x is BotLevel {
  return typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);
}
