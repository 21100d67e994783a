// Rushes: plans that win by emptying three piles before a money deck has its Provinces.
// Gardens with a $4 gainer (Workshop, Ironworks): every play gains a card, so the deck grows
// twice as fast as a buy a turn allows, and the Gardens, gainer and Estate piles run out together.
import { type BuyRule, INF as ALL, type Plan } from './plan.ts';
import { baseCost } from './roles.ts';

/** Gainers that take a Gardens, or another gainer, from the supply each time they are played. */
const GARDENS_GAINERS = ['workshop', 'ironworks'];

/**
 * Gardens with a gainer: every copy of the gainer first (the pile is the only cap: a rush does not
 * mind gainers colliding in hand, each one played is a card more), then Gardens, then Estates and
 * Coppers with whatever is left. A gainer dearer than $3 (Ironworks) wants two Silvers for the
 * hands of $3, or it is bought too slowly. Measured in trial games on random kingdoms with Gardens
 * (30 games each): with Workshop 92% against medium's plan, 82% against the best single-card Big
 * Money, 98% against Big Money Ultimate; with Ironworks and two Silvers 96 / 92 / 99% (without
 * the Silvers 70 / 64 / 80%; they cost Workshop 4 points). Gardens bought before the gainers lost
 * (33-42% with Workshop, 0% with Ironworks), and so did Woodcutter, Baron, Bridge and Bureaucrat
 * as the partner (at most 52% against medium's plan: they gain no card a play, or too few).
 */
export function gardensRush(gainer: string): Plan {
  const silvers: BuyRule[] = baseCost(gainer) > 3 ? [['silver', 2, 0]] : [];
  const buys: BuyRule[] = [[gainer, ALL, 0], ['gardens', ALL, 0], ...silvers, ['estate', ALL, 0], ['copper', ALL, 0]];
  return { name: `rush:gardens+${gainer}`, buys, duchy: 5, estate: 2, thin: false, gold: 0 };
}

/** The rushes this kingdom allows. */
export function rushes(kingdom: readonly string[]): Plan[] {
  if (!kingdom.includes('gardens')) return [];
  return GARDENS_GAINERS.filter((g) => kingdom.includes(g)).map(gardensRush);
}
