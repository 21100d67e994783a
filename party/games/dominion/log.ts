// The log as one seat may read it, and taking it out of the state. The engine appends compact
// tuples to `g.log`; `takeLog` moves them out (the room keeps them, in memory and in SQLite with
// each snapshot), so a long game's state stays small: `g.logFrom` is the index of `g.log[0]` in
// the whole log, and entries before it come back to `log` as `taken`.
import { visibleEntry } from '../core/log.ts';
import type { Json, LogEntry, TakenLog, VisibleLogEntry } from '../core/types.ts';
import type { DominionState, LogTuple } from './types.ts';

function asData(x: unknown): { [key: string]: never } {
  if (typeof x === 'string') return { card: x } as never;
  if (typeof x === 'number') return { n: x } as never;
  if (Array.isArray(x)) return { cards: x } as never;
  return x as never;
}

/** Expands one compact log tuple into the shared LogEntry shape. */
export function toEntry(t: LogTuple): LogEntry {
  const [type, seat, pub, secret, to] = t;
  const e: LogEntry = { type, seat };
  if (pub !== undefined && pub !== null) e.data = asData(pub);
  if (secret !== undefined) e.secret = { to: to ?? [seat], data: asData(secret) };
  return e;
}

/** States saved before the log could be taken have no `logFrom`: their log starts at 0. */
const logFrom = (g: DominionState) => g.logFrom ?? 0;

export function takeLog(g: DominionState): TakenLog {
  const from = logFrom(g);
  const entries = g.log;
  g.log = [];
  g.logFrom = from + entries.length;
  return { from, entries: entries as Json[] };
}

export function log(g: DominionState, seat: number | null, since: number, taken: readonly Json[] = []): VisibleLogEntry[] {
  const from = logFrom(g);
  const end = from + g.log.length;
  const out: VisibleLogEntry[] = [];
  for (let i = Math.max(0, since | 0); i < end; i++) {
    const t = (i < from ? taken[i] : g.log[i - from]) as LogTuple | undefined;
    if (t !== undefined) out.push(visibleEntry(toEntry(t), i, seat));
  }
  return out;
}
