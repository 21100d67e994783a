// A page's HTTP status (404 for nothing there) is learnt by asking the objects the page will ask;
// when one of them cannot answer, the page is served as there (200) and says itself what it finds,
// never a 500 for a status the Worker could not learn.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../party/env.ts';
import { newTableId } from '../../party/tokens.ts';
import { pageExists } from '../../worker/page-status.ts';
import { dayOf } from '../../party/protocol/daily.ts';

describe('pageExists', () => {
  it('a table nobody created is not there; the same question to a Room binding that fails counts as there', async () => {
    const id = newTableId();
    expect(await pageExists(env as unknown as Env, `/t/${id}`)).toBe(false);
    // A binding whose objects throw on every call, as an overloaded or resetting object does.
    const failing = { ...env, Room: { getByName: () => ({ info: () => Promise.reject(new Error('Durable Object reset')) }) } };
    expect(await pageExists(failing as unknown as Env, `/t/${id}`)).toBe(true);
  });

  it('a game\'s pages exist only where the game declares them: its pools\' leaderboards, its daily challenge\'s days, a real game\'s rules page', async () => {
    const e = env as unknown as Env;
    const today = dayOf(Date.now());
    expect(await pageExists(e, '/leaderboard/dominion-2p')).toBe(true);
    expect(await pageExists(e, '/leaderboard/chess-2p')).toBe(false);
    expect(await pageExists(e, `/daily/kingdom-builder/${today}`)).toBe(true);
    // The tiny test game is registered here and has no daily challenge (test/fixtures/tiny-game.ts).
    expect(await pageExists(e, `/daily/tiny/${today}`)).toBe(false);
    expect(await pageExists(e, `/daily/chess/${today}`)).toBe(false);
    expect(await pageExists(e, '/learn/dominion')).toBe(true);
    expect(await pageExists(e, '/learn/chess')).toBe(false);
    // A registered game with no rules page: 404, never 200 with another game's rules.
    expect(await pageExists(e, '/learn/tiny')).toBe(false);
  });
});
