import { describe, expect, it } from 'vitest';
import type { StateMessage } from '../../../party/protocol/room.ts';
import type { VisibleLogEntry } from '../../../party/games/core/types.ts';
import { mergeLog } from '../../../web/net/log-merge.ts';

const entries = (from: number, to: number): VisibleLogEntry[] =>
  Array.from({ length: to - from }, (_, k) => ({ i: from + k, type: 'x' }));
const state = (logFrom: number, log: VisibleLogEntry[]) => ({ logFrom, log }) as StateMessage;

describe('mergeLog', () => {
  it('appends new entries to what the page holds', () => {
    expect(mergeLog(entries(0, 3), state(3, entries(3, 5)))).toEqual(entries(0, 5));
  });

  it('keeps the log when a state brings nothing new', () => {
    const held = entries(0, 3);
    expect(mergeLog(held, state(3, []))).toBe(held);
  });

  it('starts afresh from a full log (after a sync or re-attach)', () => {
    expect(mergeLog(entries(0, 9), state(0, entries(0, 4)))).toEqual(entries(0, 4));
  });

  it('replaces entries the room sends again from an earlier index', () => {
    expect(mergeLog(entries(0, 5), state(3, entries(3, 6)))).toEqual(entries(0, 6));
  });

  it('takes the tail of a long log as it is, rather than leave a hole', () => {
    expect(mergeLog([], state(200, entries(200, 500)))).toEqual(entries(200, 500));
    expect(mergeLog(entries(0, 10), state(200, entries(200, 210)))).toEqual(entries(200, 210));
  });
});
