// How a finished game rates one player (issue 21): each other player is an opponent scored by
// place, forfeits are last, and the cases that leave a rating alone.
import { describe, expect, it } from 'vitest';
import { outcomeFor, PAIR_GAMES_PER_DAY } from '../../../party/players/reports.ts';
import type { GameReport, ReportedSeat } from '../../../party/protocol/players.ts';

const seat = (n: number, place: number, extra: Partial<ReportedSeat> = {}): ReportedSeat =>
  ({ seat: n, name: `P${n}`, player: `p${n}`, bot: false, place, forfeited: false, ratingBefore: null, ...extra });
const game = (seats: ReportedSeat[], extra: Partial<GameReport> = {}): GameReport =>
  ({ table: 't', game: 'dominion', pool: 'dominion-multi', rated: true, finishedAt: 0, turns: 10, seats, ...extra });
const none = () => 0;
const scores = (o: ReturnType<typeof outcomeFor>) => (o && o.rated ? o.games.map((g) => g.score) : null);

describe('outcomeFor', () => {
  it('scores each other player by place: better 1, shared 0.5, worse 0', () => {
    const r = game([seat(0, 2), seat(1, 1), seat(2, 2), seat(3, 4)]);
    expect(scores(outcomeFor(r, 'p0', none))).toEqual([0, 0.5, 1]);
    expect(scores(outcomeFor(r, 'p1', none))).toEqual([1, 1, 1]);
  });

  it('rates forfeited seats last whatever the bot achieved, and two forfeits as a draw between them', () => {
    const r = game([seat(0, 1, { forfeited: true }), seat(1, 2), seat(2, 3, { forfeited: true })]);
    expect(scores(outcomeFor(r, 'p0', none))).toEqual([0, 0.5]);
    expect(scores(outcomeFor(r, 'p1', none))).toEqual([1, 1]);
  });

  it('takes the opponent\'s rating at the start of the game, or the start rating', () => {
    const r = game([seat(0, 1), seat(1, 2, { ratingBefore: { rating: 1700, rd: 80, vol: 0.06 } }), seat(2, 3)]);
    const o = outcomeFor(r, 'p0', none);
    expect(o && o.rated && o.games.map((g) => [g.rating, g.rd])).toEqual([[1700, 80], [1500, 350]]);
  });

  it('leaves the rating alone for unrated tables, bots, short games and one identity in two seats', () => {
    expect(outcomeFor(game([seat(0, 1), seat(1, 2)], { rated: false }), 'p0', none)).toMatchObject({ rated: false, why: 'unrated-table' });
    expect(outcomeFor(game([seat(0, 1), seat(1, 2, { bot: true, player: null })]), 'p0', none)).toMatchObject({ rated: false, why: 'bot' });
    expect(outcomeFor(game([seat(0, 1), seat(1, 2)], { turns: 2 }), 'p0', none)).toMatchObject({ rated: false, why: 'short' });
    expect(outcomeFor(game([seat(0, 1), seat(1, 2, { player: 'p0' })]), 'p0', none)).toMatchObject({ rated: false, why: 'same-player' });
    expect(outcomeFor(game([seat(0, 1), seat(1, 2)]), 'p9', none)).toBeNull();
  });

  it(`leaves out an opponent already met ${PAIR_GAMES_PER_DAY} times that day; with none left the game changes nothing`, () => {
    const r = game([seat(0, 1), seat(1, 2), seat(2, 3)]);
    const o = outcomeFor(r, 'p0', (other) => (other === 'p1' ? PAIR_GAMES_PER_DAY : 0));
    expect(o && o.rated && o.opponents).toEqual(['p2']);
    expect(outcomeFor(r, 'p0', () => PAIR_GAMES_PER_DAY)).toMatchObject({ rated: false, why: 'pair-limit' });
    expect(outcomeFor(r, 'p0', () => PAIR_GAMES_PER_DAY - 1)).toMatchObject({ rated: true });
  });
});
