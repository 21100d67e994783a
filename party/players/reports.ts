// How one finished game rates one player: against each other player, by final standing. Pure, so
// the rules below (who counts, who is last, when a game changes nothing) are tested on their own.
import type { RatedGame } from './glicko2.ts';
import { START_RATING, type GameReport, type ReportedSeat } from '../protocol/players.ts';

/** A rated game of fewer whole turns changes nobody's rating. */
export const MIN_RATED_TURNS = 3;
/** Rated games a day between the same two identities that still change their ratings. */
export const PAIR_GAMES_PER_DAY = 5;

export type ReportOutcome =
  | { seat: ReportedSeat; place: number; rated: true; games: RatedGame[]; opponents: string[] }
  | { seat: ReportedSeat; place: number; rated: false; why: 'unrated-table' | 'bot' | 'short' | 'same-player' | 'pair-limit' | 'no-opponents' }
  | null;

/** The UTC day of a time, as a day number. */
export function utcDay(at: number): number {
  return Math.floor(at / 86_400_000);
}

/**
 * What `report` means for `player`: null when they hold no seat in it. `pairGames(opponent)` says
 * how many rated games against that opponent already counted on the report's UTC day.
 */
export function outcomeFor(report: GameReport, player: string, pairGames: (opponent: string) => number): ReportOutcome {
  const mine = report.seats.filter((s) => s.player === player);
  const seat = mine[0];
  if (!seat) return null;
  const place = effectivePlace(report.seats, seat);
  if (!report.rated) return { seat, place, rated: false, why: 'unrated-table' };
  if (report.seats.some((s) => s.bot)) return { seat, place, rated: false, why: 'bot' };
  if (report.turns < MIN_RATED_TURNS) return { seat, place, rated: false, why: 'short' };
  if (mine.length > 1) return { seat, place, rated: false, why: 'same-player' };
  const others = report.seats.filter((s) => s !== seat && s.player !== null);
  const counted = others.filter((s) => pairGames(s.player!) < PAIR_GAMES_PER_DAY);
  if (others.length > 0 && counted.length === 0) return { seat, place, rated: false, why: 'pair-limit' };
  if (counted.length === 0) return { seat, place, rated: false, why: 'no-opponents' };
  const games = counted.map((s) => {
    const theirs = s.ratingBefore ?? START_RATING;
    const their = effectivePlace(report.seats, s);
    return { rating: theirs.rating, rd: theirs.rd, score: place < their ? 1 : place === their ? 0.5 : 0 };
  });
  return { seat, place, rated: true, games, opponents: counted.map((s) => s.player!) };
}

/** A seat's place for rating: forfeited seats share the place after everyone who played on. */
export function effectivePlace(seats: readonly ReportedSeat[], seat: ReportedSeat): number {
  if (!seat.forfeited) return seat.place;
  return Math.max(0, ...seats.filter((s) => !s.forfeited).map((s) => s.place)) + 1;
}
