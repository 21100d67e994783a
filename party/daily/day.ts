// Days and deals: which day a moment belongs to (UTC), when it ends, and the day's deal. Pure:
// the caller passes the time and the randomness, so tests drive midnight without waiting for it.
import type { BotLevel } from '../games/core/bots.ts';
import { sample, seedRng, nextInt } from '../games/core/rng.ts';
import { BASE_KINGDOM, INTRIGUE_KINGDOM } from '../games/dominion/cards/index.ts';
import { LOCATION_KINDS } from '../games/kingdom-builder/board.ts';
import { SCORING_CARD_IDS } from '../games/kingdom-builder/cards.ts';
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

/** Who plays the challenge with you: the hard bot, at the same strength every day. */
const OPPONENTS: Record<DailyGame, BotLevel[]> = {
  dominion: ['hard'],
  'kingdom-builder': ['hard', 'hard'],
};

/**
 * The day's deal from three random strings: `pick` chooses what is shown (kingdom, sections,
 * scoring cards) and is thrown away, so nothing shown is derived from the secret `seed`.
 */
export function makeDeal(game: DailyGame, date: string, random: { pick: string; seed: string; botSeed: string }): DailyDeal {
  const rng = seedRng(random.pick);
  const bots = OPPONENTS[game];
  const options = game === 'dominion'
    ? { kingdom: { cards: sample(rng, [...BASE_KINGDOM, ...INTRIGUE_KINGDOM], 10) } }
    : {
        sections: sample(rng, LOCATION_KINDS, 4).map((id) => ({ id, turned: nextInt(rng, 2) === 1 })),
        cards: sample(rng, SCORING_CARD_IDS, 3),
      };
  return { game, date, options, seats: 1 + bots.length, bots: bots.slice(), seed: random.seed, botSeed: random.botSeed };
}

/** The deal without its secrets: what the card and the page may show. */
export function shownDeal(deal: DailyDeal): DailyDealShown {
  return { game: deal.game, date: deal.date, options: deal.options, seats: deal.seats, bots: deal.bots };
}
