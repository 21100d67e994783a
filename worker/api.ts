// The lobby's JSON API. Every refusal is a 4xx with { error: { code, message } } naming the problem.
import { Hono } from 'hono';
import { getServerByName } from 'partyserver';
import * as v from 'valibot';
import type { CreateTableResponse, GameSummary } from '../party/protocol/lobby.ts';
import { gameIds, getGame } from '../party/games/index.ts';
import type { Env } from '../party/env.ts';
import { CreateTableSchema, TableIdSchema } from '../party/protocol/schema.ts';
import { botLevels } from '../party/table/bot-seats.ts';
import type { CreateRoomResult } from '../party/room/lobby-rpc.ts';
import type { InitialSeat } from '../party/table/seating.ts';
import { hashToken, newTableId } from '../party/tokens.ts';
import { newSeatToken } from '../party/protocol/seat-token.ts';
import { dailyApi } from './daily-api.ts';
import { playersApi } from './players-api.ts';
import { ownerStanding } from './table-creation.ts';
import { problem } from './problem.ts';
import { tableRequest } from './table-request.ts';
import { LISTED_PER_OWNER } from '../party/directory/directory.ts';

const MAX_BODY_BYTES = 16 * 1024;

export const api = new Hono<{ Bindings: Env }>();

export { problem };

api.route('/daily', dailyApi);

// Players, ratings and leaderboards (issue 21): /api/players/*, /api/leaderboards/*.
api.route('/', playersApi);

api.get('/health', (c) => c.json({ ok: true, games: gameIds(), time: new Date().toISOString() }));

api.get('/games', (c) => {
  const games: GameSummary[] = gameIds().map((id) => {
    const g = getGame(id)!;
    return {
      id: g.id, name: g.name, minSeats: g.minSeats, maxSeats: g.maxSeats, botLevels: botLevels(g),
      ...(g.botRatings ? { botRatings: g.botRatings } : {}), pools: [...(g.rating?.pools ?? [])], daily: g.daily !== undefined,
    };
  });
  return c.json({ games });
});

api.post('/tables', async (c) => {
  const asked = await tableRequest(c.env, c.req.raw, CreateTableSchema, MAX_BODY_BYTES, 'the table');
  if (!asked.ok) return asked.response;
  const req = asked.value;
  const game = getGame(req.game);
  if (!game) return problem(400, 'unknown-game', `No such game; known games: ${gameIds().join(', ')}.`);
  if (req.seats < game.minSeats || req.seats > game.maxSeats) {
    return problem(400, 'bad-seats', `${game.name} takes ${game.minSeats} to ${game.maxSeats} players, not ${req.seats}.`);
  }
  const options = game.parseOptions(req.options ?? {}, req.seats);
  if (!options.ok) return problem(400, 'bad-options', options.error.message);
  const bots = req.bots ?? [];
  const levels = botLevels(game);
  const missing = bots.find((level) => !levels.includes(level));
  if (missing) return problem(400, 'no-bots', `${game.name} has no ${missing} bot${levels.length ? `; levels: ${levels.join(', ')}` : ''}.`);
  if ((req.name ? 1 : 0) + bots.length > req.seats) {
    return problem(400, 'bad-seats', `${req.seats} seats cannot hold ${req.name ? 'you and ' : ''}${bots.length} bots.`);
  }
  if (req.rated && !req.public) return problem(400, 'not-public', 'Only public tables can be rated: send public: true with rated: true.');
  if (req.rated && !game.rating) return problem(400, 'not-rated', `${game.name} is never rated: leave out rated.`);
  // Only a listed table needs an owner: a private one keeps no pseudonym at all.
  const standing = req.public ? await ownerStanding(c.env, c.req.raw) : null;
  const owner = standing?.owner ?? null;
  if (standing && standing.listed >= LISTED_PER_OWNER) {
    return problem(429, 'too-many-open-tables',
      `You already have ${LISTED_PER_OWNER} public tables waiting for players; start or leave one, or make this one private.`);
  }
  // The creator's token is made here and only its hash goes to the room, like any seat token.
  const token = req.name ? newSeatToken() : null;
  const seats: InitialSeat[] = [
    ...(req.name && token ? [{ name: req.name, tokenHash: await hashToken(token) }] : []),
    ...bots.map((bot) => ({ bot })),
  ];
  const id = newTableId();
  const room = await getServerByName(c.env.Room, id);
  // Only what the game parsed is kept: junk sent along would ride in every state message.
  // The RPC stub's own typing loses the union; the room returns exactly a CreateRoomResult.
  const made = (await room.create({
    id, game: game.id, maxSeats: req.seats, options: options.value, public: req.public, owner, seats, start: req.start,
    ...(req.clock ? { clock: req.clock } : {}), ...(req.botPauseMs === undefined ? {} : { botPauseMs: req.botPauseMs }),
    ...(req.rated ? { rated: true } : {}),
  })) as CreateRoomResult;
  if (!made.ok) return problem(400, made.code, made.message);
  const response: CreateTableResponse = {
    id, game: game.id, url: new URL(`/t/${id}`, c.req.url).toString(), status: made.table.status,
    ...(token ? { seat: 0, token } : {}),
  };
  return c.json(response, 201);
});

api.get('/tables', async (c) => {
  const game = c.req.query('game') ?? null;
  if (game !== null && !getGame(game)) return problem(400, 'unknown-game', `No such game; known games: ${gameIds().join(', ')}.`);
  const tables = await c.env.Directory.getByName('global').list(game);
  return c.json({ tables });
});

api.get('/tables/:id', async (c) => {
  const id = c.req.param('id');
  if (!v.is(TableIdSchema, id)) return problem(400, 'bad-table-id', 'A table id is 26 lowercase letters and digits.');
  // A plain stub: getServerByName would start the room up and store its name even for an id
  // that was never a table.
  const info = await c.env.Room.getByName(id).info();
  if (!info) return problem(404, 'no-such-table', 'There is no table with this id (it may have expired).');
  return c.json(info);
});


// A finished game's record (game, options, seed, players, moves, result): for replays and bug
// reports. While the game runs it would give away the seed, so it is refused until the end.
api.get('/tables/:id/record', async (c) => {
  const id = c.req.param('id');
  if (!v.is(TableIdSchema, id)) return problem(400, 'bad-table-id', 'A table id is 26 lowercase letters and digits.');
  // A plain stub, as for GET /tables/:id: an id that was never a table must store nothing.
  const answer = await c.env.Room.getByName(id).record();
  if (!answer) return problem(404, 'no-such-table', 'There is no table with this id (it may have expired).');
  if ('record' in answer) return c.json(answer.record);
  return problem(409, answer.code, answer.message);
});
