// The room's glue for chat, table settings and undo: room.ts hands every such message here with
// a small context, so the room itself only routes.
import type { AnyGame, Seat } from '../games/core/index.ts';
import type { ClientMessage, RoomInfo, ServerMessage, StateMessage } from '../protocol/room.ts';
import type { TableSettings, UndoState } from '../protocol/social.ts';
import { CHAT_TAIL, sendChat } from './chat.ts';
import type { LiveGame } from '../table/snapshot.ts';
import type { UndoRun } from '../table/game.ts';
import type { SocialStore } from './store.ts';
import type { RoomMeta, RoomStore, SeatRow } from '../table/store.ts';
import { answerUndo, requestUndo, undoStates } from '../table/undo.ts';

export interface SocialContext {
  meta: RoomMeta;
  seats: SeatRow[];
  /** The sender's seat, or null for a spectator. */
  seat: Seat | null;
  /** The sender may change the table's settings. */
  host: boolean;
  connId: string;
  def: AnyGame | undefined;
  store: RoomStore;
  social: SocialStore;
  live(): LiveGame | null;
  /** The latest seat's run of moves as the room followed it, if it did (see table-game.ts). */
  undoRun?: () => UndoRun | null;
  error(code: string, message: string): void;
  /** To every connection. */
  broadcast(message: ServerMessage): void;
  broadcastState(): void;
  sendToSeat(seat: Seat, message: ServerMessage): void;
  transaction(write: () => void): void;
  /** The game was rebuilt after an undo: drop the cached game; logs change from `logFrom` on. */
  rebuilt(logFrom: number): void;
  touch(): Promise<void>;
}

export type SocialMessage = Extract<ClientMessage, { type: 'chat' | 'settings' | 'undo' | 'undo-answer' }>;

export async function handleSocial(ctx: SocialContext, msg: SocialMessage): Promise<void> {
  switch (msg.type) {
    case 'chat': return sendChat(ctx, msg);
    case 'settings': return changeSettings(ctx, msg.settings);
    case 'undo': return requestUndo(ctx);
    case 'undo-answer': return answerUndo(ctx, msg.accept);
  }
}

function changeSettings(ctx: SocialContext, change: Extract<SocialMessage, { type: 'settings' }>['settings']): void {
  if (!ctx.host) return ctx.error('host-only', 'Only the host can change the table settings.');
  const next = { ...ctx.social.settings() };
  if (change.chat !== undefined) next.chat = change.chat;
  if (change.spectatorChat !== undefined) next.spectatorChat = change.spectatorChat;
  if (change.autoUndo !== undefined) next.autoUndo = change.autoUndo;
  ctx.social.saveSettings(next);
  ctx.broadcastState();
}

/**
 * Adds the social parts to one connection's state message: the settings, the chat tail when the
 * message is a full one (`full`: the page holds nothing yet) and the undo state for that seat.
 * `shared` (from `socialFacts`, at LiveGame.version: every move so far, where the message's own
 * version may leave some out) is what a broadcast reads once for every connection.
 */
export function withSocial(
  message: StateMessage, full: boolean, parts: Pick<SocialContext, 'def' | 'meta' | 'store' | 'social' | 'seats' | 'undoRun'>,
  shared: SocialFacts,
): StateMessage {
  const room: RoomInfo = { ...message.room, settings: shared.settings, hasUndo: parts.def?.undo !== undefined };
  const out: StateMessage = { ...message, room };
  if (full) out.chat = parts.social.chatTail(CHAT_TAIL);
  const undo = shared.undo(message.you);
  if (undo) out.undo = undo;
  return out;
}

export interface SocialFacts {
  settings: TableSettings;
  undo: (you: Seat | null) => UndoState | undefined;
}

export function socialFacts(parts: Pick<SocialContext, 'def' | 'meta' | 'store' | 'social' | 'seats' | 'undoRun'>, version: number): SocialFacts {
  return { settings: parts.social.settings(), undo: undoStates(parts, version) };
}
