// The page the app shows for a route: a game's page it has no content for (no rules page, a pool
// no game here names) is "nothing here", never another game's page. The routes themselves
// (./routes.ts) only read the address's shape; what exists is the web registry's to say.
// Pure, so tested in Node.
import { RATED_POOLS, RULES_GAMES } from './games/registry.ts';
import type { Route } from './routes.ts';

export function shownRoute(route: Route): Route {
  if (route.page === 'learn' && !RULES_GAMES.includes(route.game)) return { page: 'missing' };
  if (route.page === 'leaderboard' && !RATED_POOLS.includes(route.pool)) return { page: 'missing' };
  return route;
}
