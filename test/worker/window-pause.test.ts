// How long the room keeps a Reaction window open (party/time/timers.ts windowPause): long enough that
// other people at the table cannot tell from the wait whether anyone was asked about a Reaction.
import { describe, expect, it } from 'vitest';
import type { RoomMeta, SeatRow } from '../../party/table/rows.ts';
import { WINDOW_PAUSE_MS, windowPause } from '../../party/time/timers.ts';

const seat = (n: number, bot: SeatRow['bot']): SeatRow => ({
  seat: n, name: `P${n}`, tokenHash: `h${n}`, bot, memory: null, standin: null, awaySince: null, bankMs: null, askedAt: null,
});
const meta = (botPauseMs: number) => ({ botPauseMs }) as RoomMeta;

describe('Reaction window pause', () => {
  it('is drawn between the minimum and maximum at a table with human-paced bots', () => {
    const seats = [seat(0, null), seat(1, 'easy')];
    expect(windowPause(meta(600), seats, () => 0)).toBe(WINDOW_PAUSE_MS.min);
    expect(windowPause(meta(600), seats, () => 0.999999)).toBeLessThan(WINDOW_PAUSE_MS.max);
    expect(windowPause(meta(600), seats, () => 0.5)).toBeGreaterThan(WINDOW_PAUSE_MS.min);
  });

  it('is none at a one-person table whose bots do not pause: nobody else could read the wait', () => {
    expect(windowPause(meta(0), [seat(0, null), seat(1, 'hard'), seat(2, 'easy')], () => 0.5)).toBe(0);
  });

  it('stays at a one-person table whose bots do not pause when a spectator is connected: the spectator could read the wait', () => {
    expect(windowPause(meta(0), [seat(0, null), seat(1, 'hard')], () => 0, true)).toBe(WINDOW_PAUSE_MS.min);
  });

  it('stays at a two-person table even when its bots do not pause, so one cannot learn whether the other was asked', () => {
    expect(windowPause(meta(0), [seat(0, null), seat(1, null), seat(2, 'easy')], () => 0)).toBe(WINDOW_PAUSE_MS.min);
  });
});
