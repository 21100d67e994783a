// The daily challenge's routes under /api/daily (docs/daily.md). The Daily object of the game's
// day answers; the worker only checks the input and picks the object by the date.
import { Hono } from 'hono';
import { dailyName, dayOf, dayStart } from '../party/daily/day.ts';
import type { DailyRefusal } from '../party/daily/daily.ts';
import { DailyAttemptSchema } from '../party/daily/schema.ts';
import type { Env } from '../party/env.ts';
import { dailyGames } from '../party/games/index.ts';
import { DAY_SHAPE, type DailyGame } from '../party/protocol/daily.ts';
import { PLAYER_ID_SHAPE } from '../party/protocol/identity.ts';
import { clientAddress } from '../party/limits/limits.ts';
import { problem } from './problem.ts';
import { tableRequest } from './table-request.ts';

const MAX_BODY_BYTES = 4 * 1024;

export const dailyApi = new Hono<{ Bindings: Env }>();

function gameOf(raw: string): DailyGame | null {
  return dailyGames().includes(raw) ? raw : null;
}

// The request's own text is never repeated back: the answer says what was wrong and what would be right.
const unknownGame = () => problem(404, 'unknown-game', `There is no daily challenge for that game; games: ${dailyGames().join(', ')}.`);
const refused = (r: DailyRefusal) => problem(r.status, r.code, r.message);
const isRefusal = (x: object): x is DailyRefusal => 'ok' in x && x.ok === false;

/** `?player=`: absent, or a player id; anything else is refused. */
function playerParam(raw: string | undefined): { ok: true; player: string | null } | { ok: false; response: Response } {
  if (raw === undefined) return { ok: true, player: null };
  if (PLAYER_ID_SHAPE.test(raw)) return { ok: true, player: raw };
  return { ok: false, response: problem(400, 'bad-player', 'player must be a player id (32 characters a-z, 2-7).') };
}

function today(env: Env, game: DailyGame, now: number) {
  return env.Daily.getByName(dailyName(game, dayOf(now)));
}

dailyApi.get('/:game', async (c) => {
  const game = gameOf(c.req.param('game'));
  if (!game) return unknownGame();
  const player = playerParam(c.req.query('player'));
  if (!player.ok) return player.response;
  const now = Date.now();
  const card = await today(c.env, game, now).card(now, player.player);
  return isRefusal(card) ? refused(card) : c.json(card);
});

dailyApi.post('/:game/challenges', async (c) => {
  const game = gameOf(c.req.param('game'));
  if (!game) return unknownGame();
  if (!(await c.env.DAILY_CHALLENGES.limit({ key: clientAddress(c.req.raw) })).success) {
    return problem(429, 'too-many-challenges', 'Too many daily challenges asked for from this address; wait a minute and try again.');
  }
  const now = Date.now();
  const answer = await today(c.env, game, now).challenge(now);
  return isRefusal(answer) ? refused(answer) : c.json(answer, 201);
});

dailyApi.post('/:game/attempts', async (c) => {
  const game = gameOf(c.req.param('game'));
  if (!game) return unknownGame();
  const asked = await tableRequest(c.env, c.req.raw, DailyAttemptSchema, MAX_BODY_BYTES, 'the attempt');
  if (!asked.ok) return asked.response;
  const now = Date.now();
  const made = await today(c.env, game, now).attempt({ now, origin: c.req.url, address: clientAddress(c.req.raw), ...asked.value });
  return isRefusal(made) ? refused(made) : c.json(made, 201);
});

dailyApi.get('/:game/:date/leaderboard', async (c) => {
  const game = gameOf(c.req.param('game'));
  if (!game) return unknownGame();
  const date = c.req.param('date');
  const now = Date.now();
  if (!DAY_SHAPE.test(date) || Number.isNaN(dayStart(date))) return problem(400, 'bad-date', 'date must be a day such as 2026-11-26.');
  if (dayStart(date) > now) return problem(404, 'future-day', `The challenge of ${date} has not begun; today (UTC) is ${dayOf(now)}.`);
  const player = playerParam(c.req.query('player'));
  if (!player.ok) return player.response;
  return c.json(await c.env.Daily.getByName(dailyName(game, date)).leaderboard(now, player.player));
});
