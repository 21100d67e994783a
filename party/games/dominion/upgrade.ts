// A room may hold a state saved by an earlier release (its snapshot) that lacks the running
// counts kept since: they are counted from the position once, on the first move after loading.
import { countHoldings } from './score.ts';
import type { DominionState } from './types.ts';
import { countEmptyPiles } from './zones.ts';

/** True when `g` lacks a running count; both were added together, so one field tells. */
export function lacksCounts(g: DominionState): boolean {
  return g.empty === undefined;
}

export function addMissingCounts(g: DominionState): void {
  g.empty ??= countEmptyPiles(g.supply);
  for (const p of g.players) if (p.vpCards === undefined) Object.assign(p, countHoldings(p));
}
