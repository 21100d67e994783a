// Rules: an Attack lets every other player reveal Reactions; different players' Reactions do not
// interact, so the engine asks every holder at the same moment and acts on each answer by itself
// (party/games/dominion/attack.ts). A player's own Reactions still come one after another.
import { describe, expect, it } from 'vitest';
import { WINDOW_WAIT } from '../../../party/games/dominion/moves.ts';
import { choose, dominion, game, MINION_VS_CHAMBER_AND_MOAT, p, play, sorted } from './helpers.ts';

const K = ['moat', 'secret-chamber', 'militia', 'minion', 'village', 'smithy', 'chapel', 'cellar', 'market', 'festival'];
const reactAsks = (g: ReturnType<typeof game>) => g.asks.filter((a) => a.kind === 'react').map((a) => [a.seat, a.from]);

describe('Dominion Reaction window: every holder asked at once', () => {
  it('an Attack asks every holder in the same moment, each with their own Reactions', () => {
    const g = game({ kingdom: K, players: [{ hand: ['militia'] }, { hand: ['moat', 'copper'] }, { hand: ['copper'] }, { hand: ['secret-chamber', 'moat'] }] });
    play(g, 'militia');
    expect(reactAsks(g)).toEqual([[1, ['moat']], [3, ['secret-chamber', 'moat']]]);
    // Each question says whose Attack it answers, so the page can say "Anna plays Militia".
    expect(g.asks.filter((a) => a.kind === 'react').map((a) => [a.by, a.card])).toEqual([[0, 'militia'], [0, 'militia']]);
  });

  it('a later holder may answer first; an earlier holder\'s decline leaves the other question exactly as it was', () => {
    const g = game({ kingdom: K, players: [{ hand: ['militia'] }, { hand: ['moat', 'copper', 'copper', 'estate', 'estate'] }, { hand: ['moat', 'copper', 'copper', 'estate', 'estate'] }] });
    play(g, 'militia');
    const before = JSON.stringify(g.asks.find((a) => a.seat === 2));
    choose(g, 2, ['moat']);
    expect(reactAsks(g)).toEqual([[1, ['moat']]]);
    choose(g, 1, []);
    expect(reactAsks(g)).toEqual([]);
    // Seat 2 is immune; seat 1 discards down to 3.
    expect(g.asks.map((a) => [a.seat, a.kind])).toEqual([[1, 'discard']]);
    const g2 = game({ kingdom: K, players: [{ hand: ['militia'] }, { hand: ['moat', 'copper', 'copper', 'estate', 'estate'] }, { hand: ['moat', 'copper', 'copper', 'estate', 'estate'] }] });
    play(g2, 'militia');
    choose(g2, 1, []);
    expect(JSON.stringify(g2.asks.find((a) => a.seat === 2))).toBe(before);
  });

  it('a Secret Chamber\'s own question keeps the other holders asked; their answers wait for it, then count', () => {
    const g = game({
      kingdom: K,
      players: MINION_VS_CHAMBER_AND_MOAT,
    });
    play(g, 'minion');
    choose(g, 1, ['secret-chamber']);
    // Seat 1 puts two cards back; seat 2's question is still open beside it, unchanged.
    expect(g.asks.map((a) => [a.seat, a.kind])).toEqual([[1, 'topdeck'], [2, 'react']]);
    choose(g, 2, ['moat']);
    expect(g.asks.map((a) => [a.seat, a.kind])).toEqual([[1, 'topdeck']]);
    choose(g, 1, ['estate', 'copper']);
    // Each copy is revealed once per Attack: nobody is left to ask.
    expect(reactAsks(g)).toEqual([]);
    choose(g, 0, ['discard']);
    expect([sorted(p(g, 1).hand), p(g, 2).hand.length, p(g, 2).deck.length]).toEqual([['gold', 'gold', 'secret-chamber'], 5, 4]);
    expect((g.log as unknown[][]).filter((e) => e[0] === 'react').map((e) => e[1])).toEqual([1, 2]);
  });

  it('while a Secret Chamber asks its own question, who else still holds a Reaction does not show in whom the table waits for', () => {
    const withMoat = game({ kingdom: K, players: structuredClone(MINION_VS_CHAMBER_AND_MOAT) });
    const without = game({ kingdom: K, players: structuredClone(MINION_VS_CHAMBER_AND_MOAT).map((pl, seat) => (seat === 2 ? { ...pl, hand: ['copper', 'copper', 'copper', 'copper', 'estate'] } : pl)) });
    const shown = (g: ReturnType<typeof game>) => [dominion.waiting!(g), dominion.view(g, null).waitingFor, dominion.view(g, 1).waitingFor];
    for (const g of [withMoat, without]) {
      play(g, 'minion');
      choose(g, 1, ['secret-chamber']);
    }
    // Seat 2 is still deciding in one game, never asked in the other: both show the attacker and seat 1.
    expect(shown(withMoat)).toEqual([[0, 1], [0, 1], [0, 1]]);
    expect(shown(without)).toEqual(shown(withMoat));
    // Seat 2's decline is private: nothing anyone is shown changes, seat 2's own view included.
    choose(withMoat, 2, []);
    expect(shown(withMoat)).toEqual(shown(without));
    expect(dominion.view(withMoat, 2).waitingFor).toEqual([0, 1]);
  });

  it('while any holder is still asked, every other seat hears the same refusal', () => {
    const g = game({ kingdom: K, players: [{ hand: ['militia'] }, { hand: ['moat'] }, { hand: ['copper'] }] });
    play(g, 'militia');
    const out = dominion.apply(g, 2, { type: 'choose', pick: [] });
    expect(out.ok ? null : out.error.message).toBe(WINDOW_WAIT);
  });
});
