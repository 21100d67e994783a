// The contract's words that everything else in it is made of: seats, JSON, errors and refusals,
// prompts and log entries. Kept apart from ./types.ts so the engine hooks (./hooks.ts), which
// ./types.ts builds on, can use them without an import circle. ./types.ts re-exports them.

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

