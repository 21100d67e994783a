// The app's addresses: the lobby, a table, a table's embed, a replay, a rules page. Pure, so it is tested in Node.
import { isLearnGame, type LearnGame } from './pages/learn/paths.ts';

export type Route =
  | { page: 'lobby' }
  | { page: 'table'; id: string }
  | { page: 'embed'; id: string }
  | { page: 'replay'; id: string }
  | { page: 'learn'; game: LearnGame }
  | { page: 'missing' };

// The room's ids: 26 of [a-z0-9]. Anything else cannot be a table, so it never opens a socket.
const TABLE_ID = /^[a-z0-9]{26}$/;

export const isTableId = (text: string): boolean => TABLE_ID.test(text);

export function parseRoute(pathname: string): Route {
  if (pathname === '/' || pathname === '/index.html') return { page: 'lobby' };
  const [, kind, id, ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (kind === 'learn' && rest.length === 0 && id && isLearnGame(id)) return { page: 'learn', game: id };
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
