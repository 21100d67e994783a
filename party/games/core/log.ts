import type { LogEntry, Seat, VisibleLogEntry } from './types.ts';

/** Entry `i` of a log as `viewer` may see it: secret details only for their addressees. */
export function visibleEntry(e: LogEntry, i: number, viewer: Seat | null): VisibleLogEntry {
  const v: VisibleLogEntry = { i, type: e.type };
  if (e.seat !== undefined) v.seat = e.seat;
  if (e.data !== undefined) v.data = e.data;
  if (e.secret && viewer !== null && e.secret.to.includes(viewer)) v.mine = e.secret.data;
  return v;
}

/** The log from `since` on, as `viewer` may see it. */
export function visibleLog(entries: readonly LogEntry[], viewer: Seat | null, since: number): VisibleLogEntry[] {
  const out: VisibleLogEntry[] = [];
  for (let i = Math.max(0, since); i < entries.length; i++) out.push(visibleEntry(entries[i] as LogEntry, i, viewer));
  return out;
}
