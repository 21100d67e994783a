// Rated tables and the report of a finished game (issue 21), as pure functions of what the room
// stores: whether a table is rated, a rating as a table shows it, and the GameReport each proven
// player's object is sent.
import type { AnyGame, GameResult } from '../games/core/types.ts';
import { PROVISIONAL_RD, type GameReport, type Rating, type ReportedSeat } from '../protocol/players.ts';
import type { SeatRating } from '../protocol/room.ts';
import type { RoomMeta, SeatRow } from './rows.ts';

/** Marked rated, a game that rates, and people in every seat (a bot anywhere: unrated). */
export function isRated(meta: RoomMeta, seats: readonly SeatRow[], def: AnyGame | undefined): boolean {
  return meta.rated === true && def?.rating !== undefined && seats.length > 0 && seats.every((s) => s.bot === null);
}

export function seatRating(r: Rating): SeatRating {
  return { rating: Math.round(r.rating), rd: Math.round(r.rd), provisional: r.rd > PROVISIONAL_RD };
}

/**
 * Seats that resigned, or whose person left or went away and a bot played on to the end: placed
 * last whatever the bot achieved (a seat whose time merely ran out still plays by its bot's result).
 */
export function forfeitedSeats(meta: RoomMeta, seats: readonly SeatRow[]): Set<number> {
  const out = new Set<number>();
  for (const s of seats) if (s.bot === null && (s.standin === 'left' || s.standin === 'away')) out.add(s.seat);
  if (meta.resigned !== null && meta.resigned !== undefined) out.add(meta.resigned);
  return out;
}

/** The game's places with forfeited seats moved behind everyone else (sharing the last place). */
export function finalPlaces(places: readonly number[], forfeited: ReadonlySet<number>): number[] {
  const playing = places.filter((_, seat) => !forfeited.has(seat));
  return places.map((place, seat) => (forfeited.has(seat)
    ? playing.length + 1
    : 1 + playing.filter((other) => other < place).length));
}

/** The report of a finished game, or null for a game that does not rate (no pool to report in). */
export function gameReport(
  meta: RoomMeta, seats: readonly SeatRow[], def: AnyGame | undefined, result: GameResult | null, rounds: number,
): GameReport | null {
  if (!def?.rating || !result) return null;
  const forfeited = forfeitedSeats(meta, seats);
  const places = finalPlaces(def.rating.places(result), forfeited);
  const reported: ReportedSeat[] = seats.map((s) => ({
    seat: s.seat,
    name: s.name,
    player: s.player ?? null,
    bot: s.bot !== null,
    place: places[s.seat] ?? seats.length,
    forfeited: forfeited.has(s.seat),
    ratingBefore: s.rating ?? null,
  }));
  return {
    table: meta.id,
    game: meta.game,
    pool: def.rating.pool(seats.length),
    rated: isRated(meta, seats, def),
    finishedAt: meta.finishedAt ?? meta.activeAt,
    turns: rounds,
    seats: reported,
  };
}
