import { describe, expect, it } from 'vitest';
import { CARDS, PRESETS } from '../../../party/games/dominion/index.ts';
import type { DominionState } from '../../../party/games/dominion/types.ts';
import { act, dominion, game, p, play, sorted } from './helpers.ts';

function setup(seats: number, options: unknown = undefined, seed = 'x'): DominionState {
  const s = dominion.setup({ seed, seats, options });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function refused(raw: unknown, seats: number): string {
  const out = dominion.parseOptions(raw, seats);
  expect(out.ok).toBe(false);
  return out.ok ? '' : out.error.message;
}

describe('setup', () => {
  it('2 players: 8 of each Victory card, 10 Curses, Copper 60 minus the starting decks', () => {
    const g = setup(2, { kingdom: { preset: 'size-distortion' } });
    expect(g.supply).toMatchObject({ copper: 46, silver: 40, gold: 30, estate: 8, duchy: 8, province: 8, curse: 10, gardens: 8, village: 10 });
  });
  it('3-4 players: 12 of each Victory card, 20/30 Curses', () => {
    expect(setup(3).supply).toMatchObject({ estate: 12, duchy: 12, province: 12, curse: 20, copper: 39 });
    expect(setup(4, { kingdom: { preset: 'size-distortion' } }).supply).toMatchObject({ province: 12, curse: 30, gardens: 12 });
  });
  it('5-6 players: 15/18 Provinces, 12 other Victory cards, 40/50 Curses, treasure piles from both sets', () => {
    expect(setup(5).supply).toMatchObject({ province: 15, duchy: 12, estate: 12, curse: 40, copper: 85, silver: 80, gold: 60 });
    expect(setup(6).supply).toMatchObject({ province: 18, curse: 50, copper: 78 });
  });
  it('each player starts with 7 Copper and 3 Estates, 5 of them in hand', () => {
    const g = setup(3);
    for (const pl of g.players) {
      expect(pl.hand.length).toBe(5);
      expect(sorted([...pl.hand, ...pl.deck])).toEqual(sorted([...Array(7).fill('copper'), 'estate', 'estate', 'estate']));
    }
  });
  it('the first player is random', () => {
    const firsts = new Set(Array.from({ length: 40 }, (_, i) => setup(4, undefined, `seed${i}`).current));
    expect(firsts.size).toBe(4);
  });
  it('a random kingdom has 10 distinct kingdom cards; 5+5 takes five from each set', () => {
    const g = setup(2, { kingdom: { random: '5+5' } });
    expect(new Set(g.kingdom).size).toBe(10);
    expect(g.kingdom.filter((id) => CARDS[id]!.set === 'base').length).toBe(5);
    expect(g.kingdom.filter((id) => CARDS[id]!.set === 'intrigue').length).toBe(5);
  });
});

describe('options validation', () => {
  it('defaults to First Game for 2-4 players', () => {
    expect(dominion.parseOptions(undefined, 3)).toEqual({ ok: true, value: { kingdom: { preset: 'first-game' } } });
  });
  it('knows all 11 presets by name', () => {
    expect(Object.keys(PRESETS)).toEqual([
      'first-game', 'big-money', 'interaction', 'size-distortion', 'village-square', 'victory-dance', 'secret-schemes',
      'best-wishes', 'deconstruction', 'hand-madness', 'underlings',
    ]);
    for (const cards of Object.values(PRESETS)) expect(new Set(cards).size).toBe(10);
  });
  it('refuses an unknown preset, naming it', () => {
    expect(refused({ kingdom: { preset: 'nope' } }, 2)).toMatch(/unknown preset 'nope'/);
  });
  it('refuses a preset named like an Object property (constructor, toString, __proto__) instead of throwing', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(refused({ kingdom: { preset: name } }, 3)).toMatch(/unknown preset/);
      expect(dominion.setup({ seed: 's', seats: 3, options: { kingdom: { preset: name } } }).ok).toBe(false);
    }
  });
  it('refuses a kingdom that is not 10 distinct known kingdom cards', () => {
    expect(refused({ kingdom: { cards: ['village'] } }, 2)).toMatch(/exactly 10 cards, got 1/);
    const nine = PRESETS['first-game']!.slice(0, 9);
    expect(refused({ kingdom: { cards: [...nine, 'village'] } }, 2)).toMatch(/'village' appears twice/);
    expect(refused({ kingdom: { cards: [...nine, 'dragon'] } }, 2)).toMatch(/unknown card 'dragon'/);
    expect(refused({ kingdom: { cards: [...nine, 'copper'] } }, 2)).toMatch(/'copper' is not a kingdom card/);
  });
  it('refuses a bad player count', () => {
    expect(refused(undefined, 7)).toMatch(/2 to 6 players, not 7/);
    expect(refused(undefined, 1)).toMatch(/not 1/);
  });
  it('refuses malformed options', () => {
    expect(refused({ kingdom: { random: 'all' } }, 2)).toMatch(/random must be one of/);
    expect(refused({ kingdom: 'first-game' }, 2)).toMatch(/kingdom must be/);
    expect(refused({ kingdom: { preset: 'first-game', random: 'base' } }, 2)).toMatch(/exactly one/);
    expect(refused(42, 2)).toMatch(/options must be an object/);
  });
  it('5-6 players need base and Intrigue combined', () => {
    expect(refused({ kingdom: { random: 'base' } }, 5)).toMatch(/5 players need base and Intrigue combined/);
    expect(refused({ kingdom: { preset: 'first-game' } }, 6)).toMatch(/6 players need base and Intrigue combined/);
    expect(dominion.parseOptions({ kingdom: { random: 'both' } }, 6).ok).toBe(true);
    expect(dominion.parseOptions(undefined, 5)).toEqual({ ok: true, value: { kingdom: { random: '5+5' } } });
  });
});

describe('turn', () => {
  it('Treasures are played, then cards bought with the coins; each buy uses a Buy', () => {
    const g = game({ players: [{ hand: ['gold', 'silver', 'copper', 'estate'] }, {}] });
    act(g, 0, { type: 'treasures' });
    expect([g.phase, g.coins, p(g, 0).hand]).toEqual(['buy', 6, ['estate']]);
    act(g, 0, { type: 'buy', card: 'gold' });
    expect(dominion.apply(g, 0, { type: 'buy', card: 'copper' }).ok).toBe(false);
    expect(p(g, 0).discard).toEqual(['gold']);
  });
  it('a $0 card may be bought with a spare Buy', () => {
    const g = game({ players: [{ hand: ['woodcutter'] }, {}] });
    play(g, 'woodcutter');
    act(g, 0, { type: 'buy', card: 'estate' });
    act(g, 0, { type: 'buy', card: 'copper' });
    expect(sorted(p(g, 0).discard)).toEqual(['copper', 'estate']);
  });
  it('Treasures cannot be played after buying', () => {
    const g = game({ players: [{ hand: ['copper', 'copper'] }, {}] });
    act(g, 0, { type: 'play', card: 'copper' });
    act(g, 0, { type: 'buy', card: 'copper' });
    expect(dominion.apply(g, 0, { type: 'play', card: 'copper' }).ok).toBe(false);
  });
  it('Action cards need an Action and the action phase', () => {
    const g = game({ players: [{ hand: ['smithy', 'village', 'copper'] }, {}], actions: 0 });
    expect(dominion.apply(g, 0, { type: 'play', card: 'smithy' })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    const h = game({ players: [{ hand: ['smithy'] }, {}], phase: 'buy' });
    expect(dominion.apply(h, 0, { type: 'play', card: 'smithy' }).ok).toBe(false);
  });
  it('clean-up discards hand and play, draws 5 and passes the turn', () => {
    const g = game({ players: [{ hand: ['estate'], play: ['village'], deck: ['copper', 'copper', 'copper', 'copper', 'copper', 'gold'] }, {}] });
    act(g, 0, { type: 'end-turn' });
    expect([g.current, p(g, 0).hand.length, sorted(p(g, 0).discard), p(g, 0).deck]).toEqual([1, 5, ['estate', 'village'], ['gold']]);
  });
  it('a turn is numbered by its player\'s own turns (the round), as the end screen counts turns', () => {
    const g = game({ players: [{}, {}] });
    act(g, 0, { type: 'end-turn' });
    act(g, 1, { type: 'end-turn' });
    const turns = (g.log as unknown[][]).filter((e) => e[0] === 'turn').map((e) => [e[1], e[2]]);
    expect(turns.slice(-2)).toEqual([[1, 1], [0, 2]]);
    expect(g.players.map((x) => x.turns)).toEqual([1, 1]);
  });
  it('moves out of turn are refused with not-your-turn', () => {
    const g = game({ players: [{}, {}] });
    expect(dominion.apply(g, 1, { type: 'end-turn' })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });
  it('junk moves never throw and change nothing', () => {
    const g = game({ players: [{ hand: ['militia', 'copper'] }, { hand: ['copper', 'copper', 'copper', 'copper', 'estate'] }] });
    const junk: unknown[] = [null, 1, 'end-turn', [], {}, { type: 1 }, { type: 'buy' }, { type: 'buy', card: 'dragon' }, { type: 'play', card: ['x'] },
      { type: 'choose', pick: 'x' }, { type: 'choose' }, { type: 'teleport' }, { type: 'buy', card: 'toString' }, { type: 'play', card: '__proto__' }];
    for (const step of [0, 1]) {
      const before = JSON.stringify(g);
      for (const m of junk) for (const seat of [0, 1, 5, -1, 0.5, NaN]) {
        const out = dominion.apply(g, seat, m);
        expect(out.ok).toBe(false);
        expect(JSON.stringify(g)).toBe(before);
      }
      if (step === 0) play(g, 'militia');
      expect(dominion.apply(g, 1, { type: 'choose', pick: ['copper', 'gold'] })).toMatchObject({ ok: false });
      expect(dominion.apply(g, 1, { type: 'choose', pick: ['copper', 'copper', 'copper'] })).toMatchObject({ ok: false });
    }
  });
});

describe('shuffling', () => {
  it('does not shuffle while the deck holds enough cards', () => {
    const g = game({ players: [{ deck: ['copper', 'copper', 'copper', 'copper', 'copper'], discard: ['gold'] }, {}] });
    act(g, 0, { type: 'end-turn' });
    expect(g.log.some((e) => e[0] === 'shuffle')).toBe(false);
    expect(p(g, 0).discard).toEqual(['gold']);
  });
  it('shuffles the discard pile only when a draw finds the deck empty, then draws the rest', () => {
    const g = game({ players: [{ hand: ['smithy'], deck: ['copper'], discard: ['gold', 'gold', 'gold'] }, {}] });
    play(g, 'smithy');
    expect(p(g, 0).hand[0]).toBe('copper');
    expect(sorted(p(g, 0).hand)).toEqual(['copper', 'gold', 'gold']);
    expect([p(g, 0).deck, p(g, 0).discard]).toEqual([['gold'], []]);
    expect(g.log.filter((e) => e[0] === 'shuffle').length).toBe(1);
  });
  it('draws what there is when deck and discard are both short', () => {
    const g = game({ players: [{ hand: ['smithy'], deck: ['copper'] }, {}] });
    play(g, 'smithy');
    expect(p(g, 0).hand).toEqual(['copper']);
  });
});

describe('end of game', () => {
  it('ends after the turn in which the last Province is taken, not during it', () => {
    const g = game({ players: [{ hand: ['gold', 'gold', 'silver'] }, {}], supply: { province: 1 } });
    act(g, 0, { type: 'treasures' });
    act(g, 0, { type: 'buy', card: 'province' });
    expect(dominion.result(g)).toBeNull();
    act(g, 0, { type: 'end-turn' });
    expect(g.phase).toBe('over');
    expect(dominion.result(g)!.winners).toEqual([0]);
  });
  it('ends when any 3 supply piles are empty (Curse and treasure piles count)', () => {
    const g = game({ players: [{}, {}], supply: { curse: 0, copper: 0, village: 0 } });
    act(g, 0, { type: 'end-turn' });
    expect(g.phase).toBe('over');
    const h = game({ players: [{}, {}], supply: { curse: 0, copper: 0 } });
    act(h, 0, { type: 'end-turn' });
    expect(h.phase).toBe('action');
  });
  it('with 5-6 players 3 empty piles are not enough; 4 end it', () => {
    const five = [{}, {}, {}, {}, {}];
    const g = game({ players: five, supply: { curse: 0, copper: 0, village: 0 } });
    act(g, 0, { type: 'end-turn' });
    expect(g.phase).toBe('action');
    const h = game({ players: five, supply: { curse: 0, copper: 0, village: 0, smithy: 0 } });
    act(h, 0, { type: 'end-turn' });
    expect(h.phase).toBe('over');
  });
  it('a tie goes to the tied player who had fewer turns', () => {
    const g = game({ players: [{ deck: ['province'] }, { deck: ['province'] }], supply: { province: 0 }, current: 0 });
    act(g, 0, { type: 'end-turn' });
    expect(dominion.result(g)!.winners).toEqual([1]);
  });
  it('a tie with equal turns is a shared victory', () => {
    const g = game({ players: [{ deck: ['duchy'] }, { deck: ['duchy'] }], current: 0, supply: { province: 1 } });
    act(g, 0, { type: 'end-turn' });
    g.supply.province = 0;
    act(g, 1, { type: 'end-turn' });
    expect(dominion.result(g)!.winners).toEqual([0, 1]);
  });
  it('scores every owned card with a per-card breakdown, counts of scoring cards and VP after each turn', () => {
    const g = game({ players: [{ hand: ['estate'], deck: ['province', 'curse'], discard: ['duchy'] }, {}], supply: { province: 1 } });
    act(g, 0, { type: 'end-turn' });
    g.supply.province = 0;
    act(g, 1, { type: 'end-turn' });
    const r = dominion.result(g)!;
    expect(r.scores[0]).toEqual({ seat: 0, total: 9, breakdown: { estate: 1, province: 6, curse: -1, duchy: 3 } });
    expect(r.details!.vpByTurn).toEqual([[9], [0]]);
    expect(r.details!.turns).toEqual([1, 1]);
    expect(r.details!.counts).toEqual([{ estate: 1, province: 1, curse: 1, duchy: 1 }, {}]);
  });
});

describe('views and log', () => {
  it('a seat sees its own hand and only counts of others; no deck order, no seed', () => {
    const g = game({ players: [{ hand: ['gold'], deck: ['silver', 'copper'], discard: ['estate', 'duchy'] }, { hand: ['province'] }] });
    const v = dominion.view(g, 0);
    expect(v.players[0]).toMatchObject({ hand: ['gold'], deckCount: 2, discardCount: 2, discardTop: 'duchy' });
    expect(v.players[1]!.hand).toBeUndefined();
    const text = JSON.stringify(dominion.view(g, null));
    expect(text).not.toContain('province"]');
    expect(text).not.toContain('rng');
    expect(text).not.toContain('silver","copper');
  });
  it('what a player draws is only in that player\'s log', () => {
    const g = game({ players: [{ hand: ['smithy'], deck: ['gold', 'gold', 'gold'] }, {}] });
    play(g, 'smithy');
    const mine = dominion.log(g, 0, 0).find((e) => e.type === 'draw');
    const theirs = dominion.log(g, 1, 0).find((e) => e.type === 'draw');
    expect(mine).toMatchObject({ seat: 0, data: { n: 3 }, mine: { cards: ['gold', 'gold', 'gold'] } });
    expect(theirs!.mine).toBeUndefined();
    expect(dominion.log(g, null, 1).every((e) => e.i >= 1)).toBe(true);
  });
  it('supply in the view shows counts and current costs', () => {
    const g = game({ players: [{}, {}] });
    expect(dominion.view(g, 0).supply.find((s) => s.card === 'province')).toEqual({ card: 'province', count: 8, cost: 8 });
  });
});

describe('README scenario example', () => {
  it('Throne Room on Smithy reshuffles mid-draw, the last Province ends the game', () => {
    const g = game({
      kingdom: ['cellar', 'chapel', 'moat', 'village', 'militia', 'smithy', 'throne-room', 'market', 'witch', 'mine'],
      players: [
        { hand: ['throne-room', 'smithy'], deck: ['gold', 'gold', 'estate'], discard: ['silver'] },
        { hand: ['moat', 'copper', 'copper', 'copper', 'copper'] },
      ],
      supply: { province: 1 },
    });
    play(g, 'throne-room');
    act(g, 0, { type: 'treasures' });
    expect(g.coins).toBe(8);
    act(g, 0, { type: 'buy', card: 'province' });
    act(g, 0, { type: 'end-turn' });
    expect(dominion.result(g)!.winners).toEqual([0]);
  });
});
