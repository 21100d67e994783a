// Table chat: who may speak, how text is cleaned, and the rate limit. Lines are plain text: the
// client never renders them as HTML (links stay text), so cleaning is about invisible tricks.
import { fail, value } from '../games/core/outcome.ts';
import type { Checked, Seat } from '../games/core/types.ts';
import { NAME_MAX_LENGTH } from '../protocol/common.ts';
import { CHAT_MAX_LENGTH, type ChatEntry, type ChatSendMessage } from '../protocol/social.ts';
import type { SeatRow } from '../table/rows.ts';
import { cleanText, textLength } from './chat-text.ts';
import type { SocialStore } from './store.ts';

/** At most this many lines per sender in any window of RATE_WINDOW_MS. */
export const CHAT_RATE = 5;
export const CHAT_RATE_WINDOW_MS = 10_000;
/** Lines sent with a full state, for a page that just arrived. */
export const CHAT_TAIL = 50;

/**
 * Who sends a line: a seat, or a spectator on connection `connId` (its rate limit's key, or the
 * proven `player`'s across their connections).
 */
export interface ChatSender { seat: Seat | null; connId: string; player?: string }

/** A line checked against the table's settings and limits and stored; the room sends it to everyone. */
export function sendChat(social: SocialStore, seats: readonly SeatRow[], from: ChatSender, msg: ChatSendMessage): Checked<ChatEntry> {
  const settings = social.settings();
  if (!settings.chat) return fail('chat-off', 'The host has turned chat off at this table.');
  let name: string;
  if (from.seat !== null) {
    name = seats.find((s) => s.seat === from.seat)?.name ?? `#${from.seat + 1}`;
  } else {
    if (!settings.spectatorChat) {
      return fail('chat-spectators-off', 'Only the players can chat at this table: the host has not opened chat to spectators.');
    }
    name = cleanText(msg.name ?? '');
    if (name === '' || textLength(name) > NAME_MAX_LENGTH) {
      return fail('chat-name', `To chat as a spectator, give a name of 1 to ${NAME_MAX_LENGTH} characters.`);
    }
    if (seats.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
      return fail('name-taken', `"${name}" is a player's name at this table; pick another to chat as a spectator.`);
    }
  }
  if ((msg.text === undefined) === (msg.phrase === undefined)) {
    return fail('invalid', 'A chat line has either text or a phrase, not both and not neither.');
  }
  const now = Date.now();
  const line: Omit<ChatEntry, 'id'> = { at: now, seat: from.seat, name, ...(from.player ? { player: from.player } : {}) };
  if (msg.text !== undefined) {
    const text = cleanText(msg.text);
    if (text === '') return fail('chat-empty', 'There is nothing to send: the message is empty.');
    if (textLength(text) > CHAT_MAX_LENGTH) {
      return fail('chat-too-long', `A chat message is at most ${CHAT_MAX_LENGTH} characters; this one has ${textLength(text)}.`);
    }
    line.text = text;
  } else {
    line.phrase = msg.phrase;
  }
  const sender = from.seat !== null ? `seat:${from.seat}` : from.player ? `player:${from.player}` : `watcher:${from.connId}`;
  if (social.sentSince(sender, now - CHAT_RATE_WINDOW_MS) >= CHAT_RATE) {
    return fail('chat-rate-limited', `Slow down: at most ${CHAT_RATE} messages every ${CHAT_RATE_WINDOW_MS / 1000} seconds.`);
  }
  return value(social.addChat(sender, line));
}
