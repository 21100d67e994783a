// "Why not?": explain() names the rule that refuses a move, one test per reason code, and it
// agrees with apply() on every move tried (the same checks decide and explain).
import { describe, expect, it } from 'vitest';
import { cloneJson } from '../../../party/games/core/guards.ts';
import type { Scenario } from '../../../party/games/dominion/index.ts';
import type { DominionState } from '../../../party/games/dominion/types.ts';
import { type WhyEntry, whyEntry, whyReason } from '../../../party/games/dominion/why-entry.ts';
import { costOf } from '../../../party/games/dominion/zones.ts';
import { act, dominion, game, play } from './helpers.ts';

const DECK = ['copper', 'copper', 'copper', 'estate', 'estate'];

/** Two players, seat 0 to act holding `hand`, with `rest` of the scenario on top. */
function table(hand: string[], rest: Omit<Scenario, 'players'> = {}): DominionState {
  return game({ players: [{ hand, deck: DECK }, { hand: ['copper', 'estate', 'moat'], deck: DECK }], kingdom: ['militia', 'moat', 'village', 'smithy', 'market', 'chapel', 'cellar', 'workshop', 'festival', 'laboratory'], ...rest });
}

/** explain()'s answer, checked against apply() on a copy: refused exactly when explained. */
function why(g: DominionState, seat: number, move: unknown) {
  const reason = dominion.explain?.(g, seat, move) ?? null;
  const copy = cloneJson(g);
  expect(dominion.apply(copy, seat, move).ok, JSON.stringify({ move, reason })).toBe(reason === null);
  return reason;
}

describe('Dominion explain(): why a move is refused', () => {
  it('a legal move has no reason', () => {
    const g = table(['village', 'copper']);
    expect(why(g, 0, { type: 'play', card: 'village' })).toBeNull();
    expect(why(g, 0, { type: 'end-turn' })).toBeNull();
  });

  it('cannot-afford: a card costs more than the coins in play, with both numbers', () => {
    const g = table(['copper'], { phase: 'buy', coins: 4 });
    expect(why(g, 0, { type: 'buy', card: 'laboratory' })).toEqual({ code: 'cannot-afford', params: { card: 'laboratory', cost: 5, coins: 4 } });
    expect(why(g, 0, { type: 'buy', card: 'smithy' })).toBeNull();
  });

  it('no-buys: every Buy of the turn is spent', () => {
    const g = table([], { phase: 'buy', coins: 8, buys: 1 });
    act(g, 0, { type: 'buy', card: 'silver' });
    expect(why(g, 0, { type: 'buy', card: 'copper' })).toEqual({ code: 'no-buys', params: { card: 'copper' } });
  });

  it('pile-empty: an empty Supply pile cannot be bought', () => {
    const g = table([], { phase: 'buy', coins: 8, supply: { village: 0 } });
    expect(why(g, 0, { type: 'buy', card: 'village' })).toEqual({ code: 'pile-empty', params: { card: 'village' } });
  });

  it('not-in-supply: only Supply piles are bought', () => {
    const g = table([], { phase: 'buy', coins: 8 });
    expect(why(g, 0, { type: 'buy', card: 'witch' })).toEqual({ code: 'not-in-supply' });
  });

  it('no-actions: an Action needs an Action left', () => {
    const g = table(['smithy', 'village']);
    play(g, 'smithy');
    expect(why(g, 0, { type: 'play', card: 'village' })).toEqual({ code: 'no-actions', params: { card: 'village' } });
  });

  it('wrong-phase: Actions are played in the Action phase, which ends once the buy phase starts', () => {
    const g = table(['village', 'copper']);
    act(g, 0, { type: 'end-actions' });
    expect(why(g, 0, { type: 'play', card: 'village' })).toEqual({ code: 'wrong-phase', params: { card: 'village' } });
    expect(why(g, 0, { type: 'end-actions' })).toEqual({ code: 'wrong-phase' });
  });

  it('treasures-after-buy: Treasures are played before the first buy', () => {
    const g = table(['copper', 'copper'], { phase: 'buy', coins: 2 });
    act(g, 0, { type: 'buy', card: 'copper' });
    expect(why(g, 0, { type: 'play', card: 'copper' })).toEqual({ code: 'treasures-after-buy' });
    expect(why(g, 0, { type: 'treasures' })).toEqual({ code: 'treasures-after-buy' });
  });

  it('not-in-hand: only cards in your hand are played', () => {
    const g = table(['copper']);
    expect(why(g, 0, { type: 'play', card: 'village' })).toEqual({ code: 'not-in-hand' });
  });

  it('not-playable: a Victory card is never played', () => {
    const g = table(['estate']);
    expect(why(g, 0, { type: 'play', card: 'estate' })).toEqual({ code: 'not-playable', params: { card: 'estate' } });
  });

  it('not-your-turn: only the current player moves', () => {
    const g = table(['copper']);
    expect(why(g, 1, { type: 'end-turn' })).toEqual({ code: 'not-your-turn' });
  });

  it('answer-first and bad-pick: a card waiting on your choice takes only an answer within its limits', () => {
    const g = table(['chapel', 'copper', 'estate']);
    play(g, 'chapel');
    expect(why(g, 0, { type: 'end-turn' })).toEqual({ code: 'answer-first', params: { card: 'chapel' } });
    expect(why(g, 0, { type: 'choose', pick: ['gold'] })).toEqual({ code: 'bad-pick', params: { card: 'chapel', min: 0, max: 2 } });
    expect(why(g, 0, { type: 'choose', pick: ['estate'] })).toBeNull();
  });

  it('reactions-wait: inside a Reaction window a seat not asked gets one answer', () => {
    const g = table(['militia']);
    play(g, 'militia');
    const waiting = [0, 1].filter((seat) => !g.asks.some((a) => a.seat === seat));
    for (const seat of waiting) expect(why(g, seat, { type: 'end-turn' })).toEqual({ code: 'reactions-wait' });
    expect(waiting.length).toBeGreaterThan(0);
  });

  it('nothing-to-choose: a choice with no question open', () => {
    const g = table(['copper']);
    expect(why(g, 0, { type: 'choose', pick: [] })).toEqual({ code: 'nothing-to-choose' });
  });

  it('game-over, bad-seat and bad-move', () => {
    const g = table(['copper']);
    expect(why(g, 7, { type: 'end-turn' })).toEqual({ code: 'bad-seat' });
    expect(why(g, 0, { type: 'dance' })).toEqual({ code: 'bad-move' });
    expect(why(g, 0, 'end-turn')).toEqual({ code: 'bad-move' });
    g.phase = 'over';
    expect(why(g, 0, { type: 'end-turn' })).toEqual({ code: 'game-over' });
  });

  it('the turn prompt says beforehand why each pile it does not offer cannot be bought, and each card in hand cannot be played', () => {
    const g = table(['estate', 'village', 'copper'], { phase: 'buy', coins: 3, supply: { silver: 0 } });
    // Worked out only for the prompts a player is sent: the game's own prompts carry none.
    expect(dominion.prompts(g)[0]).not.toHaveProperty('reasons');
    const [turn] = dominion.explainPrompts!(g, dominion.prompts(g)) as unknown as { reasons?: { play: Record<string, WhyEntry>; buy: Record<string, WhyEntry> }; buy: string[] }[];
    // Each reason as short as the message lets it be: the card is the key, the cost the supply's, the coins the prompt's.
    expect(turn?.reasons?.buy.province).toBe('cannot-afford');
    expect(turn?.reasons?.buy.silver).toBe('pile-empty');
    expect(turn?.reasons?.play).toEqual({ estate: 'not-playable', village: 'wrong-phase' });
    // Read back, each is exactly the reason explain() gives for trying it.
    for (const card of Object.keys(g.supply)) {
      const entry = turn?.reasons?.buy[card];
      const read = entry === undefined ? null : whyReason(entry, { card, cost: costOf(g, card), coins: g.coins });
      expect(read, card).toEqual(dominion.explain?.(g, 0, { type: 'buy', card }) ?? null);
      expect(turn?.buy.includes(card), card).toBe(entry === undefined);
    }
    for (const card of ['estate', 'village']) {
      expect(whyReason(turn!.reasons!.play[card]!, { card })).toEqual(dominion.explain?.(g, 0, { type: 'play', card }));
    }
  });

  it('keeps a reason whole where the message cannot say its params (a Treasure after buying has none)', () => {
    const g = table(['copper', 'estate'], { phase: 'buy', coins: 4 });
    g.bought = 1;
    const [turn] = dominion.explainPrompts!(g, dominion.prompts(g)) as unknown as { reasons?: { play: Record<string, WhyEntry> } }[];
    expect(turn?.reasons?.play.copper).toEqual({ code: 'treasures-after-buy' });
    expect(whyReason(turn!.reasons!.play.copper!, { card: 'copper' })).toEqual(dominion.explain?.(g, 0, { type: 'play', card: 'copper' }));
    expect(whyEntry({ code: 'cannot-afford', params: { card: 'gold', cost: 6, coins: 4 } }, { card: 'gold', cost: 5, coins: 4 })).toEqual({ code: 'cannot-afford', params: { card: 'gold', cost: 6, coins: 4 } });
  });

  it('agrees with apply() on every buy and play through a whole turn', () => {
    const g = table(['village', 'smithy', 'copper', 'silver', 'estate']);
    const moves = (): unknown[] => [
      ...Object.keys(g.supply).map((card) => ({ type: 'buy', card })),
      ...['village', 'smithy', 'copper', 'silver', 'estate', 'gold'].map((card) => ({ type: 'play', card })),
      { type: 'treasures' }, { type: 'end-actions' }, { type: 'end-turn' },
    ];
    for (const step of [{ type: 'play', card: 'village' }, { type: 'play', card: 'smithy' }, { type: 'treasures' }, { type: 'buy', card: 'silver' }]) {
      for (const move of moves()) for (const seat of [0, 1]) why(g, seat, move);
      act(g, 0, step);
    }
  });
});
