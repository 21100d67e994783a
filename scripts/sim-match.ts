// `npm run sim:match [-- --hours 24] [--seed 1] [--levels 200,2000,20000] [--only ours] [--rules '{…}'] [--sweep] [--detail]`
// Runs the matchmaker's own pairing (party/matchmaker/pairing.ts) against the traffic model of
// match-traffic.ts, with a lichess-style pool and first come, first served beside it on the same
// arrivals (match-baselines.ts). Each game has its own queue; a round runs every second. Prints,
// per level and pairing: time to match, who gave up, the rating gap at a table (in the pool it is
// rated in), the worst seat's modelled round trip per table, table sizes, and the waits of "3-4"
// and "2 only" askers (--detail: every wish's wait quartiles, mean and give-ups, each table size's
// gap and round trip, and "3-4" askers by when they came to their table). No bots. --sweep runs
// variants of our rules at 2,000 players an hour.
// No test asserts these figures.
import { pair, type PairingRules, RULES, type TableToOpen, type Waiter } from '../party/matchmaker/pairing.ts';
import { nearestHint, type Join, trafficOf, type Traffic, QUIET } from '../party/matchmaker/traffic.ts';
import { ROUND_MS } from '../party/matchmaker/timing.ts';
import { firstComeFirstServed, lichessStyle, type Pairer } from './match-baselines.ts';
import { type Arrival, arrivals, GAMES, WISHES, type WishName } from './match-traffic.ts';

/** The traffic summary is brought up to date this often (the matchmaker does the same). */
const TRAFFIC_EVERY_MS = 10_000;

interface Outcome {
  players: number;
  waits: number[];
  gaps: number[];
  worst: number[];
  /** Each table's size, in the order of gaps and worst. */
  seats: number[];
  sizes: Map<number, number>;
  waitsByWish: Map<WishName, number[]>;
  gaveUpByWish: Map<WishName, number>;
  playersByWish: Map<WishName, number>;
  /** "3-4" askers' waits by when they came to their table: first, between, last (the one who found the others waiting). */
  bigByArrival: [number[], number[], number[]];
  gaveUp: number;
}

let rules: PairingRules = RULES;

function ours(): Pairer {
  const joins: Join[] = [];
  let traffic: Traffic = QUIET;
  let trafficAt = -Infinity;
  let seen = new Set<string>();
  return {
    name: 'ours',
    round(queue, now) {
      for (const w of queue) {
        if (seen.has(w.id)) continue;
        seen.add(w.id);
        joins.push({ at: w.since, hint: nearestHint(w.rtt), rating: w.ratings[w.minSeats]!.rating, minSeats: w.minSeats, maxSeats: w.maxSeats });
      }
      if (now - trafficAt >= TRAFFIC_EVERY_MS) {
        const from = joins.findIndex((j) => j.at > now - 10 * 60_000);
        if (from > 0) joins.splice(0, from);
        traffic = trafficOf(joins, now);
        trafficAt = now;
        seen = new Set(queue.map((w) => w.id));
      }
      return pair(queue, now, traffic, rules).tables;
    },
  };
}

function simulate(incoming: Arrival[], makePairer: () => Pairer, hours: number): Outcome {
  const out: Outcome = {
    players: incoming.length, waits: [], gaps: [], worst: [], seats: [], sizes: new Map(), gaveUp: 0,
    waitsByWish: new Map(WISHES.map((w) => [w.name, []])), gaveUpByWish: new Map(WISHES.map((w) => [w.name, 0])),
    playersByWish: new Map(WISHES.map((w) => [w.name, 0])), bigByArrival: [[], [], []],
  };
  const byId = new Map<string, Arrival>(incoming.map((a) => [a.waiter.id, a]));
  for (const a of incoming) out.playersByWish.set(a.wish, out.playersByWish.get(a.wish)! + 1);
  for (const game of GAMES) {
    const mine = incoming.filter((a) => a.game === game.id);
    const pairer = makePairer();
    let queue: Waiter[] = [];
    let next = 0;
    const end = hours * 3_600_000 + 600_000;
    for (let now = 0; now <= end; now += ROUND_MS) {
      while (next < mine.length && mine[next]!.waiter.since <= now) queue.push(mine[next++]!.waiter);
      const still = queue.filter((w) => byId.get(w.id)!.givesUpAt > now);
      for (const w of queue) if (byId.get(w.id)!.givesUpAt <= now) giveUp(out, byId.get(w.id)!);
      queue = still;
      if (queue.length === 0) continue;
      const tables = pairer.round(queue, now);
      const seated = new Set<string>();
      for (const t of tables) record(out, t, now, byId, seated);
      if (seated.size > 0) queue = queue.filter((w) => !seated.has(w.id));
    }
    for (const w of queue) giveUp(out, byId.get(w.id)!);
  }
  return out;
}

function giveUp(out: Outcome, a: Arrival): void {
  out.gaveUp++;
  out.gaveUpByWish.set(a.wish, out.gaveUpByWish.get(a.wish)! + 1);
}

function record(out: Outcome, t: TableToOpen, now: number, byId: Map<string, Arrival>, seated: Set<string>): void {
  if (t.bots > 0) throw new Error('the simulated players never take bots');
  t.members.forEach((id, i) => {
    const a = byId.get(id)!;
    seated.add(id);
    out.waits.push(now - a.waiter.since);
    out.waitsByWish.get(a.wish)!.push(now - a.waiter.since);
    // Members are oldest first, so the index is the order they came to the table in.
    if (a.wish === '3-4') out.bigByArrival[i === 0 ? 0 : i === t.members.length - 1 ? 2 : 1].push(now - a.waiter.since);
  });
  out.gaps.push(Math.max(...t.ratings) - Math.min(...t.ratings));
  out.worst.push(Math.max(...t.rtt));
  out.seats.push(t.seats);
  out.sizes.set(t.seats, (out.sizes.get(t.seats) ?? 0) + 1);
}

function pct(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const s = (ms: number) => (Number.isNaN(ms) ? '-' : `${(ms / 1000).toFixed(1)} s`);
const share = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

function row(level: number, name: string, o: Outcome): string {
  const tables = [...o.sizes.values()].reduce((a, b) => a + b, 0);
  const mix = [2, 3, 4].map((n) => share(o.sizes.get(n) ?? 0, tables)).join(' / ');
  const w34 = pct(o.waitsByWish.get('3-4')!, 50);
  const w2 = pct(o.waitsByWish.get('2 only')!, 50);
  const gave = (wish: WishName) => share(o.gaveUpByWish.get(wish)!, o.playersByWish.get(wish)!);
  const gapP95 = (of: (seats: number) => boolean) => pct(o.gaps.filter((_, i) => of(o.seats[i]!)), 95);
  return `| ${level.toLocaleString('en')} | ${name} | ${s(pct(o.waits, 50))} / ${s(pct(o.waits, 95))} | ${share(o.gaveUp, o.players)} | ${pct(o.gaps, 50)} / ${pct(o.gaps, 95)} | ${gapP95((n) => n === 2)} / ${gapP95((n) => n > 2)} | ${pct(o.worst, 50)} / ${pct(o.worst, 95)} ms | ${mix} | ${s(w2)} / ${s(w34)} (${(w34 / w2).toFixed(2)}x) | ${gave('2 only')} / ${gave('3-4')} |`;
}

/** Per wish: how long those matched waited (quartiles and mean) and who gave up (--detail). */
function wishRow(level: number, name: string, o: Outcome): string {
  return WISHES.map(({ name: wish }) => {
    const waits = o.waitsByWish.get(wish)!;
    const mean = waits.reduce((a, b) => a + b, 0) / waits.length;
    return `| ${level.toLocaleString('en')} | ${name} | ${wish} | ${s(pct(waits, 25))} / ${s(pct(waits, 50))} / ${s(pct(waits, 75))} | ${s(mean)} | ${share(o.gaveUpByWish.get(wish)!, o.playersByWish.get(wish)!)} |`;
  }).join('\n');
}

/** "3-4" askers by when they came to their table: each order's share of them and its wait quartiles (--detail). */
function arrivalRow(level: number, name: string, o: Outcome): string {
  const all = o.bigByArrival.reduce((n, waits) => n + waits.length, 0);
  return ['first', 'between', 'last'].map((order, i) => {
    const waits = o.bigByArrival[i]!;
    return `| ${level.toLocaleString('en')} | ${name} | ${order} | ${share(waits.length, all)} | ${s(pct(waits, 25))} / ${s(pct(waits, 50))} / ${s(pct(waits, 75))} |`;
  }).join('\n');
}

const ARRIVAL_HEADER = `| players/h | pairing | "3-4" asker came to the table | share of "3-4" seated | wait p25 / p50 / p75 |
|---|---|---|---|---|`;

/** Per table size: the rating gap and the worst seat's round trip (--detail). */
function sizeRow(level: number, name: string, o: Outcome): string {
  return [2, 3, 4].map((n) => {
    const gaps = o.gaps.filter((_, i) => o.seats[i] === n);
    const worst = o.worst.filter((_, i) => o.seats[i] === n);
    return `| ${level.toLocaleString('en')} | ${name} | ${n} | ${gaps.length} | ${pct(gaps, 50)} / ${pct(gaps, 95)} | ${pct(worst, 50)} / ${pct(worst, 95)} ms |`;
  }).join('\n');
}

const SIZE_HEADER = `| players/h | pairing | seats | tables | rating gap p50 / p95 | worst seat RTT p50 / p95 |
|---|---|---|---|---|---|`;

const WISH_HEADER = `| players/h | pairing | wish | wait p25 / p50 / p75 | wait mean | gave up |
|---|---|---|---|---|---|`;

const HEADER = `| players/h | pairing | wait p50 / p95 | gave up | rating gap p50 / p95 | gap p95 tables of 2 / 3-4 | worst seat RTT p50 / p95 | tables of 2 / 3 / 4 | wait p50 "2 only" / "3-4" | gave up "2 only" / "3-4" |
|---|---|---|---|---|---|---|---|---|---|`;

/** The variants --sweep compares with the chosen rules, each named by what it changes. */
const SWEEP: { name: string; rules: Partial<PairingRules> }[] = [
  { name: 'chosen', rules: {} },
  { name: 'horizon 60 s (stricter)', rules: { horizonS: 60 } },
  { name: 'horizon 10 s (looser)', rules: { horizonS: 10 } },
  { name: 'window up to 200', rules: { windowMax: 200 } },
  { name: 'window +40 a seat past 2', rules: { windowPerSeat: 40 } },
  { name: 'window +100 a seat past 2', rules: { windowPerSeat: 100 } },
  { name: '"2-4" kept for 3-4 up to 600 s', rules: { reserveS: 600, reserveNeededS: 600 } },
  { name: '"2-4" kept for a waiting 3-4 20 s', rules: { reserveNeededS: 20 } },
  { name: '"2-4" never kept', rules: { reserveS: 0, reserveNeededS: 0 } },
  { name: 'beyond 180 ms after 20 s', rules: { farAfterS: 20 } },
  { name: '"2-4" held for an expected 3 up to 40 s', rules: { reserveS: 40 } },
  { name: 'pairs within 110, tables of 3-4 +40 a seat', rules: { windowMax: 110, windowPerSeat: 40 } },
  { name: 'no round-trip limit (bound)', rules: { rttSteps: [400], rttNear: 400 } },
  { name: 'no round-trip limit, "2-4" kept up to 600 s (bound)', rules: { rttSteps: [400], rttNear: 400, reserveS: 600, reserveNeededS: 600 } },
];

function main(): void {
  const args = process.argv.slice(2);
  const flag = (name: string, fallback: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1]! : fallback;
  };
  const hours = Number(flag('hours', '24'));
  const seed = Number(flag('seed', '1'));
  const levels = flag('levels', '200,2000,20000').split(',').map(Number);
  // --rules '{"horizonS":60}': a variant of the pairing's rules, to compare.
  rules = { ...RULES, ...(JSON.parse(flag('rules', '{}')) as Partial<PairingRules>) };
  const only = flag('only', '');
  console.log(`${hours} h simulated, seed ${seed}; a round every ${ROUND_MS / 1000} s; two games, separate queues; no bots\n`);
  if (args.includes('--sweep')) {
    const incoming = arrivals(2_000, hours, seed);
    console.log(HEADER.replace('| players/h | pairing |', '| players/h | variant |'));
    for (const v of SWEEP) {
      rules = { ...RULES, ...v.rules };
      console.log(row(2_000, v.name, simulate(incoming, ours, hours)));
    }
    return;
  }
  const byWish: string[] = [];
  const bySize: string[] = [];
  const byArrival: string[] = [];
  console.log(HEADER);
  for (const level of levels) {
    const incoming = arrivals(level, hours, seed);
    for (const make of [ours, lichessStyle, firstComeFirstServed]) {
      const name = make().name;
      if (only && name !== only) continue;
      const outcome = simulate(incoming, make, hours);
      console.log(row(level, name, outcome));
      byWish.push(wishRow(level, name, outcome));
      bySize.push(sizeRow(level, name, outcome));
      byArrival.push(arrivalRow(level, name, outcome));
    }
  }
  if (args.includes('--detail')) console.log(`\n${WISH_HEADER}\n${byWish.join('\n')}\n\n${SIZE_HEADER}\n${bySize.join('\n')}\n\n${ARRIVAL_HEADER}\n${byArrival.join('\n')}`);
}

main();
