// The room's WebSocket protocol and the lobby's JSON shapes: types only, shared by the room
// (party/) and the client (web/). The room validates every inbound message against the schemas
// in party/schema.ts, which mirror these types.
import type { BotLevel } from './bots.ts';
import type { Delta } from './patch.ts';
import type { GameResult, Prompt, Seat, VisibleLogEntry } from './types.ts';

export const PROTOCOL_VERSION = 1;
/** Largest inbound WebSocket message the room reads, in bytes. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
export const NAME_MAX_LENGTH = 24;

// ---- client -> room -------------------------------------------------------------------------

/** Take a free seat under a display name (1-24 characters after trimming). */
export interface JoinMessage { v: 1; type: 'join'; name: string }
/**
 * Re-attach to the seat a token was issued for (after a refresh or a dropped connection).
 * `handoff`: the token was handed over by another page (the widget's "open in a new tab"): the
 * room gives the seat a new token in a `welcome` and retires this one, so whoever handed it over
 * (or crafted the link) holds the seat no longer; its connections get the error `seat-moved`.
 * `next`: with `handoff`, the new token the page chose itself (and keeps): a page whose welcome
 * was lost asks again with the same pair and is seated by `next`, which it already holds.
 */
export interface AttachMessage { v: 1; type: 'attach'; token: string; handoff?: boolean; next?: string }
/**
 * Give the seat back before the game starts. Once it has started, leaving hands the seat to a bot
 * for the rest of the game; the seat token still brings its player back (see `resume`).
 */
export interface LeaveMessage { v: 1; type: 'leave' }
/** Host only, before the start: seat a bot of this level in the next empty seat. */
export interface AddBotMessage { v: 1; type: 'add-bot'; level: BotLevel }
/** Host only, before the start: take a bot out of its seat (later seats move up). */
export interface RemoveBotMessage { v: 1; type: 'remove-bot'; seat: Seat }
/** A seat a bot has been playing (time ran out, away, left) takes control back. */
export interface ResumeMessage { v: 1; type: 'resume' }
/** 2-player games only: give up; the other player wins and the result says so. */
export interface ResignMessage { v: 1; type: 'resign' }
/** Host only: start the game once enough players are seated. */
export interface StartMessage { v: 1; type: 'start' }
/**
 * A game move. `version` is the state version the move was made against (stale moves are
 * refused); `id` is chosen by the client so a resent move is recognised and not applied twice.
 */
export interface MoveMessage { v: 1; type: 'move'; version: number; id: string; move: unknown }
/**
 * Ask for a full state message (after a reconnect, say, or when a patch does not apply to the
 * revision held: the room then forgets what it sent and starts again from a full state).
 */
export interface SyncMessage { v: 1; type: 'sync' }
/**
 * A player of a finished game accepts a rematch. The first acceptance opens the next table: same
 * game, options, size, clock and privacy, with the same players (and bots) in the same seats and
 * the same seat tokens. It starts once everyone still at this table has accepted.
 */
export interface RematchMessage { v: 1; type: 'rematch' }

/**
 * A chat line: your own `text` (1-200 characters after trimming; control characters removed) or
 * one of the quick `phrase`s, which every reader sees in their own language. A spectator (when
 * the host allows spectators to chat) also gives the `name` to show.
 */
export interface ChatSendMessage { v: 1; type: 'chat'; text?: string; phrase?: QuickPhrase; name?: string }
/** Host only: change the table's settings (any subset). */
export interface SettingsMessage { v: 1; type: 'settings'; settings: Partial<TableSettings> }
/** The player to move asks to take back their last move of this turn (games with undo only). */
export interface UndoMessage { v: 1; type: 'undo' }
/** Another player answers a pending undo request. */
export interface UndoAnswerMessage { v: 1; type: 'undo-answer'; accept: boolean }

export type ClientMessage =
  | JoinMessage | AttachMessage | LeaveMessage | StartMessage | MoveMessage | SyncMessage | RematchMessage
  | AddBotMessage | RemoveBotMessage | ResumeMessage | ResignMessage
  | ChatSendMessage | SettingsMessage | UndoMessage | UndoAnswerMessage;

// ---- chat, table settings, undo --------------------------------------------------------------

export const CHAT_MAX_LENGTH = 200;
/** Quick phrases: sent as an id, shown in each reader's language. */
export const QUICK_PHRASES = ['good-luck', 'good-game', 'thinking', 'sorry-go', 'well-played'] as const;
export type QuickPhrase = (typeof QUICK_PHRASES)[number];

export interface ChatEntry {
  /** Increasing per table. */
  id: number;
  at: number;
  /** The sender's seat, or null for a spectator. */
  seat: Seat | null;
  name: string;
  text?: string;
  phrase?: QuickPhrase;
  /**
   * A line the room itself writes, not a person: a bot began playing for `seat` (named `name`),
   * and why. Shown to everyone, in each reader's language, whether or not chat is on.
   */
  standin?: Standin;
}

/** What the host may change at any time. */
export interface TableSettings {
  /** Chat is open (players; spectators too when `spectatorChat`). */
  chat: boolean;
  spectatorChat: boolean;
  /** An undo request is accepted at once, without asking the other players. */
  autoUndo: boolean;
}

export interface UndoState {
  /** This connection's seat may ask to take back its last move now. */
  canUndo: boolean;
  /** A request waiting for the other players' answers. */
  request: { by: Seat; waitingFor: Seat[] } | null;
}

// ---- room -> client -------------------------------------------------------------------------

export type TableStatus = 'open' | 'playing' | 'finished';

/** Turn clocks: none, a fixed time per turn, or a bank plus a little per turn (values per game). */
export type ClockMode = 'off' | 'relaxed' | 'fast';
export const CLOCK_MODES: readonly ClockMode[] = ['off', 'relaxed', 'fast'];

/** Why a bot is playing a human's seat: their time ran out, they were away 60 s, or they left. */
export type Standin = 'timeout' | 'away' | 'left';

/** A seat's clock as of the message: `left` ms, counting down while `running`. */
export interface SeatClock { left: number; running: boolean }

export interface SeatInfo {
  seat: Seat;
  name: string;
  connected: boolean;
  /** A bot seat: its level (bots are always "connected"). */
  bot: BotLevel | null;
  /** A human seat a bot is playing for now, and why; null when its player plays it. */
  standin: Standin | null;
  /** Null when the table has no clock. */
  clock: SeatClock | null;
  /**
   * The table visibly waits for this seat and its player is away: a bot takes over in this many
   * ms (as of the message) unless they return. Absent otherwise.
   */
  awayTakeover?: number;
}

export interface RoomInfo {
  id: string;
  game: string;
  status: TableStatus;
  public: boolean;
  /** How many players the table was created for (the most that can sit). */
  maxSeats: number;
  /** Fewest players the game can start with. */
  minSeats: number;
  seats: SeatInfo[];
  /** The seat that may start the game: the earliest seated player. */
  host: Seat | null;
  options: unknown;
  createdAt: number;
  /** The table opened for a rematch once this game finished, if any. */
  next: string | null;
  clock: ClockMode;
  /** Bot levels the host may seat (empty when the game has no bots). */
  botLevels: BotLevel[];
  /** Starts by itself when every player has arrived (quick match) or accepted (rematch). */
  autoStart: 'arrived' | 'accepted' | null;
  /** On a finished game's table: the seats that accepted the rematch so far. */
  accepted: Seat[];
  /** The seat that resigned a 2-player game, if one did. */
  resigned: Seat | null;
  /** The game stands still until its only person (the rest are bots) comes back. */
  paused?: true;
  /** Chat and undo settings (the host changes them). */
  settings?: TableSettings;
  /** The game can take back moves through the table (undo requests, `settings.autoUndo`). */
  hasUndo?: boolean;
}

/** Sent to the joining connection only: the token is the only key to the seat, keep it safe. */
export interface WelcomeMessage { v: 1; type: 'welcome'; seat: Seat; token: string }

/**
 * Connections that ask for patches (`?patches=1` on the WebSocket URL) are sent this instead of
 * every state message but the first: what changed since the message of revision `from`, the last
 * one sent to this connection. Applying `patch` (party/games/core/patch.ts: applyDelta) to it
 * gives the state message of revision `rev`. A patch whose `from` is not the revision held means
 * something was missed: send `sync` and a full state follows.
 */
export interface PatchMessage { v: 1; type: 'patch'; from: number; rev: number; patch: Delta }

export interface StateMessage {
  v: 1;
  type: 'state';
  /**
   * To connections that take patches: this message's revision, which the next patch names as its
   * `from`. It counts the connection's own state messages (1 for a full state, +1 per patch), so
   * it tells nothing the connection could not count; a state rebuilt from patches holds the `rev`
   * of the last patch.
   */
  rev?: number;
  room: RoomInfo;
  /** This connection's seat, or null for a spectator. */
  you: Seat | null;
  /** Number of accepted moves; send it back with the next move. */
  version: number;
  /** The game's view for this connection (null before the game starts). */
  view: unknown;
  /** Prompts addressed to this connection's seat. */
  prompts: Prompt[];
  /** Every seat the table is waiting for right now (public: who, not what). */
  waitingFor: Seat[];
  /** Log entries from index `logFrom` on, as this connection may see them. */
  logFrom: number;
  log: VisibleLogEntry[];
  result: GameResult | null;
  /** The chat's latest lines, in full states only (a page that just arrived); new lines come as `chat`. */
  chat?: ChatEntry[];
  /** Undo in games that support it (Dominion). */
  undo?: UndoState;
}

/** New chat lines, to every connection. */
export interface ChatBroadcastMessage { v: 1; type: 'chat'; entries: ChatEntry[] }

export interface ErrorMessage {
  v: 1;
  type: 'error';
  /** Stable code: bad-json, too-large, invalid, rate-limited, not-seated, stale, rule codes... */
  code: string;
  message: string;
  /** The move id the error answers, when it answers a move. */
  ref?: string;
}

export type ServerMessage = WelcomeMessage | StateMessage | PatchMessage | ChatBroadcastMessage | ErrorMessage;

// ---- lobby REST (/api) ----------------------------------------------------------------------

export interface GameSummary {
  id: string;
  name: string;
  minSeats: number;
  maxSeats: number;
  /** Bot levels a table of this game may seat (empty: no bots). */
  botLevels: BotLevel[];
}

export interface CreateTableRequest {
  game: string;
  /** Players the table is for (bots included), within the game's range. */
  seats: number;
  options?: unknown;
  public?: boolean;
  /** The creator's display name: seats the creator (seat 0) and returns their token. */
  name?: string;
  /** Bots to seat after the creator, in order. */
  bots?: BotLevel[];
  /** Start at once (needs enough seated players). */
  start?: boolean;
  /** Turn clock; default `off` for private tables and `relaxed` for public ones. */
  clock?: ClockMode;
  /** A bot's pause before it moves, 0-5000 ms; default 600. */
  botPauseMs?: number;
}

export interface CreateTableResponse {
  id: string;
  game: string;
  url: string;
  /** When a `name` was given: the creator's seat and its token (keep it like a password). */
  seat?: Seat;
  token?: string;
  status: TableStatus;
}

export interface TableSummary {
  id: string;
  game: string;
  status: TableStatus;
  public: boolean;
  maxSeats: number;
  minSeats: number;
  seated: number;
  names: string[];
  /** Each seat's bot level (null: a person), present when any seat is a bot. */
  bots?: (BotLevel | null)[];
  createdAt: number;
  /** The table's options as the game parsed them at creation; the lobby's list describes them. */
  options?: unknown;
  /** In the lobby's list: ms since the table was created, by the server's clock. */
  ageMs?: number;
  /** In the lobby's list: ms since the room last reported a change of seats. */
  idleMs?: number;
}

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

export interface ApiError { error: { code: string; message: string } }

// ---- quick match (WebSocket at /api/match/<game>) -------------------------------------------

/**
 * Wait for `seats` players (yourself included) who want the same game and table size, under
 * `name`. With `botsAfter` (seconds), if the table is not full by then, bots take the empty seats.
 */
export interface QueueMessage { v: 1; type: 'queue'; seats: number; name: string; botsAfter?: number }
/** The range of `botsAfter`, in seconds. */
export const BOTS_AFTER_MIN_S = 5;
export const BOTS_AFTER_MAX_S = 600;

/** `matched` carries this player's own seat and seat token at the new table. */
export type MatchServerMessage =
  | { v: 1; type: 'queued'; seats: number; waiting: number }
  | { v: 1; type: 'matched'; table: string; url: string; seat: Seat; token: string }
  | ErrorMessage;
