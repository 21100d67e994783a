// The pairing: who sits with whom, as a pure function of the queue, the recent traffic and the
// time. The matchmaker object runs it every round; `npm run sim:match` runs the same function
// against a traffic model. A table opens only when waiting longer is not likely to give a better
// one: the rating window and the round-trip limit are what the recent traffic makes likely to turn
// up within a horizon that shortens as the wait grows (docs/matchmaking.md has the figures).
import { HINTS, type Hint } from './latency.ts';
import { ratingDensity, type Traffic } from './traffic.ts';

/** A player's strength in one rating pool. */
export interface PoolStanding { rating: number; provisional: boolean }

export interface Waiter {
  /** The queue entry's id (unique in the queue). */
  id: string;
  /** When the wait began (ms). */
  since: number;
  /** The modelled round trip (ms) to a table at each hint; null when unknown (local runs): 0 everywhere. */
  rtt: Record<Hint, number> | null;
  /** The table sizes this player takes, both ends included. */
  minSeats: number;
  maxSeats: number;
  /** Strength by table size, in the pool a table of that size is rated in (every size in the range). */
  ratings: Record<number, PoolStanding>;
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
  /** How far ahead a new waiter looks for someone better (s); the horizon halves after `halfLifeS` of waiting. */
  horizonS: number;
  halfLifeS: number;
  /**
   * The rating window never narrower nor wider than these; a table of more than 2 may spread
   * `windowPerSeat` more a seat; after `farAfterS` of waiting, up to `windowFar`.
   */
  windowMin: number;
  windowMax: number;
  windowPerSeat: number;
  windowFar: number;
  /** Round-trip limits a waiter widens through (ms), and the most allowed before `farAfterS` of waiting (the far wait). */
  rttSteps: readonly number[];
  rttNear: number;
  farAfterS: number;
  /** A range waiter is held for one more player while one is expected within this (s), shrinking like the horizon. */
  growS: number;
  /**
   * A waiter who takes 2 and also 3 or more is kept from tables of 2 for up to `reserveS` of their
   * wait while another who takes 3 is expected within what is left of it, and for up to
   * `reserveNeededS` while someone who takes only 3 or more and could sit with them is waiting now:
   * those who asked for bigger tables need the flexible ones, and a "2-4" is as happy at 3.
   */
  reserveS: number;
  reserveNeededS: number;
  /** Score for a provisional player seated with an established one (they prefer each other), in windows. */
  provisionalMix: number;
  /** Score per seat of a waiter's range left unused, in windows: exact fits sit first. */
  flexCost: number;
  /** Score per 100 ms of the worst seat's round trip of a pair, in windows: the nearer of equals sits first. */
  rttCost: number;
}

export const RULES: PairingRules = {
  horizonS: 20,
  halfLifeS: 30,
  windowMin: 80,
  windowMax: 130,
  windowPerSeat: 0,
  windowFar: 150,
  rttSteps: [120, 150, 180, 250, 400],
  rttNear: 180,
  farAfterS: 45,
  growS: 6,
  reserveS: 20,
  reserveNeededS: 60,
  provisionalMix: 0.3,
  flexCost: 0.5,
  rttCost: 0.5,
};

export interface TableToOpen {
  /** The seated waiters, oldest first: seat 0 is the longest waiter. */
  members: string[];
  seats: number;
  bots: number;
  /** Where the table should live: the hint whose worst seat's round trip is least (null: unknown). */
  hint: Hint | null;
  /** Rated: people only, every one of them proved. */
  rated: boolean;
  /** Each member's modelled round trip to the table's hint, in member order (ms). */
  rtt: number[];
  /** Each member's rating in the pool the table is rated in, in member order. */
  ratings: number[];
}

export interface Pairing {
  tables: TableToOpen[];
  /** Ids still waiting, oldest first. */
  waiting: string[];
}

function waitedS(w: Waiter, now: number): number {
  return Math.max(0, now - w.since) / 1000;
}

/** How far ahead a waiter who has waited `seconds` still looks for someone better (s). */
export function horizon(seconds: number, rules: PairingRules = RULES): number {
  return rules.horizonS / (1 + seconds / rules.halfLifeS);
}

/** Joins a second that take `seats` and are near enough (a table within `rttLimit` for both). */
export function partnerRate(w: Waiter, seats: number, rttLimit: number, traffic: Traffic): number {
  const rate = traffic.perSecond[seats] ?? 0;
  if (!w.rtt) return rate;
  let near = 0;
  // A join nearest hint h can share a table at h with w when w reaches h in time (its own way in is short).
  for (const h of HINTS) if (w.rtt[h] <= rttLimit) near += traffic.hintShare[h];
  return rate * Math.min(1, near);
}

/** The widest rating window a waiter may have now for a table of `seats`. */
function windowCap(seconds: number, seats: number, rules: PairingRules): number {
  return (seconds >= rules.farAfterS ? rules.windowFar : rules.windowMax) + (seats - 2) * rules.windowPerSeat;
}

/**
 * The round-trip limit of a waiter now: the least step at which the others a table of one of their
 * sizes needs are expected within the horizon, at the widest rating window they may have; past
 * `rttNear` only after `farAfterS` of waiting. An unusual rating, or a long wait, reaches further.
 */
export function rttLimit(w: Waiter, now: number, traffic: Traffic, rules: PairingRules = RULES): number {
  const seconds = waitedS(w, now);
  const ahead = horizon(seconds, rules);
  const steps = rules.rttSteps.filter((ms) => ms <= rules.rttNear || seconds >= rules.farAfterS);
  const enough = (ms: number) => sizes(w).some((n) => {
    const expected = partnerRate(w, n, ms, traffic) * 2 * windowCap(seconds, n, rules) * ratingDensity(traffic, w.ratings[n]!.rating) * ahead;
    return expected >= n - 1;
  });
  return steps.find(enough) ?? steps[steps.length - 1]!;
}

/**
 * The rating window of a waiter now for a table of `seats`: the spread within which the players
 * that table still needs (of that size, near enough) are expected within the horizon. A busy queue
 * keeps it narrow; a thin one, a long wait, or a table that needs more players widens it.
 */
export function ratingWindow(w: Waiter, seats: number, now: number, traffic: Traffic, rules: PairingRules = RULES): number {
  const seconds = waitedS(w, now);
  const rate = partnerRate(w, seats, rttLimit(w, now, traffic, rules), traffic);
  // Expected partners within ±g over the horizon: 2·g·density·rate·horizon; the window is the g that makes it seats − 1.
  const expected = 2 * ratingDensity(traffic, w.ratings[seats]!.rating) * rate * horizon(seconds, rules);
  const g = expected > 0 ? (seats - 1) / expected : Infinity;
  return Math.round(Math.min(windowCap(seconds, seats, rules), Math.max(rules.windowMin, g)));
}

function sizes(w: Waiter): number[] {
  return Array.from({ length: w.maxSeats - w.minSeats + 1 }, (_, i) => w.minSeats + i);
}

function blocked(a: Waiter, b: Waiter): boolean {
  return (a.player !== null && b.avoid.includes(a.player)) || (b.player !== null && a.avoid.includes(b.player));
}

/** The hint whose worst seat's round trip is least (ties: least total, then the hints' order), with that worst. */
export function bestHint(members: readonly Waiter[]): { hint: Hint | null; worst: number } {
  const known = members.filter((m) => m.rtt);
  if (known.length === 0) return { hint: null, worst: 0 };
  let best: { hint: Hint; worst: number; total: number } | null = null;
  for (const h of HINTS) {
    const worst = Math.max(...known.map((m) => m.rtt![h]));
    const total = known.reduce((sum, m) => sum + m.rtt![h], 0);
    if (!best || worst < best.worst || (worst === best.worst && total < best.total)) best = { hint: h, worst, total };
  }
  return { hint: best!.hint, worst: best!.worst };
}

/**
 * The longest waiters weighed for an anchor's table: in a queue of thousands the best of the
 * oldest few hundred is as good, and a round stays linear in the queue.
 */
export const CANDIDATES = 200;

interface Limits { windows: Record<number, number>; rtt: number }
/** A waiter who could sit with an anchor, and the worst seat's round trip of the two at their best hint. */
interface Fit { w: Waiter; worst: number }

/** The pairing of `queue` at `now` under `traffic`: tables to open and who waits on. Deterministic. */
export function pair(queue: readonly Waiter[], now: number, traffic: Traffic, rules: PairingRules = RULES): Pairing {
  const ready = queue.filter((w) => w.coolDownUntil <= now).sort(byWait);
  const limits = new Map<string, Limits>(ready.map((w) => [w.id, {
    windows: Object.fromEntries(sizes(w).map((n) => [n, ratingWindow(w, n, now, traffic, rules)])),
    rtt: rttLimit(w, now, traffic, rules),
  }]));
  const seated = new Set<string>();
  const reserved = reservedForBig(ready, limits, now, traffic, rules);
  const byRating = ratingIndex(ready);
  const tables: TableToOpen[] = [];
  for (const anchor of ready) {
    if (seated.has(anchor.id)) continue;
    const table = tableFor(anchor, byRating, seated, reserved, limits, now, traffic, rules);
    if (!table) continue;
    for (const id of table.members) seated.add(id);
    tables.push(table);
  }
  const waiting = [...queue].sort(byWait).map((w) => w.id).filter((id) => !seated.has(id));
  return { tables, waiting };
}

/** For each table size, those who take it, by their rating in that size's pool. */
type RatingIndex = Map<number, { rating: number; w: Waiter }[]>;

function ratingIndex(ready: readonly Waiter[]): RatingIndex {
  const index: RatingIndex = new Map();
  for (const w of ready) {
    for (const n of sizes(w)) {
      if (!index.has(n)) index.set(n, []);
      index.get(n)!.push({ rating: w.ratings[n]!.rating, w });
    }
  }
  for (const list of index.values()) list.sort((a, b) => a.rating - b.rating || byWait(a.w, b.w));
  return index;
}

/** The first entry of a rating-sorted list at or above `rating`. */
function firstAtLeast(list: readonly { rating: number }[], rating: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.rating < rating) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Those who could sit with the anchor at some size (within its window there and its round-trip
 * limit, not seated, no block), the longest waiters first, at most CANDIDATES of them.
 */
function fitsFor(anchor: Waiter, own: Limits, byRating: RatingIndex, seated: ReadonlySet<string>): Fit[] {
  const seen = new Set<string>([anchor.id]);
  const fits: Fit[] = [];
  for (const n of sizes(anchor)) {
    const list = byRating.get(n) ?? [];
    const rating = anchor.ratings[n]!.rating;
    const window = own.windows[n]!;
    for (let i = firstAtLeast(list, rating - window); i < list.length && list[i]!.rating <= rating + window; i++) {
      const w = list[i]!.w;
      if (seen.has(w.id) || seated.has(w.id)) continue;
      seen.add(w.id);
      if (blocked(anchor, w)) continue;
      const worst = pairWorst(anchor, w);
      if (worst <= own.rtt) fits.push({ w, worst });
    }
  }
  return fits.sort((a, b) => byWait(a.w, b.w)).slice(0, CANDIDATES);
}

/** The worst seat's round trip of two at the hint best for both. */
function pairWorst(a: Waiter, b: Waiter): number {
  if (!a.rtt || !b.rtt) return a.rtt || b.rtt ? bestHint([a, b]).worst : 0;
  let best = Infinity;
  for (const h of HINTS) best = Math.min(best, Math.max(a.rtt[h], b.rtt[h]));
  return best;
}

/**
 * The waiters who take 2 and more, kept from tables of 2 this round: a bigger table is likely for
 * them, because someone who takes only 3 or more could sit with them now (within that one's window
 * and round-trip limit; while their wait is under `reserveNeededS`) or because another who takes 3
 * is expected within what is left of `reserveS`.
 */
function reservedForBig(ready: readonly Waiter[], limits: Map<string, Limits>, now: number, traffic: Traffic, rules: PairingRules): Set<string> {
  const big = ready.filter((w) => w.minSeats >= 3);
  const out = new Set<string>();
  for (const w of ready) {
    const seconds = waitedS(w, now);
    if (w.minSeats > 2 || w.maxSeats < 3 || seconds >= Math.max(rules.reserveS, rules.reserveNeededS)) continue;
    const own = limits.get(w.id)!;
    const expected = seconds < rules.reserveS
      && partnerRate(w, 3, own.rtt, traffic) * 2 * own.windows[3]! * ratingDensity(traffic, w.ratings[3]!.rating) * (rules.reserveS - seconds) >= 1;
    const wanted = expected || (seconds < rules.reserveNeededS && big.some((b) => {
      const seats = Math.max(3, b.minSeats);
      if (w.maxSeats < seats || blocked(b, w)) return false;
      const theirs = limits.get(b.id)!;
      return Math.abs(b.ratings[seats]!.rating - w.ratings[seats]!.rating) <= theirs.windows[seats]! && pairWorst(b, w) <= theirs.rtt;
    }));
    if (wanted) out.add(w.id);
  }
  return out;
}

/** The table around `anchor` worth opening now, if any: people only, or with bots once the anchor's wait for them is over. */
function tableFor(anchor: Waiter, byRating: RatingIndex, seated: ReadonlySet<string>, reserved: ReadonlySet<string>, limits: Map<string, Limits>, now: number, traffic: Traffic, rules: PairingRules): TableToOpen | null {
  const own = limits.get(anchor.id)!;
  const fits = fitsFor(anchor, own, byRating, seated);
  // The biggest size the anchor takes that fills now with people, unless one more is expected soon for a bigger one.
  for (let seats = anchor.maxSeats; seats >= anchor.minSeats; seats--) {
    if (seats === 2 && reserved.has(anchor.id)) continue;
    const group = gather(anchor, seats === 2 ? fits.filter((f) => !reserved.has(f.w.id)) : fits, seats, own, rules);
    if (group.length < seats) continue;
    if (seats < anchor.maxSeats && worthGrowing(anchor, seats + 1, own, now, traffic, rules)) return null;
    return table(group, seats);
  }
  if (anchor.botsAt === null || anchor.botsAt > now) return null;
  // The anchor's wait for bots is over: the most people who also take bots, the rest bots.
  const willing = fits.filter((f) => f.w.botsAt !== null);
  let best: Waiter[] = [anchor];
  let bestSeats = anchor.minSeats;
  for (let seats = anchor.minSeats; seats <= anchor.maxSeats; seats++) {
    const group = gather(anchor, willing, seats, own, rules);
    if (group.length > best.length) { best = group; bestSeats = seats; }
  }
  return table(best, bestSeats);
}

/** Whether one more player for a table of `seats` is expected within what is left of the anchor's growing time. */
function worthGrowing(anchor: Waiter, seats: number, own: Limits, now: number, traffic: Traffic, rules: PairingRules): boolean {
  const seconds = waitedS(anchor, now);
  const ahead = rules.growS / (1 + seconds / rules.halfLifeS);
  const rate = partnerRate(anchor, seats, own.rtt, traffic) * 2 * (own.windows[seats] ?? 0) * ratingDensity(traffic, anchor.ratings[seats]!.rating);
  return rate * ahead >= 1;
}

/**
 * Up to `seats` waiters around the anchor who take that size, in order of fit: nearest in the
 * pool's rating (in windows), exact fits before those whose range is wider, provisional with
 * provisional, near before far. Each one added keeps the table's rating spread within the anchor's window and a hint
 * within the anchor's round-trip limit.
 */
function gather(anchor: Waiter, fits: readonly Fit[], seats: number, own: Limits, rules: PairingRules): Waiter[] {
  const at = anchor.ratings[seats]!;
  const window = own.windows[seats]!;
  const ranked = fits
    .filter(({ w }) => w.minSeats <= seats && w.maxSeats >= seats && Math.abs(w.ratings[seats]!.rating - at.rating) <= window)
    .map(({ w, worst }) => {
      const r = w.ratings[seats]!;
      const cost = Math.abs(r.rating - at.rating) / window + (w.maxSeats - w.minSeats) * rules.flexCost
        + (r.provisional !== at.provisional ? rules.provisionalMix : 0) + (worst / 100) * rules.rttCost;
      return { w, cost };
    })
    .sort((x, y) => x.cost - y.cost || byWait(x.w, y.w));
  const group = [anchor];
  let low = at.rating;
  let high = at.rating;
  for (const { w } of ranked) {
    if (group.length === seats) break;
    const r = w.ratings[seats]!.rating;
    if (Math.max(high, r) - Math.min(low, r) > window) continue;
    if (group.some((g) => blocked(g, w))) continue;
    if (bestHint([...group, w]).worst > own.rtt) continue;
    group.push(w);
    low = Math.min(low, r);
    high = Math.max(high, r);
  }
  return group;
}

/** The table of `group` at `seats` (the rest bots), placed where its worst seat's round trip is least. */
export function table(group: readonly Waiter[], seats: number): TableToOpen {
  const members = [...group].sort(byWait);
  const { hint } = bestHint(members);
  const bots = seats - members.length;
  return {
    members: members.map((w) => w.id), seats, bots, hint,
    rated: bots === 0 && members.every((w) => w.player !== null),
    rtt: members.map((w) => (w.rtt && hint ? w.rtt[hint] : 0)),
    ratings: members.map((w) => w.ratings[seats]!.rating),
  };
}

/** Oldest first; equal times by id, so the order never depends on the queue's order. */
function byWait(a: Waiter, b: Waiter): number {
  return a.since - b.since || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
