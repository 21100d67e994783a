// Chat text cleaning (party/social/chat-text.ts) and the page's merge of chat lines (web/net/chat-merge.ts).
import { describe, expect, it } from 'vitest';
import { cleanText, textLength } from '../../../party/social/chat-text.ts';
import type { ChatEntry } from '../../../party/protocol/social.ts';
import { CHAT_HELD, mergeChat } from '../../../web/net/chat-merge.ts';

describe('chat text', () => {
  it('removes control and invisible formatting characters, turns line breaks into spaces, trims', () => {
    expect(cleanText('  a\u0000b\u0007c  ')).toBe('abc');
    expect(cleanText('left\u202eright\u200b!')).toBe('leftright!');
    expect(cleanText('one\ntwo\r\nthree\tfour')).toBe('one two three four');
    expect(cleanText('<script>alert(1)</script> https://x.test')).toBe('<script>alert(1)</script> https://x.test');
  });

  it('counts characters as people do: an emoji is one', () => {
    expect(textLength('🙂🙂')).toBe(2);
    expect(textLength('żółw')).toBe(4);
  });
});

describe('chat merge on the page', () => {
  const line = (id: number): ChatEntry => ({ id, at: id, seat: 0, name: 'A', text: String(id) });

  it('appends new lines in order and never doubles a line sent again', () => {
    const held = [line(1), line(2)];
    expect(mergeChat(held, [line(2), line(3)]).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(mergeChat(held, [line(1)])).toBe(held);
  });

  it('keeps the latest lines only', () => {
    const many = Array.from({ length: CHAT_HELD + 5 }, (_, i) => line(i + 1));
    const merged = mergeChat([], many);
    expect(merged).toHaveLength(CHAT_HELD);
    expect(merged[0]!.id).toBe(6);
  });
});
