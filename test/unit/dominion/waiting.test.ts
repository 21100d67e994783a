import { describe, expect, it } from 'vitest';
import { WINDOW_WAIT } from '../../../party/games/dominion/moves.ts';
import { choose, dominion, game, play } from './helpers.ts';

const K = ['cellar', 'chapel', 'moat', 'chancellor', 'village', 'militia', 'workshop', 'feast', 'remodel', 'throne-room'];

/** Seat 0 is about to play Militia; seat 1 holds a Moat, seat 2 no Reaction. */
function militiaAgainstMoat() {
  return game({
    kingdom: K,
    players: [
      { hand: ['militia'] },
      { hand: ['moat', 'copper', 'copper', 'estate', 'estate'] },
      { hand: ['copper', 'copper', 'copper', 'estate', 'estate'] },
    ],
  });
}

describe('who the table is shown waiting for', () => {
  it('a Reaction question does not reveal who holds a Reaction: the table waits on the attacker', () => {
    const g = militiaAgainstMoat();
    play(g, 'militia');
    const asked = dominion.prompts(g);
    expect(asked.map((a) => [a.seat, a.kind])).toEqual([[1, 'react']]);
    expect(dominion.waiting!(g)).toEqual([0]);
    // The view says the same to everyone: one source of truth.
    for (const seat of [null, 0, 1, 2]) expect(dominion.view(g, seat).waitingFor).toEqual([0]);
    choose(g, 1, []);
    // Once the victims choose what to discard, those choices are public knowledge of the rules.
    expect(dominion.waiting!(g)).toEqual(dominion.prompts(g).map((a) => a.seat));
  });

  it('outside a Reaction question the waiting seats are exactly the prompted ones', () => {
    const g = game({ kingdom: K, players: [{ hand: ['village', 'copper'] }, {}] });
    expect(dominion.waiting!(g)).toEqual([0]);
  });

  it('inside a Reaction window every seat not asked gets the same refusal, whether or not anyone holds a Reaction', () => {
    // Both worlds: seat 1 holds a Moat (and is asked), or nobody holds a Reaction (nobody is asked).
    const held = militiaAgainstMoat();
    const none = game({
      kingdom: K,
      players: [
        { hand: ['militia'] },
        { hand: ['copper', 'copper', 'copper', 'estate', 'estate'] },
        { hand: ['copper', 'copper', 'copper', 'estate', 'estate'] },
      ],
    });
    for (const g of [held, none]) dominion.apply(g, 0, { type: 'play', card: 'militia' });
    expect(held.asks.map((a) => [a.seat, a.kind])).toEqual([[1, 'react']]);
    // The Attack waits in both worlds; neither the attacker nor seat 2 can tell them apart.
    for (const g of [held, none]) {
      expect(dominion.pause!(g)?.seat).toBe(0);
      expect(dominion.prompts(g).filter((p) => p.seat !== 1)).toEqual([]);
      for (const [seat, move] of [[2, { type: 'choose', pick: [] }], [0, { type: 'buy', card: 'copper' }], [0, { type: 'end-turn' }], [2, { type: 'close-window' }]] as const) {
        expect(dominion.apply(g, seat, move)).toEqual({ ok: false, error: { code: 'not-your-turn', message: WINDOW_WAIT } });
      }
    }
    // Seat 1's answer leaves the window open, only the table's closing question left: as in the other world.
    expect(dominion.apply(held, 1, { type: 'choose', pick: [] }).ok).toBe(true);
    expect(dominion.pause!(held)).toEqual(dominion.pause!(none));
    expect(dominion.apply(held, 0, { type: 'end-turn' })).toEqual({ ok: false, error: { code: 'not-your-turn', message: WINDOW_WAIT } });
  });
});

describe('when a Reaction window opens', () => {
  const NO_REACTION = ['cellar', 'chapel', 'smithy', 'chancellor', 'village', 'militia', 'workshop', 'feast', 'remodel', 'throne-room'];
  const hands = [{ hand: ['throne-room', 'militia', 'copper'] }, { hand: ['copper', 'copper', 'estate'] }];

  it('for every Attack when the kingdom has a Reaction, held or not; each Throne Room play is a window of its own', () => {
    const g = game({ kingdom: K, players: hands });
    dominion.apply(g, 0, { type: 'play', card: 'throne-room' });
    const first = dominion.pause!(g)!;
    expect([first.seat, first.close]).toEqual([0, { type: 'close-window' }]);
    expect([dominion.prompts(g), dominion.waiting!(g)]).toEqual([[], [0]]);
    expect(dominion.apply(g, 0, first.close!).ok).toBe(true);
    const second = dominion.pause!(g)!;
    expect(second.key).not.toBe(first.key);
    expect(dominion.apply(g, 0, second.close!).ok).toBe(true);
    expect(dominion.pause!(g)).toBeNull();
    // Both Militias hit: the victim had 3 cards, so the turn simply goes on.
    expect(dominion.prompts(g).map((p) => p.kind)).toEqual(['turn']);
    expect(dominion.apply(g, 0, { type: 'close-window' })).toEqual({ ok: false, error: { code: 'illegal-move', message: 'no Reaction window is open' } });
  });

  it('never without a Reaction in the kingdom: the Attack resolves at once', () => {
    const g = game({ kingdom: NO_REACTION, players: hands });
    dominion.apply(g, 0, { type: 'play', card: 'throne-room' });
    expect(dominion.pause!(g)).toBeNull();
    expect(dominion.prompts(g).map((p) => p.kind)).toEqual(['turn']);
  });
});
