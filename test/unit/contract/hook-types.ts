// The shape of a game's part in the contract suite (./hooks.ts lists each game's).
import type { BotInput, BotPolicy, Json, Prompt } from '../../../party/games/core/types.ts';

// biome-ignore lint: each game's hooks read its own state
type State = any;
// biome-ignore lint: each game's bots read its own view and prompts
type AnyPolicy = BotPolicy<any, any, any>;

export interface RandomPlayHooks {
  /** Seeded games of random legal moves (default 200). */
  games?: number;
  /** Seats and options of game `i` (default: every size in turn, Game.autoplay.options). */
  setup?(i: number): { seats: number; options: unknown };
  /** A game still running after this many moves fails, or is left unfinished when `minFinished` < 1 (default 5000). */
  maxMoves?: number;
  /** Share of games that must end within `maxMoves` (default 1: all). */
  minFinished?: number;
  /**
   * Checked after every move: a message naming what broke, or null. `start`: the game as set up
   * (a copy, the same object all game); `logSeen[seat]`: how much of the log the check read so far.
   */
  invariants?(state: State, start: State, logSeen: number[]): string | null;
  /** Moves this game must refuse in any position, besides the suite's own junk. */
  junk?: unknown[];
  /** Names to count for `move` (say "undo"); `minCounts` then says how many each needs per game. */
  count?(move: unknown): string[];
  minCounts?: { [name: string]: number };
  /** Moves shaped like legal ones that the position does not offer, to probe at every step. */
  unoffered?(state: State, prompt: Prompt): unknown[];
  /** Games probed with `unoffered` at every step (default 12), and the refusals each must have seen. */
  unofferedGames?: number;
  minUnofferedPerGame?: number;
}

/** One run of bot games: `plan(i)` seats game `i`. */
export interface BotRun {
  label: string;
  games: number;
  plan(i: number): { seed: string; seats: number; options: unknown; names: string[]; memory?(state: State, name: string): Json | null };
  /** After the run: each name's decisions, for a check of how much the bots were exercised. */
  check?(decisions: Record<string, number>): void;
}

export interface BotHooks {
  /** The policies under test by name (default: Game.bots and Game.referenceBots). */
  policies?: Record<string, AnyPolicy>;
  runs?: BotRun[];
  /** Whether `move` is one of those `prompt` offers, checked before the engine sees it. */
  offered?(prompt: Prompt, move: unknown): boolean;
  maxMoves?: number;
  /** A policy is asked again with the same input every this many decisions, to be deterministic (default 5). */
  sameInputEvery?: number;
  /** Every input a bot was given, for coverage counts. */
  saw?(input: BotInput<unknown>): void;
  /** After each game: `start` is the state as set up (a copy). */
  afterGame?(state: State, start: State): void;
  /** After all runs. */
  finally?(): void;
}

export interface ContractHooks { randomPlay?: RandomPlayHooks; bots?: BotHooks }
