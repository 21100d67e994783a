// Scenario shortcuts for the Dominion tests.
import { expect } from 'vitest';
import { closeWindows } from '../../../party/games/core/pause.ts';
import { dominion, scenario, type Scenario } from '../../../party/games/dominion/index.ts';
import type { Ask, DominionState } from '../../../party/games/dominion/types.ts';

export { dominion, scenario };

export function game(s: Scenario): DominionState {
  return scenario(s);
}

/**
 * Applies a move that must be accepted, then closes a Reaction window nobody is asked in any
 * more, as the room does once its pause is over (at once here).
 */
export function act(g: DominionState, seat: number, move: unknown): void {
  const out = dominion.apply(g, seat, move);
  if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
  closeWindows(dominion, g);
}

export function play(g: DominionState, card: string, seat = g.current): void {
  act(g, seat, { type: 'play', card });
}

export function choose(g: DominionState, seat: number, pick: string[]): void {
  act(g, seat, { type: 'choose', pick });
}

/** The pending ask for `seat` (fails the test when there is none). */
export function askOf(g: DominionState, seat: number): Ask {
  const a = g.asks.find((x) => x.seat === seat);
  expect(a, `expected seat ${seat} to be asked`).toBeDefined();
  return a as Ask;
}

export function p(g: DominionState, seat: number) {
  return g.players[seat]!;
}

export function sorted(xs: readonly string[]): string[] {
  return xs.slice().sort();
}

export function totalCards(g: DominionState): number {
  let n = g.trash.length;
  for (const id in g.supply) n += g.supply[id]!;
  for (const pl of g.players) n += pl.hand.length + pl.deck.length + pl.discard.length + pl.play.length + pl.aside.length + pl.revealed.length;
  return n;
}

export const FIVE_COPPERS = ['copper', 'copper', 'copper', 'copper', 'copper'];
export const ESTATES = ['estate', 'estate', 'estate'];

/**
 * A Minion against two Reactions: seat 1 holds Secret Chamber in a 3-card hand (Gold under it),
 * seat 2 Moat in a 5-card hand (Silvers under it).
 */
export const MINION_VS_CHAMBER_AND_MOAT = [
  { hand: ['minion'] },
  { hand: ['secret-chamber', 'copper', 'estate'], deck: ['gold', 'gold'] },
  { hand: ['moat', 'copper', 'copper', 'copper', 'copper'], deck: ['silver', 'silver', 'silver', 'silver'] },
];
