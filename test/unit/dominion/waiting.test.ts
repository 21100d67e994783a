import { describe, expect, it } from 'vitest';
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

  it('a move out of turn during a Reaction question is refused naming only the attacker, not the seat asked', () => {
    const g = militiaAgainstMoat();
    play(g, 'militia');
    const refused = dominion.apply(g, 2, { type: 'choose', pick: [] });
    expect(refused).toEqual({ ok: false, error: { code: 'not-your-turn', message: 'waiting for seat 0' } });
  });
});
