// The end screen's rating changes: only a rated table's result moves ratings, so only a rated table
// shows "before → after" (a lesson or a table with a bot never does, whatever its seats carry).
import { describe, expect, it } from 'vitest';
import type { RoomInfo, SeatInfo } from '../../../party/protocol/room.ts';
import { ratingChangesShown } from '../../../web/pages/table/rated-result.ts';

const standing = { rating: 1500, rd: 350, provisional: true };
const seat = (n: number, change: boolean): SeatInfo => ({
  seat: n, name: `P${n}`, connected: true, bot: null, standin: null, clock: null,
  ...(change ? { ratingChange: { before: standing, after: { rating: 1662, rd: 290, provisional: true } } } : {}),
});
const room = (rated: boolean | undefined, status = 'finished'): RoomInfo =>
  ({ status, rated, seats: [seat(0, true), seat(1, false)] }) as unknown as RoomInfo;

describe('rating changes on the end screen', () => {
  it('a finished rated table shows the seats whose rating changed, and only those', () => {
    expect(ratingChangesShown(room(true)).map((s) => s.seat)).toEqual([0]);
  });
  it('an unrated table (a lesson, a table with a bot) shows none', () => {
    expect(ratingChangesShown(room(false))).toEqual([]);
    expect(ratingChangesShown(room(undefined))).toEqual([]);
  });
  it('a rated game still being played shows none', () => {
    expect(ratingChangesShown(room(true, 'playing'))).toEqual([]);
  });
});
