// Bots are pure functions of what one seat may know. The room, the simulator and the tests all
// build a bot's input here, so no caller can hand a bot more than its seat's view by accident.
import type { AnyEngine, BotInput, BotLevel, BotThinkInput, GameEngine, Json, Prompt, Seat } from './types.ts';

export type { BotDecision, BotInput, BotLevel, BotPolicy, BotSet, BotThinker, BotThinkInput } from './types.ts';

export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard'];

/** A bot's memory is stored with its seat: plain JSON, at most this many bytes. */
export const BOT_MEMORY_MAX_BYTES = 4096;

/**
 * The input a bot at `seat` receives: its own view, its own prompts and its own log. Null when the
 * seat has nothing to decide. `taken`: the log entries taken out of the state so far (see
 * Game.takeLog), when the caller takes them. A game's prompts and log entries may share objects
 * with its state (a pending question, a log entry's data), so the whole input is copied: the bot
 * may do what it likes with it without reaching the game or the caller's stored memory.
 */
export function botInput<State, View, P extends Prompt>(
  game: GameEngine<State, unknown, unknown, View, P>, state: State, seat: Seat, memory: Json | null, seed: string, taken?: readonly Json[],
): BotInput<View, P> | null {
  // A JSON round trip: everything here is plain JSON, and it is the cheapest deep copy in V8.
  const text = botInputText(game, state, seat, memory, seed, taken);
  return text === null ? null : (JSON.parse(text) as BotInput<View, P>);
}

/**
 * botInput as JSON text (botInput is its parse), for a caller that keeps the text as well: the
 * contract suite checks a bot left its input as given against it without writing it out twice.
 */
export function botInputText<State, View, P extends Prompt>(
  game: GameEngine<State, unknown, unknown, View, P>, state: State, seat: Seat, memory: Json | null, seed: string, taken?: readonly Json[],
): string | null {
  const prompts = game.prompts(state).filter((p) => p.seat === seat);
  if (prompts.length === 0) return null;
  const input: BotInput<View, P> = { seat, view: game.view(state, seat), prompts, log: game.log(state, seat, 0, taken), memory, seed };
  return JSON.stringify(input);
}

/** What a bot at `seat` thinks with between its moves: its own view only, copied like botInput's. */
export function thinkInput(game: AnyEngine, state: unknown, seat: Seat, memory: Json | null, seed: string): BotThinkInput<unknown> {
  return JSON.parse(JSON.stringify({ seat, view: game.view(state, seat), memory, seed })) as BotThinkInput<unknown>;
}

/** Bytes a memory takes when stored; a bot whose memory outgrows the cap is a bug. */
export function memoryBytes(memory: Json | null): number {
  return new TextEncoder().encode(JSON.stringify(memory)).length;
}

export function isBotLevel(x: unknown): x is BotLevel {
  return typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);
}
