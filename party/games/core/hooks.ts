// The rules' optional hooks: what a game needs only when it says why a move is refused, hides who
// is asked (Dominion's Reactions), lets players take moves back through the room, keeps a log too
// long for its state, or reads states saved by an earlier release. A game with none of these
// leaves them all out; the room and the tools take each one's absence as its plain default.
import type { Json, Prompt, Refusal, Seat, TakenLog } from './basics.ts';

export interface EngineHooks<State, Move, P extends Prompt = Prompt> {
  /**
   * A state saved by an earlier release (the room stores the initial state and snapshots) in
   * this release's shape; the room passes every state it reads from storage through it. Absent
   * while every saved state is still read as it is.
   */
  upgrade?(saved: State): State;
  /**
   * The seats the table visibly waits for. Defaults to the seats that have prompts; a game
   * overrides it where merely being asked would give away hidden information (in Dominion, only
   * a player holding a Reaction is asked whether to reveal it).
   */
  waiting?(state: State): Seat[];
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
  explainPrompts?(state: State, prompts: P[]): P[];
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
  /**
   * Optional, for a game whose log would outgrow the rest of its state: removes the entries
   * appended since the last call from `state` and returns them. The caller keeps every entry
   * taken, in order (the room: in memory, and in SQLite with each snapshot), and hands them back
   * to `log`; the state holds only what was not taken yet, so it stays small however long the
   * game. Such a game only ever appends to its log. A game without it keeps its whole log in the state.
   */
  takeLog?(state: State): TakenLog;
  /** Taking back moves through the room (Dominion); absent when a game has no such undo. */
  undo?: UndoRules<State, Move>;
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
