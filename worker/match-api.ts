// Quick match's routes: the queue WebSocket of a game, and presence (people looking and playing).
import { Hono } from 'hono';
import { getServerByName } from 'partyserver';
import type { Env } from '../party/env.ts';
import { gameIds, getGame } from '../party/games/index.ts';
import { PLACE_HEADER, placeFromHeader } from '../party/matchmaker/matchmaker.ts';
import { CONTINENTS, placeOf } from '../party/matchmaker/latency.ts';
import type { Presence } from '../party/protocol/quick-match.ts';
import { problem } from './problem.ts';

export const matchApi = new Hono<{ Bindings: Env }>();

matchApi.get('/match/:game', async (c) => {
  const game = getGame(c.req.param('game'));
  if (!game) return problem(404, 'unknown-game', `No such game; known games: ${gameIds().join(', ')}.`);
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    return problem(426, 'upgrade-required', 'Quick match is a WebSocket: connect with Upgrade: websocket.');
  }
  // The platform says where the player is (coordinates, else the continent); only where it says
  // nothing at all (a local run: no request.cf) may the page, by ?at=lat,lon or ?region=<continent>.
  // In production a client never names its own place: the queries are not read there.
  const cf = (c.req.raw as { cf?: { latitude?: string; longitude?: string; continent?: string } }).cf;
  let place = cf ? placeOf(cf.latitude, cf.longitude, cf.continent) : null;
  if (!cf) {
    const at = c.req.query('at');
    const region = c.req.query('region');
    if (at !== undefined) {
      place = placeFromHeader(at);
      if (!place) return problem(400, 'bad-place', `?at= must be "lat,lon" in degrees (latitude -90..90, longitude -180..180); got "${at.slice(0, 40)}".`);
    } else if (region !== undefined) {
      place = placeOf(undefined, undefined, region);
      if (!place) return problem(400, 'bad-place', `?region= must be a continent code (${CONTINENTS.join(', ')}); got "${region.slice(0, 40)}".`);
    }
  }
  const request = new Request(c.req.raw);
  request.headers.delete(PLACE_HEADER);
  if (place) request.headers.set(PLACE_HEADER, `${place.lat},${place.lon}`);
  const matchmaker = await getServerByName(c.env.Matchmaker, game.id);
  return matchmaker.fetch(request);
});

matchApi.get('/presence', async (c) => {
  const directory = c.env.Directory.getByName('global');
  const games: Presence[] = await Promise.all(gameIds().map(async (game) => {
    const [looking, playing] = await Promise.all([c.env.Matchmaker.getByName(game).looking(), directory.playing(game)]);
    return { game, looking, playing };
  }));
  c.header('cache-control', 'no-store');
  return c.json({ games });
});
