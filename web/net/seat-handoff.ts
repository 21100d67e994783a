// Taking a seat from the embed widget to a full tab. The widget's storage is partitioned by the
// site around it, so a new tab of this site would not find the seat token and would only watch.
// "Open in a new tab" therefore carries the token in the URL fragment, which browsers never send
// to any server (not in the request, not in a Referer); the table page takes it out of the address
// at once, before anything else can read or record it, and keeps it like any other seat token.
// A page that already holds a seat at that table keeps its own: a link cannot swap a player's seat.
import { loadToken, saveToken } from './seat-token.ts';

const PREFIX = '#seat=';
// party/tokens.ts: 24 random bytes in base64url.
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The address of a table that hands over this seat to the tab that opens it. */
export function handoffUrl(tablePath: string, token: string): string {
  return `${tablePath}${PREFIX}${token}`;
}

/** The seat token a fragment hands over, or null when it holds none (or anything else). */
export function handedToken(hash: string): string | null {
  if (!hash.startsWith(PREFIX)) return null;
  const token = hash.slice(PREFIX.length);
  return TOKEN.test(token) ? token : null;
}

/** On the table page: keeps a handed-over seat (unless one is held) and clears the fragment. */
export function takeHandoff(tableId: string): void {
  if (!location.hash.startsWith(PREFIX)) return;
  const token = handedToken(location.hash);
  history.replaceState(history.state, '', location.pathname + location.search);
  if (token !== null && loadToken(tableId) === null) saveToken(tableId, token);
}
