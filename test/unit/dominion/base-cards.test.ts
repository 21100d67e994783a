import { describe, expect, it } from 'vitest';
import { act, askOf, choose, game, p, play, sorted, dominion } from './helpers.ts';

const K = (...extra: string[]) => ['cellar', 'chapel', 'moat', 'chancellor', 'village', 'woodcutter', 'workshop', 'feast', 'remodel', 'throne-room', ...extra];

describe('Cellar', () => {
  it('+1 Action; discards the chosen cards, then draws as many', () => {
    const g = game({ players: [{ hand: ['cellar', 'estate', 'estate', 'copper'], deck: ['silver', 'gold', 'copper'] }, {}] });
    play(g, 'cellar');
    choose(g, 0, ['estate', 'estate']);
    expect(g.actions).toBe(1);
    expect(sorted(p(g, 0).hand)).toEqual(['copper', 'gold', 'silver']);
    expect(p(g, 0).discard).toEqual(['estate', 'estate']);
  });
  it('discarded cards may be reshuffled into the new deck before drawing', () => {
    const g = game({ players: [{ hand: ['cellar', 'estate', 'estate'] }, {}] });
    play(g, 'cellar');
    choose(g, 0, ['estate', 'estate']);
    expect(p(g, 0).hand).toEqual(['estate', 'estate']);
    expect(p(g, 0).discard).toEqual([]);
  });
  it('cannot discard itself (it is no longer in hand)', () => {
    const g = game({ players: [{ hand: ['cellar', 'copper'] }, {}] });
    play(g, 'cellar');
    expect(dominion.apply(g, 0, { type: 'choose', pick: ['cellar'] }).ok).toBe(false);
  });
});

describe('Chapel', () => {
  it('trashes up to 4 cards, never 5', () => {
    const g = game({ players: [{ hand: ['chapel', 'copper', 'copper', 'copper', 'estate', 'estate'] }, {}] });
    play(g, 'chapel');
    expect(dominion.apply(g, 0, { type: 'choose', pick: ['copper', 'copper', 'copper', 'estate', 'estate'] }).ok).toBe(false);
    choose(g, 0, ['copper', 'estate', 'estate', 'copper']);
    expect(sorted(g.trash)).toEqual(['copper', 'copper', 'estate', 'estate']);
    expect(p(g, 0).hand).toEqual(['copper']);
  });
  it('cannot trash itself, only another Chapel in hand', () => {
    const g = game({ players: [{ hand: ['chapel', 'chapel'] }, {}] });
    play(g, 'chapel');
    choose(g, 0, ['chapel']);
    expect(g.trash).toEqual(['chapel']);
    expect(p(g, 0).play).toEqual(['chapel']);
  });
});

describe('Moat', () => {
  it('+2 Cards when played', () => {
    const g = game({ players: [{ hand: ['moat'], deck: ['gold', 'silver', 'copper'] }, {}] });
    play(g, 'moat');
    expect(p(g, 0).hand).toEqual(['gold', 'silver']);
  });
  it('revealed against an Attack: its owner is unaffected, others are hit and the attacker keeps its bonus', () => {
    const g = game({ kingdom: K('witch'), players: [{ hand: ['witch'], deck: ['gold', 'gold'] }, { hand: ['moat'] }, { hand: ['copper'] }] });
    play(g, 'witch');
    expect(askOf(g, 1).kind).toBe('react');
    choose(g, 1, ['moat']);
    expect(g.asks).toEqual([]);
    expect(p(g, 1).discard).toEqual([]);
    expect(p(g, 1).hand).toEqual(['moat']);
    expect(p(g, 2).discard).toEqual(['curse']);
    expect(p(g, 0).hand).toEqual(['gold', 'gold']);
  });
  it('is revealed when the Attack is played, before any of the Attack\'s effects', () => {
    const g = game({ kingdom: K('witch'), players: [{ hand: ['witch'], deck: ['gold', 'gold'] }, { hand: ['moat'] }] });
    play(g, 'witch');
    expect(askOf(g, 1).kind).toBe('react');
    expect(p(g, 0).hand).toEqual([]);
  });
  it('Throne Room on an Attack: each play is a new Attack that Moat must answer again', () => {
    const g = game({ kingdom: K('witch'), players: [{ hand: ['throne-room', 'witch'] }, { hand: ['moat'] }] });
    play(g, 'throne-room');
    choose(g, 1, ['moat']);
    expect(askOf(g, 1).kind).toBe('react');
    choose(g, 1, []);
    expect(p(g, 1).discard).toEqual(['curse']);
  });
  it('not revealing Moat leaves its owner open to the attack', () => {
    const g = game({ kingdom: K('witch'), players: [{ hand: ['witch'] }, { hand: ['moat'] }] });
    play(g, 'witch');
    choose(g, 1, []);
    expect(p(g, 1).discard).toEqual(['curse']);
  });
});

describe('Chancellor', () => {
  it('+$2 and may put the whole deck into the discard pile', () => {
    const g = game({ players: [{ hand: ['chancellor'], deck: ['gold', 'estate'], discard: ['copper'] }, {}] });
    play(g, 'chancellor');
    expect(g.coins).toBe(2);
    choose(g, 0, ['yes']);
    expect(p(g, 0).deck).toEqual([]);
    expect(sorted(p(g, 0).discard)).toEqual(['copper', 'estate', 'gold']);
  });
  it('is not asked when the deck is empty', () => {
    const g = game({ players: [{ hand: ['chancellor'] }, {}] });
    play(g, 'chancellor');
    expect(g.asks).toEqual([]);
  });
});

describe('simple cards', () => {
  it('Village: +1 Card, +2 Actions', () => {
    const g = game({ players: [{ hand: ['village'], deck: ['gold'] }, {}] });
    play(g, 'village');
    expect([g.actions, p(g, 0).hand]).toEqual([2, ['gold']]);
  });
  it('Woodcutter: +1 Buy, +$2', () => {
    const g = game({ players: [{ hand: ['woodcutter'] }, {}] });
    play(g, 'woodcutter');
    expect([g.buys, g.coins]).toEqual([2, 2]);
  });
  it('Smithy: +3 Cards', () => {
    const g = game({ players: [{ hand: ['smithy'], deck: ['gold', 'silver', 'copper', 'estate'] }, {}] });
    play(g, 'smithy');
    expect(p(g, 0).hand).toEqual(['gold', 'silver', 'copper']);
  });
  it('Festival: +2 Actions, +1 Buy, +$2', () => {
    const g = game({ kingdom: K('festival'), players: [{ hand: ['festival'] }, {}] });
    play(g, 'festival');
    expect([g.actions, g.buys, g.coins]).toEqual([2, 2, 2]);
  });
  it('Laboratory: +2 Cards, +1 Action', () => {
    const g = game({ kingdom: K('laboratory'), players: [{ hand: ['laboratory'], deck: ['gold', 'silver', 'copper'] }, {}] });
    play(g, 'laboratory');
    expect([g.actions, p(g, 0).hand]).toEqual([1, ['gold', 'silver']]);
  });
  it('Market: +1 Card, +1 Action, +1 Buy, +$1', () => {
    const g = game({ players: [{ hand: ['market'], deck: ['gold'] }, {}] });
    play(g, 'market');
    expect([g.actions, g.buys, g.coins, p(g, 0).hand]).toEqual([1, 2, 1, ['gold']]);
  });
  it('Council Room: +4 Cards, +1 Buy, and every other player draws a card', () => {
    const g = game({ kingdom: K('council-room'), players: [{ hand: ['council-room'], deck: ['gold', 'gold', 'gold', 'gold'] }, { deck: ['silver'] }, { deck: ['estate'] }] });
    play(g, 'council-room');
    expect([g.buys, p(g, 0).hand.length, p(g, 1).hand, p(g, 2).hand]).toEqual([2, 4, ['silver'], ['estate']]);
  });
});

describe('Workshop', () => {
  it('gains a card costing up to $4 from the supply; coins in play never raise the limit', () => {
    const g = game({ kingdom: K('smithy'), players: [{ hand: ['workshop'] }, {}], coins: 5 });
    play(g, 'workshop');
    const a = askOf(g, 0);
    expect(a.from).toContain('smithy');
    expect(a.from).not.toContain('duchy');
    choose(g, 0, ['smithy']);
    expect(p(g, 0).discard).toEqual(['smithy']);
    expect(g.supply.smithy).toBe(9);
  });
});

describe('Bureaucrat', () => {
  it('gains a Silver onto the deck; a victim puts a Victory card from hand on his deck', () => {
    const g = game({ kingdom: K('bureaucrat'), players: [{ hand: ['bureaucrat'], deck: ['copper'] }, { hand: ['estate', 'duchy', 'copper'], deck: ['gold'] }] });
    play(g, 'bureaucrat');
    expect(p(g, 0).deck).toEqual(['copper', 'silver']);
    expect(askOf(g, 1).kind).toBe('topdeck');
    choose(g, 1, ['duchy']);
    expect(p(g, 1).deck).toEqual(['gold', 'duchy']);
    expect(sorted(p(g, 1).hand)).toEqual(['copper', 'estate']);
  });
  it('a victim with no Victory card reveals the hand and is not asked', () => {
    const g = game({ kingdom: K('bureaucrat'), players: [{ hand: ['bureaucrat'] }, { hand: ['copper', 'silver'] }] });
    play(g, 'bureaucrat');
    expect(g.asks).toEqual([]);
    const reveal = dominion.log(g, null, 0).find((e) => e.type === 'reveal' && e.seat === 1);
    expect(reveal?.data).toEqual({ cards: ['copper', 'silver'] });
  });
  it('with an empty deck the gained Silver becomes the only card in it', () => {
    const g = game({ kingdom: K('bureaucrat'), players: [{ hand: ['bureaucrat'], discard: ['copper'] }, {}] });
    play(g, 'bureaucrat');
    expect(p(g, 0).deck).toEqual(['silver']);
  });
});

describe('Feast', () => {
  it('trashes itself and gains a card costing up to $5', () => {
    const g = game({ kingdom: K('market'), players: [{ hand: ['feast'] }, {}] });
    play(g, 'feast');
    expect(g.trash).toEqual(['feast']);
    choose(g, 0, ['duchy']);
    expect(p(g, 0).discard).toEqual(['duchy']);
    expect(p(g, 0).play).toEqual([]);
  });
  it('Throne Room on Feast: two gains, Feast trashed only once', () => {
    const g = game({ players: [{ hand: ['throne-room', 'feast'] }, {}], kingdom: K('market') });
    play(g, 'throne-room');
    choose(g, 0, ['duchy']);
    choose(g, 0, ['market']);
    expect(g.trash).toEqual(['feast']);
    expect(sorted(p(g, 0).discard)).toEqual(['duchy', 'market']);
    expect(p(g, 0).play).toEqual(['throne-room']);
  });
});

describe('Militia', () => {
  it('+$2; each other player discards down to 3 cards', () => {
    const g = game({ players: [{ hand: ['militia'] }, { hand: ['copper', 'copper', 'estate', 'silver', 'gold'] }] });
    play(g, 'militia');
    expect(g.coins).toBe(2);
    expect(askOf(g, 1)).toMatchObject({ kind: 'discard', min: 2, max: 2 });
    choose(g, 1, ['estate', 'copper']);
    expect(sorted(p(g, 1).hand)).toEqual(['copper', 'gold', 'silver']);
  });
  it('a victim holding 3 cards or fewer is not asked', () => {
    const g = game({ players: [{ hand: ['militia'] }, { hand: ['copper', 'estate', 'silver'] }] });
    play(g, 'militia');
    expect(g.asks).toEqual([]);
    expect(p(g, 1).hand.length).toBe(3);
  });
});

describe('Moneylender', () => {
  it('trashes a Copper from hand for +$3', () => {
    const g = game({ kingdom: K('moneylender'), players: [{ hand: ['moneylender', 'copper', 'estate'] }, {}] });
    play(g, 'moneylender');
    expect([g.trash, g.coins]).toEqual([['copper'], 3]);
  });
  it('without a Copper in hand gives no +$3', () => {
    const g = game({ kingdom: K('moneylender'), players: [{ hand: ['moneylender', 'silver'] }, {}] });
    play(g, 'moneylender');
    expect([g.trash, g.coins]).toEqual([[], 0]);
  });
});

describe('Remodel', () => {
  it('trashes a card and gains one costing up to $2 more (the same card is allowed)', () => {
    const g = game({ players: [{ hand: ['remodel', 'silver'] }, {}] });
    play(g, 'remodel');
    const a = askOf(g, 0);
    expect(a.from).toContain('silver');
    expect(a.from).toContain('market');
    expect(a.from).not.toContain('gold');
    choose(g, 0, ['market']);
    expect([g.trash, p(g, 0).discard]).toEqual([['silver'], ['market']]);
  });
  it('with no card to trash there is no gain', () => {
    const g = game({ players: [{ hand: ['remodel'] }, {}] });
    play(g, 'remodel');
    expect([g.asks, p(g, 0).discard]).toEqual([[], []]);
  });
});

describe('Spy', () => {
  it('+1 Card, +1 Action; the attacker reveals first, then chooses discard or keep for each revealed card', () => {
    const g = game({ kingdom: K('spy'), players: [{ hand: ['spy'], deck: ['copper', 'estate'] }, { deck: ['gold', 'silver'] }] });
    play(g, 'spy');
    expect(g.actions).toBe(1);
    expect(askOf(g, 0)).toMatchObject({ about: ['estate'], target: 0 });
    choose(g, 0, ['discard']);
    expect(askOf(g, 0)).toMatchObject({ about: ['gold'], target: 1 });
    choose(g, 0, ['keep']);
    expect([p(g, 0).discard, p(g, 0).deck]).toEqual([['estate'], []]);
    expect(p(g, 1).deck).toEqual(['silver', 'gold']);
  });
});

describe('Spy (more)', () => {
  it('a player with no cards even after shuffling reveals nothing and nobody decides for him', () => {
    const g = game({ kingdom: K('spy'), players: [{ hand: ['spy'], deck: ['copper', 'estate'] }, {}] });
    play(g, 'spy');
    choose(g, 0, ['keep']);
    expect([g.asks, p(g, 0).deck]).toEqual([[], ['estate']]);
  });
});

describe('Thief', () => {
  it('trashes a revealed Treasure the attacker chooses; he may gain it; other revealed cards are discarded', () => {
    const g = game({ kingdom: K('thief'), players: [{ hand: ['thief'] }, { deck: ['gold', 'silver', 'estate'] }] });
    play(g, 'thief');
    expect(askOf(g, 0)).toMatchObject({ kind: 'trash', from: ['gold', 'silver'], target: 1 });
    choose(g, 0, ['gold']);
    choose(g, 0, ['gold']);
    expect([p(g, 0).discard, g.trash, p(g, 1).discard, p(g, 1).deck]).toEqual([['gold'], [], ['silver'], ['estate']]);
  });
  it('a victim with one card left reveals it, reshuffles without it, and reveals a second', () => {
    const g = game({ kingdom: K('thief'), players: [{ hand: ['thief'] }, { deck: ['estate'], discard: ['copper'] }] });
    play(g, 'thief');
    choose(g, 0, []);
    expect(g.trash).toEqual(['copper']);
    expect(p(g, 1).discard).toEqual(['estate']);
    expect(p(g, 1).deck).toEqual([]);
  });
});

describe('Throne Room', () => {
  it('plays the chosen Action twice, the second play free: on Market +2 Actions net', () => {
    const g = game({ players: [{ hand: ['throne-room', 'market'], deck: ['copper', 'copper'] }, {}] });
    play(g, 'throne-room');
    expect([g.actions, g.buys, g.coins, p(g, 0).hand.length]).toEqual([2, 3, 2, 2]);
  });
  it('on a card that draws: Smithy draws 6', () => {
    const g = game({ players: [{ hand: ['throne-room', 'smithy'], deck: ['copper', 'copper', 'copper', 'copper', 'copper', 'copper', 'gold'] }, {}] });
    play(g, 'throne-room');
    expect(p(g, 0).hand.length).toBe(6);
  });
  it('Throne Room on Throne Room plays one Action twice, then another Action twice', () => {
    const g = game({ players: [{ hand: ['throne-room', 'throne-room', 'village', 'woodcutter'], deck: ['copper', 'copper'] }, {}] });
    play(g, 'throne-room');
    choose(g, 0, ['throne-room']);
    choose(g, 0, ['village']);
    // The second Throne Room play has only Woodcutter left to choose, so nobody is asked.
    expect([g.actions, g.coins, g.buys]).toEqual([4, 4, 3]);
    expect(sorted(p(g, 0).play)).toEqual(['throne-room', 'throne-room', 'village', 'woodcutter']);
  });
  it('with no other Action in hand it does nothing', () => {
    const g = game({ players: [{ hand: ['throne-room', 'copper'] }, {}] });
    play(g, 'throne-room');
    expect([g.asks, p(g, 0).hand]).toEqual([[], ['copper']]);
  });
});

describe('Library', () => {
  it('draws to 7 cards; Actions drawn may be set aside and are discarded at the end', () => {
    const g = game({ players: [{ hand: ['library', 'copper', 'copper'], deck: ['village', 'silver', 'smithy', 'copper', 'estate', 'gold', 'gold'] }, {}] });
    play(g, 'library');
    expect(askOf(g, 0)).toMatchObject({ kind: 'set-aside', about: ['village'] });
    choose(g, 0, ['yes']);
    choose(g, 0, ['no']);
    expect(sorted(p(g, 0).hand)).toEqual(['copper', 'copper', 'copper', 'estate', 'gold', 'silver', 'smithy']);
    expect([p(g, 0).aside, p(g, 0).discard]).toEqual([[], ['village']]);
  });
  it('set-aside cards are not shuffled into the new deck', () => {
    const g = game({ players: [{ hand: ['library'], deck: ['village'], discard: ['silver', 'silver'] }, {}] });
    play(g, 'library');
    choose(g, 0, ['yes']);
    expect([p(g, 0).hand, p(g, 0).discard]).toEqual([['silver', 'silver'], ['village']]);
  });
  it('with 7 or more cards in hand draws nothing', () => {
    const g = game({ players: [{ hand: ['library', 'copper', 'copper', 'copper', 'copper', 'copper', 'copper', 'copper'], deck: ['gold'] }, {}] });
    play(g, 'library');
    expect(p(g, 0).deck).toEqual(['gold']);
  });
});

describe('Mine', () => {
  it('trashes a Treasure and gains a Treasure costing up to $3 more into the hand', () => {
    const g = game({ players: [{ hand: ['mine', 'silver', 'estate'] }, {}] });
    play(g, 'mine');
    expect(askOf(g, 0).from).toEqual(['copper', 'silver', 'gold']);
    choose(g, 0, ['gold']);
    expect([g.trash, sorted(p(g, 0).hand)]).toEqual([['silver'], ['estate', 'gold']]);
  });
  it('with no Treasure in hand gains nothing', () => {
    const g = game({ players: [{ hand: ['mine', 'estate'] }, {}] });
    play(g, 'mine');
    expect([g.asks, p(g, 0).hand]).toEqual([[], ['estate']]);
  });
});

describe('Witch', () => {
  it('+2 Cards; each other player gains a Curse', () => {
    const g = game({ kingdom: K('witch'), players: [{ hand: ['witch'] }, {}, {}] });
    play(g, 'witch');
    expect([p(g, 1).discard, p(g, 2).discard, g.supply.curse]).toEqual([['curse'], ['curse'], 18]);
  });
  it('still draws 2 cards when no Curses are left', () => {
    const g = game({ kingdom: K('witch'), players: [{ hand: ['witch'], deck: ['gold', 'gold'] }, {}], supply: { curse: 0 } });
    play(g, 'witch');
    expect([p(g, 0).hand, p(g, 1).discard]).toEqual([['gold', 'gold'], []]);
  });
  it('when Curses run short they go in turn order from the attacker\'s left', () => {
    const g = game({ kingdom: K('witch'), players: [{}, {}, { hand: ['witch'] }], current: 2, supply: { curse: 1 } });
    play(g, 'witch');
    expect([p(g, 0).discard, p(g, 1).discard]).toEqual([['curse'], []]);
  });
});

describe('Adventurer', () => {
  it('reveals until 2 Treasures, takes them, discards the rest; revealed cards are not shuffled in', () => {
    const g = game({ kingdom: K('adventurer'), players: [{ hand: ['adventurer'], deck: ['estate', 'copper'], discard: ['silver'] }, {}] });
    play(g, 'adventurer');
    expect(sorted(p(g, 0).hand)).toEqual(['copper', 'silver']);
    expect(p(g, 0).discard).toEqual(['estate']);
  });
  it('with only one Treasure left takes just that one', () => {
    const g = game({ kingdom: K('adventurer'), players: [{ hand: ['adventurer'], deck: ['estate', 'gold', 'estate'] }, {}] });
    play(g, 'adventurer');
    expect([p(g, 0).hand, p(g, 0).discard]).toEqual([['gold'], ['estate', 'estate']]);
  });
});

describe('Gardens', () => {
  it('is worth 1 VP per 10 cards owned, rounded down (39 cards: 3 VP)', () => {
    const deck = [...Array(37).fill('copper'), 'gardens', 'gardens'];
    const g = game({ kingdom: K('gardens'), players: [{ deck }, {}], supply: { province: 0 } });
    act(g, 0, { type: 'end-turn' });
    expect(dominion.result(g)!.scores[0]!.breakdown.gardens).toBe(6);
  });
});
