// A finished game's report (issue 21): rated only with people in every seat; places by the game's
// tie-breaks; a seat that resigned, or was left to a bot, is placed last whatever the bot did.
import { describe, expect, it } from 'vitest';
import { dominion } from '../../../party/games/dominion/index.ts';
import { kingdomBuilder } from '../../../party/games/kingdom-builder/index.ts';
import { finalPlaces, forfeitedSeats, gameReport, isRated } from '../../../party/table/rated.ts';
import type { RoomMeta, SeatRow } from '../../../party/table/rows.ts';

const meta: RoomMeta = {
  id: 'a'.repeat(26), game: 'dominion', maxSeats: 4, options: null, public: true, status: 'finished', seed: 's',
  createdAt: 1, startedAt: 2, finishedAt: 3, activeAt: 3, rated: true,
};

function seat(n: number, extra: Partial<SeatRow> = {}): SeatRow {
  return { seat: n, name: `P${n}`, tokenHash: `h${n}`, bot: null, memory: null, standin: null, awaySince: null, bankMs: null, askedAt: null,
    player: `p${n}`, rating: { rating: 1500 + n, rd: 200, vol: 0.06 }, ...extra };
}

const result = (totals: number[], turns: number[]) => ({
  scores: totals.map((total, s) => ({ seat: s, total, breakdown: {} })), winners: [], details: { turns },
});

describe('rated tables', () => {
  it('is rated only when marked, for a game that rates, with no bot in any seat', () => {
    expect(isRated(meta, [seat(0), seat(1)], dominion)).toBe(true);
    expect(isRated(meta, [seat(0), seat(1, { bot: 'easy' })], dominion)).toBe(false);
    expect(isRated({ ...meta, rated: undefined }, [seat(0), seat(1)], dominion)).toBe(false);
    expect(isRated(meta, [seat(0), seat(1)], undefined)).toBe(false);
  });

  it('forfeited: seats left to a bot (left, away) and the resigned seat, not one whose time ran out', () => {
    const seats = [seat(0, { standin: 'left' }), seat(1, { standin: 'away' }), seat(2, { standin: 'timeout' }), seat(3)];
    expect([...forfeitedSeats(meta, seats)].sort()).toEqual([0, 1]);
    expect([...forfeitedSeats({ ...meta, resigned: 3 }, [seat(0), seat(3)])]).toEqual([3]);
  });

  it('forfeited seats share the last place; the others close up, ties kept', () => {
    expect(finalPlaces([1, 2, 2, 4], new Set([0]))).toEqual([4, 1, 1, 3]);
    expect(finalPlaces([1, 2, 3, 4], new Set([0, 1]))).toEqual([3, 3, 1, 2]);
  });

  it('a Dominion 4-player report: multi pool, places by VP then turns, the leaver last with their seat\'s rating before', () => {
    const seats = [seat(0), seat(1, { standin: 'left' }), seat(2), seat(3)];
    const report = gameReport(meta, seats, dominion, result([30, 40, 30, 12], [14, 14, 13, 14]), 14)!;
    expect(report).toMatchObject({ table: meta.id, pool: 'dominion-multi', rated: true, turns: 14, finishedAt: 3 });
    expect(report.seats.map((s) => [s.player, s.place, s.forfeited])).toEqual([
      ['p0', 2, false], ['p1', 4, true], ['p2', 1, false], ['p3', 3, false],
    ]);
    expect(report.seats[1]!.ratingBefore).toEqual({ rating: 1501, rd: 200, vol: 0.06 });
  });

  it('a Kingdom Builder report with a bot: unrated, the bot reported as a bot without a player', () => {
    const seats = [seat(0), seat(1, { bot: 'hard', player: null, rating: null })];
    const report = gameReport({ ...meta, game: 'kingdom-builder' }, seats, kingdomBuilder, result([50, 50], []), 20)!;
    expect(report).toMatchObject({ pool: 'kingdom-builder', rated: false });
    expect(report.seats.map((s) => [s.player, s.bot, s.place])).toEqual([['p0', false, 1], [null, true, 1]]);
  });

  it('no report for a game without rating rules or without a result', () => {
    expect(gameReport(meta, [seat(0)], dominion, null, 3)).toBeNull();
  });
});
