// Trash-first plans: a trasher bought right after the attack and played early on Estates, Curses
// and Coppers (the plan's `thin`) while the Treasures still make the money a turn needs; then Gold,
// one terminal draw and non-terminal payload (Laboratory, Market, Festival) for the thin deck.
// Measured (README, "Trash-first plans"): it beats the screen plan where Witch is on the board, and
// loses to it elsewhere, so it enters only beside a Witch.
import { type BuyRule, INF, type Plan } from './plan.ts';
import { baseCost } from './roles.ts';

/** Trashers by how fast they thin a starting deck: Chapel four cards a turn, the others one or two. */
export const TRASHERS = ['chapel', 'masquerade', 'steward', 'trading-post', 'moneylender'];

/** Non-terminal payload a thin deck plays every turn. */
const THIN_PAYLOAD = ['laboratory', 'market', 'festival'];

/** Terminal draw a thin deck buys one of: its hand is most of the deck. */
const THIN_DRAW = ['council-room', 'library', 'smithy', 'courtyard', 'nobles', 'moat'];

/** The kingdom's best trasher, or undefined. */
export const trasherOf = (kingdom: readonly string[]) => TRASHERS.find((c) => kingdom.includes(c));

/**
 * The trash-first plan of this kingdom, or none: two Witches, one $5 payload card (a $5 hand takes
 * it rather than a $2 trasher once the Witches are in), the trasher, Gold, one terminal draw, the
 * payload (up to eight each), Silver. Duchies from 5 Provinces left and Gold over a first Province
 * while the Treasures make under $17, as the field's other plans: a thin deck that took its first
 * Province at $8 whatever its money won 10 points fewer trials (35.0 / 44.1% against 45.7 / 50.1%
 * versus bm-best / medium on 30 Chapel boards).
 */
export function trashFirstPlans(kingdom: readonly string[]): Plan[] {
  const trasher = trasherOf(kingdom);
  const has = (c: string) => kingdom.includes(c);
  if (!trasher || !has('witch')) return [];
  const payload = THIN_PAYLOAD.filter(has);
  const draw = THIN_DRAW.find(has);
  const buys: BuyRule[] = [['witch', 2, 0]];
  const five = payload.find((c) => baseCost(c) >= 5);
  if (five && baseCost(trasher) < 5) buys.push([five, 1, 0]);
  buys.push([trasher, 1, 0], ['gold', INF, 0]);
  if (draw) buys.push([draw, 1, 0]);
  buys.push(...payload.map((p): BuyRule => [p, 8, 0]), ['silver', INF, 0]);
  const name = `trash:${trasher}+witch${draw ? `+${draw}` : ''}${payload.length ? `+${payload.join('+')}` : ''}`;
  return [{ name, buys, duchy: 5, estate: 2, thin: true, gold: 17 }];
}
