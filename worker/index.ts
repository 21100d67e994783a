// The Worker: lobby API under /api, WebSocket rooms under /parties, the web app for the rest.
import { Hono } from 'hono';
import { routePartykitRequest } from 'partyserver';
import * as v from 'valibot';
import type { Env } from '../party/env.ts';
import { TableIdSchema } from '../party/protocol/schema.ts';
import { api, problem } from './api.ts';
import { matchApi } from './match-api.ts';
import { NOT_FOUND_HEADERS, pageExists } from './page-status.ts';
import { embedAncestors, ICON_HEADERS, LOADER_HEADERS, SITE_PAGE_HEADERS, widgetPageHeaders } from './frame-policy.ts';

export { Daily } from '../party/daily/daily.ts';
export { Directory } from '../party/directory/directory.ts';
export { Matchmaker } from '../party/matchmaker/matchmaker.ts';
export { KnownIds } from '../party/players/known-ids.ts';
export { Leaderboard } from '../party/players/leaderboard.ts';
export { Player } from '../party/players/player.ts';
export { Room } from '../party/room/room.ts';

const app = new Hono<{ Bindings: Env }>();

app.route('/api', matchApi);
app.route('/api', api);
app.all('/api/*', (c) => problem(404, 'not-found', 'No such API route: the routes are listed in docs/rest-api.md.'));
app.onError((err) => {
  console.error('unhandled', err);
  return problem(500, 'internal', 'Something went wrong on our side; nothing was changed.');
});

app.all('/parties/*', async (c) => {
  // Rooms are the only party served here; partyserver would answer other names with plain text.
  if (!c.req.path.startsWith('/parties/room/')) return notFound();
  const response = await routePartykitRequest(withServerConnectionId(c.req.raw), c.env, {
    // Only well-formed table ids reach a Durable Object; anything else would create junk rooms.
    // `className` (not the deprecated `party`, which warns on every read) names the Durable Object.
    onBeforeConnect: (_req, { className, name }) => (className === 'Room' && v.is(TableIdSchema, name) ? undefined : notFound()),
    onBeforeRequest: () => notFound(),
  });
  return response ?? notFound();
});

// The embed: the loader, the widget's page (for /embed/widget and /embed/<tableId>) and the live
// example. Only the widget's page may be framed by other sites, as EMBED_ALLOWED_ORIGINS says.
app.get('/embed.js', (c) => asset(c.env, c.req.raw, '/embed.js', LOADER_HEADERS));
app.get('/embed/example', (c) => asset(c.env, c.req.raw, '/embed/example', { ...SITE_PAGE_HEADERS, 'cache-control': 'public, max-age=300' }));
app.get('/embed/:page', async (c, next) => {
  const page = c.req.param('page');
  if (page !== 'widget' && !v.is(TableIdSchema, page)) return next();
  const { ignored } = embedAncestors(c.env.EMBED_ALLOWED_ORIGINS);
  if (ignored.length) console.error(`EMBED_ALLOWED_ORIGINS: ignored ${ignored.join(', ')} (not an origin such as https://example.com)`);
  return asset(c.env, c.req.raw, '/embed/widget', widgetPageHeaders(c.env.EMBED_ALLOWED_ORIGINS));
});

// Browsers ask for /favicon.ico on pages that name no icon; it is the site's icon, never the app's page.
app.get('/favicon.ico', (c) => asset(c.env, c.req.raw, '/favicon.svg', ICON_HEADERS));

// Everything else is the site itself: files under /assets/ never reach the Worker; the pages that
// do are kept out of other sites' frames.
app.all('*', async (c) => {
  const response = await asset(c.env, c.req.raw, null, SITE_PAGE_HEADERS);
  // The app's pages come as its one index.html; an address with nothing behind it says so there,
  // and answers 404 (a file of the build, such as /favicon.svg, is served as it is).
  if (!isAppPage(response) || (await pageExists(c.env, new URL(c.req.url).pathname))) return response;
  // The whole page, whatever the browser holds of it: a 404 is not answered "not modified".
  const page = await asset(c.env, new Request(c.req.url, { method: c.req.method }), null, SITE_PAGE_HEADERS);
  const missing = new Response(page.body, { status: 404, headers: page.headers });
  missing.headers.delete('etag');
  for (const [name, value] of Object.entries(NOT_FOUND_HEADERS)) missing.headers.set(name, value);
  return missing;
});

/** The app's page (index.html, served for any address the build has no file for), not another file. */
function isAppPage(response: Response): boolean {
  return (response.status === 200 || response.status === 304) && (response.headers.get('content-type') ?? '').startsWith('text/html');
}

/** Serves a static file (`path`, or the request's own) with extra headers. */
async function asset(env: Env, request: Request, path: string | null, headers: Readonly<Record<string, string>>): Promise<Response> {
  const target = path === null ? request : new Request(new URL(path, request.url), request);
  const found = await env.ASSETS.fetch(target);
  const response = new Response(found.body, found);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * partyserver names a connection after the client's `?_pk=` when there is one. A connection's id
 * keys the room's per-connection state (rate limits, patch streams, a watcher's chat name), so
 * it is the server's to choose: without `_pk`, partyserver makes a fresh random one. Sockets that
 * all named one id used to count as one against the spectator cap (issue 18).
 */
function withServerConnectionId(request: Request): Request {
  const url = new URL(request.url);
  if (!url.searchParams.has('_pk')) return request;
  url.searchParams.delete('_pk');
  return new Request(url, request);
}

function notFound(): Response {
  return problem(404, 'not-found', 'No such room.');
}

export default app;
