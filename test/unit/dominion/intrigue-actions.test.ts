// Intrigue's non-Attack kingdom cards of phase 2, one ruling per test (RULES.md, Intrigue rulebooks).
import { describe, expect, it } from 'vitest';
import type { DominionState } from '../../../party/games/dominion/types.ts';
import { act, askOf, choose, dominion, game, p, play, sorted } from './helpers.ts';

const K = ['courtyard', 'pawn', 'shanty-town', 'steward', 'baron', 'ironworks', 'trading-post', 'tribute', 'upgrade', 'bridge'];
const KX = ['pawn', 'great-hall', 'village', 'baron', 'bridge', 'ironworks', 'throne-room', 'upgrade', 'harem', 'nobles'];

/** A refused move changes nothing. */
function refused(g: DominionState, seat: number, move: unknown): void {
  const before = JSON.stringify(g);
  expect(dominion.apply(g, seat, move).ok).toBe(false);
  expect(JSON.stringify(g)).toBe(before);
}

describe('Courtyard', () => {
  it('+3 Cards, then any card from the hand, not only a drawn one, goes on top of the deck', () => {
    const g = game({ kingdom: K, players: [{ hand: ['courtyard', 'gold'], deck: ['copper', 'copper', 'estate', 'silver'] }, {}] });
    play(g, 'courtyard');
    expect(askOf(g, 0)).toMatchObject({ kind: 'topdeck', from: 'hand', min: 1, max: 1 });
    choose(g, 0, ['gold']);
    expect([sorted(p(g, 0).hand), p(g, 0).deck]).toEqual([['copper', 'copper', 'estate'], ['silver', 'gold']]);
  });
  it('with nothing in hand after drawing, nothing is asked', () => {
    const g = game({ kingdom: K, players: [{ hand: ['courtyard'] }, {}] });
    play(g, 'courtyard');
    expect([g.asks, p(g, 0).deck]).toEqual([[], []]);
  });
});

describe('Pawn', () => {
  it('two different options are chosen in one answer, before either is done', () => {
    const g = game({ kingdom: K, players: [{ hand: ['pawn'], deck: ['gold'] }, {}] });
    play(g, 'pawn');
    expect(askOf(g, 0)).toMatchObject({ kind: 'pawn', from: ['card', 'action', 'buy', 'coin'], min: 2, max: 2 });
    expect(p(g, 0).hand).toEqual([]);
    refused(g, 0, { type: 'choose', pick: ['card', 'card'] });
    refused(g, 0, { type: 'choose', pick: ['card'] });
    choose(g, 0, ['card', 'buy']);
    expect([p(g, 0).hand, g.actions, g.buys, g.coins]).toEqual([['gold'], 0, 2, 0]);
  });
  it('+1 Action and +$1 together', () => {
    const g = game({ kingdom: K, players: [{ hand: ['pawn'] }, {}] });
    play(g, 'pawn');
    choose(g, 0, ['coin', 'action']);
    expect([g.actions, g.buys, g.coins]).toEqual([1, 1, 1]);
  });
});

describe('Shanty Town', () => {
  it('+2 Actions; the hand is revealed; with no Action card in it, +2 Cards (the second drawn even if the first is an Action)', () => {
    const g = game({ kingdom: K, players: [{ hand: ['shanty-town', 'copper', 'estate'], deck: ['village', 'gold'] }, {}] });
    play(g, 'shanty-town');
    expect([g.actions, sorted(p(g, 0).hand)]).toEqual([2, ['copper', 'estate', 'gold', 'village']]);
    expect(dominion.log(g, 1, 0).find((e) => e.type === 'reveal')).toMatchObject({ seat: 0, data: { cards: ['copper', 'estate'] } });
  });
  it('an Action card in hand (an Action-Victory card counts) means no cards', () => {
    const g = game({ kingdom: KX.map((c) => (c === 'pawn' ? 'shanty-town' : c)), players: [{ hand: ['shanty-town', 'great-hall'], deck: ['gold'] }, {}] });
    play(g, 'shanty-town');
    expect([g.actions, p(g, 0).hand]).toEqual([2, ['great-hall']]);
  });
});

describe('Steward', () => {
  it('choose one: +2 Cards, or +$2', () => {
    const g = game({ kingdom: K, players: [{ hand: ['steward'], deck: ['gold', 'gold'] }, {}] });
    play(g, 'steward');
    expect(askOf(g, 0)).toMatchObject({ kind: 'steward', from: ['cards', 'coins', 'trash'], min: 1, max: 1 });
    choose(g, 0, ['cards']);
    expect([p(g, 0).hand, g.coins]).toEqual([['gold', 'gold'], 0]);
    const h = game({ kingdom: K, players: [{ hand: ['steward'], deck: ['gold'] }, {}] });
    play(h, 'steward');
    choose(h, 0, ['coins']);
    expect([p(h, 0).hand, h.coins]).toEqual([[], 2]);
  });
  it('trashing takes exactly 2 cards, not fewer', () => {
    const g = game({ kingdom: K, players: [{ hand: ['steward', 'copper', 'estate', 'curse'] }, {}] });
    play(g, 'steward');
    choose(g, 0, ['trash']);
    expect(askOf(g, 0)).toMatchObject({ kind: 'trash', from: 'hand', min: 2, max: 2 });
    refused(g, 0, { type: 'choose', pick: ['curse'] });
    choose(g, 0, ['estate', 'curse']);
    expect([g.trash, p(g, 0).hand]).toEqual([['estate', 'curse'], ['copper']]);
  });
  it('trashing with a single card left trashes that one without asking', () => {
    const g = game({ kingdom: K, players: [{ hand: ['steward', 'estate'] }, {}] });
    play(g, 'steward');
    choose(g, 0, ['trash']);
    expect([g.asks, g.trash, p(g, 0).hand]).toEqual([[], ['estate'], []]);
  });
});

describe('Baron', () => {
  it('+1 Buy; discarding an Estate gives +$4 and no Estate is gained', () => {
    const g = game({ kingdom: K, players: [{ hand: ['baron', 'estate', 'copper'] }, {}] });
    play(g, 'baron');
    expect(askOf(g, 0)).toMatchObject({ kind: 'discard', allow: ['estate'], min: 0, max: 1 });
    choose(g, 0, ['estate']);
    expect([g.buys, g.coins, p(g, 0).discard, g.supply.estate]).toEqual([2, 4, ['estate'], 8]);
  });
  it('keeping the Estate means gaining one', () => {
    const g = game({ kingdom: K, players: [{ hand: ['baron', 'estate'] }, {}] });
    play(g, 'baron');
    choose(g, 0, []);
    expect([g.coins, p(g, 0).hand, p(g, 0).discard, g.supply.estate]).toEqual([0, ['estate'], ['estate'], 7]);
  });
  it('with no Estate in hand an Estate is gained without asking; with none left, only +1 Buy', () => {
    const g = game({ kingdom: K, players: [{ hand: ['baron', 'copper'] }, {}] });
    play(g, 'baron');
    expect([g.asks, p(g, 0).discard]).toEqual([[], ['estate']]);
    const h = game({ kingdom: K, players: [{ hand: ['baron'] }, {}], supply: { estate: 0 } });
    play(h, 'baron');
    expect([h.buys, h.coins, p(h, 0).discard]).toEqual([2, 0, []]);
  });
});

describe('Ironworks', () => {
  it('gains a card costing up to $4; an Action gives +1 Action', () => {
    const g = game({ kingdom: KX, players: [{ hand: ['ironworks'] }, {}] });
    play(g, 'ironworks');
    const from = askOf(g, 0).from as string[];
    expect(from).toContain('silver');
    expect(from).not.toContain('duchy');
    choose(g, 0, ['village']);
    expect([p(g, 0).discard, g.actions, g.coins, p(g, 0).hand]).toEqual([['village'], 1, 0, []]);
  });
  it('a Treasure gives +$1; a Victory card +1 Card; a Curse nothing', () => {
    const g = game({ kingdom: KX, players: [{ hand: ['ironworks'], deck: ['gold'] }, {}] });
    play(g, 'ironworks');
    choose(g, 0, ['silver']);
    expect([g.coins, g.actions, p(g, 0).hand]).toEqual([1, 0, []]);
    const h = game({ kingdom: KX, players: [{ hand: ['ironworks', 'ironworks'], deck: ['gold', 'gold'] }, {}], actions: 2 });
    play(h, 'ironworks');
    choose(h, 0, ['estate']);
    expect(p(h, 0).hand).toEqual(['ironworks', 'gold']);
    play(h, 'ironworks');
    choose(h, 0, ['curse']);
    expect([h.coins, h.actions, p(h, 0).hand]).toEqual([0, 0, ['gold']]);
  });
  it('Great Hall gives both +1 Action and +1 Card', () => {
    const g = game({ kingdom: KX, players: [{ hand: ['ironworks'], deck: ['gold'] }, {}] });
    play(g, 'ironworks');
    choose(g, 0, ['great-hall']);
    expect([g.actions, g.coins, p(g, 0).hand]).toEqual([1, 0, ['gold']]);
  });
  it('Harem, made $4 by two Bridges, gives both +$1 and +1 Card', () => {
    const g = game({ kingdom: KX, players: [{ hand: ['throne-room', 'bridge', 'ironworks'], deck: ['gold'] }, {}], actions: 2 });
    play(g, 'throne-room');
    choose(g, 0, ['bridge']);
    play(g, 'ironworks');
    expect(askOf(g, 0).from).toContain('harem');
    choose(g, 0, ['harem']);
    expect([g.coins, g.actions, p(g, 0).hand, p(g, 0).discard]).toEqual([3, 0, ['gold'], ['harem']]);
  });
});

describe('Trading Post', () => {
  it('trashing 2 cards gains a Silver into the hand', () => {
    const g = game({ kingdom: K, players: [{ hand: ['trading-post', 'copper', 'estate', 'curse'] }, {}] });
    play(g, 'trading-post');
    expect(askOf(g, 0)).toMatchObject({ kind: 'trash', min: 2, max: 2 });
    choose(g, 0, ['estate', 'curse']);
    expect([sorted(p(g, 0).hand), g.trash, g.supply.silver]).toEqual([['copper', 'silver'], ['estate', 'curse'], 39]);
  });
  it('with only 1 card it is trashed but no Silver is gained', () => {
    const g = game({ kingdom: K, players: [{ hand: ['trading-post', 'estate'] }, {}] });
    play(g, 'trading-post');
    expect([g.asks, g.trash, p(g, 0).hand, g.supply.silver]).toEqual([[], ['estate'], [], 40]);
  });
  it('with the Silver pile empty the 2 cards are still trashed', () => {
    const g = game({ kingdom: K, players: [{ hand: ['trading-post', 'estate', 'estate'] }, {}], supply: { silver: 0 } });
    play(g, 'trading-post');
    expect([g.trash, p(g, 0).hand]).toEqual([['estate', 'estate'], []]);
  });
});

describe('Tribute', () => {
  it('the player to the left reveals then discards the top 2; two of the same card pay once (2 Silvers: +$2)', () => {
    const g = game({ kingdom: K, players: [{ hand: ['tribute'] }, { deck: ['silver', 'silver', 'gold'] }, { deck: ['gold'] }] });
    play(g, 'tribute');
    expect([g.coins, g.actions, p(g, 1).discard, p(g, 1).deck, p(g, 2).deck]).toEqual([2, 0, ['silver', 'silver'], ['gold'], ['gold']]);
  });
  it('a multi-type card pays for each type: Copper and Harem give +$4 and +2 Cards', () => {
    const g = game({ kingdom: KX, players: [{ hand: ['tribute'], deck: ['estate', 'estate'] }, { deck: ['copper', 'harem'] }] });
    play(g, 'tribute');
    expect([g.coins, g.actions, p(g, 0).hand]).toEqual([4, 0, ['estate', 'estate']]);
  });
  it('Great Hall gives +2 Actions and +2 Cards; a Curse gives nothing', () => {
    const g = game({ kingdom: KX, players: [{ hand: ['tribute'], deck: ['gold', 'gold'] }, { deck: ['great-hall', 'curse'] }] });
    play(g, 'tribute');
    expect([g.coins, g.actions, p(g, 0).hand]).toEqual([0, 2, ['gold', 'gold']]);
  });
  it('a shuffle for the second card leaves the first revealed card out; fewer than 2 cards reveal what there is', () => {
    const g = game({ kingdom: K, players: [{ hand: ['tribute'] }, { deck: ['estate'], discard: ['gold'] }] });
    play(g, 'tribute');
    expect([p(g, 1).deck, sorted(p(g, 1).discard), g.coins, g.actions]).toEqual([[], ['estate', 'gold'], 2, 0]);
    const h = game({ kingdom: K, players: [{ hand: ['tribute'] }, { deck: ['village'] }] });
    play(h, 'tribute');
    expect([h.actions, p(h, 1).discard]).toEqual([2, ['village']]);
  });
});

describe('Upgrade', () => {
  it('+1 Card, +1 Action; trash a card and gain one costing exactly $1 more', () => {
    const g = game({ kingdom: K, players: [{ hand: ['upgrade', 'estate'], deck: ['copper'] }, {}] });
    play(g, 'upgrade');
    expect(g.actions).toBe(1);
    expect(askOf(g, 0)).toMatchObject({ kind: 'trash', min: 1, max: 1 });
    choose(g, 0, ['estate']);
    expect(sorted(askOf(g, 0).from as string[])).toEqual(['shanty-town', 'silver', 'steward']);
    choose(g, 0, ['silver']);
    expect([g.trash, p(g, 0).discard, p(g, 0).hand]).toEqual([['estate'], ['silver'], ['copper']]);
  });
  it('after Bridge a Copper (still $0) becomes a card now costing $1, such as an Estate', () => {
    const g = game({ kingdom: K, players: [{ hand: ['bridge', 'upgrade', 'copper', 'gold'] }, {}], actions: 2 });
    play(g, 'bridge');
    play(g, 'upgrade');
    choose(g, 0, ['copper']);
    expect(sorted(askOf(g, 0).from as string[])).toEqual(['courtyard', 'estate', 'pawn']);
    choose(g, 0, ['estate']);
    expect(p(g, 0).discard).toEqual(['estate']);
  });
  it('the trash happens even when nothing costs exactly $1 more; an empty hand trashes nothing', () => {
    const g = game({ kingdom: K, players: [{ hand: ['upgrade', 'gold'] }, {}] });
    play(g, 'upgrade');
    expect([g.asks, g.trash, p(g, 0).discard]).toEqual([[], ['gold'], []]);
    const h = game({ kingdom: K, players: [{ hand: ['upgrade'] }, {}] });
    play(h, 'upgrade');
    expect([h.asks, h.trash, h.actions]).toEqual([[], [], 1]);
  });
});

describe('Throne Room with the new cards', () => {
  it('Throne Room on Baron: the second play, with no Estate left in hand, gains one', () => {
    const g = game({ kingdom: KX, players: [{ hand: ['throne-room', 'baron', 'estate'] }, {}] });
    play(g, 'throne-room');
    choose(g, 0, ['estate']);
    expect([g.coins, g.buys, sorted(p(g, 0).discard)]).toEqual([4, 3, ['estate', 'estate']]);
    act(g, 0, { type: 'buy', card: 'silver' });
    expect(g.buys).toBe(2);
  });
});
