import type { ChatEntry } from '../../party/protocol/social.ts';

/** Lines a page keeps in memory; the room sends a page that arrives the latest 50. */
export const CHAT_HELD = 200;

/** New lines appended in id order; a line already held (a resend after reconnecting) is not doubled. */
export function mergeChat(held: ChatEntry[], entries: ChatEntry[]): ChatEntry[] {
  const last = held.at(-1)?.id ?? -1;
  const fresh = entries.filter((e) => e.id > last);
  if (fresh.length === 0) return held;
  return [...held, ...fresh].slice(-CHAT_HELD);
}
