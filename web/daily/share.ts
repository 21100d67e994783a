// The result a player shares: a headline, one line of emoji and numbers, and the link to the day's
// card. It says how the game went, never how it was played (no kingdom, no cards, no buys), so it
// spoils nothing for those who have not played yet. Pure, so it is tested in Node.
import type { DailyGame, DailyScore } from '../../party/protocol/daily.ts';
import { dailyPath } from '../routes.ts';

export interface ShareInput {
  /** The headline in the player's language (game and date in it). */
  head: string;
  score: DailyScore;
  /** Null for a practice game, which has no rank. */
  rank: number | null;
  count: number;
  link: string;
}

/** "+12" or "−3" (a real minus sign, so the line reads the same in every font). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

export function shareText({ head, score, rank, count, link }: ShareInput): string {
  const parts = [`${score.won ? '🏆' : '💀'} ${signed(score.margin)}`, `🔁 ${score.turns}`];
  if (rank !== null) parts.push(`🏅 ${rank}/${count}`);
  return `${head}\n${parts.join(' · ')}\n${link}`;
}

/** Where the shared link leads: the day's page, its leaderboard and (that day) the way to play it. */
export function dailyLink(origin: string, game: DailyGame, date: string): string {
  return origin + dailyPath(game, date);
}
