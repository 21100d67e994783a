// The contract every game implements: `GameEngine`, the rules (pure and synchronous: no I/O,
// no clocks, no Math.random; state is plain JSON so the room can persist, snapshot and replay
// it), and `Game`, the engine plus everything else the product asks of a game (clocks, bots,
// scores over time, hidden fields, random play). A field the product needs is required here, so
// a game that leaves one out does not compile (docs/adding-a-game.md).
import type { RatingPool } from './rating-pools.ts';
import type { RngState } from './rng.ts';
import type { Checked, Json, Outcome, Prompt, RuleError, Seat, SetupInput, VisibleLogEntry } from './basics.ts';
import type { EngineHooks } from './hooks.ts';

export type { EngineHooks, UndoRules, UndoStep } from './hooks.ts';

export type {
  Checked, Json, LogEntry, Outcome, Prompt, Refusal, RuleError, Seat, SetupInput, TakenLog, VisibleLogEntry,
} from './basics.ts';

export interface SeatScore {
  seat: Seat;
  total: number;
  /** Points by source (a card name, "castles", a scoring card id...). */
  breakdown: { [source: string]: number };
}

export interface GameResult {
  scores: SeatScore[];
  /** Seats that share the victory after the game's tie-breaks. */
  winners: Seat[];
  /** Optional game-specific extras (turn counts, VP over time...). */
  details?: { [key: string]: Json };
}

/**
 * The rules of a game: what the room, the replay and every tool that plays a game call. `P` is the
 * game's prompt, so code typed by the game (its board, bots, autoplay) reads its fields uncast.
 * The optional hooks for hidden questions, undo, long logs and old saves are in ./hooks.ts.
 */
export interface GameEngine<State, Options = unknown, Move = unknown, View = unknown, P extends Prompt = Prompt>
  extends EngineHooks<State, Move, P> {
  id: string;
  name: string;
  minSeats: number;
  maxSeats: number;
  /** Validates raw lobby options for a table of `seats` players; a clear error when bad. */
  parseOptions(raw: unknown, seats: number): Checked<Options>;
  /** Builds the initial state; refuses bad options or seat counts with a RuleError. */
  setup(input: SetupInput<unknown>): Checked<State>;
  prompts(state: State): P[];
  /**
   * Applies `move` for `seat`. Never throws on bad input and never changes the state when it
   * rejects; on success it may mutate `state` in place (clone first to keep the old one). The
   * checks every game makes first (game over, seat, whose turn, a move object) are ./turn-checks.ts.
   */
  apply(state: State, seat: Seat, move: Move | unknown): Outcome;
  /**
   * Exactly what `seat` (or a spectator, null) may know. `previous`: an earlier view of the same
   * viewer, whose parts that still read the same the game may hand back as they are (the room
   * then diffs them by identity alone: party/protocol/patch.ts); nobody changes a view in place.
   */
  view(state: State, seat: Seat | null, previous?: View): View;
  /**
   * Log entries from index `since` on, as `seat` (or a spectator) may see them. `taken`: every
   * entry `takeLog` has returned for this game so far, in order (omitted when nothing was taken).
   */
  log(state: State, seat: Seat | null, since: number, taken?: readonly Json[]): VisibleLogEntry[];
  /** Null while the game runs; final scores when it is over. */
  result(state: State): GameResult | null;
  /**
   * A uniformly chosen legal move for `seat`, or null if it has none: for bots and fuzzing. A game
   * whose prompts list their moves takes it from them (./choices.ts).
   */
  randomMove(state: State, seat: Seat, random: () => number): Move | null;
}

/** A game as the product hosts it: its rules and what the room, the tools and the tests need. */
export interface Game<State, Options = unknown, Move = unknown, View = unknown, P extends Prompt = Prompt>
  extends GameEngine<State, Options, Move, View, P> {
  /** Turn clocks for each clock mode a table may choose (party/time/clock.ts). */
  clocks: GameClocks;
  /** Everyone's score at any moment of the game, by seat: the replay's chart. */
  scores(state: State): number[];
  /** Hidden information in a view: the contract suite and the soak's leak inspector check it. */
  secrets: ViewSecrets<View>;
  /**
   * A seat's view made from the spectator's (`view(state, null)`), sharing by identity every part
   * that holds none of the seat's secrets; equal to `view(state, seat)`. The room builds the
   * spectator's view once a broadcast and each seat's from it, so it diffs each shared part once
   * (party/protocol/patch.ts: DiffMemo). `previous`: as for `view`, the seat's last view made
   * so. Absent: each view is built whole.
   */
  viewFrom?(watched: View, state: State, seat: Seat, previous?: View): View;
  /** What tools that play without people need: the simulator, the soak and the contract suite. */
  autoplay: Autoplay<Move, View, P>;
  /** Computer players offered at the table, one per level (see ./bots.ts); absent: no bots. */
  bots?: BotSet<View, Move, P>;
  /**
   * Each level's strength on the players' rating scale, as `npm run sim -- --ratings` measured it in
   * 2-player games (medium anchored at 1500), so the lobby can say "hard ≈ 1550". Absent: not measured.
   */
  botRatings?: Partial<Record<BotLevel, number>>;
  /** Levels that plan between their moves (the room gives them slices on its alarm). */
  botThinkers?: Partial<Record<BotLevel, BotThinker<View>>>;
  /** Yardstick bots for tests and the simulator, never offered to players. */
  referenceBots?: { [name: string]: BotPolicy<View, Move, P> };
  /** Reference bots that plan between their moves as a level does (the simulator gives them its slices). */
  referenceThinkers?: { [name: string]: BotThinker<View> };
  /** How the game's results rate players, and in which pools (party/protocol/players.ts); absent: never rated. */
  rating?: RatedGame<State>;
  /** The daily challenge (party/daily/, docs/daily.md); absent: the game has none, and nothing offers one. */
  daily?: DailyRules<Options>;
}

/** What a game's daily challenge deals: the same for everyone on a day, one scored attempt each. */
export interface DailyRules<Options> {
  /** The bots the challenger plays against, every day the same; the table seats 1 + this many. */
  opponents: readonly BotLevel[];
  /**
   * The day's table options, everything shown of the deal (a kingdom, map sections), drawn from
   * `rng` alone: that stream is thrown away, so nothing shown is derived from the day's secret seed.
   */
  deal(rng: RngState): Options;
  /**
   * A search for the day's bot, run once a day in slices on the Daily object's alarm (each within a
   * table slice's budget); its result is the bot's starting memory at every attempt after it.
   */
  botSearch?: DailyBotSearch<Options>;
}

/** A daily bot search: plain JSON between slices, so a search in slices ends as one run at once. */
export interface DailyBotSearch<Options> {
  /** What the search is about (e.g. a kingdom in the table's order) and its first state, from the day's table. */
  start(table: { seed: string; seats: number; options: Options }, searchSeed: string): { subject: Json; search: Json };
  /** One slice: the search to keep, and the bot's starting memory once the search is over (null until then). */
  slice(subject: Json, search: Json): { search: Json; memory: Json | null };
}

export interface RatedGame<State> {
  /**
   * The game's rating pools: ids in URLs (/leaderboards/<pool>), on the wire and in each player's
   * stored ratings, so a pool is never renamed. Each is unique across games; the web part names them.
   */
  pools: readonly string[];
  /** The rating pool of a table of `seats` players: one of `pools`. */
  pool(seats: number): string;
  /** Rounds played (every player's turns): a rated game shorter than three changes nobody's rating. */
  rounds(state: State): number;
  /** Final standing by seat, 1 = first, by the rules' tie-breaks; seats still tied share a place. */
  places(result: GameResult): number[];
}

/** How long a seat may keep the table waiting, in one clock mode. */
export interface ClockSetting {
  /** Free time for each stretch of being asked, before the bank is touched. */
  perTurnMs: number;
  /** Time for the whole game beyond the per-turn allowances (0: none). */
  bankMs: number;
}

export type GameClocks = Record<'relaxed' | 'fast', ClockSetting>;

/**
 * What a game hides in its views. A seat's view is what everyone is shown plus that seat's own
 * secrets; a spectator's has none.
 */
export interface ViewSecrets<View> {
  /** The seats whose hidden information `view` shows (a hand, a terrain card). */
  owners(view: View): Seat[];
  /** `view` without any seat's hidden information and without `you`: every observer's is the same. */
  shared(view: View): unknown;
  /**
   * The names of the state's fields that hold what nobody may read from outside (a deck's order,
   * every hand, a question stack). No view, log, result or patch may carry one of these names
   * holding a store: anything but a number or a flat list of numbers, which are counts (a public
   * `hands: number[]` of hand sizes is fine). No name is banned for a game that does not declare it.
   */
  hiddenFields: readonly string[];
}

export interface Autoplay<Move, View, P extends Prompt = Prompt> {
  /** Table options for the `n`th of many games (the soak's tables, the contract suite): variety over n. */
  options(n: number, seats: number): unknown;
  /**
   * A random legal answer to `prompt` from what its seat was shown (no state): the soak's
   * players, who know only what the room told them. Null when the prompt offers nothing. A game
   * whose prompts list their moves and wants no other weighing takes it from ./choices.ts.
   */
  answer(prompt: P, view: View, random: () => number): Move | null;
  /** Whether answering `prompt` with `move` is a private move (GameEngine.privateMove). Absent: never. */
  isPrivate?(prompt: P, move: unknown): boolean;
  /** Whether `prompt` is a question whose very asking is hidden (the table never shows its seat as waited for). */
  isSecretQuestion?(prompt: P): boolean;
  /** The simulator (`npm run sim`): its game-specific flags and what the game length counts. */
  sim: SimSettings;
}

export interface SimSettings {
  /** Flags this game takes, each with a line of help: `{ kingdom: 'random|<preset>|id,...' }`. */
  flags: { [flag: string]: string };
  /** Table options from the flags given (absent flags take the game's sim defaults). */
  options(flags: { [flag: string]: string }): unknown;
  /** What `result.details.turns` counts, for the report: "turns per player". */
  turnsLabel: string;
}

/** A bot's level at the table. */
export type BotLevel = 'easy' | 'medium' | 'hard';

export interface BotInput<View, P extends Prompt = Prompt> {
  seat: Seat;
  /** Exactly `game.view(state, seat)`: a bot sees only what its seat sees. */
  view: View;
  /** The prompts for this seat; never empty when a bot is called. */
  prompts: P[];
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

export type BotPolicy<View = unknown, Move = unknown, P extends Prompt = Prompt> = (input: BotInput<View, P>) => BotDecision<Move>;

export type BotSet<View = unknown, Move = unknown, P extends Prompt = Prompt> = { [L in BotLevel]: BotPolicy<View, Move, P> };

/** What a bot may think with between its moves: its seat's view, no prompt (it is not asked). */
export type BotThinkInput<View> = Omit<BotInput<View>, 'prompts' | 'log'>;

/**
 * A bot that plans ahead: `wants` says from its memory alone whether it has thinking left, and
 * `think` does one slice of it (as cheap as one move: the room calls it between moves, on its
 * alarm), returning the memory to keep.
 */
export interface BotThinker<View = unknown> {
  wants(memory: Json | null): boolean;
  think(input: BotThinkInput<View>): Json | null;
}


// biome-ignore lint: the registry stores games of every shape
export type AnyGame = Game<any, any, any, any, any>;
// biome-ignore lint: code that plays games of every shape by their rules alone
export type AnyEngine = GameEngine<any, any, any, any, any>;
