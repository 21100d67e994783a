// The app's addresses: the lobby, a table, a table's embed, a replay, players' pages, a rules page. Pure, so it is tested in Node.
import { isLearnGame, type LearnGame } from './pages/learn/paths.ts';
import { PLAYER_ID_SHAPE } from '../party/protocol/identity.ts';
import { RATING_POOLS, type RatingPool } from '../party/protocol/players.ts';
import { DAILY_GAMES, dayStart, type DailyGame } from '../party/protocol/daily.ts';
import { TRANSFER_SECRET_SHAPE } from './net/transfer-shape.ts';

export type Route =
  | { page: 'lobby' }
  | { page: 'table'; id: string }
  | { page: 'embed'; id: string }
  | { page: 'replay'; id: string }
  | { page: 'learn'; game: LearnGame }
  | { page: 'profile'; id: string }
  | { page: 'leaderboard'; pool: RatingPool }
  | { page: 'transfer' }
  | { page: 'daily'; game: DailyGame; date: string }
  | { page: 'missing' };

// The room's ids: 26 of [a-z0-9]. Anything else cannot be a table, so it never opens a socket.
const TABLE_ID = /^[a-z0-9]{26}$/;

export const isTableId = (text: string): boolean => TABLE_ID.test(text);

export function parseRoute(pathname: string): Route {
  if (pathname === '/' || pathname === '/index.html') return { page: 'lobby' };
  const [, kind, id, ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (kind === 'learn' && rest.length === 0 && id && isLearnGame(id)) return { page: 'learn', game: id };
  if (kind === 'transfer' && id === undefined) return { page: 'transfer' };
  const dailyGame = DAILY_GAMES.find((g) => g === id);
  if (kind === 'daily' && dailyGame && rest.length === 1 && !Number.isNaN(dayStart(rest[0]!))) return { page: 'daily', game: dailyGame, date: rest[0]! };
  if (rest.length === 0 && kind === 'p' && id && PLAYER_ID_SHAPE.test(id)) return { page: 'profile', id };
  const pool = RATING_POOLS.find((p) => p === id);
  if (rest.length === 0 && kind === 'leaderboard' && pool) return { page: 'leaderboard', pool };
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
