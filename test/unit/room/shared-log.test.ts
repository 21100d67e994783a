// A broadcast's viewers read the log entries they share as the same objects (party/room/shared-log.ts),
// never an entry with another viewer's secret details, nor one that reads differently.
import { describe, expect, it } from 'vitest';
import { logSharer } from '../../../party/room/shared-log.ts';
import type { VisibleLogEntry } from '../../../party/games/core/index.ts';

const entry = (i: number, extra: Partial<VisibleLogEntry> = {}): VisibleLogEntry => ({ i, type: 'draw', seat: 1, data: { n: 5 }, ...extra });

describe('log entries shared by a broadcast', () => {
  it('are the first viewer’s objects where they read alike', () => {
    const share = logSharer();
    const first = [entry(7), entry(8, { mine: { cards: ['copper'] } })];
    const second = [entry(7), entry(8)];
    share(first);
    share(second);
    expect(second[0]).toBe(first[0]);
    // The first viewer's entry 8 held its secret: the second's is its own.
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]!.mine).toBeUndefined();
    const third = [entry(7), entry(8)];
    share(third);
    expect(third[1]).toBe(second[1]);
  });

  it('keep their own object where they read differently', () => {
    const share = logSharer();
    const first = [entry(3)];
    const other = [entry(3, { data: { n: 4 } })];
    share(first);
    share(other);
    expect(other[0]).not.toBe(first[0]);
    expect(other[0]!.data).toEqual({ n: 4 });
    // A new broadcast starts afresh.
    const next = [entry(3)];
    logSharer()(next);
    expect(next[0]).not.toBe(first[0]);
  });
});
