import type { ComponentChildren } from 'preact';
import type { RoomInfo } from '../../party/protocol/room.ts';
import type { GameResult, Prompt, Refusal, Seat, VisibleLogEntry } from '../../party/games/core/types.ts';
import type { Advice, News } from '../lesson/advice.ts';
import type { LessonPath } from '../lesson/progress.ts';
export type { LangWords, PoolNames, RefusalWords } from './words.ts';

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

/**
 * A game's lesson coach (web/games/<id>/lesson/coach.ts), which the shared coach beside the board
 * (web/lesson/Coach.tsx) asks what to say. It reads only what the learner's seat is shown and never
 * works out a rule itself: what is possible comes from the prompts.
 */
export interface LessonCoach<View = unknown> {
  /** The lesson's steps turn by turn (web/lesson/progress.ts): its "Step n of N". */
  path: LessonPath;
  /** Which of the path's turns the table is at, for a count found again after a reload. */
  turn(view: View, you: Seat): number;
  /** The step to take now and the control to point at; the path's last step ends the lesson. */
  advice(view: View, prompts: Prompt[], result: GameResult | null, you: Seat): Advice;
  /** What one log entry, as the learner's seat sees it, is worth telling (the coach reads the current turn's). */
  news(entry: VisibleLogEntry, you: Seat): News | null;
  /** The step's text in the reader's language, with the table's own names for what it mentions. */
  say(advice: Advice): string;
  /** The news's text, or null when the step being shown already tells of it. */
  tell(news: News, step: string): string | null;
  /** What a learner may click expecting a move (cards, hexes): a click there that does nothing gets a note. */
  playable: string;
  /** The game's own live controls among those, beyond buttons and links (a map's marked hexes). */
  live?: string;
}
