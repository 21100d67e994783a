// The pairing: who sits with whom, as a pure function of the queue and the time. The matchmaker
// object runs it in rounds; `npm run sim:match` runs the same function against a traffic model.
// Oldest waiter first: each round takes the longest waiter still unseated and builds the best
// table around them from the players they may meet now; windows of strength and of distance
// widen with the wait (docs/matchmaking.md has the figures behind the numbers below).
import { neighbours, type Region, roundTrip } from './regions.ts';

export interface Waiter {
  /** The queue entry's id (unique in the queue). */
  id: string;
  /** When the wait began (ms). */
  since: number;
  /** The player's continent; null when unknown (local runs): such players meet each other at once. */
  region: Region | null;
  /** The table sizes this player takes, both ends included. */
  minSeats: number;
  maxSeats: number;
  rating: number;
  provisional: boolean;
  /** The proved player id; null for anonymous players (their tables are unrated). */
  player: string | null;
  /** Players this one never sits with (blocked either way). */
  avoid: readonly string[];
  /** When bots may take the seats no person took (ms); null: people only. */
  botsAt: number | null;
  /** Not matched before this time (a queue cool-down; 0 for none). */
  coolDownUntil: number;
}

export interface PairingRules {
  /** The rating window at the start of a wait, and how it widens per second of waiting. */
  windowStart: number;
  windowPerSecond: number;
  windowMax: number;
  /** After this wait (ms) a player meets neighbouring regions, and after `anywhereAfterMs` anyone. */
  neighboursAfterMs: number;
  anywhereAfterMs: number;
  /** Score per ms of modelled round trip, against one window-width of rating gap. */
  rttWeight: number;
  /** Score for a provisional player seated with an established one (they prefer each other). */
  provisionalMix: number;
}

export const RULES: PairingRules = {
  windowStart: 100,
  windowPerSecond: 12,
  windowMax: 700,
  neighboursAfterMs: 15_000,
  anywhereAfterMs: 45_000,
  rttWeight: 1 / 300,
  provisionalMix: 0.3,
};

export interface TableToOpen {
  /** The seated waiters, oldest first: seat 0 is the longest waiter. */
  members: string[];
  seats: number;
  bots: number;
  /** Where the table should live: the region most of its players are in (null: unknown). */
  region: Region | null;
  /** Rated: people only, every one of them proved. */
  rated: boolean;
  /** Each member's modelled round trip to the table's region, in member order (ms). */
  rtt: number[];
}

export interface Pairing {
  tables: TableToOpen[];
  /** Ids still waiting, oldest first. */
  waiting: string[];
}

/** The rating window of a player who has waited since `since`. */
export function ratingWindow(since: number, now: number, rules: PairingRules = RULES): number {
  const seconds = Math.max(0, now - since) / 1000;
  return Math.min(rules.windowMax, rules.windowStart + rules.windowPerSecond * seconds);
}

/** Whether a player who has waited since `since` in `from` may sit at a table with one in `to`. */
export function reaches(from: Region | null, to: Region | null, since: number, now: number, rules: PairingRules = RULES): boolean {
  if (from === to) return true;
  const waited = now - since;
  if (waited >= rules.anywhereAfterMs) return true;
  return from !== null && to !== null && waited >= rules.neighboursAfterMs && neighbours(from, to);
}

/** Two waiters may meet now: no block, and the longer waiter's windows of strength and place allow it. */
export function mayMeet(a: Waiter, b: Waiter, now: number, rules: PairingRules = RULES): boolean {
  if (a.player !== null && b.avoid.includes(a.player)) return false;
  if (b.player !== null && a.avoid.includes(b.player)) return false;
  const older = a.since <= b.since ? a : b;
  const gap = Math.abs(a.rating - b.rating);
  return gap <= ratingWindow(older.since, now, rules)
    && (reaches(a.region, b.region, older.since, now, rules) || reaches(b.region, a.region, older.since, now, rules));
}

/** The pairing of `queue` at `now`: tables to open and who waits on. Deterministic. */
export function pair(queue: readonly Waiter[], now: number, rules: PairingRules = RULES): Pairing {
  const ready = queue.filter((w) => w.coolDownUntil <= now).sort(byWait);
  const seated = new Set<string>();
  const tables: TableToOpen[] = [];
  for (const anchor of ready) {
    if (seated.has(anchor.id)) continue;
    const table = tableFor(anchor, ready, seated, now, rules);
    if (!table) continue;
    for (const id of table.members) seated.add(id);
    tables.push(table);
  }
  const waiting = [...queue].sort(byWait).map((w) => w.id).filter((id) => !seated.has(id));
  return { tables, waiting };
}

/**
 * The longest waiters who may meet an anchor that are weighed for its table: in a queue of
 * thousands the best of the oldest few hundred is as good, and a round stays linear in the queue.
 */
export const CANDIDATES = 200;

/** The best table around `anchor` now, if any: full of people, or with bots once the anchor's wait for them is over. */
function tableFor(anchor: Waiter, ready: readonly Waiter[], seated: ReadonlySet<string>, now: number, rules: PairingRules): TableToOpen | null {
  const fits: Waiter[] = [];
  for (const w of ready) {
    if (fits.length === CANDIDATES) break;
    if (w !== anchor && !seated.has(w.id) && mayMeet(anchor, w, now, rules)) fits.push(w);
  }
  const ranked = fits
    .map((w) => ({ w, cost: cost(anchor, w, now, rules) }))
    .sort((x, y) => x.cost - y.cost || byWait(x.w, y.w))
    .map((x) => x.w);
  // The biggest table the anchor takes that fills with people now; bigger serves more waiters.
  for (let seats = anchor.maxSeats; seats >= anchor.minSeats; seats--) {
    const group = gather(anchor, ranked, seats, now, rules);
    if (group.length === seats) return table(group, seats);
  }
  if (anchor.botsAt === null || anchor.botsAt > now) return null;
  // The anchor's wait for bots is over: the most people who also take bots, the rest bots.
  const willing = ranked.filter((w) => w.botsAt !== null);
  let best: Waiter[] = [anchor];
  let bestSeats = anchor.minSeats;
  for (let seats = anchor.minSeats; seats <= anchor.maxSeats; seats++) {
    const group = gather(anchor, willing, seats, now, rules);
    if (group.length > best.length) { best = group; bestSeats = seats; }
  }
  return table(best, bestSeats);
}

/** Up to `seats` waiters around the anchor who take that size and may all meet one another. */
function gather(anchor: Waiter, ranked: readonly Waiter[], seats: number, now: number, rules: PairingRules): Waiter[] {
  const group = [anchor];
  for (const w of ranked) {
    if (group.length === seats) break;
    if (w.minSeats > seats || w.maxSeats < seats) continue;
    if (group.every((g) => mayMeet(g, w, now, rules))) group.push(w);
  }
  return group;
}

/** Lower is better: rating gap in windows, the round trip between them, provisional mixing, then age. */
function cost(anchor: Waiter, w: Waiter, now: number, rules: PairingRules): number {
  const gap = Math.abs(anchor.rating - w.rating) / ratingWindow(anchor.since, now, rules);
  const rtt = anchor.region && w.region ? roundTrip(anchor.region, w.region) : 0;
  const mix = anchor.provisional !== w.provisional ? rules.provisionalMix : 0;
  return gap + rtt * rules.rttWeight + mix;
}

function table(group: Waiter[], seats: number): TableToOpen {
  const members = [...group].sort(byWait);
  const region = placeOf(members);
  const rtt = members.map((w) => (w.region && region ? roundTrip(w.region, region) : 0));
  const bots = seats - members.length;
  return { members: members.map((w) => w.id), seats, bots, region, rated: bots === 0 && members.every((w) => w.player !== null), rtt };
}

/** The region most members are in; a tie goes to the one with the least total round trip, then the oldest waiter's. */
export function placeOf(members: readonly Waiter[]): Region | null {
  const counts = new Map<Region | null, number>();
  for (const w of members) counts.set(w.region, (counts.get(w.region) ?? 0) + 1);
  const most = Math.max(...counts.values());
  const tied = [...counts.keys()].filter((r) => counts.get(r) === most);
  if (tied.length === 1) return tied[0]!;
  const total = (r: Region | null) => members.reduce((sum, w) => sum + (w.region && r ? roundTrip(w.region, r) : 0), 0);
  const oldest = members[0]!.region;
  return tied.sort((a, b) => total(a) - total(b) || (a === oldest ? -1 : b === oldest ? 1 : 0))[0]!;
}

/** Oldest first; equal times by id, so the order never depends on the queue's order. */
function byWait(a: Waiter, b: Waiter): number {
  return a.since - b.since || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
