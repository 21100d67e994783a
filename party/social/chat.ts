// Table chat: who may speak, how text is cleaned, and the rate limit. Lines are plain text: the
// client never renders them as HTML (links stay text), so cleaning is about invisible tricks.
import { NAME_MAX_LENGTH, PROTOCOL_VERSION } from '../protocol/common.ts';
import { CHAT_MAX_LENGTH, type ChatEntry, type ChatSendMessage } from '../protocol/social.ts';
import { cleanText, textLength } from './chat-text.ts';
import type { SocialContext } from './social.ts';

/** At most this many lines per sender in any window of RATE_WINDOW_MS. */
export const CHAT_RATE = 5;
export const CHAT_RATE_WINDOW_MS = 10_000;
/** Lines sent with a full state, for a page that just arrived. */
export const CHAT_TAIL = 50;

export function sendChat(ctx: SocialContext, msg: ChatSendMessage): void {
  const settings = ctx.social.settings();
  if (!settings.chat) return ctx.error('chat-off', 'The host has turned chat off at this table.');
  let name: string;
  if (ctx.seat !== null) {
    name = ctx.seats.find((s) => s.seat === ctx.seat)?.name ?? `#${ctx.seat + 1}`;
  } else {
    if (!settings.spectatorChat) {
      return ctx.error('chat-spectators-off', 'Only the players can chat at this table: the host has not opened chat to spectators.');
    }
    name = cleanText(msg.name ?? '');
    if (name === '' || textLength(name) > NAME_MAX_LENGTH) {
      return ctx.error('chat-name', `To chat as a spectator, give a name of 1 to ${NAME_MAX_LENGTH} characters.`);
    }
    if (ctx.seats.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
      return ctx.error('name-taken', `"${name}" is a player's name at this table; pick another to chat as a spectator.`);
    }
  }
  if ((msg.text === undefined) === (msg.phrase === undefined)) {
    return ctx.error('invalid', 'A chat line has either text or a phrase, not both and not neither.');
  }
  const now = Date.now();
  const line: Omit<ChatEntry, 'id'> = { at: now, seat: ctx.seat, name };
  if (msg.text !== undefined) {
    const text = cleanText(msg.text);
    if (text === '') return ctx.error('chat-empty', 'There is nothing to send: the message is empty.');
    if (textLength(text) > CHAT_MAX_LENGTH) {
      return ctx.error('chat-too-long', `A chat message is at most ${CHAT_MAX_LENGTH} characters; this one has ${textLength(text)}.`);
    }
    line.text = text;
  } else {
    line.phrase = msg.phrase;
  }
  const sender = ctx.seat !== null ? `seat:${ctx.seat}` : `watcher:${ctx.connId}`;
  if (ctx.social.sentSince(sender, now - CHAT_RATE_WINDOW_MS) >= CHAT_RATE) {
    return ctx.error('chat-rate-limited', `Slow down: at most ${CHAT_RATE} messages every ${CHAT_RATE_WINDOW_MS / 1000} seconds.`);
  }
  const entry = ctx.social.addChat(sender, line);
  ctx.broadcast({ v: PROTOCOL_VERSION, type: 'chat', entries: [entry] });
}
