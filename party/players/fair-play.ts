// Quick match's fair play: a player who keeps walking away from tables (leaving one that was
// about to start, or leaving a game for a bot to finish) waits a little before the queue takes
// them again. Like lichess' rage-sit rule the wait is short at first and grows with repeats, and
// it is forgiven after a quiet day: one abandon is free (a dropped connection happens to anyone).

import type { AbandonKind, GameReport, ReportedSeat } from '../protocol/players.ts';
import { MIN_RATED_TURNS } from './reports.ts';

/**
 * A rated game its player resigned or left before it was long enough to rate (reports.ts
 * MIN_RATED_TURNS: the first two rounds) changes nobody's rating, so resigning at once would deny
 * every opponent their game, again and again: it counts as an abandon (the cool-down applies).
 */
export function isEarlyForfeit(report: Pick<GameReport, 'rated' | 'turns'>, seat: Pick<ReportedSeat, 'forfeited'>): boolean {
  return report.rated && report.turns < MIN_RATED_TURNS && seat.forfeited;
}

/** Abandons older than this are forgotten. */
export const ABANDON_WINDOW_MS = 24 * 3_600_000;
/** The wait after the latest abandon, by how many there were in the window: 1st free, then 2, 5, 15, 60 minutes. */
export const COOL_DOWNS_MS: readonly number[] = [0, 2 * 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

/** When the queue takes this player again (null: now), given their abandon times. */
export function coolDownUntil(abandons: readonly number[], now: number): number | null {
  const recent = abandons.filter((at) => at > now - ABANDON_WINDOW_MS && at <= now);
  if (recent.length === 0) return null;
  const wait = COOL_DOWNS_MS[Math.min(recent.length, COOL_DOWNS_MS.length) - 1]!;
  const until = Math.max(...recent) + wait;
  return until > now ? until : null;
}
