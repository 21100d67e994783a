// Taking a seat from the embed widget to a full tab. The widget's storage is partitioned by the
// site around it, so a new tab of this site would not find the seat token and would only watch.
// "Open in a new tab" therefore carries the token in the URL fragment, which browsers never send
// to any server (not in the request, not in a Referer); the table page takes it out of the address
// at once, before anything else can read or record it.
// A handed-over token is never kept as it is: the page attaches with it as a hand-off and the room
// answers with a new token for the seat and retires this one (party/room.ts: handOver). So whoever
// made the link, the widget or someone sending a token of theirs as an "invite", holds that seat
// no longer and cannot watch or play it alongside the page that took it.
// A page that already holds a seat at that table keeps its own: a link cannot swap a player's seat.
import { loadToken } from './seat-token.ts';

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

/**
 * On the table page, before it connects: clears the fragment and gives the token it handed over,
 * to attach with as a hand-off (TableConnection), or null when there is none or a seat is held.
 */
export function takeHandoff(tableId: string): string | null {
  if (!location.hash.startsWith(PREFIX)) return null;
  const token = handedToken(location.hash);
  history.replaceState(history.state, '', location.pathname + location.search);
  return token !== null && loadToken(tableId) === null ? token : null;
}
