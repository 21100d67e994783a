// The opening's odd hands: what a $2 hand in my first four turns (the first two shuffles) buys
// when the plan wants nothing at that price. Most plans skip it (a Copper or an Estate would only
// dilute the deck); Courtyard helps every plan measured, as a draw of three that puts back the
// card best kept for the next turn.
import type { Situation } from './situation.ts';

/** $2 kingdom cards worth such a hand whatever the plan (Pawn, Cellar and Moat lost trials). */
const OPENERS_AT_TWO = ['courtyard'];

/** Turns (of mine) the opening lasts for this rule: two shuffles of a 10-12 card deck. */
const OPENING_TURNS = 4;

/** The card a $2-or-less early hand takes beyond the plan's buy list, or null. */
export function openingExtra(s: Situation, affordable: (id: string) => boolean): string | null {
  // `turns` counts my finished turns.
  if ((s.turns[s.me] as number) >= OPENING_TURNS || s.coins > 2) return null;
  return OPENERS_AT_TWO.find(affordable) ?? null;
}
