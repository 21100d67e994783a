import { describe, expect, it } from 'vitest';
import { act, askOf, choose, dominion, game, p, play, sorted } from './helpers.ts';

const K = ['bridge', 'masquerade', 'secret-chamber', 'torturer', 'conspirator', 'coppersmith', 'wishing-well', 'scout', 'mining-village', 'militia'];
const KV = ['great-hall', 'harem', 'nobles', 'duke', 'throne-room', 'workshop', 'moat', 'smithy', 'village', 'militia'];
const costIn = (g: ReturnType<typeof game>, card: string) => dominion.view(g, 0).supply.find((s) => s.card === card)!.cost;

describe('Bridge', () => {
  it('+1 Buy, +$1; every card costs $1 less this turn, so Workshop can gain a Duchy', () => {
    const g = game({ kingdom: KV.map((c) => (c === 'nobles' ? 'bridge' : c)), players: [{ hand: ['bridge', 'workshop'] }, {}], actions: 2 });
    play(g, 'bridge');
    expect([g.buys, g.coins, costIn(g, 'duchy'), costIn(g, 'copper')]).toEqual([2, 1, 4, 0]);
    play(g, 'workshop');
    expect(askOf(g, 0).from).toContain('duchy');
    choose(g, 0, ['duchy']);
    act(g, 0, { type: 'buy', card: 'estate' });
    expect(sorted(p(g, 0).discard)).toEqual(['duchy', 'estate']);
  });
  it('stacks: Throne Room on Bridge makes cards $2 cheaper, never below $0', () => {
    const g = game({ kingdom: KV.map((c) => (c === 'nobles' ? 'bridge' : c)), players: [{ hand: ['throne-room', 'bridge'] }, {}] });
    play(g, 'throne-room');
    expect([costIn(g, 'province'), costIn(g, 'estate'), costIn(g, 'copper'), g.buys, g.coins]).toEqual([6, 0, 0, 3, 2]);
  });
  it('lasts only for the turn', () => {
    const g = game({ kingdom: K, players: [{ hand: ['bridge'] }, {}] });
    play(g, 'bridge');
    act(g, 0, { type: 'end-turn' });
    expect(costIn(g, 'province')).toBe(8);
  });
});

describe('Masquerade', () => {
  it('+2 Cards; every player with cards passes one to the left, all chosen before any moves', () => {
    const g = game({ kingdom: K, players: [{ hand: ['masquerade'], deck: ['gold', 'silver'] }, { hand: ['estate', 'copper'] }, {}] });
    play(g, 'masquerade');
    expect(dominion.prompts(g).map((x) => [x.seat, x.kind])).toEqual([[0, 'pass'], [1, 'pass']]);
    choose(g, 0, ['gold']);
    expect(p(g, 0).hand).toContain('gold');
    expect(dominion.prompts(g).map((x) => x.seat)).toEqual([1]);
    choose(g, 1, ['copper']);
    expect([sorted(p(g, 1).hand), p(g, 2).hand, p(g, 0).hand]).toEqual([['estate', 'gold'], ['copper'], ['silver']]);
    expect(askOf(g, 0)).toMatchObject({ kind: 'trash', min: 0, max: 1 });
    choose(g, 0, ['silver']);
    expect(g.trash).toEqual(['silver']);
  });
  it('a pass shows who passed to whom; only the two players involved see the card', () => {
    const g = game({ kingdom: K, players: [{ hand: ['masquerade'], deck: ['gold', 'silver'] }, { hand: ['estate'] }, { hand: ['duchy'] }] });
    play(g, 'masquerade');
    choose(g, 0, ['gold']);
    const pass = (seat: number | null) => dominion.log(g, seat, 0).find((e) => e.type === 'pass' && e.seat === 0)!;
    expect(pass(2)).toMatchObject({ data: { to: 1 } });
    expect(pass(2).mine).toBeUndefined();
    expect(pass(1).mine).toEqual({ card: 'gold' });
    expect(pass(0).mine).toEqual({ card: 'gold' });
  });
});

describe('Secret Chamber', () => {
  it('as an Action: discard any number of cards for +$1 each', () => {
    const g = game({ kingdom: K, players: [{ hand: ['secret-chamber', 'estate', 'estate', 'curse'] }, {}] });
    play(g, 'secret-chamber');
    choose(g, 0, ['estate', 'curse', 'estate']);
    expect([g.coins, p(g, 0).hand]).toEqual([3, []]);
  });
  it('revealed to an Attack: +2 Cards, put 2 cards back in chosen order, then a Moat it drew may be revealed too', () => {
    const g = game({
      kingdom: [...K.slice(0, 9), 'moat'],
      players: [{ hand: ['torturer'], deck: ['gold', 'gold', 'gold'] }, { hand: ['secret-chamber', 'copper', 'estate', 'curse'], deck: ['moat', 'silver', 'copper'] }],
    });
    play(g, 'torturer');
    expect(askOf(g, 1)).toMatchObject({ kind: 'react', from: ['secret-chamber'] });
    choose(g, 1, ['secret-chamber']);
    expect(askOf(g, 1)).toMatchObject({ kind: 'topdeck', min: 2, max: 2, ordered: true });
    choose(g, 1, ['curse', 'estate']);
    expect(p(g, 1).deck.slice(-2)).toEqual(['curse', 'estate']);
    expect(askOf(g, 1)).toMatchObject({ kind: 'react', from: ['moat'] });
    choose(g, 1, ['moat']);
    expect(g.asks).toEqual([]);
    expect(sorted(p(g, 1).hand)).toEqual(['copper', 'moat', 'secret-chamber', 'silver']);
    expect(g.supply.curse).toBe(10);
  });
  it('may put itself back on the deck', () => {
    const g = game({ kingdom: K, players: [{ hand: ['militia'] }, { hand: ['secret-chamber', 'copper', 'copper', 'copper'], deck: ['gold', 'gold'] }] });
    play(g, 'militia');
    choose(g, 1, ['secret-chamber']);
    choose(g, 1, ['copper', 'secret-chamber']);
    expect(p(g, 1).deck.slice(-2)).toEqual(['copper', 'secret-chamber']);
    expect(askOf(g, 1)).toMatchObject({ kind: 'discard', min: 1, max: 1 });
  });
  it('may be revealed to an Attack that would not hit its owner (Militia against 3 cards)', () => {
    const g = game({ kingdom: K, players: [{ hand: ['militia'] }, { hand: ['secret-chamber', 'copper', 'estate'], deck: ['gold', 'gold'] }] });
    play(g, 'militia');
    expect(askOf(g, 1).kind).toBe('react');
    choose(g, 1, ['secret-chamber']);
    choose(g, 1, ['estate', 'copper']);
    expect(sorted(p(g, 1).hand)).toEqual(['gold', 'gold', 'secret-chamber']);
    expect(g.asks).toEqual([]);
  });
});

describe('Torturer', () => {
  it('+3 Cards; victims choose at the same time, then each choice is carried out (Curse into the hand)', () => {
    const five = ['copper', 'copper', 'estate', 'estate', 'silver'];
    const g = game({ kingdom: K, players: [{ hand: ['torturer'] }, { hand: five.slice() }, { hand: five.slice() }] });
    play(g, 'torturer');
    expect(dominion.prompts(g).map((x) => [x.seat, x.kind])).toEqual([[1, 'torturer'], [2, 'torturer']]);
    choose(g, 2, ['curse']);
    expect(p(g, 2).hand).not.toContain('curse');
    choose(g, 1, ['discard-2']);
    expect(p(g, 2).hand).toContain('curse');
    expect(askOf(g, 1)).toMatchObject({ kind: 'discard', min: 2, max: 2 });
    choose(g, 1, ['estate', 'estate']);
    expect([p(g, 1).discard, p(g, 2).discard]).toEqual([['estate', 'estate'], []]);
  });
  it('when Curses are short the victims decide one by one in turn order; a Curse may be chosen when none are left', () => {
    const g = game({ kingdom: K, players: [{ hand: ['torturer'] }, { hand: ['copper'] }, { hand: ['copper'] }], supply: { curse: 1 } });
    play(g, 'torturer');
    expect(dominion.prompts(g).map((x) => x.seat)).toEqual([1]);
    choose(g, 1, ['curse']);
    choose(g, 2, ['curse']);
    expect([p(g, 1).hand, p(g, 2).hand, g.supply.curse]).toEqual([['copper', 'curse'], ['copper'], 0]);
  });
  it('a victim with no cards in hand and no Curses left has no real choice and is not asked', () => {
    const g = game({ kingdom: K, players: [{ hand: ['torturer'] }, { hand: [] }, { hand: ['copper'] }], supply: { curse: 0 } });
    play(g, 'torturer');
    expect(dominion.prompts(g).map((x) => [x.seat, x.kind])).toEqual([[2, 'torturer']]);
    choose(g, 2, ['curse']);
    expect([g.asks, p(g, 2).hand]).toEqual([[], ['copper']]);
  });
  it('discarding 2 with a single card in hand discards that card without asking', () => {
    const g = game({ kingdom: K, players: [{ hand: ['torturer'] }, { hand: ['gold'] }] });
    play(g, 'torturer');
    choose(g, 1, ['discard-2']);
    expect([p(g, 1).hand, p(g, 1).discard]).toEqual([[], ['gold']]);
  });
});

describe('per-turn counters', () => {
  it('Conspirator counts each Throne Room play: the second play is the 3rd Action and gets +1 Card +1 Action', () => {
    const g = game({ kingdom: [...K.slice(0, 9), 'throne-room'], players: [{ hand: ['throne-room', 'conspirator'], deck: ['gold', 'copper'] }, {}] });
    play(g, 'throne-room');
    expect([g.played, g.coins, g.actions, p(g, 0).hand]).toEqual([3, 4, 1, ['gold']]);
  });
  it('Conspirator as the 2nd Action of the turn gives only +$2', () => {
    const g = game({ kingdom: K, players: [{ hand: ['mining-village', 'conspirator'], deck: ['copper', 'gold'] }, {}] });
    play(g, 'mining-village');
    choose(g, 0, ['no']);
    play(g, 'conspirator');
    expect([g.coins, g.actions, p(g, 0).hand]).toEqual([2, 1, ['copper']]);
  });
  it('Coppersmith makes each Copper worth $1 more; with Throne Room $2 more', () => {
    const g = game({ kingdom: K, players: [{ hand: ['coppersmith', 'copper', 'copper'] }, {}] });
    play(g, 'coppersmith');
    act(g, 0, { type: 'treasures' });
    expect(g.coins).toBe(4);
    const h = game({ kingdom: [...K.slice(0, 9), 'throne-room'], players: [{ hand: ['throne-room', 'coppersmith', 'copper', 'silver'] }, {}] });
    play(h, 'throne-room');
    act(h, 0, { type: 'treasures' });
    expect(h.coins).toBe(5);
  });
});

describe('Wishing Well', () => {
  it('+1 Card, +1 Action; naming the top card puts it in hand', () => {
    const g = game({ kingdom: K, players: [{ hand: ['wishing-well'], deck: ['copper', 'gold'] }, {}] });
    play(g, 'wishing-well');
    expect(askOf(g, 0).from).toContain('torturer');
    choose(g, 0, ['gold']);
    expect(sorted(p(g, 0).hand)).toEqual(['copper', 'gold']);
  });
  it('with no card left to reveal (deck and discard empty) no name is asked: there is no real choice', () => {
    const g = game({ kingdom: K, players: [{ hand: ['wishing-well', 'copper'] }, {}] });
    play(g, 'wishing-well');
    expect([g.asks, g.actions, p(g, 0).hand]).toEqual([[], 1, ['copper']]);
    expect(dominion.log(g, 1, 0).some((e) => e.type === 'name')).toBe(false);
  });
  it('a wrong name leaves the revealed card on top of the deck', () => {
    const g = game({ kingdom: K, players: [{ hand: ['wishing-well'], deck: ['copper', 'gold'] }, {}] });
    play(g, 'wishing-well');
    choose(g, 0, ['province']);
    expect([p(g, 0).hand, p(g, 0).deck]).toEqual([['copper'], ['gold']]);
  });
});

describe('Scout', () => {
  it('+1 Action; revealed Victory cards (Action-Victory too, not Curse) go to hand, the rest back in the chosen order', () => {
    const g = game({ kingdom: [...K.slice(0, 9), 'great-hall'], players: [{ hand: ['scout'], deck: ['estate', 'copper', 'great-hall', 'curse', 'gold'] }, {}] });
    play(g, 'scout');
    expect(askOf(g, 0)).toMatchObject({ kind: 'order', ordered: true, min: 2, max: 2 });
    choose(g, 0, ['copper', 'curse']);
    expect(sorted(p(g, 0).hand)).toEqual(['estate', 'great-hall']);
    expect(p(g, 0).deck).toEqual(['gold', 'copper', 'curse']);
    expect(g.actions).toBe(1);
  });
});

describe('Mining Village', () => {
  it('with Throne Room: +1 Card +2 Actions twice, but trashed (for +$2) only once', () => {
    const g = game({ kingdom: [...K.slice(0, 9), 'throne-room'], players: [{ hand: ['throne-room', 'mining-village'], deck: ['copper', 'copper'] }, {}] });
    play(g, 'throne-room');
    choose(g, 0, ['yes']);
    expect([g.asks, g.trash, g.coins, g.actions, p(g, 0).hand.length]).toEqual([[], ['mining-village'], 2, 4, 2]);
  });
  it('not trashed on the first play, it may be trashed on the second', () => {
    const g = game({ kingdom: [...K.slice(0, 9), 'throne-room'], players: [{ hand: ['throne-room', 'mining-village'], deck: ['copper', 'copper'] }, {}] });
    play(g, 'throne-room');
    choose(g, 0, ['no']);
    choose(g, 0, ['yes']);
    expect([g.trash, g.coins]).toEqual([['mining-village'], 2]);
  });
});

describe('multi-type cards count as every one of their types', () => {
  it('Harem is played as a $2 Treasure and scores 2 VP', () => {
    const g = game({ kingdom: KV, players: [{ hand: ['harem'] }, {}], supply: { province: 0 } });
    act(g, 0, { type: 'treasures' });
    expect(g.coins).toBe(2);
    act(g, 0, { type: 'end-turn' });
    expect(dominion.result(g)!.scores[0]!.breakdown.harem).toBe(2);
  });
  it('Nobles: choose +3 Cards or +2 Actions; 2 VP', () => {
    const g = game({ kingdom: KV, players: [{ hand: ['nobles'], deck: ['gold', 'gold', 'gold'] }, {}] });
    play(g, 'nobles');
    expect(askOf(g, 0).from).toEqual(['cards', 'actions']);
    choose(g, 0, ['actions']);
    expect([g.actions, p(g, 0).hand]).toEqual([2, []]);
  });
  it('Great Hall: +1 Card, +1 Action and 1 VP; Duke: 1 VP per Duchy', () => {
    const g = game({ kingdom: KV, players: [{ hand: ['great-hall'], deck: ['duke', 'duke', 'duchy', 'duchy', 'duchy'] }, {}], supply: { province: 0 } });
    play(g, 'great-hall');
    expect(g.actions).toBe(1);
    act(g, 0, { type: 'end-turn' });
    expect(dominion.result(g)!.scores[0]!.breakdown).toEqual({ 'great-hall': 1, duke: 6, duchy: 9 });
  });
});
