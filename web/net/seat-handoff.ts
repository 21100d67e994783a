// Taking a seat from the embed widget to a full tab. The widget's storage is partitioned by the
// site around it, so a new tab of this site would not find the seat token and would only watch.
// "Open in a new tab" therefore carries the token in the URL fragment, which browsers never send
// to any server (not in the request, not in a Referer); the table page takes it out of the address
// at once, before anything else can read or record it.
// A handed-over token is never kept as it is: the page attaches with it as a hand-off and the room
// answers with a new token for the seat and retires this one (party/room/seats.ts: handOver). So whoever
// made the link, the widget or someone sending a token of theirs as an "invite", holds that seat
// no longer and cannot watch or play it alongside the page that took it.
// A page that already holds a seat at that table keeps its own: a link cannot swap a player's seat.
// The page chooses the seat's new token itself and keeps the pair in this tab's sessionStorage
// until the room's welcome: reloaded after the room's hand-off but before its welcome, the page
// asks again with the same pair and is seated by the new token (the old one is retired by then).
// sessionStorage, not localStorage: no other tab and no other table picks the pair up.
import { newSeatToken, SEAT_TOKEN_SHAPE } from '../../party/protocol/seat-token.ts';
import { loadToken } from './seat-token.ts';
import { readStored, writeStored } from './storage.ts';

const PREFIX = '#seat=';

/** The address of a table that hands over this seat to the tab that opens it. */
export function handoffUrl(tablePath: string, token: string): string {
  return `${tablePath}${PREFIX}${token}`;
}

/** The seat token a fragment hands over, or null when it holds none (or anything else). */
export function handedToken(hash: string): string | null {
  if (!hash.startsWith(PREFIX)) return null;
  const token = hash.slice(PREFIX.length);
  return SEAT_TOKEN_SHAPE.test(token) ? token : null;
}

/** A handed-over token and the new one this page asks the room to give the seat instead. */
export interface Handoff {
  token: string;
  next: string;
}

const pendingKey = (tableId: string) => `kingdoms.handoff.${tableId}`;

function pendingHandoff(tableId: string): Handoff | null {
  try {
    const pair = JSON.parse(readStored(pendingKey(tableId), 'session') ?? 'null') as Partial<Handoff> | null;
    return pair && typeof pair.token === 'string' && typeof pair.next === 'string' && SEAT_TOKEN_SHAPE.test(pair.token) && SEAT_TOKEN_SHAPE.test(pair.next)
      ? { token: pair.token, next: pair.next } : null;
  } catch {
    return null;
  }
}

/**
 * On the table page, before it connects: clears the fragment and gives the token it handed over
 * with the seat's new token, kept until `handoffSettled`, to attach with as a hand-off
 * (TableConnection); or the pair a reload left unanswered; or null when there is none or a seat
 * is held.
 */
export function takeHandoff(tableId: string): Handoff | null {
  const pending = pendingHandoff(tableId);
  if (loadToken(tableId) !== null) {
    if (location.hash.startsWith(PREFIX)) history.replaceState(history.state, '', location.pathname + location.search);
    handoffSettled(tableId);
    return null;
  }
  if (!location.hash.startsWith(PREFIX)) return pending;
  const token = handedToken(location.hash);
  history.replaceState(history.state, '', location.pathname + location.search);
  if (token === null) return pending;
  if (pending?.token === token) return pending;
  const pair = { token, next: newSeatToken() };
  // Written before the attach goes out: a reload from here on asks with this same pair.
  writeStored(pendingKey(tableId), JSON.stringify(pair), 'session');
  return pair;
}

/** The room answered the hand-off (a welcome, or a refusal): a reload has nothing to ask again. */
export function handoffSettled(tableId: string): void {
  writeStored(pendingKey(tableId), null, 'session');
}
