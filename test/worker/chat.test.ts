// Table chat in workerd: who may speak, cleaning and limits, storage across eviction, and the
// host's switches. Real rooms over real WebSockets.
import { env, evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../party/protocol/room.ts';
import type { ChatBroadcastMessage, ChatEntry } from '../../party/protocol/social.ts';
import type { Room } from '../../party/room/room.ts';
import { Client, startedTinyTable } from './helpers.ts';

const isChat = (m: ServerMessage): m is ChatBroadcastMessage => m.type === 'chat';

async function say(c: Client, body: Record<string, unknown>): Promise<ServerMessage> {
  const from = c.messages.length;
  c.send({ v: 1, type: 'chat', ...body });
  return c.next((m): m is ServerMessage => m.type === 'chat' || m.type === 'error', from);
}

describe('table chat', () => {
  it('a player\'s line reaches every connection, spectators included, cleaned of control characters and trimmed', async () => {
    const { id, clients } = await startedTinyTable(['Anna', 'Ben']);
    const watcher = await Client.open(id);
    await watcher.sync();
    const from = clients[1]!.messages.length;
    const fromWatcher = watcher.messages.length;
    const got = await say(clients[0]!, { text: '  good\u0000 luck\u202e, see <b>https://example.com</b>\n ' });
    expect(got.type).toBe('chat');
    const entry = (got as ChatBroadcastMessage).entries[0]!;
    expect(entry).toMatchObject({ seat: 0, name: 'Anna', text: 'good luck, see <b>https://example.com</b>' });
    const atBen = await clients[1]!.next(isChat, from);
    expect(atBen.entries[0]!.text).toBe(entry.text);
    expect((await watcher.next(isChat, fromWatcher)).entries[0]!.id).toBe(entry.id);
  });

  it('a quick phrase is sent as its id, so each reader sees it in their own language', async () => {
    const { clients } = await startedTinyTable(['Anna', 'Ben']);
    const got = (await say(clients[1]!, { phrase: 'good-game' })) as ChatBroadcastMessage;
    expect(got.entries[0]).toMatchObject({ seat: 1, name: 'Ben', phrase: 'good-game' });
    expect(got.entries[0]!.text).toBeUndefined();
    const bad = await say(clients[1]!, { phrase: 'insult' });
    expect(bad).toMatchObject({ type: 'error', code: 'invalid' });
  });

  it('limits: 200 characters (emoji count once), not empty, text or phrase, 5 lines per 10 seconds', async () => {
    const { clients } = await startedTinyTable(['Anna', 'Ben']);
    const a = clients[0]!;
    expect(await say(a, { text: 'x'.repeat(201) })).toMatchObject({ type: 'error', code: 'chat-too-long' });
    expect(await say(a, { text: ' \u0007 \n ' })).toMatchObject({ type: 'error', code: 'chat-empty' });
    expect(await say(a, { text: 'hi', phrase: 'good-luck' })).toMatchObject({ type: 'error', code: 'invalid' });
    expect(await say(a, {})).toMatchObject({ type: 'error', code: 'invalid' });
    for (let i = 0; i < 4; i++) expect((await say(a, { text: `${i}` })).type).toBe('chat');
    // 200 emoji are 400 UTF-16 units but 200 characters.
    expect((await say(a, { text: '🙂'.repeat(200) })).type).toBe('chat');
    expect(await say(a, { text: 'one more' })).toMatchObject({ type: 'error', code: 'chat-rate-limited' });
    // The limit is per sender: Ben still speaks.
    expect((await say(clients[1]!, { text: 'me too' })).type).toBe('chat');
  });

  it('spectators may chat only when the host allows it, under a name no player has', async () => {
    const { id, clients } = await startedTinyTable(['Anna', 'Ben']);
    const watcher = await Client.open(id);
    await watcher.sync();
    expect(await say(watcher, { text: 'hello', name: 'Zed' })).toMatchObject({ type: 'error', code: 'chat-spectators-off' });
    // Only the host changes settings.
    const from = clients[1]!.messages.length;
    clients[1]!.send({ v: 1, type: 'settings', settings: { spectatorChat: true } });
    expect((await clients[1]!.nextError(from)).code).toBe('host-only');
    const f0 = clients[0]!.messages.length;
    clients[0]!.send({ v: 1, type: 'settings', settings: { spectatorChat: true } });
    const s = await clients[0]!.stateWhere((m) => m.room.settings?.spectatorChat === true, f0);
    expect(s.room.settings).toEqual({ chat: true, spectatorChat: true, autoUndo: false });
    expect(await say(watcher, { text: 'hello' })).toMatchObject({ type: 'error', code: 'chat-name' });
    expect(await say(watcher, { text: 'hello', name: 'anna' })).toMatchObject({ type: 'error', code: 'name-taken' });
    const ok = (await say(watcher, { text: 'hello', name: ' Zed\u200b ' })) as ChatBroadcastMessage;
    expect(ok.entries[0]).toMatchObject({ seat: null, name: 'Zed', text: 'hello' });
  });

  it('the host can turn chat off for everyone, and on again', async () => {
    const { clients } = await startedTinyTable(['Anna', 'Ben']);
    const f0 = clients[0]!.messages.length;
    clients[0]!.send({ v: 1, type: 'settings', settings: { chat: false } });
    await clients[0]!.stateWhere((m) => m.room.settings?.chat === false, f0);
    expect(await say(clients[1]!, { text: 'hey' })).toMatchObject({ type: 'error', code: 'chat-off' });
    expect(await say(clients[0]!, { text: 'hey' })).toMatchObject({ type: 'error', code: 'chat-off' });
    clients[0]!.send({ v: 1, type: 'settings', settings: { chat: true } });
    await clients[0]!.stateWhere((m) => m.room.settings?.chat === true, f0);
    expect((await say(clients[1]!, { text: 'hey' })).type).toBe('chat');
  });

  it('lines are stored in the room\'s SQLite: a page arriving later (even after eviction) gets the tail with the state', async () => {
    const { id, clients } = await startedTinyTable(['Anna', 'Ben']);
    await say(clients[0]!, { text: 'first' });
    await say(clients[1]!, { phrase: 'thinking' });
    const stored = await runInDurableObject(env.Room.get(env.Room.idFromName(id)), (room: Room) => room.social.chatTail(10));
    expect(stored.map((e: ChatEntry) => e.text ?? e.phrase)).toEqual(['first', 'thinking']);
    for (const c of clients) c.close();
    await evictDurableObject(env.Room.get(env.Room.idFromName(id)));
    const late = await Client.open(id);
    const full = await late.sync();
    expect(full.chat?.map((e) => [e.name, e.text ?? e.phrase])).toEqual([['Anna', 'first'], ['Ben', 'thinking']]);
    // Ordinary updates do not repeat the chat.
    const more = await late.sync();
    expect(more.chat).toHaveLength(2);
  });
});
