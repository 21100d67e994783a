// The countdown to a bot taking over for an away player follows "asked since", which the room
// gives only to a seat the table visibly waits for (party/room.ts refreshSeats): a player asked in
// secret (whether to reveal a Reaction) shows no countdown, so none says who holds a Reaction.
import { describe, expect, it } from 'vitest';
import { AWAY_TAKEOVER_MS } from '../../../party/time/clock.ts';
import type { RoomMeta, SeatRow } from '../../../party/table/rows.ts';
import { roomInfo } from '../../../party/table/snapshot.ts';

const now = 1_000_000;
const meta: RoomMeta = {
  id: 't', game: 'dominion', maxSeats: 2, options: null, public: false, status: 'playing', seed: 's',
  createdAt: 0, startedAt: 0, finishedAt: null, activeAt: now, clock: 'off',
};
const seat = (n: number, change: Partial<SeatRow>): SeatRow => ({
  seat: n, name: `P${n}`, tokenHash: `h${n}`, bot: null, memory: null, standin: null, awaySince: null, bankMs: null, askedAt: null, ...change,
});

describe('the away take-over countdown', () => {
  it('runs for an away seat the table visibly waits for, from the later of leaving and being asked', () => {
    const info = roomInfo(meta, [seat(0, { awaySince: now - 10_000, askedAt: now - 20_000 }), seat(1, {})], new Set([1]), undefined, [0], now);
    expect(info.seats[0]!.awayTakeover).toBe(AWAY_TAKEOVER_MS - 10_000);
    expect(info.seats[1]!.awayTakeover).toBeUndefined();
  });

  it('is absent for an away seat asked only in secret, for a seat a bot already plays, and while a game of one person waits', () => {
    const secret = roomInfo(meta, [seat(0, { awaySince: now - 10_000 }), seat(1, { askedAt: now - 5000 })], new Set([1]), undefined, [1], now);
    expect(secret.seats.map((s) => s.awayTakeover)).toEqual([undefined, undefined]);
    const taken = roomInfo(meta, [seat(0, { awaySince: now - 70_000, askedAt: now - 70_000, standin: 'away' })], new Set(), undefined, [0], now);
    expect(taken.seats[0]!.awayTakeover).toBeUndefined();
    const paused = roomInfo({ ...meta, absentSince: now - 1000 }, [seat(0, { awaySince: now - 1000, askedAt: now - 1000 })], new Set(), undefined, [0], now);
    expect(paused.seats[0]!.awayTakeover).toBeUndefined();
    expect(paused.paused).toBe(true);
  });
});
