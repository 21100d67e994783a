import { describe, expect, it } from 'vitest';
import {
  cloneJson, distinctIndices, fail, isInt, isIntArray, isRecord, isStringArray, OK, rankSeats, value, visibleLog,
  type LogEntry,
} from '../../../party/games/core/index.ts';

describe('log visibility', () => {
  const log: LogEntry[] = [
    { type: 'start' },
    { type: 'draw', seat: 0, data: { count: 2 }, secret: { to: [0], data: { cards: ['gold', 'copper'] } } },
    { type: 'pass', seat: 1, data: { to: 2 }, secret: { to: [1, 2], data: { card: 'curse' } } },
  ];

  it('secret details reach only their addressees; everyone sees the public part', () => {
    expect(visibleLog(log, 0, 0)[1]).toEqual({ i: 1, type: 'draw', seat: 0, data: { count: 2 }, mine: { cards: ['gold', 'copper'] } });
    expect(visibleLog(log, 1, 0)[1]).toEqual({ i: 1, type: 'draw', seat: 0, data: { count: 2 } });
    expect(visibleLog(log, 2, 0)[2]?.mine).toEqual({ card: 'curse' });
    expect(visibleLog(log, 0, 0)[2]?.mine).toBeUndefined();
  });

  it('spectators never see secret details', () => {
    expect(JSON.stringify(visibleLog(log, null, 0))).not.toContain('gold');
    expect(JSON.stringify(visibleLog(log, null, 0))).not.toContain('curse');
  });

  it('`since` returns only newer entries, numbered by their place in the whole log', () => {
    expect(visibleLog(log, null, 2).map((e) => e.i)).toEqual([2]);
    expect(visibleLog(log, null, 3)).toEqual([]);
    expect(visibleLog(log, null, -5)).toHaveLength(3);
  });
});

describe('winners and tie-breaks', () => {
  it('the highest total wins', () => {
    expect(rankSeats([10, 14, 9])).toEqual([1]);
  });

  it('a tie goes to the lower tie-break key (e.g. fewer turns)', () => {
    expect(rankSeats([12, 12, 3], [15, 14, 14])).toEqual([1]);
  });

  it('still tied after every tie-break: the victory is shared', () => {
    expect(rankSeats([12, 12, 3], [14, 14, 14])).toEqual([0, 1]);
    expect(rankSeats([5, 5])).toEqual([0, 1]);
  });
});

describe('move guards (untrusted JSON)', () => {
  it('records, integers and arrays are told apart from look-alikes', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isInt(3, 0, 5)).toBe(true);
    expect(isInt(3.5)).toBe(false);
    expect(isInt('3')).toBe(false);
    expect(isInt(6, 0, 5)).toBe(false);
    expect(isStringArray(['a', 'b'])).toBe(true);
    expect(isStringArray(['a', 1])).toBe(false);
    expect(isStringArray(Array(2000).fill('x'))).toBe(false);
    expect(isIntArray([0, 399], 0, 399)).toBe(true);
    expect(isIntArray([400], 0, 399)).toBe(false);
  });

  it('distinct indices must be in range and unique', () => {
    expect(distinctIndices([0, 2, 1], 3)).toBe(true);
    expect(distinctIndices([0, 0], 3)).toBe(false);
    expect(distinctIndices([3], 3)).toBe(false);
  });

  it('cloneJson is a deep copy', () => {
    const a = { x: [1, { y: 2 }] };
    const b = cloneJson(a);
    (b.x[1] as { y: number }).y = 3;
    expect((a.x[1] as { y: number }).y).toBe(2);
  });

  it('outcomes carry a code and a human message', () => {
    expect(OK).toEqual({ ok: true });
    expect(fail('not-your-turn', 'It is Ben\'s turn.')).toEqual({ ok: false, error: { code: 'not-your-turn', message: 'It is Ben\'s turn.' } });
    expect(value(7)).toEqual({ ok: true, value: 7 });
  });
});
