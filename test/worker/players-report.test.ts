// Reports of finished games to players' objects (issue 21): each player rated against each other
// one by final standing, exactly once per table, and the abuse limits that leave ratings alone.
import { env, evictDurableObject, runInDurableObject } from 'cloudflare:test';
import type { Player } from '../../party/players/player.ts';
import { describe, expect, it } from 'vitest';
import { afterAbsence, rate } from '../../party/players/index.ts';
import { START_RATING, type GameReport } from '../../party/protocol/players.ts';
import { expectSameRating, newKey, report, seat } from './players-helpers.ts';

const player = (id: string) => env.Player.getByName(id);

async function ids(n: number): Promise<string[]> {
  return Promise.all(Array.from({ length: n }, async () => (await newKey()).id));
}

async function reportToAll(r: GameReport) {
  return Promise.all(r.seats.filter((s) => s.player).map((s) => player(s.player!).report(r)));
}

describe('game reports', () => {
  it('rates a 2-player game: the winner gains and the loser loses what Glicko-2 says', async () => {
    const [a, b] = await ids(2);
    const [ra, rb] = await reportToAll(report([seat(0, a!, 1), seat(1, b!, 2)]));
    expect(ra!.before).toEqual(START_RATING);
    expect(ra!.after).toEqual(rate(START_RATING, [{ rating: 1500, rd: 350, score: 1 }]));
    expect(rb!.after).toEqual(rate(START_RATING, [{ rating: 1500, rd: 350, score: 0 }]));
    const standing = await player(a!).standing('dominion-2p');
    expect(standing.games).toBe(1);
    expect(standing.provisional).toBe(true);
    expectSameRating(standing.rating, ra!.after!);
  });

  it('the RD grows with the time since the last rated game (Glicko-2\'s step per elapsed period): shown so, and the next game is rated from it', async () => {
    const [a, b, c] = await ids(3);
    const day = 86_400_000;
    const longAgo = Date.now() - 300 * day;
    const [old] = await reportToAll(report([seat(0, a!, 1), seat(1, b!, 2)], { finishedAt: longAgo }));
    const shown = (await player(a!).standing('dominion-2p')).rating;
    expect(shown.rd).toBeGreaterThan(old!.after!.rd + 1);
    expect(shown.rd).toBeCloseTo(afterAbsence(old!.after!, Date.now() - longAgo).rd, 3);
    expect(shown.rating).toBe(old!.after!.rating);
    const profile = await player(a!).profile();
    expect(profile !== null && profile !== 'forgotten' && profile.ratings[0]!.rd).toBeCloseTo(shown.rd, 3);
    // The next game starts from the grown RD, so it moves the rating further than it would have.
    const now = report([seat(0, a!, 1), seat(1, c!, 2)]);
    const next = await player(a!).report(now);
    expect(next.before).toEqual(afterAbsence(old!.after!, now.finishedAt - longAgo));
    expect(next.after).toEqual(rate(next.before!, [{ rating: 1500, rd: 350, score: 1 }]));
    expect(next.after!.rating - old!.after!.rating).toBeGreaterThan(rate(old!.after!, [{ rating: 1500, rd: 350, score: 1 }]).rating - old!.after!.rating);
  });

  it('rates a 4-player game each against each by place; a shared place is a draw, a forfeit is last', async () => {
    const [a, b, c, d] = await ids(4);
    const before = { rating: 1600, rd: 200, vol: 0.06 };
    // d finished "first" by the bot's play after leaving, but a forfeit is rated last.
    const r = report([
      seat(0, a!, 2, { ratingBefore: before }), seat(1, b!, 2), seat(2, c!, 3), seat(3, d!, 1, { forfeited: true }),
    ], { pool: 'dominion-multi' });
    const [ra, , rc, rd] = await reportToAll(r);
    const vs = (score: number, rating = START_RATING) => ({ rating: rating.rating, rd: rating.rd, score });
    expect(ra!.after).toEqual(rate(START_RATING, [vs(0.5), vs(1), vs(1)]));
    expect(rc!.after).toEqual(rate(START_RATING, [vs(0, before), vs(0), vs(1)]));
    expect(rd!.after).toEqual(rate(START_RATING, [vs(0, before), vs(0), vs(0)]));
  });

  it('answers a repeated report of the same table with the first answer and changes nothing', async () => {
    const [a, b] = await ids(2);
    const r = report([seat(0, a!, 1), seat(1, b!, 2)]);
    const first = await player(a!).report(r);
    const again = await player(a!).report({ ...r, seats: [seat(0, a!, 2), seat(1, b!, 1)] });
    expect(again).toEqual(first);
    expect((await player(a!).standing('dominion-2p')).games).toBe(1);
  });

  it('rates exactly once when the object is evicted after a report and the room sends it again', async () => {
    const [a, b] = await ids(2);
    const r = report([seat(0, a!, 1), seat(1, b!, 2)]);
    const first = await player(a!).report(r);
    await evictDurableObject(player(a!));
    const again = await player(a!).report(r);
    expect(again).toEqual(first);
    const standing = await player(a!).standing('dominion-2p');
    expect(standing.games).toBe(1);
    expectSameRating(standing.rating, first.after!);
  });

  it('leaves ratings alone for unrated tables, bots in any seat, and games under 3 turns (before == after)', async () => {
    const [a, b] = await ids(2);
    for (const r of [
      report([seat(0, a!, 1), seat(1, b!, 2)], { rated: false }),
      report([seat(0, a!, 1), seat(1, b!, 2), seat(2, null, 3, { bot: true })], { pool: 'dominion-multi' }),
      report([seat(0, a!, 1), seat(1, b!, 2)], { turns: 2 }),
    ]) {
      const [ra] = await reportToAll(r);
      expect(ra!.after).toEqual(ra!.before);
    }
    expect((await player(a!).standing('dominion-2p')).games).toBe(0);
    expect((await player(a!).standing('dominion-multi')).games).toBe(0);
    expect((await player(a!).games()).finished).toHaveLength(3);
  });

  it('the 6th rated game of the same two identities in a UTC day changes neither rating', async () => {
    const [a, b] = await ids(2);
    const day = Date.UTC(2026, 10, 26, 10);
    for (let i = 0; i < 5; i++) {
      const [ra, rb] = await reportToAll(report([seat(0, a!, 1), seat(1, b!, 2)], { finishedAt: day + i * 60_000 }));
      expect(ra!.after).not.toEqual(ra!.before);
      expect(rb!.after).not.toEqual(rb!.before);
    }
    const [ra, rb] = await reportToAll(report([seat(0, a!, 1), seat(1, b!, 2)], { finishedAt: day + 3_600_000 }));
    expect(ra!.after).toEqual(ra!.before);
    expect(rb!.after).toEqual(rb!.before);
    expect((await player(a!).standing('dominion-2p')).games).toBe(5);
    // The next UTC day they count again.
    const [next] = await reportToAll(report([seat(0, a!, 1), seat(1, b!, 2)], { finishedAt: day + 86_400_000 }));
    expect(next!.after).not.toEqual(next!.before);
  });
});

describe('reports of the wrong shape', () => {
  it('refuses a report whose rating is not a Rating, naming the field, and changes nothing', async () => {
    const [a, b] = await ids(2);
    const bad = report([seat(0, a!, 1), seat(1, b!, 2, { ratingBefore: { rating: { rating: 1500 } } as never })]);
    // Called inside the object: a refusal across RPC would also be logged as the object's uncaught error.
    await runInDurableObject(player(a!), async (p: Player) => {
      await expect(p.report(bad)).rejects.toThrow(/seats\.1\.ratingBefore\.rating: rating must be a number/);
      expect(() => p.noteAbandon('t1aaaaaaaaaaaaaaaaaaaaaaaa', 1000 as never, undefined as never)).toThrow(/kind must be one of/);
    });
    expect((await player(a!).standing('dominion-2p')).games).toBe(0);
    expect(await player(a!).queueStanding()).toEqual({ blocked: [], coolDownUntil: null });
  });
});
