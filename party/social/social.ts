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
 * Adds the social parts to one connection's state message: the settings (read once per broadcast),
 * whether the game has undo, and the chat tail when the message is a full one (`full`: the page
 * holds nothing yet).
 */
export function withSocial(message: StateMessage, full: boolean, social: SocialStore, settings: TableSettings, hasUndo: boolean): StateMessage {
  const room: RoomInfo = { ...message.room, settings, hasUndo };
  const out: StateMessage = { ...message, room };
  if (full) out.chat = social.chatTail(CHAT_TAIL);
  return out;
}
