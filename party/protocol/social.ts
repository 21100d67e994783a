// The table's social messages on the room's socket (/parties/room/<id>): chat, the host's table
// settings and undo requests. The room checks every inbound one against party/protocol/schema.ts.
import type { Seat } from '../games/core/types.ts';
import type { ProtocolVersion } from './common.ts';

/** Why a bot is playing a human's seat: their time ran out, they were away 60 s, or they left. */
export type Standin = 'timeout' | 'away' | 'left';

/**
 * A chat line: your own `text` (1-200 characters after trimming; control characters removed) or
 * one of the quick `phrase`s, which every reader sees in their own language. A spectator (when
 * the host allows spectators to chat) also gives the `name` to show.
 */
export interface ChatSendMessage { v: ProtocolVersion; type: 'chat'; text?: string; phrase?: QuickPhrase; name?: string }
/** Host only: change the table's settings (any subset). */
export interface SettingsMessage { v: ProtocolVersion; type: 'settings'; settings: Partial<TableSettings> }
/** The player to move asks to take back their last move of this turn (games with undo only). */
export interface UndoMessage { v: ProtocolVersion; type: 'undo' }
/** Another player answers a pending undo request. */
export interface UndoAnswerMessage { v: ProtocolVersion; type: 'undo-answer'; accept: boolean }

export type SocialClientMessage = ChatSendMessage | SettingsMessage | UndoMessage | UndoAnswerMessage;

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
  /** The sender's player id (public), when their connection proved one (`prove`, or a proof with join/attach). */
  player?: string;
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

/** New chat lines, to every connection. */
export interface ChatBroadcastMessage { v: ProtocolVersion; type: 'chat'; entries: ChatEntry[] }
