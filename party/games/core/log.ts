import type { LogEntry, Seat, VisibleLogEntry } from './types.ts';

/** The log from `since` on, as `viewer` may see it: secret details only for their addressees. */
export function visibleLog(entries: readonly LogEntry[], viewer: Seat | null, since: number): VisibleLogEntry[] {
  const out: VisibleLogEntry[] = [];
  for (let i = Math.max(0, since); i < entries.length; i++) {
    const e = entries[i] as LogEntry;
    const v: VisibleLogEntry = { i, type: e.type };
    if (e.seat !== undefined) v.seat = e.seat;
    if (e.data !== undefined) v.data = e.data;
    if (e.secret && viewer !== null && e.secret.to.includes(viewer)) v.mine = e.secret.data;
    out.push(v);
  }
  return out;
}
