// The HTTP status of a page of the site: the app draws every page from one index.html, and says
// itself when a table, player, replay, day or address does not exist; the status says it to
// crawlers and tools too (404 with noindex), by asking the same objects the pages will ask.
import { knownIdsOf } from '../party/players/known-ids.ts';
import type { Env } from '../party/env.ts';
import { dailyName } from '../party/daily/day.ts';
import { dayOf, dayStart } from '../party/protocol/daily.ts';
import { parseRoute } from '../web/routes.ts';
import { hasRulesPage } from '../web/pages/learn/paths.ts';
import { dailyGames, getGame, ratingPools } from '../party/games/index.ts';

/**
 * Whether `pathname` is a page that shows something (true) or says there is nothing here (false).
 * An object that cannot answer now (overloaded, being reset) counts as there: the page is served
 * and says itself what it finds, rather than the site answering 500 for a status it could not learn.
 */
export async function pageExists(env: Env, pathname: string, now = Date.now()): Promise<boolean> {
  try {
    return await lookUp(env, pathname, now);
  } catch (error) {
    console.error('page status unknown', pathname, error);
    return true;
  }
}

async function lookUp(env: Env, pathname: string, now: number): Promise<boolean> {
  const route = parseRoute(pathname);
  switch (route.page) {
    case 'missing': return false;
    // Plain stubs, as the API uses: asking never creates a room or a player.
    case 'table': case 'replay': return (await env.Room.getByName(route.id).info()) !== null;
    // The index first, so an id that is no player makes no object.
    case 'profile': return (await knownIdsOf(env, route.id).standing(route.id)) === 'known' && (await env.Player.getByName(route.id).status()) === 'known';
    case 'leaderboard': return ratingPools().includes(route.pool);
    // A registered game without a rules page is nothing here too, as the app shows it (web/shown-route.ts).
    case 'learn': return getGame(route.game) !== undefined && hasRulesPage(route.game);
    case 'daily':
      if (!dailyGames().includes(route.game) || dayStart(route.date) > now) return false;
      // Today's challenge is dealt on the first ask, which the page itself makes.
      return route.date === dayOf(now) || (await env.Daily.getByName(dailyName(route.game, route.date)).hadChallenge());
    default: return true;
  }
}

/** Headers of a page that says there is nothing here: kept out of search results. */
export const NOT_FOUND_HEADERS: Readonly<Record<string, string>> = { 'x-robots-tag': 'noindex' };
