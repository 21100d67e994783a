// The Worker: lobby API under /api, WebSocket rooms under /parties, the web app for the rest.
import { Hono } from 'hono';
import { routePartykitRequest } from 'partyserver';
import * as v from 'valibot';
import type { Env } from '../party/env.ts';
import { TableIdSchema } from '../party/schema.ts';
import { api, problem } from './api.ts';

export { Directory } from '../party/directory.ts';
export { Matchmaker } from '../party/matchmaker.ts';
export { Room } from '../party/room.ts';

const app = new Hono<{ Bindings: Env }>();

app.route('/api', api);
app.all('/api/*', (c) => problem(404, 'not-found', `No API route ${c.req.method} ${new URL(c.req.url).pathname}.`));
app.onError((err) => {
  console.error('unhandled', err);
  return problem(500, 'internal', 'Something went wrong on our side; nothing was changed.');
});

app.all('/parties/*', async (c) => {
  // Rooms are the only party served here; partyserver would answer other names with plain text.
  if (!c.req.path.startsWith('/parties/room/')) return notFound();
  const response = await routePartykitRequest(c.req.raw, c.env, {
    // Only well-formed table ids reach a Durable Object; anything else would create junk rooms.
    onBeforeConnect: (_req, { party, name }) => (party === 'room' && v.is(TableIdSchema, name) ? undefined : notFound()),
    onBeforeRequest: () => notFound(),
  });
  return response ?? notFound();
});

app.all('*', (c) => c.env.ASSETS.fetch(c.req.raw));

function notFound(): Response {
  return problem(404, 'not-found', 'No such room.');
}

export default app;
