// Days and deals: which day a moment belongs to (UTC), when it ends, and the day's deal. Pure:
// the caller passes the time and the randomness, so tests drive midnight without waiting for it.
import { seedRng } from '../games/core/rng.ts';
import { getGame } from '../games/index.ts';
import type { DailyDealShown, DailyGame } from '../protocol/daily.ts';

export { dayEnd, dayOf, dayStart } from '../protocol/daily.ts';

/** The Daily object's name for a game's day. */
export function dailyName(game: DailyGame, date: string): string {
  return `${game}.${date}`;
}

/** The day's whole deal, the secret part included: it stays inside the Daily object and the rooms. */
export interface DailyDeal extends DailyDealShown {
  seed: string;
  botSeed: string;
}

/**
 * The day's deal of a game with a daily challenge (its Game.daily) from three random strings:
 * `pick` chooses what is shown (the game's options) and is thrown away, so nothing shown is
 * derived from the secret `seed`. The opponents are the game's, at the same strength every day.
 */
export function makeDeal(game: DailyGame, date: string, random: { pick: string; seed: string; botSeed: string }): DailyDeal {
  const rules = getGame(game)?.daily;
  if (!rules) throw new Error(`${game} has no daily challenge`);
  const options = rules.deal(seedRng(random.pick));
  const bots = rules.opponents.slice();
  return { game, date, options, seats: 1 + bots.length, bots, seed: random.seed, botSeed: random.botSeed };
}

/** The deal without its secrets: what the card and the page may show. */
export function shownDeal(deal: DailyDeal): DailyDealShown {
  return { game: deal.game, date: deal.date, options: deal.options, seats: deal.seats, bots: deal.bots };
}
