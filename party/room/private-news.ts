// Who is told of a private move (Game.privateMove, a declined Reaction). Nobody but the seats it
// concerns: the mover (Dominion asks every Reaction holder at once, so a decline brings nobody
// else a question; any seat whose version or question did change would still be told). A
// message to anyone else, even an unchanged one, would tell them something happened.
import type { Seat } from '../games/core/index.ts';
import { type LiveGame, versionFor } from '../table/snapshot.ts';

/** What each viewer was told before a move: the public version, and per seat its version and question. */
export interface Told { shown: number; seats: string[] }

export function told(live: LiveGame): Told {
  return { shown: versionFor(live, null), seats: live.askedKey.map((key, s) => `${versionFor(live, s)}|${key}`) };
}

/**
 * After a move and everything the room did at once because of it: null when the public version
 * moved (everyone is told), else the seats whose own version or question changed.
 */
export function privateNews(live: LiveGame, before: Told): Seat[] | null {
  if (versionFor(live, null) !== before.shown) return null;
  const now = told(live);
  return now.seats.flatMap((mark, s) => (mark === before.seats[s] ? [] : [s]));
}
