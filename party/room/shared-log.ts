// One broadcast's log entries, shared between the viewers' messages (./broadcast.ts).
import type { VisibleLogEntry } from '../games/core/index.ts';
import { sameJson } from '../table/json-copy.ts';

/**
 * Makes the log entries one broadcast's viewers read alike the same objects (those without a
 * viewer's secret details): the pairs of entries their messages' diffs compare are then the same
 * pairs, found in the round's memo (party/protocol/patch.ts: DiffMemo) instead of walked again.
 */
export function logSharer(): (log: VisibleLogEntry[]) => void {
  const byIndex = new Map<number, VisibleLogEntry>();
  return (log) => {
    for (let k = 0; k < log.length; k++) {
      const e = log[k]!;
      if (e.mine !== undefined) continue;
      const first = byIndex.get(e.i);
      if (first === undefined) byIndex.set(e.i, e);
      else if (sameJson(first, e)) log[k] = first;
    }
  };
}
