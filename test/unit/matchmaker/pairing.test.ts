// The pairing alone (party/matchmaker/pairing.ts): who sits together and at what size, on small
// queues (docs/matchmaking.md states each rule). Placement and widening have their own files.
import { describe, expect, it } from 'vitest';
import { pair, RULES } from '../../../party/matchmaker/pairing.ts';
import { BUSY, CITY, QUIET_TRAFFIC, T0, w } from './waiters.ts';

describe('pairing: sizes', () => {
  it('a "3-4" wish is never seated at 2, and meets two others who take 3 at a table of 3', () => {
    const big = w('big', { minSeats: 3, maxSeats: 4 });
    const two = w('two', { since: T0 + 1 });
    expect(pair([big, two], T0 + 60_000, QUIET_TRAFFIC).tables).toEqual([]);
    const queue = [big, two, w('range', { minSeats: 2, maxSeats: 4, since: T0 + 2 }), w('other', { minSeats: 3, maxSeats: 3, since: T0 + 3 })];
    const { tables, waiting } = pair(queue, T0 + 60_000, QUIET_TRAFFIC);
    expect(tables).toEqual([expect.objectContaining({ members: ['big', 'range', 'other'], seats: 3, bots: 0 })]);
    expect(waiting).toEqual(['two']);
  });

  it('across joins: a "2-4" wish is kept from a table of 2 while a "3-4" wish could sit with them, and a third who comes next makes the table of 3', () => {
    const big = w('big', { minSeats: 3, maxSeats: 4 });
    const two = w('two', { since: T0 + 1_000 });
    const range = w('range', { minSeats: 2, maxSeats: 4, since: T0 + 2_000 });
    // The round after the range wish joins: a table of 2 with "two" would fill, but "big" needs them.
    expect(pair([big, two, range], T0 + 3_000, QUIET_TRAFFIC).tables).toEqual([]);
    const third = w('third', { minSeats: 3, maxSeats: 4, since: T0 + 4_000 });
    const { tables, waiting } = pair([big, two, range, third], T0 + 5_000, QUIET_TRAFFIC);
    expect(tables.map((t) => [t.members, t.seats])).toEqual([[['big', 'range', 'third'], 3]]);
    expect(waiting).toEqual(['two']);
  });

  it('a "2-4" wish kept for a "3-4" one who waits is still kept past the time a merely expected one holds it, and sits at 2 once that has passed too', () => {
    const queue = [w('big', { minSeats: 3, maxSeats: 4 }), w('two', { since: T0 + 1_000 }), w('range', { minSeats: 2, maxSeats: 4, since: T0 + 2_000 })];
    expect(RULES.reserveNeededS).toBeGreaterThan(RULES.reserveS);
    expect(pair(queue, T0 + 2_000 + RULES.reserveS * 1000, QUIET_TRAFFIC).tables).toEqual([]);
    const later = pair(queue, T0 + 2_000 + RULES.reserveNeededS * 1000, QUIET_TRAFFIC);
    expect(later.tables.map((t) => [t.members, t.seats])).toEqual([[['two', 'range'], 2]]);
  });

  it('a "2-4" wish is held for a table of 3 that is only expected (busy traffic) up to its reserve time, with nobody waiting who needs them', () => {
    const queue = [w('two'), w('range', { minSeats: 2, maxSeats: 4, since: T0 + 1_000 })];
    expect(pair(queue, T0 + 2_000, BUSY).tables).toEqual([]);
    const later = pair(queue, T0 + 1_000 + RULES.reserveS * 1000, BUSY);
    expect(later.tables.map((t) => [t.members, t.seats])).toEqual([[['two', 'range'], 2]]);
  });

  it('a table of 2 takes an exact "2 only" fit before a "2-4" wish of the same strength', () => {
    const queue = [w('a'), w('range', { minSeats: 2, maxSeats: 4, since: T0 + 1 }), w('exact', { since: T0 + 2 })];
    expect(pair(queue, T0 + 30_000, QUIET_TRAFFIC).tables[0]!.members).toEqual(['a', 'exact']);
  });

  it('the biggest size that fills: four "2-4" wishes sit at one table of 4', () => {
    const queue = ['a', 'b', 'c', 'd', 'e'].map((id, i) => w(id, { minSeats: 2, maxSeats: 4, since: T0 + i }));
    const { tables, waiting } = pair(queue, T0 + 30_000, QUIET_TRAFFIC);
    expect(tables.map((t) => [t.members, t.seats])).toEqual([[['a', 'b', 'c', 'd'], 4]]);
    expect(waiting).toEqual(['e']);
  });

  it('a table of 3 that could grow to 4 waits a moment when a fourth is expected soon (busy queue), and opens at 3 when none is (quiet)', () => {
    const queue = ['a', 'b', 'c'].map((id, i) => w(id, { minSeats: 3, maxSeats: 4, since: T0 + i }));
    expect(pair(queue, T0 + 1_000, BUSY).tables).toEqual([]);
    expect(pair(queue, T0 + 1_000, QUIET_TRAFFIC).tables.map((t) => t.seats)).toEqual([3]);
  });
});

describe('pairing: the pool a table is rated in', () => {
  // Dominion rates 2 players apart from 3-6: a "2-4" player may be 1500 at 2 and 1900 at 3-4.
  const split = { ratings: { 2: { rating: 1500, provisional: false }, 3: { rating: 1900, provisional: false }, 4: { rating: 1900, provisional: false } } };

  it('at a table of 3 the multi-player rating counts: a "2-4" wish rated 1900 there sits with two 1900s', () => {
    const queue = [w('range', { minSeats: 2, maxSeats: 4, ...split }), w('x', { minSeats: 3, maxSeats: 3, rating: 1900, since: T0 + 1 }), w('y', { minSeats: 3, maxSeats: 3, rating: 1900, since: T0 + 2 })];
    const [table] = pair(queue, T0 + 1_000, QUIET_TRAFFIC).tables;
    expect(table).toMatchObject({ members: ['range', 'x', 'y'], seats: 3, ratings: [1900, 1900, 1900] });
  });

  it('at a table of 2 the two-player rating counts: the same wish pairs with a 1500, not a 1900', () => {
    const queue = [w('range', { minSeats: 2, maxSeats: 4, ...split }), w('strong', { rating: 1900, since: T0 + 1 }), w('even', { rating: 1500, since: T0 + 2 })];
    const [table] = pair(queue, T0 + 25_000, QUIET_TRAFFIC).tables;
    expect(table).toMatchObject({ members: ['range', 'even'], seats: 2, ratings: [1500, 1500] });
  });
});

describe('pairing: fair play, bots, order', () => {
  it('cool-downs: a player cooling down is not matched until the cool-down ends', () => {
    const queue = [w('a', { coolDownUntil: T0 + 5000 }), w('b')];
    expect(pair(queue, T0 + 10, QUIET_TRAFFIC).tables).toEqual([]);
    expect(pair(queue, T0 + 5000, QUIET_TRAFFIC).tables).toHaveLength(1);
  });

  it('blocks: two players where one blocked the other never share a table, even with room for both', () => {
    const three = { minSeats: 3, maxSeats: 3 };
    const queue = [w('a', { ...three, avoid: ['p-b'] }), w('b', three), w('c', three), w('d', three)];
    const tables = pair(queue, T0 + 60_000, QUIET_TRAFFIC).tables;
    expect(tables).toEqual([expect.objectContaining({ members: ['a', 'c', 'd'] })]);
  });

  it('bots: after the longest waiter\'s wait for bots, the people who also take bots sit with bots, and the table is unrated', () => {
    const queue = [w('a', { minSeats: 3, maxSeats: 4, botsAt: T0 + 30_000 }), w('b', { minSeats: 2, maxSeats: 4, botsAt: T0 + 90_000, since: T0 + 1 })];
    expect(pair(queue, T0 + 29_999, QUIET_TRAFFIC).tables).toEqual([]);
    expect(pair(queue, T0 + 30_000, QUIET_TRAFFIC).tables).toEqual([expect.objectContaining({ members: ['a', 'b'], seats: 3, bots: 1, rated: false })]);
  });

  it('bots: a player who wants people only is never seated with bots', () => {
    const queue = [w('a', { minSeats: 3, maxSeats: 3, botsAt: T0 }), w('people', { minSeats: 3, maxSeats: 3 })];
    expect(pair(queue, T0 + 1, QUIET_TRAFFIC).tables).toEqual([expect.objectContaining({ members: ['a'], bots: 2 })]);
  });

  it('rated only when every seat is a proved person', () => {
    expect(pair([w('a'), w('b')], T0, QUIET_TRAFFIC).tables[0]!.rated).toBe(true);
    expect(pair([w('a'), w('b', { player: null })], T0, QUIET_TRAFFIC).tables[0]!.rated).toBe(false);
  });

  it('a queue of thousands joining at once is seated in one round, oldest first, nobody twice', () => {
    const queue = Array.from({ length: 3_001 }, (_, i) => w(`w${String(i).padStart(4, '0')}`, { since: T0 + i }));
    const { tables, waiting } = pair(queue, T0 + 5_000, BUSY);
    expect(tables).toHaveLength(1_500);
    const seated = tables.flatMap((t) => t.members);
    expect(new Set(seated).size).toBe(3_000);
    expect(waiting).toEqual(['w3000']);
  });

  it('deterministic: the same queue in any order at the same time gives the same pairing', () => {
    const places = [CITY.london, CITY.newYork, CITY.tokyo, CITY.sydney];
    const queue = Array.from({ length: 40 }, (_, i) => w(`w${i}`, {
      since: T0 + (i % 7) * 1000, rating: 1200 + ((i * 37) % 600), at: places[i % 4],
      minSeats: 2 + (i % 2), maxSeats: 2 + (i % 2) + (i % 3), botsAt: i % 5 === 0 ? T0 : null,
    }));
    const first = pair(queue, T0 + 20_000, BUSY);
    expect(pair([...queue].reverse(), T0 + 20_000, BUSY)).toEqual(first);
    expect(pair([...queue].sort((a, b) => a.ratings[a.minSeats]!.rating - b.ratings[b.minSeats]!.rating), T0 + 20_000, BUSY)).toEqual(first);
    const seated = first.tables.flatMap((t) => t.members);
    expect(new Set(seated).size).toBe(seated.length);
    expect(seated.length + first.waiting.length).toBe(queue.length);
  });
});
