// `npm run soak -- --match [--players 2000]`: that many players join one game's queue at once
// against a real local wrangler dev (one matchmaker object in workerd), with a mix of table sizes
// ("2", "3", "2-4", "any"). Prints matches per second, time to match p50/p99, workerd CPU per
// match and workerd memory, as `bench <name> <value> <unit>` lines. No test asserts these.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalServer } from '../e2e/local-server.ts';

const WISHES: (number | string)[] = [2, 2, 3, '2-4', 'any'];

interface Joined { sentAt: number; queuedAt: number | null; matchedAt: number | null; table: string | null }

/** Resident memory (KiB) of the workerd processes in process group `group`. */
function workerdRssKiB(group: number | null): number | null {
  if (group === null) return null;
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'workerd') continue;
      if (Number(stat.slice(close + 2).split(' ')[2]) !== group) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(rss?.[1] ?? 0);
    } catch { /* gone meanwhile */ }
  }
  return total;
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function join1(url: string, i: number, joined: Joined[]): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/api/match/dominion`);
    const me: Joined = { sentAt: 0, queuedAt: null, matchedAt: null, table: null };
    joined.push(me);
    ws.addEventListener('open', () => {
      me.sentAt = performance.now();
      ws.send(JSON.stringify({ v: 1, type: 'queue', seats: WISHES[i % WISHES.length], name: `Load ${i}` }));
    });
    ws.addEventListener('message', (e) => {
      const msg = JSON.parse(String(e.data)) as { type: string; table?: string };
      if (msg.type === 'queued') me.queuedAt ??= performance.now();
      if (msg.type !== 'matched') return;
      me.matchedAt = performance.now();
      me.table = msg.table ?? null;
    });
    ws.addEventListener('close', () => resolve());
    ws.addEventListener('error', () => resolve());
  });
}

export async function runMatchLoad(players: number, log: (line: string) => void): Promise<string[]> {
  const work = mkdtempSync(join(tmpdir(), 'kingdoms-match-load-'));
  const assets = join(work, 'assets');
  mkdirSync(assets);
  const server = await startLocalServer(join(work, 'state'), undefined, assets);
  try {
    // One warm-up match, so that the first figures do not include starting the objects.
    await Promise.all([join1(server.url, 0, []), join1(server.url, 0, [])]);
    const rssBefore = workerdRssKiB(server.pid);
    const cpuBefore = server.workerdCpuSeconds('worker');
    log(`${players} players join the dominion queue at once on ${server.url}`);
    const joined: Joined[] = [];
    const started = performance.now();
    const closed = Array.from({ length: players }, (_, i) => join1(server.url, i, joined));
    // Whoever is left once everyone else is seated cannot fill a table (sizes that do not meet): after three minutes the run ends.
    await Promise.race([Promise.all(closed), new Promise((r) => setTimeout(r, 180_000))]);
    const seconds = (performance.now() - started) / 1000;
    const cpu = server.workerdCpuSeconds('worker');
    const rssAfter = workerdRssKiB(server.pid);
    const matched = joined.filter((j) => j.matchedAt !== null);
    const sent = joined.filter((j) => j.sentAt > 0);
    // A player told nothing but `matched` was seated by the round their wish started.
    const answered = joined.filter((j) => j.queuedAt !== null || j.matchedAt !== null);
    const firstAnswer = answered.map((j) => Math.min(j.queuedAt ?? Infinity, j.matchedAt ?? Infinity) - j.sentAt);
    const tables = new Set(matched.map((j) => j.table)).size;
    const waits = matched.map((j) => j.matchedAt! - j.sentAt);
    const lastMatch = Math.max(...matched.map((j) => j.matchedAt!)) - started;
    return [
      `bench match.players ${players} players`,
      `bench match.connected ${sent.length} players`,
      `bench match.answered ${answered.length} players`,
      `bench match.first-answer-p50 ${pct(firstAnswer, 50).toFixed(0)} ms`,
      `bench match.matched ${matched.length} players`,
      `bench match.tables ${tables} tables`,
      `bench match.seconds ${seconds.toFixed(1)} s`,
      `bench match.matches-per-second ${(tables / (lastMatch / 1000)).toFixed(1)} tables/s`,
      `bench match.time-to-match-p50 ${pct(waits, 50).toFixed(0)} ms`,
      `bench match.time-to-match-p99 ${pct(waits, 99).toFixed(0)} ms`,
      ...(cpu === null || cpuBefore === null ? [] : [`bench match.worker-cpu-per-match ${((1000 * (cpu - cpuBefore)) / tables).toFixed(2)} ms`]),
      ...(rssAfter === null || rssBefore === null ? [] : [`bench match.workerd-rss ${(rssAfter / 1024).toFixed(0)} MiB (before: ${(rssBefore / 1024).toFixed(0)} MiB)`]),
    ];
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
