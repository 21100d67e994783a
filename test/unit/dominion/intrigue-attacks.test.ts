// Intrigue Attacks of phase 2 (Swindler, Minion, Saboteur) and the kingdoms that use them.
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../party/games/dominion/index.ts';
import { askOf, choose, dominion, FIVE_COPPERS, game, MINION_VS_CHAMBER_AND_MOAT, p, play, sorted } from './helpers.ts';

const K = ['swindler', 'minion', 'saboteur', 'moat', 'secret-chamber', 'bridge', 'great-hall', 'harem', 'throne-room', 'village'];

describe('Swindler', () => {
  it('+$2; the victim trashes its top card and the ATTACKER picks its gain of the same cost, which may be the same card', () => {
    const g = game({ kingdom: K, players: [{ hand: ['swindler'] }, { deck: ['silver', 'gold'] }] });
    play(g, 'swindler');
    expect(g.coins).toBe(2);
    expect(g.trash).toEqual(['silver']);
    expect(askOf(g, 0)).toMatchObject({ kind: 'swindle', about: ['silver'], target: 1, min: 1, max: 1 });
    expect(sorted(askOf(g, 0).from as string[])).toEqual(['great-hall', 'silver', 'swindler', 'village']);
    expect(g.asks.some((a) => a.seat === 1)).toBe(false);
    choose(g, 0, ['silver']);
    expect([p(g, 1).discard, p(g, 1).deck, p(g, 0).discard]).toEqual([['silver'], ['gold'], []]);
  });
  it('a $0 card may be swapped for a Curse', () => {
    const g = game({ kingdom: K, players: [{ hand: ['swindler'] }, { deck: ['copper'] }] });
    play(g, 'swindler');
    expect(sorted(askOf(g, 0).from as string[])).toEqual(['copper', 'curse']);
    choose(g, 0, ['curse']);
    expect([p(g, 1).discard, g.supply.curse]).toEqual([['curse'], 9]);
  });
  it('nothing is gained when no supply card has that cost', () => {
    const g = game({ kingdom: K, players: [{ hand: ['swindler'] }, { deck: ['gold'] }], supply: { gold: 0, harem: 0 } });
    play(g, 'swindler');
    expect([g.asks, g.trash, p(g, 1).discard]).toEqual([[], ['gold'], []]);
  });
  it('costs are the ones Bridge lowered: under two Bridges an Estate ($0) may become a $2 card or a Curse', () => {
    const g = game({ kingdom: K, players: [{ hand: ['throne-room', 'bridge', 'swindler'] }, { deck: ['estate'] }], actions: 2 });
    play(g, 'throne-room');
    choose(g, 0, ['bridge']);
    play(g, 'swindler');
    expect(sorted(askOf(g, 0).from as string[])).toEqual(['copper', 'curse', 'estate', 'moat', 'secret-chamber']);
    choose(g, 0, ['moat']);
    expect(p(g, 1).discard).toEqual(['moat']);
  });
  it('an empty deck is reshuffled first; a player with no cards at all loses and gains nothing', () => {
    const g = game({ kingdom: K, players: [{ hand: ['swindler'] }, { discard: ['duchy'] }, {}] });
    play(g, 'swindler');
    expect(g.trash).toEqual(['duchy']);
    choose(g, 0, ['duchy']);
    expect([g.asks, p(g, 1).discard, p(g, 2).discard]).toEqual([[], ['duchy'], []]);
  });
  it('victims are hit in turn order from the attacker\'s left; a Moat makes its owner unaffected', () => {
    const g = game({ kingdom: K, players: [{ hand: ['swindler'] }, { hand: ['moat'], deck: ['gold'] }, { deck: ['estate'] }, { deck: ['silver'] }], current: 0 });
    play(g, 'swindler');
    choose(g, 1, ['moat']);
    expect(askOf(g, 0)).toMatchObject({ target: 2, about: ['estate'] });
    choose(g, 0, ['estate']);
    expect(askOf(g, 0)).toMatchObject({ target: 3, about: ['silver'] });
    choose(g, 0, ['village']);
    expect([p(g, 1).deck, p(g, 2).discard, p(g, 3).discard, g.trash]).toEqual([['gold'], ['estate'], ['village'], ['estate', 'silver']]);
  });
});

describe('Minion', () => {
  it('+1 Action and +$2 leaves everyone\'s hand alone', () => {
    const g = game({ kingdom: K, players: [{ hand: ['minion', 'estate'] }, { hand: FIVE_COPPERS.slice() }] });
    play(g, 'minion');
    expect(askOf(g, 0)).toMatchObject({ kind: 'minion', from: ['coins', 'discard'] });
    choose(g, 0, ['coins']);
    expect([g.actions, g.coins, p(g, 0).hand, p(g, 1).hand.length]).toEqual([1, 2, ['estate'], 5]);
  });
  it('discard: you discard your hand and draw 4; others with 5 or more cards do the same, those with 4 or fewer keep their hands', () => {
    const g = game({
      kingdom: K,
      players: [
        { hand: ['minion', 'estate', 'estate'], deck: ['gold', 'gold', 'gold', 'gold'] },
        { hand: FIVE_COPPERS.slice(), deck: ['silver', 'silver', 'silver', 'silver'] },
        { hand: ['copper', 'copper', 'copper', 'copper'], deck: ['gold'] },
      ],
    });
    play(g, 'minion');
    choose(g, 0, ['discard']);
    expect([g.actions, g.coins, p(g, 0).hand, p(g, 0).discard]).toEqual([1, 0, ['gold', 'gold', 'gold', 'gold'], ['estate', 'estate']]);
    expect([p(g, 1).hand, p(g, 1).discard.length]).toEqual([['silver', 'silver', 'silver', 'silver'], 5]);
    expect([p(g, 2).hand.length, p(g, 2).deck]).toEqual([4, ['gold']]);
  });
  it('Secret Chamber may be revealed by a player with fewer than 5 cards; Moat keeps a 5-card hand', () => {
    const g = game({
      kingdom: K,
      players: MINION_VS_CHAMBER_AND_MOAT,
    });
    play(g, 'minion');
    expect(askOf(g, 1)).toMatchObject({ kind: 'react', from: ['secret-chamber'] });
    choose(g, 1, ['secret-chamber']);
    choose(g, 1, ['estate', 'copper']);
    choose(g, 2, ['moat']);
    choose(g, 0, ['discard']);
    expect([sorted(p(g, 1).hand), p(g, 2).hand.length, p(g, 2).deck.length]).toEqual([['gold', 'gold', 'secret-chamber'], 5, 4]);
  });
});

describe('Saboteur', () => {
  it('reveals until a card costing $3 or more, trashes it; its owner may gain a card costing up to $2 less; the others are discarded', () => {
    const g = game({ kingdom: K, players: [{ hand: ['saboteur'] }, { deck: ['copper', 'estate', 'gold', 'silver'] }] });
    play(g, 'saboteur');
    expect(g.trash).toEqual(['gold']);
    const a = askOf(g, 1);
    expect(a).toMatchObject({ kind: 'gain', min: 0, max: 1 });
    expect(a.from).toContain('bridge');
    expect(a.from).not.toContain('minion');
    choose(g, 1, ['silver']);
    expect([sorted(p(g, 1).discard), p(g, 1).deck]).toEqual([['copper', 'estate', 'silver'], ['silver']]);
  });
  it('the gain may be declined', () => {
    const g = game({ kingdom: K, players: [{ hand: ['saboteur'] }, { deck: ['village'] }] });
    play(g, 'saboteur');
    expect(sorted(askOf(g, 1).from as string[])).toEqual(['copper', 'curse']);
    choose(g, 1, []);
    expect([g.trash, p(g, 1).discard]).toEqual([['village'], []]);
  });
  it('revealed cards are not shuffled into the new deck; with no $3+ card all revealed cards are discarded', () => {
    const g = game({ kingdom: K, players: [{ hand: ['saboteur'] }, { deck: ['copper'], discard: ['estate', 'curse'] }] });
    play(g, 'saboteur');
    expect([g.asks, g.trash, p(g, 1).deck, sorted(p(g, 1).discard)]).toEqual([[], [], [], ['copper', 'curse', 'estate']]);
  });
  it('costs are the ones Bridge lowered: Silver ($2) is passed over and the trashed card\'s lowered cost sets the cap', () => {
    const g = game({ kingdom: K, players: [{ hand: ['bridge', 'saboteur'] }, { deck: ['silver', 'duchy'] }], actions: 2 });
    play(g, 'bridge');
    play(g, 'saboteur');
    expect(g.trash).toEqual(['duchy']);
    expect(sorted(askOf(g, 1).from as string[])).toEqual(['copper', 'curse', 'estate', 'great-hall', 'moat', 'secret-chamber', 'silver', 'swindler', 'village']);
  });
  it('Moat keeps its owner\'s deck untouched', () => {
    const g = game({ kingdom: K, players: [{ hand: ['saboteur'] }, { hand: ['moat'], deck: ['gold'] }] });
    play(g, 'saboteur');
    choose(g, 1, ['moat']);
    expect([g.asks, g.trash, p(g, 1).deck]).toEqual([[], [], ['gold']]);
  });
});

describe('kingdoms with every Intrigue card', () => {
  it('all 11 presets set up for 2 to 4 players, and combined presets for 5-6', () => {
    for (const preset of Object.keys(PRESETS)) {
      for (const seats of [2, 3, 4]) expect(dominion.setup({ seed: preset, seats, options: { kingdom: { preset } } }).ok).toBe(true);
    }
    for (const preset of ['deconstruction', 'hand-madness', 'underlings']) {
      expect(dominion.setup({ seed: preset, seats: 6, options: { kingdom: { preset } } }).ok).toBe(true);
    }
  });
  it('random Intrigue kingdoms draw from all 25 Intrigue cards', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const s = dominion.setup({ seed: `r${i}`, seats: 2, options: { kingdom: { random: 'intrigue' } } });
      if (s.ok) for (const id of s.value.kingdom) seen.add(id);
    }
    expect(seen.size).toBe(25);
  });
});
