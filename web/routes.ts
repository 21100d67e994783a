// The app's addresses: the lobby, a table, a table's embed, a replay, players' pages, a rules page. Pure, so it is tested in Node
// and read by the Worker (worker/page-status.ts).
import { PLAYER_ID_SHAPE } from '../party/protocol/identity.ts';
import type { RatingPool } from '../party/protocol/players.ts';
import { dayStart, type DailyGame } from '../party/protocol/daily.ts';
import { TRANSFER_SECRET_SHAPE } from './net/transfer-shape.ts';

export type Route =
  | { page: 'lobby' }
  | { page: 'table'; id: string }
  | { page: 'embed'; id: string }
  | { page: 'replay'; id: string }
  | { page: 'learn'; game: string }
  | { page: 'profile'; id: string }
  | { page: 'leaderboard'; pool: RatingPool }
  | { page: 'transfer' }
  | { page: 'daily'; game: DailyGame; date: string }
  | { page: 'missing' };

// The room's ids: 26 of [a-z0-9]. Anything else cannot be a table, so it never opens a socket.
const TABLE_ID = /^[a-z0-9]{26}$/;

export const isTableId = (text: string): boolean => TABLE_ID.test(text);

/**
 * A game's or a rating pool's id as one may be written: lowercase words joined by dashes. Which
 * ids exist is for the page (web/games/registry.ts) and the server (party/games/registry.ts)
 * to say, so this stays pure and knows no game.
 */
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isName = (id: string | undefined): id is string => id !== undefined && id.length <= 40 && NAME.test(id);

export function parseRoute(pathname: string): Route {
  if (pathname === '/' || pathname === '/index.html') return { page: 'lobby' };
  const [, kind, id, ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (kind === 'learn' && rest.length === 0 && isName(id)) return { page: 'learn', game: id };
  if (kind === 'transfer' && id === undefined) return { page: 'transfer' };
  if (kind === 'daily' && isName(id) && rest.length === 1 && !Number.isNaN(dayStart(rest[0]!))) return { page: 'daily', game: id, date: rest[0]! };
  if (rest.length === 0 && kind === 'p' && id && PLAYER_ID_SHAPE.test(id)) return { page: 'profile', id };
  if (rest.length === 0 && kind === 'leaderboard' && isName(id)) return { page: 'leaderboard', pool: id };
  if (rest.length === 0 && id && TABLE_ID.test(id)) {
    if (kind === 't') return { page: 'table', id };
    if (kind === 'embed') return { page: 'embed', id };
    if (kind === 'replay') return { page: 'replay', id };
  }
  return { page: 'missing' };
}

/** The table id in a pasted invite link (any host), embed link, path or bare id; null if none. */
export function tableIdFrom(input: string): string | null {
  const text = input.trim();
  if (TABLE_ID.test(text.toLowerCase())) return text.toLowerCase();
  let pathname = text;
  try {
    pathname = new URL(text, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const route = parseRoute(pathname);
  return route.page === 'table' || route.page === 'embed' ? route.id : null;
}

export function tablePath(id: string): string {
  return `/t/${id}`;
}

export function replayPath(id: string): string {
  return `/replay/${id}`;
}

export function profilePath(player: string): string {
  return `/p/${player}`;
}

/** One day's daily challenge: its leaderboard, and its replays once the day is over. */
export function dailyPath(game: DailyGame, date: string): string {
  return `/daily/${game}/${date}`;
}

export function leaderboardPath(pool: RatingPool): string {
  return `/leaderboard/${pool}`;
}

/** The link that moves `player` to another device; its key's secret rides in the fragment, never sent to a server. */
export function transferLink(origin: string, player: string, secret: string): string {
  return `${origin}/transfer#${player}.${secret}`;
}

/** The player and the key's secret in a transfer link's fragment (`#<id>.<secret>`), or null. */
export function transferFrom(hash: string): { player: string; secret: string } | null {
  const [player, secret, ...extra] = hash.replace(/^#/, '').split('.');
  if (extra.length > 0 || !player || !secret || !PLAYER_ID_SHAPE.test(player) || !TRANSFER_SECRET_SHAPE.test(secret)) return null;
  return { player, secret };
}
