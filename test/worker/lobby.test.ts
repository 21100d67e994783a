import { describe, expect, it } from 'vitest';
import { api, createTable, newTinyTable } from './helpers.ts';
import { registerGame } from '../../party/games/registry.ts';
import { tinyGame } from '../fixtures/tiny-game.ts';

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('lobby API', () => {
  it('GET /api/health answers ok with the hosted games', async () => {
    const res = await api('/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; games: string[] };
    expect(body.ok).toBe(true);
    expect(body.games).toContain('tiny');
  });

  it('GET /api/games lists each game with its seat range, the bot levels it offers, its rating pools and whether it has a daily challenge', async () => {
    const body = (await (await api('/games')).json()) as { games: Array<{ id: string; minSeats: number; maxSeats: number }> };
    expect(body.games.find((g) => g.id === 'tiny')).toEqual({ id: 'tiny', name: 'Tiny race', minSeats: 2, maxSeats: 4, botLevels: ['easy', 'medium', 'hard'], pools: ['kingdom-builder'], daily: false });
    expect(body.games.find((g) => g.id === 'dominion')).toMatchObject({ pools: ['dominion-2p', 'dominion-multi'], daily: true });
  });

  it('GET /api/games gives each bot level its measured strength on the rating scale where one was measured (Dominion)', async () => {
    const body = (await (await api('/games')).json()) as { games: Array<{ id: string; botRatings?: Record<string, number> }> };
    const dominion = body.games.find((g) => g.id === 'dominion')!;
    expect(dominion.botRatings?.medium).toBe(1500);
    expect(dominion.botRatings!.hard!).toBeGreaterThan(dominion.botRatings!.medium!);
    expect(dominion.botRatings!.easy!).toBeLessThan(dominion.botRatings!.medium!);
    expect(body.games.find((g) => g.id === 'tiny')!.botRatings).toBeUndefined();
  });

  it('a game without rating pools is never rated: a rated table of it is refused, and it lists no pools', async () => {
    // The tiny game without its `rating`: a game that declares no pools.
    registerGame({ ...tinyGame, id: 'tiny-unrated', name: 'Tiny unrated', rating: undefined });
    const res = await createTable({ game: 'tiny-unrated', seats: 2, public: true, rated: true });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('not-rated');
    const body = (await (await api('/games')).json()) as { games: Array<{ id: string; pools: string[] }> };
    expect(body.games.find((g) => g.id === 'tiny-unrated')?.pools).toEqual([]);
  });

  it('POST /api/tables creates a table with an unguessable id and a join URL', async () => {
    const res = await createTable({ game: 'tiny', seats: 2, options: { target: 5 } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; url: string; game: string };
    expect(body.id).toMatch(/^[a-z0-9]{26}$/);
    expect(body.url).toBe(`http://kingdoms.test/t/${body.id}`);
    expect(body.game).toBe('tiny');
    const info = await api(`/tables/${body.id}`);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ id: body.id, game: 'tiny', status: 'open', seated: 0, maxSeats: 2, public: false });
  });

  it('refuses a body that is not JSON with 400 bad-json', async () => {
    const res = await api('/tables', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'bad-json' });
  });

  it('refuses an unknown game and names the known ones, without repeating what was asked', async () => {
    const res = await createTable({ game: 'chess', seats: 2 });
    expect(res.status).toBe(400);
    const err = await errorOf(res);
    expect(err.code).toBe('unknown-game');
    expect(err.message).not.toContain('chess');
    expect(err.message).toContain('tiny');
  });

  it('refuses a seat count outside the game range', async () => {
    const res = await createTable({ game: 'tiny', seats: 9 });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'bad-seats', message: expect.stringContaining('2 to 4') });
  });

  it('refuses bad options with the game\'s own message', async () => {
    const res = await createTable({ game: 'tiny', seats: 2, options: { target: -3 } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'bad-options', message: expect.stringContaining('target') });
  });

  it('refuses fields of the wrong type, naming the field', async () => {
    const res = await createTable({ game: 'tiny', seats: 'two' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'invalid', message: expect.stringContaining('seats') });
    const res2 = await createTable({ game: 'tiny', seats: 2, public: 'yes' });
    expect(await errorOf(res2)).toMatchObject({ code: 'invalid', message: expect.stringContaining('public') });
  });

  it('refuses an oversized body with 413', async () => {
    const res = await createTable({ game: 'tiny', seats: 2, options: { pad: 'x'.repeat(20_000) } });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: 'too-large' });
  });

  it('stops reading a body at the size limit: one sent without a length that never ends is refused with 413, not waited for', async () => {
    const chunk = new TextEncoder().encode(`{"game":"tiny","seats":2,"options":{"pad":"${'x'.repeat(4_000)}`);
    const endless = new ReadableStream<Uint8Array>({ pull: (controller) => controller.enqueue(chunk.slice(0, 4_000)) });
    const res = await api('/tables', {
      method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.77' }, body: endless, duplex: 'half', signal: AbortSignal.timeout(10_000),
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: 'too-large' });
  });

  it('refuses a body that is not UTF-8 text, naming the problem', async () => {
    const res = await api('/tables', {
      method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.78' }, body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'bad-encoding' });
  });

  it('answers 404 for a table that does not exist and 400 for a malformed id', async () => {
    const missing = await api(`/tables/${'a'.repeat(26)}`);
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ code: 'no-such-table' });
    const bad = await api('/tables/not-an-id');
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ code: 'bad-table-id' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await api('/nope');
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ code: 'not-found' });
  });

  it('GET /api/tables?game= lists open public tables only, never private ones', async () => {
    const pub = await newTinyTable({ public: true });
    const priv = await newTinyTable({ public: false });
    const body = (await (await api('/tables?game=tiny')).json()) as { tables: Array<{ id: string }> };
    const ids = body.tables.map((t) => t.id);
    expect(ids).toContain(pub);
    expect(ids).not.toContain(priv);
    const unknown = await api('/tables?game=chess');
    expect(unknown.status).toBe(400);
  });
});
