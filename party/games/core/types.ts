// The contract every game implements: `GameEngine`, the rules (pure and synchronous: no I/O,
// no clocks, no Math.random; state is plain JSON so the room can persist, snapshot and replay
// it), and `Game`, the engine plus everything else the product asks of a game (clocks, bots,
// scores over time, hidden fields, random play). A field the product needs is required here, so
// a game that leaves one out does not compile (docs/adding-a-game.md).
import type { RatingPool } from './rating-pools.ts';
import type { RngState } from './rng.ts';

/** A seat is the 0-based index of a player at the table, in turn order. */
export type Seat = number;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A rule error: `code` is stable and machine-readable, `message` is for people. */
export interface RuleError {
  code: string;
  message: string;
}

/**
 * Why a move is refused, for the page to say in the reader's language: a stable `code` and the
 * values its sentence needs (a cost, the coins in play, a terrain). Each game lists its codes
 * (docs/protocol.md, "Why not?").
 */
export interface Refusal {
  code: string;
  params?: { [key: string]: string | number };
}

export type Outcome = { ok: true } | { ok: false; error: RuleError };
export type Checked<T> = { ok: true; value: T } | { ok: false; error: RuleError };

export interface SetupInput<Options> {
  /** Any string; the engine derives its PRNG state from it and keeps that state in the game. */
  seed: string;
  /** Number of players, already within [minSeats, maxSeats]. */
  seats: number;
  options: Options;
}

/**
 * Who must act now and what they may do. Several seats can be prompted at once for
 * simultaneous choices. `kind` names the decision; the rest of the fields are the
 * game's own description of the legal answers (a finite list or a checkable constraint).
 */
export interface Prompt {
  seat: Seat;
  kind: string;
}

/**
 * A public log entry. `secret` holds details only the listed seats may see (what you drew,
 * what was passed to you); `visibleLog` strips it for everyone else.
 */
export interface LogEntry {
  type: string;
  seat?: Seat;
  data?: { [key: string]: Json };
  secret?: { to: Seat[]; data: { [key: string]: Json } };
}

/** A log entry as one viewer receives it: secret details merged in only when allowed. */
export interface VisibleLogEntry {
  i: number;
  type: string;
  seat?: Seat;
  data?: { [key: string]: Json };
  mine?: { [key: string]: Json };
}

/** Log entries a game moved out of its state with `takeLog`: the game's own JSON, read only by its `log`. */
export interface TakenLog {
  /** Index, in the whole log, of the first entry. */
  from: number;
  entries: Json[];
}

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

/** The rules of a game: what the room, the replay and every tool that plays a game call. */
export interface GameEngine<State, Options = unknown, Move = unknown, View = unknown> {
  id: string;
  name: string;
  minSeats: number;
  maxSeats: number;
  /** Validates raw lobby options for a table of `seats` players; a clear error when bad. */
  parseOptions(raw: unknown, seats: number): Checked<Options>;
  /** Builds the initial state; refuses bad options or seat counts with a RuleError. */
  setup(input: SetupInput<unknown>): Checked<State>;
  /**
   * A state saved by an earlier release (the room stores the initial state and snapshots) in
   * this release's shape; the room passes every state it reads from storage through it. Absent
   * while every saved state is still read as it is.
   */
  upgrade?(saved: State): State;
  prompts(state: State): Prompt[];
  /**
   * The seats the table visibly waits for. Defaults to the seats that have prompts; a game
   * overrides it where merely being asked would give away hidden information (in Dominion, only
   * a player holding a Reaction is asked whether to reveal it).
   */
  waiting?(state: State): Seat[];
  /**
   * Applies `move` for `seat`. Never throws on bad input and never changes the state when it
   * rejects; on success it may mutate `state` in place (clone first to keep the old one).
   */
  apply(state: State, seat: Seat, move: Move | unknown): Outcome;
  /**
   * Why `apply` would refuse `move` from `seat` now, or null when it would accept it; pure, and
   * decided by the same checks as `apply`. The room sends it with a refused move's error.
   */
  explain?(state: State, seat: Seat, move: Move | unknown): Refusal | null;
  /**
   * One seat's prompts (from `prompts`) as its player is shown them, with whatever the page shows
   * beforehand of why the choices not offered are refused (Dominion: every card in hand and pile).
   * Asked only for a message a seat is sent, never by bots or playouts: `prompts` stays cheap.
   */
  explainPrompts?(state: State, prompts: Prompt[]): Prompt[];
  /**
   * Whether `move` (checked against `state` before it is applied) is one the other seats must not
   * learn happened at all: it shows them nothing, and counting it would tell them a secret (in
   * Dominion, declining to reveal a Reaction tells that its player held one). The room does not
   * advance the version the others see for it. Absent: every move is public.
   */
  privateMove?(state: State, seat: Seat, move: Move | unknown): boolean;
  /**
   * A pause the table must take the same way whatever it hides (Dominion's Reaction window: it
   * opens for every Attack when a Reaction is in the kingdom, whether or not anyone holds one, so
   * that a wait on a Reaction holder looks like every other Attack). Null when none is open.
   * `key` names this pause (a new key is a new pause); `close` is the move that ends it, made for
   * `seat`, or null while players are still being asked inside it. Only the room makes that move:
   * after a randomized pause counted from when `key` first showed, never in the same breath that
   * showed it (party/table/game.ts). Code without a room closes pauses with closeWindows (./pause.ts).
   */
  pause?(state: State): { key: string; seat: Seat; close: Move | null } | null;
  /** Exactly what `seat` (or a spectator, null) may know. */
  view(state: State, seat: Seat | null): View;
  /**
   * Optional, for a game whose log would outgrow the rest of its state: removes the entries
   * appended since the last call from `state` and returns them. The caller keeps every entry
   * taken, in order (the room: in memory, and in SQLite with each snapshot), and hands them back
   * to `log`; the state holds only what was not taken yet, so it stays small however long the
   * game. Such a game only ever appends to its log. A game without it keeps its whole log in the state.
   */
  takeLog?(state: State): TakenLog;
  /**
   * Log entries from index `since` on, as `seat` (or a spectator) may see them. `taken`: every
   * entry `takeLog` has returned for this game so far, in order (omitted when nothing was taken).
   */
  log(state: State, seat: Seat | null, since: number, taken?: readonly Json[]): VisibleLogEntry[];
  /** Null while the game runs; final scores when it is over. */
  result(state: State): GameResult | null;
  /** A uniformly chosen legal move for `seat`, or null if it has none: for bots and fuzzing. */
  randomMove(state: State, seat: Seat, random: () => number): Move | null;
  /** Taking back moves through the room (Dominion); absent when a game has no such undo. */
  undo?: UndoRules<State, Move>;
}

/** A game as the product hosts it: its rules and what the room, the tools and the tests need. */
export interface Game<State, Options = unknown, Move = unknown, View = unknown> extends GameEngine<State, Options, Move, View> {
  /** Turn clocks for each clock mode a table may choose (party/time/clock.ts). */
  clocks: GameClocks;
  /** Everyone's score at any moment of the game, by seat: the replay's chart. */
  scores(state: State): number[];
  /** Hidden information in a view: the contract suite and the soak's leak inspector check it. */
  secrets: ViewSecrets<View>;
  /** What tools that play without people need: the simulator, the soak and the contract suite. */
  autoplay: Autoplay<Move, View>;
  /** Computer players offered at the table, one per level (see ./bots.ts); absent: no bots. */
  bots?: BotSet<View, Move>;
  /**
   * Each level's strength on the players' rating scale, as `npm run sim -- --ratings` measured it in
   * 2-player games (medium anchored at 1500), so the lobby can say "hard ≈ 1550". Absent: not measured.
   */
  botRatings?: Partial<Record<BotLevel, number>>;
  /** Levels that plan between their moves (the room gives them slices on its alarm). */
  botThinkers?: Partial<Record<BotLevel, BotThinker<View>>>;
  /** Yardstick bots for tests and the simulator, never offered to players. */
  referenceBots?: { [name: string]: BotPolicy<View, Move> };
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

export interface Autoplay<Move, View> {
  /** Table options for the `n`th of many games (the soak's tables, the contract suite): variety over n. */
  options(n: number, seats: number): unknown;
  /**
   * A random legal answer to `prompt` from what its seat was shown (no state): the soak's
   * players, who know only what the room told them. Null when the prompt offers nothing.
   */
  answer(prompt: Prompt, view: View, random: () => number): Move | null;
  /** Whether answering `prompt` with `move` is a private move (GameEngine.privateMove). Absent: never. */
  isPrivate?(prompt: Prompt, move: unknown): boolean;
  /** Whether `prompt` is a question whose very asking is hidden (the table never shows its seat as waited for). */
  isSecretQuestion?(prompt: Prompt): boolean;
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


/** One accepted move as the undo rules see it: who made it and where its log entries begin. */
export interface UndoStep {
  seat: Seat;
  move: unknown;
  /** The log's length just before this move was applied. */
  logFrom: number;
}

/**
 * What a game says about undo; the room does the rest (it rebuilds the game from the move log
 * without the moves taken back and then applies `mark`, so the log shows the undo to everyone).
 */
export interface UndoRules<State, Move = unknown> {
  /** Entries in the game's log so far (a position in the log). */
  logLength(state: State): number;
  /**
   * How many of the latest moves (`steps`, oldest first, ending with the move that produced
   * `state`) `seat` may take back now. Marks among them are passed over and not counted.
   * `taken`: for a game with `takeLog`, every entry taken out of `state` so far (as `log` gets
   * them); without it, moves that logged before the state's own log are never taken back.
   */
  undoable(state: State, steps: readonly UndoStep[], seat: Seat, taken?: readonly Json[]): number;
  /** The move that records in the log that `seat` took back `count` moves. */
  mark(count: number): Move;
  isMark(move: unknown): boolean;
}

// biome-ignore lint: the registry stores games of every shape
export type AnyGame = Game<any, any, any, any>;
// biome-ignore lint: code that plays games of every shape by their rules alone
export type AnyEngine = GameEngine<any, any, any, any>;
