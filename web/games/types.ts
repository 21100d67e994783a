import type { ComponentChildren } from 'preact';
import type { RoomInfo } from '../../party/protocol/room.ts';
import type { GameResult, Prompt, Refusal, Seat, VisibleLogEntry } from '../../party/games/core/types.ts';
export type { LangWords, PoolNames } from './words.ts';

/** A move of this page's the room refused, with the game's reason (GameEngine.explain). */
export interface Refused<Move = unknown> {
  move: Move;
  reason: Refusal;
  /** The room's own words, for a reason this page has none for. */
  message: string;
}

/**
 * What the shell hands a game's board. Everything comes from the room's latest `state` message;
 * the board renders it and calls `send` with a move. Legal choices come from `prompts`: a board
 * never re-derives the rules.
 */
export interface BoardProps<View = unknown, Move = unknown, P extends Prompt = Prompt> {
  /** The game's view for this connection: a seat's or a spectator's. */
  view: View;
  /** Prompts addressed to this connection's seat (empty for spectators and while others act): the game's own. */
  prompts: P[];
  /** Every seat the table is waiting for right now. */
  waitingFor: Seat[];
  /** This connection's seat, or null for a spectator. */
  you: Seat | null;
  room: RoomInfo;
  /** The whole log as this connection may see it, oldest first. */
  log: VisibleLogEntry[];
  result: GameResult | null;
  /** Sends a move against the latest state; returns the move id (a refusal carries it as `ref`). */
  send(move: Move): string;
  /** True while a sent move has had no answer yet: boards may hold further input. */
  pending: boolean;
  /** The last move the room refused with a reason, until the next thing the player does: the board says why. */
  refused?: Refused<Move> | null;
  /**
   * The table's word about the turn (a bot plays this seat: take it back; an away player's
   * countdown), shown where the board shows whose turn it is, in view wherever the page is scrolled.
   */
  banner?: ComponentChildren;
}

/** A game's table options in the lobby. `value` is undefined until the form reports one. */
export interface OptionsFormProps<Options = unknown> {
  /** Players chosen for the table; options may depend on it. */
  seats: number;
  value: Options | undefined;
  onChange(options: Options): void;
}

/** A listed table's options, described in a line or two for the lobby's list of open tables. */
export interface OptionsSummaryProps {
  /** The table's options as the game parsed them at creation (older tables: as sent). */
  options: unknown;
  /** The table's size; a game's defaults may depend on it. */
  seats: number;
}

/** A widget attribute that was wrong, and what was wrong with it (shown next to its name). */
export interface AttributeProblem { attribute: string; message: string }

export type ParsedOptions = { ok: true; options: Record<string, unknown> | undefined } | { ok: false; problems: AttributeProblem[] };

/**
 * How the embed widget's data- attributes become a table's options (web/games/<id>/embed.ts).
 * Only the shape is checked; whether a named option exists is the engine's call at table creation.
 */
export interface EmbedOptions {
  /** Attribute names (without data-) this game takes; embed.js forwards them to the widget. */
  attributes: readonly string[];
  /** Only called with attributes of this game present or absent, none of another's. */
  options(query: URLSearchParams): ParsedOptions;
}
