// The table's social side as the room uses it: the host's table settings and what a state
// message carries of chat and settings. Chat itself is ./chat.ts; undo is game state
// (party/table/undo.ts). The room (party/room/social-messages.ts) sends what these decide.
import { fail, value } from '../games/core/outcome.ts';
import type { Checked } from '../games/core/types.ts';
import type { RoomInfo, StateMessage } from '../protocol/room.ts';
import type { SettingsMessage, TableSettings } from '../protocol/social.ts';
import { CHAT_TAIL } from './chat.ts';
import type { SocialStore } from './store.ts';

/** The host (`host`: the sender is the host) changes the table's settings. */
export function changeSettings(social: SocialStore, host: boolean, change: SettingsMessage['settings']): Checked<TableSettings> {
  if (!host) return fail('host-only', 'Only the host can change the table settings.');
  const next = { ...social.settings() };
  if (change.chat !== undefined) next.chat = change.chat;
  if (change.spectatorChat !== undefined) next.spectatorChat = change.spectatorChat;
  if (change.autoUndo !== undefined) next.autoUndo = change.autoUndo;
  social.saveSettings(next);
  return value(next);
}

/**
 * The room's facts with the social parts every message carries: the settings (read once per
 * broadcast) and whether the game has undo. Made once per broadcast and shared by every viewer's
 * message, so the diff of it is worked out once (party/protocol/patch.ts, DiffMemo).
 */
export function socialRoom(room: RoomInfo, settings: TableSettings, hasUndo: boolean): RoomInfo {
  return { ...room, settings, hasUndo };
}

/** The chat tail a message carries when it is a full one (`full`: the page holds nothing yet). */
export function withChat(message: StateMessage, full: boolean, social: SocialStore): StateMessage {
  return full ? { ...message, chat: social.chatTail(CHAT_TAIL) } : message;
}
