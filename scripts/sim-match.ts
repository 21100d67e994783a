// `npm run sim:match [-- --hours 24] [--seed 1] [--sweep]`
// Runs the matchmaker's own pairing (party/matchmaker/pairing.ts) against the traffic model of
// match-traffic.ts at 20, 200, 2,000 and 20,000 players an hour, the way the matchmaker object runs
// it (a round when a player joins and every round length), and prints per level: time to match
// p50/p95/p99, rating gap p50/p95, the share of tables across regions with the modelled round
// trip p50/p95, the share of tables with bots, and the share of players who gave up.
// --sweep compares other round lengths and waits. No test asserts these figures.
import { pair, type PairingRules, RULES, type Waiter } from '../party/matchmaker/pairing.ts';
import { ROUND_MS } from '../party/matchmaker/timing.ts';
import { type Arrival, arrivals } from './match-traffic.ts';

interface Outcome {
  level: number;
  players: number;
  waits: number[];
  gaps: number[];
  rtts: number[];
  tables: number;
  crossRegion: number;
  withBots: number;
  gaveUp: number;
}

function simulate(level: number, hours: number, seed: number, rules: PairingRules, roundMs: number): Outcome {
  const incoming = arrivals(level, hours, seed);
  const byId = new Map<string, Arrival>(incoming.map((a) => [a.waiter.id, a]));
  const out: Outcome = { level, players: incoming.length, waits: [], gaps: [], rtts: [], tables: 0, crossRegion: 0, withBots: 0, gaveUp: 0 };
  let queue: Waiter[] = [];
  const round = (now: number) => {
    const still = queue.filter((w) => byId.get(w.id)!.givesUpAt > now);
    out.gaveUp += queue.length - still.length;
    queue = still;
    if (queue.length === 0) return;
    const { tables } = pair(queue, now, rules);
    if (tables.length === 0) return;
    const seated = new Set<string>();
    for (const t of tables) {
      const members = t.members.map((id) => byId.get(id)!.waiter);
      for (const w of members) { seated.add(w.id); out.waits.push(now - w.since); }
      out.tables++;
      if (t.bots > 0) out.withBots++;
      if (new Set(members.map((w) => w.region)).size > 1) out.crossRegion++;
      if (members.length > 1) out.gaps.push(Math.max(...members.map((w) => w.rating)) - Math.min(...members.map((w) => w.rating)));
      out.rtts.push(...t.rtt);
    }
    queue = queue.filter((w) => !seated.has(w.id));
  };
  let next = 0;
  const end = hours * 3_600_000;
  for (let tick = 0; tick <= end + 600_000; tick += roundMs) {
    while (next < incoming.length && incoming[next]!.waiter.since <= tick) {
      const a = incoming[next++]!;
      queue.push(a.waiter);
      round(a.waiter.since);
    }
    round(tick);
  }
  out.gaveUp += queue.length;
  return out;
}

function pct(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const s = (ms: number) => (Number.isNaN(ms) ? '-' : `${(ms / 1000).toFixed(1)} s`);
const share = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

function row(o: Outcome): string {
  return `| ${o.level.toLocaleString('en')} | ${o.players.toLocaleString('en')} | ${s(pct(o.waits, 50))} / ${s(pct(o.waits, 95))} / ${s(pct(o.waits, 99))} | ${pct(o.gaps, 50)} / ${pct(o.gaps, 95)} | ${share(o.crossRegion, o.tables)} | ${pct(o.rtts, 50)} / ${pct(o.rtts, 95)} ms | ${share(o.withBots, o.tables)} | ${share(o.gaveUp, o.players)} |`;
}

const HEADER = `| players/h | players | time to match p50 / p95 / p99 | rating gap p50 / p95 | tables across regions | modelled RTT p50 / p95 | tables with bots | gave up |
|---|---|---|---|---|---|---|---|`;

function main(): void {
  const args = process.argv.slice(2);
  const flag = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const hours = flag('hours', 24);
  const seed = flag('seed', 1);
  console.log(`Pairing rules: window ${RULES.windowStart} +${RULES.windowPerSecond}/s (max ${RULES.windowMax}), neighbours after ${RULES.neighboursAfterMs / 1000} s, anywhere after ${RULES.anywhereAfterMs / 1000} s; round every ${ROUND_MS / 1000} s; ${hours} h simulated, seed ${seed}\n`);
  console.log(HEADER);
  for (const level of [20, 200, 2_000, 20_000]) console.log(row(simulate(level, hours, seed, RULES, ROUND_MS)));
  if (!args.includes('--sweep')) return;
  const variants: { name: string; rules: PairingRules; roundMs: number }[] = [
    { name: 'round 1 s', rules: RULES, roundMs: 1_000 },
    { name: 'round 5 s', rules: RULES, roundMs: 5_000 },
    { name: 'neighbours after 8 s, anywhere after 25 s', rules: { ...RULES, neighboursAfterMs: 8_000, anywhereAfterMs: 25_000 }, roundMs: ROUND_MS },
    { name: 'neighbours after 25 s, anywhere after 90 s', rules: { ...RULES, neighboursAfterMs: 25_000, anywhereAfterMs: 90_000 }, roundMs: ROUND_MS },
    { name: 'window 50 +5/s (narrow)', rules: { ...RULES, windowStart: 50, windowPerSecond: 5 }, roundMs: ROUND_MS },
    { name: 'window 200 +25/s (wide)', rules: { ...RULES, windowStart: 200, windowPerSecond: 25 }, roundMs: ROUND_MS },
  ];
  for (const v of variants) {
    console.log(`\n${v.name}\n\n${HEADER}`);
    for (const level of [200, 2_000]) console.log(row(simulate(level, hours, seed, v.rules, v.roundMs)));
  }
}

main();
