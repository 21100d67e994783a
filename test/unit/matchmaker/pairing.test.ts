// The pairing alone (party/matchmaker/pairing.ts): each rule of docs/matchmaking.md, on small queues.
import { describe, expect, it } from 'vitest';
import { pair, RULES, ratingWindow, type Waiter } from '../../../party/matchmaker/pairing.ts';

const T0 = 1_000_000;

function w(id: string, over: Partial<Waiter> = {}): Waiter {
  return {
    id, since: T0, region: 'EU', minSeats: 2, maxSeats: 2, rating: 1500, provisional: false,
    player: `p-${id}`, avoid: [], botsAt: null, coolDownUntil: 0, ...over,
  };
}

describe('pairing', () => {
  it('strength: a rating gap beyond the window waits, and meets once the longer waiter\'s window has widened', () => {
    const queue = [w('a', { rating: 1500 }), w('b', { rating: 1750, since: T0 + 1000 })];
    expect(pair(queue, T0 + 1000).tables).toEqual([]);
    // Window 100 + 12/s: it covers 250 after 12.5 s of the older wait.
    expect(ratingWindow(T0, T0 + 12_500)).toBe(250);
    expect(pair(queue, T0 + 12_400).tables).toEqual([]);
    expect(pair(queue, T0 + 12_500).tables.map((t) => t.members)).toEqual([['a', 'b']]);
  });

  it('the window stops widening at its maximum', () => {
    expect(ratingWindow(T0, T0 + 3_600_000)).toBe(RULES.windowMax);
  });

  it('among several who fit, the nearest in strength sits with the waiter', () => {
    const queue = [w('a', { rating: 1500 }), w('far', { rating: 1590, since: T0 + 1 }), w('near', { rating: 1510, since: T0 + 2 })];
    expect(pair(queue, T0 + 100).tables[0]!.members).toEqual(['a', 'near']);
  });

  it('provisional players prefer each other when strength is alike', () => {
    const queue = [w('new', { provisional: true }), w('old', { since: T0 + 1 }), w('new2', { provisional: true, since: T0 + 2 })];
    expect(pair(queue, T0 + 100).tables[0]!.members).toEqual(['new', 'new2']);
  });

  it('regions: own region at once, a neighbour only after the neighbours wait, a far one only after the anywhere wait', () => {
    const eu = w('eu', { region: 'EU' });
    const na = w('na', { region: 'NA', since: T0 + 1 });
    const oc = w('oc', { region: 'OC', since: T0 + 1 });
    expect(pair([eu, na], T0 + RULES.neighboursAfterMs - 1).tables).toEqual([]);
    expect(pair([eu, na], T0 + RULES.neighboursAfterMs).tables.map((t) => t.members)).toEqual([['eu', 'na']]);
    expect(pair([eu, oc], T0 + RULES.anywhereAfterMs - 1).tables).toEqual([]);
    expect(pair([eu, oc], T0 + RULES.anywhereAfterMs).tables.map((t) => t.members)).toEqual([['eu', 'oc']]);
  });

  it('the table is placed where most of its players are, and each player\'s modelled round trip goes with it', () => {
    const queue = [
      w('a', { region: 'NA', minSeats: 3, maxSeats: 3 }),
      w('b', { region: 'EU', minSeats: 3, maxSeats: 3, since: T0 + 1 }),
      w('c', { region: 'EU', minSeats: 3, maxSeats: 3, since: T0 + 2 }),
    ];
    const [table] = pair(queue, T0 + RULES.neighboursAfterMs).tables;
    expect(table).toMatchObject({ members: ['a', 'b', 'c'], region: 'EU', seats: 3, bots: 0 });
    expect(table!.rtt[0]).toBeGreaterThan(table!.rtt[1]!);
    expect(table!.rtt[1]).toBe(table!.rtt[2]);
  });

  it('sizes: a 2-4 wish and two 3 wishes meet at a table of 3', () => {
    const queue = [w('range', { minSeats: 2, maxSeats: 4 }), w('x', { minSeats: 3, maxSeats: 3, since: T0 + 1 }), w('y', { minSeats: 3, maxSeats: 3, since: T0 + 2 })];
    expect(pair(queue, T0 + 10).tables).toEqual([expect.objectContaining({ members: ['range', 'x', 'y'], seats: 3, bots: 0 })]);
  });

  it('sizes: with only a 3 wish beside it, a 2-4 wish waits rather than being sat at a size the other refuses', () => {
    const queue = [w('range', { minSeats: 2, maxSeats: 4 }), w('x', { minSeats: 3, maxSeats: 3, since: T0 + 1 })];
    expect(pair(queue, T0 + 10)).toEqual({ tables: [], waiting: ['range', 'x'] });
  });

  it('sizes: the biggest table the longest waiter takes that fills now', () => {
    const queue = ['a', 'b', 'c', 'd', 'e'].map((id, i) => w(id, { minSeats: 2, maxSeats: 4, since: T0 + i }));
    const { tables, waiting } = pair(queue, T0 + 10);
    expect(tables.map((t) => [t.members, t.seats])).toEqual([[['a', 'b', 'c', 'd'], 4]]);
    expect(waiting).toEqual(['e']);
  });

  it('the oldest waiter is served first: of three who all fit a table of two, the newest waits', () => {
    const queue = [w('young', { since: T0 + 20 }), w('old', { since: T0 }), w('middle', { since: T0 + 10 })];
    const { tables, waiting } = pair(queue, T0 + 30);
    expect(tables[0]!.members).toEqual(['old', 'middle']);
    expect(waiting).toEqual(['young']);
  });

  it('cool-downs: a player cooling down is not matched until the cool-down ends', () => {
    const queue = [w('a', { coolDownUntil: T0 + 5000 }), w('b')];
    expect(pair(queue, T0 + 10).tables).toEqual([]);
    expect(pair(queue, T0 + 5000).tables).toHaveLength(1);
  });

  it('blocks: two players where one blocked the other never share a table, even with room for both', () => {
    const queue = [w('a', { minSeats: 3, maxSeats: 3, avoid: ['p-b'] }), w('b', { minSeats: 3, maxSeats: 3 }), w('c', { minSeats: 3, maxSeats: 3 }), w('d', { minSeats: 3, maxSeats: 3 })];
    const tables = pair(queue, T0 + 60_000).tables;
    for (const t of tables) expect(t.members.includes('a') && t.members.includes('b')).toBe(false);
    expect(tables).toEqual([expect.objectContaining({ members: ['a', 'c', 'd'] })]);
  });

  it('bots: after the longest waiter\'s wait for bots, the people who also take bots sit with bots, and the table is unrated', () => {
    const queue = [w('a', { minSeats: 3, maxSeats: 4, botsAt: T0 + 30_000 }), w('b', { minSeats: 2, maxSeats: 4, botsAt: T0 + 90_000, since: T0 + 1 })];
    expect(pair(queue, T0 + 29_999).tables).toEqual([]);
    expect(pair(queue, T0 + 30_000).tables).toEqual([expect.objectContaining({ members: ['a', 'b'], seats: 3, bots: 1, rated: false })]);
  });

  it('bots: a player who wants people only is never seated with bots', () => {
    const queue = [w('a', { minSeats: 3, maxSeats: 3, botsAt: T0 }), w('people', { minSeats: 3, maxSeats: 3 })];
    expect(pair(queue, T0 + 1).tables).toEqual([expect.objectContaining({ members: ['a'], bots: 2 })]);
  });

  it('rated only when every seat is a proved person', () => {
    expect(pair([w('a'), w('b')], T0).tables[0]!.rated).toBe(true);
    expect(pair([w('a'), w('b', { player: null })], T0).tables[0]!.rated).toBe(false);
  });

  it('a queue of thousands joining at once is seated in one round, oldest first, nobody twice', () => {
    const queue = Array.from({ length: 3_001 }, (_, i) => w(`w${String(i).padStart(4, '0')}`, { since: T0 + i }));
    const { tables, waiting } = pair(queue, T0 + 5_000);
    expect(tables).toHaveLength(1_500);
    const seated = tables.flatMap((t) => t.members);
    expect(new Set(seated).size).toBe(3_000);
    expect(waiting).toEqual(['w3000']);
  });

  it('deterministic: the same queue in any order at the same time gives the same pairing', () => {
    const queue = Array.from({ length: 40 }, (_, i) => w(`w${i}`, {
      since: T0 + (i % 7) * 1000, rating: 1200 + ((i * 37) % 600), region: (['EU', 'NA', 'AS', 'OC'] as const)[i % 4],
      minSeats: 2 + (i % 2), maxSeats: 2 + (i % 3), botsAt: i % 5 === 0 ? T0 : null,
    }));
    const first = pair(queue, T0 + 20_000);
    expect(pair([...queue].reverse(), T0 + 20_000)).toEqual(first);
    expect(pair([...queue].sort((a, b) => a.rating - b.rating), T0 + 20_000)).toEqual(first);
    const seated = first.tables.flatMap((t) => t.members);
    expect(new Set(seated).size).toBe(seated.length);
    expect(seated.length + first.waiting.length).toBe(queue.length);
  });
});
