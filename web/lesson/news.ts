// "What just happened", for the coach: the latest event of the lesson worth a word, read from the
// log as the learner's seat sees it. Which entries are worth one is the game's (its coach's
// `news`); how far back to look is the same for every lesson. Pure, so tested in Node.
import type { VisibleLogEntry } from '../../party/games/core/types.ts';
import type { News } from './advice.ts';

export type { News };

/** A game's reader of one log entry: the news it tells the learner's seat, or null. */
export type NewsReader = (entry: VisibleLogEntry, you: number) => News | null;

/** How far back to look: a turn's worth of entries, so old news is not repeated. */
const WINDOW = 8;

/**
 * The newest event worth telling in the last few entries of the turn being played, or null: what
 * happened in an earlier turn (the bot's buy, once the learner's turn has begun) belongs to an
 * earlier step. Card and tile ids stay ids.
 */
export function lessonNews(read: NewsReader, log: readonly VisibleLogEntry[], you: number): News | null {
  for (let i = log.length - 1; i >= Math.max(0, log.length - WINDOW); i--) {
    if (log[i]!.type === 'turn') return null;
    const news = read(log[i]!, you);
    if (news) return news;
  }
  return null;
}
