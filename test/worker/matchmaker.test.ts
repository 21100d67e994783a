import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MatchServerMessage } from '../../party/games/core/protocol.ts';
import { api, ORIGIN } from './helpers.ts';

async function queue(game: string): Promise<{ ws: WebSocket; messages: MatchServerMessage[]; next: (type: string) => Promise<MatchServerMessage> }> {
  const res = await SELF.fetch(`${ORIGIN}/api/match/${game}`, { headers: { Upgrade: 'websocket' } });
  const ws = res.webSocket;
  if (!ws) throw new Error(`no websocket: ${res.status}`);
  ws.accept();
  const messages: MatchServerMessage[] = [];
  ws.addEventListener('message', (e) => messages.push(JSON.parse(e.data as string) as MatchServerMessage));
  const next = async (type: string) => {
    const from = messages.length;
    for (let i = 0; i < 100; i++) {
      const m = messages.slice(from).find((x) => x.type === type);
      if (m) return m;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${type}: ${JSON.stringify(messages)}`);
  };
  return { ws, messages, next };
}

describe('quick match', () => {
  it('players asking for the same table size are seated together at a fresh private table', async () => {
    const a = await queue('tiny');
    const wait = a.next('queued');
    a.ws.send(JSON.stringify({ v: 1, type: 'queue', seats: 2, name: 'Q' }));
    expect(await wait).toMatchObject({ type: 'queued', seats: 2, waiting: 1 });
    const b = await queue('tiny');
    const matchedA = a.next('matched');
    const matchedB = b.next('matched');
    b.ws.send(JSON.stringify({ v: 1, type: 'queue', seats: 2, name: 'Q' }));
    const [ma, mb] = await Promise.all([matchedA, matchedB]);
    expect(ma.type === 'matched' && mb.type === 'matched' && ma.table === mb.table).toBe(true);
    const table = (ma as { table: string }).table;
    const info = await api(`/tables/${table}`);
    expect(await info.json()).toMatchObject({ id: table, game: 'tiny', status: 'open', maxSeats: 2, public: false });
  });

  it('a wish for a different table size waits in its own queue', async () => {
    const a = await queue('tiny');
    const b = await queue('tiny');
    const qa = a.next('queued');
    a.ws.send(JSON.stringify({ v: 1, type: 'queue', seats: 3, name: 'Q' }));
    await qa;
    const qb = b.next('queued');
    b.ws.send(JSON.stringify({ v: 1, type: 'queue', seats: 4, name: 'Q' }));
    expect(await qb).toMatchObject({ seats: 4, waiting: 1 });
    expect(a.messages.some((m) => m.type === 'matched')).toBe(false);
  });

  it('bad wishes are refused with a reason; unknown games and plain HTTP are refused', async () => {
    const a = await queue('tiny');
    const e1 = a.next('error');
    a.ws.send(JSON.stringify({ v: 1, type: 'queue', seats: 12, name: 'Q' }));
    expect(await e1).toMatchObject({ code: 'bad-seats' });
    const e2 = a.next('error');
    a.ws.send('{nope');
    expect(await e2).toMatchObject({ code: 'bad-json' });
    const e3 = a.next('error');
    a.ws.send(JSON.stringify({ v: 1, type: 'dance' }));
    expect(await e3).toMatchObject({ code: 'invalid' });
    expect((await api('/match/chess', { headers: { Upgrade: 'websocket' } })).status).toBe(404);
    expect((await api('/match/tiny')).status).toBe(426);
  });
});
