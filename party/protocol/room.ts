// The room's WebSocket protocol (/parties/room/<id>): what a page sends to its table and what the
// table sends back (a full state, or a patch of the last one: ./patch.ts, ./state-follower.ts).
// Types only, shared by the room (party/) and the client (web/); the room checks every inbound
// message against party/protocol/schema.ts, which mirrors these types.
import type { BotLevel } from '../games/core/bots.ts';
import type { GameResult, Prompt, Seat, VisibleLogEntry } from '../games/core/types.ts';
import type { ErrorMessage, ProtocolVersion } from './common.ts';
import type { ChallengeMessage, PlayerProof } from './identity.ts';
import type { Delta } from './patch.ts';
import type { ChatBroadcastMessage, ChatEntry, SocialClientMessage, Standin, TableSettings, UndoState } from './social.ts';

export type { Standin } from './social.ts';

// ---- client -> room -------------------------------------------------------------------------

/**
 * Take a free seat under a display name (1-24 characters after trimming). With `proof` (purpose
 * `room:<tableId>`, answering this connection's latest challenge) the seat is the player's: their
 * rating counts at a rated table and their result is reported to them. A proven player who already
 * holds a seat here is seated there again (a `welcome` with a new token) instead.
 */
export interface JoinMessage { v: ProtocolVersion; type: 'join'; name: string; proof?: PlayerProof }
/**
 * Re-attach to the seat a token was issued for (after a refresh or a dropped connection).
 * `handoff`: the token was handed over by another page (the widget's "open in a new tab"): the
 * room gives the seat a new token in a `welcome` and retires this one, so whoever handed it over
 * (or crafted the link) holds the seat no longer; its connections get the error `seat-moved`.
 * `next`: with `handoff`, the new token the page chose itself (and keeps): a page whose welcome
 * was lost asks again with the same pair and is seated by `next`, which it already holds.
 */
export interface AttachMessage { v: ProtocolVersion; type: 'attach'; token: string; handoff?: boolean; next?: string; proof?: PlayerProof }
/**
 * Speak for a player on this connection (purpose `room:<tableId>`, answering its latest
 * challenge): from then on the connection is that player's, for its life (a spectator chats as
 * them; a seat they hold here is theirs again with a `welcome` and a new token, as with `join`).
 * A new challenge follows every proof, good or bad.
 */
export interface ProveMessage { v: ProtocolVersion; type: 'prove'; proof: PlayerProof }
/** Host only, before the start, public tables only: mark the table rated or not. */
export interface RatedMessage { v: ProtocolVersion; type: 'rated'; rated: boolean }
/**
 * Give the seat back before the game starts. Once it has started, leaving hands the seat to a bot
 * for the rest of the game; the seat token still brings its player back (see `resume`).
 */
export interface LeaveMessage { v: ProtocolVersion; type: 'leave' }
/** Host only, before the start: seat a bot of this level in the next empty seat. */
export interface AddBotMessage { v: ProtocolVersion; type: 'add-bot'; level: BotLevel }
/** Host only, before the start: take a bot out of its seat (later seats move up). */
export interface RemoveBotMessage { v: ProtocolVersion; type: 'remove-bot'; seat: Seat }
/** A seat a bot has been playing (time ran out, away, left) takes control back. */
export interface ResumeMessage { v: ProtocolVersion; type: 'resume' }
/** 2-player games only: give up; the other player wins and the result says so. */
export interface ResignMessage { v: ProtocolVersion; type: 'resign' }
/** Host only: start the game once enough players are seated. */
export interface StartMessage { v: ProtocolVersion; type: 'start' }
/**
 * A game move. `version` is the state version the move was made against (stale moves are
 * refused); `id` is chosen by the client so a resent move is recognised and not applied twice.
 */
export interface MoveMessage { v: ProtocolVersion; type: 'move'; version: number; id: string; move: unknown }
/**
 * Ask for a full state message (after a reconnect, say, or when a patch does not apply to the
 * revision held: the room then forgets what it sent and starts again from a full state).
 */
export interface SyncMessage { v: ProtocolVersion; type: 'sync' }
/**
 * A player of a finished game accepts a rematch. The first acceptance opens the next table: same
 * game, options, size, clock and privacy, with the same players (and bots) in the same seats and
 * the same seat tokens. It starts once everyone still at this table has accepted.
 */
export interface RematchMessage { v: ProtocolVersion; type: 'rematch' }

export type ClientMessage =
  | JoinMessage | AttachMessage | LeaveMessage | StartMessage | MoveMessage | SyncMessage | RematchMessage
  | AddBotMessage | RemoveBotMessage | ResumeMessage | ResignMessage | SocialClientMessage | ProveMessage | RatedMessage;

// ---- room -> client -------------------------------------------------------------------------

export type TableStatus = 'open' | 'playing' | 'finished';

/** Turn clocks: none, a fixed time per turn, or a bank plus a little per turn (values per game). */
export type ClockMode = 'off' | 'relaxed' | 'fast';
export const CLOCK_MODES: readonly ClockMode[] = ['off', 'relaxed', 'fast'];

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
  /** The seat's player id, when its person proved one (ids and profiles are public: /p/<id>). */
  player?: string;
  /** That player's rating in the table's pool when they sat down or the game started. */
  rating?: SeatRating;
  /** After a rated game, once the player's object has counted it: their rating before and after. */
  ratingChange?: { before: SeatRating; after: SeatRating };
}

/** A rating as a table shows it: provisional (shown with "?") while its RD is above 110. */
export interface SeatRating { rating: number; rd: number; provisional: boolean }

/** What a table's own info and the lobby's summary of it (lobby.ts: TableSummary) both say. */
export interface TableBasics {
  id: string;
  game: string;
  status: TableStatus;
  public: boolean;
  /** How many players the table was created for (the most that can sit). */
  maxSeats: number;
  /** Fewest players the game can start with. */
  minSeats: number;
}

export interface RoomInfo extends TableBasics {
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
  /**
   * Rated: a quick-match table, or a public one its host marked rated before the start, with no
   * bot in any seat. Results of rated games change the players' ratings. Always sent by the room.
   */
  rated?: boolean;
}

/** Sent to the joining connection only: the token is the only key to the seat, keep it safe. */
export interface WelcomeMessage { v: ProtocolVersion; type: 'welcome'; seat: Seat; token: string }

/**
 * Connections that ask for patches (`?patches=1` on the WebSocket URL) are sent this instead of
 * every state message but the first: what changed since the message of revision `from`, the last
 * one sent to this connection. Applying `patch` (./patch.ts: applyDelta) to it
 * gives the state message of revision `rev`. A patch whose `from` is not the revision held means
 * something was missed: send `sync` and a full state follows.
 */
export interface PatchMessage { v: ProtocolVersion; type: 'patch'; from: number; rev: number; patch: Delta }

export interface StateMessage {
  v: ProtocolVersion;
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
  /** The player this connection proved it speaks for (`prove`, or a proof with `join`/`attach`). */
  player?: string;
}

export type ServerMessage = WelcomeMessage | StateMessage | PatchMessage | ChatBroadcastMessage | ErrorMessage | ChallengeMessage;
