// Refusals say what was wrong and what would be right, without repeating the request's own text
// back (issue 31): an unknown leaderboard or daily game is named in no answer.
import { describe, expect, it } from 'vitest';
import { dailyGames, ratingPools } from '../../party/games/index.ts';
import { api } from './helpers.ts';

/** A name no route knows, marked so any echo of it is found. */
const JUNK = 'zz-echo-marker-<b>x</b>';

async function refusal(path: string, init?: RequestInit) {
  const res = await api(path, init);
  const text = await res.text();
  return { status: res.status, text, error: (JSON.parse(text) as { error: { code: string; message: string } }).error };
}

describe('refusals do not echo the request', () => {
  it('an unknown leaderboard: 404 unknown-pool naming the pools, not the name asked for', async () => {
    const r = await refusal(`/leaderboards/${encodeURIComponent(JUNK)}`);
    expect(r.status).toBe(404);
    expect(r.error.code).toBe('unknown-pool');
    expect(r.error.message).toContain(ratingPools().join(', '));
    expect(r.text).not.toContain('zz-echo-marker');
  });

  it('an unknown daily game on every daily route: 404 unknown-game naming the games, not the name asked for', async () => {
    const game = encodeURIComponent(JUNK);
    const asks: Array<[string, RequestInit?]> = [
      [`/daily/${game}`],
      [`/daily/${game}/challenges`, { method: 'POST' }],
      [`/daily/${game}/attempts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
      [`/daily/${game}/2026-11-26/leaderboard`],
    ];
    for (const [path, init] of asks) {
      const r = await refusal(path, init);
      expect(r.status, path).toBe(404);
      expect(r.error.code, path).toBe('unknown-game');
      expect(r.error.message, path).toContain(dailyGames().join(', '));
      expect(r.text, path).not.toContain('zz-echo-marker');
    }
  });

  it('an unknown game in the lobby and quick match, and an unknown API route: the games or routes named, not what was asked', async () => {
    const game = encodeURIComponent(JUNK);
    const asks: Array<[string, number, string, RequestInit?]> = [
      [`/tables?game=${game}`, 400, 'unknown-game'],
      ['/tables', 400, 'unknown-game', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'zz-echo-marker', seats: 2 }) }],
      [`/match/${game}`, 404, 'unknown-game'],
      [`/${game}/nowhere`, 404, 'not-found'],
    ];
    for (const [path, status, code, init] of asks) {
      const r = await refusal(path, init);
      expect(r.status, path).toBe(status);
      expect(r.error.code, path).toBe(code);
      expect(r.text, path).not.toContain('zz-echo-marker');
    }
  });
});
