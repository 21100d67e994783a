// "What just happened", for the coach: the latest event of the lesson worth a word, read from the
// log as the learner's seat sees it. Pure, so tested in Node.
import type { VisibleLogEntry } from '../../party/games/core/types.ts';

export interface News {
  key: 'dn.moat' | 'dn.militia' | 'dn.village' | 'dn.smithy' | 'dn.trashed' | 'dn.bought' | 'dn.botBought' | 'kn.tile';
  vars?: Record<string, string | number>;
}

/** How far back to look: a turn's worth of entries, so old news is not repeated. */
const WINDOW = 8;

function dominionEntry(e: VisibleLogEntry, you: number): News | null {
  const card = typeof e.data?.card === 'string' ? e.data.card : null;
  const mine = e.seat === you;
  switch (e.type) {
    case 'react': return mine && card === 'moat' ? { key: 'dn.moat' } : null;
    case 'play':
      if (!mine && card === 'militia') return { key: 'dn.militia' };
      if (mine && card === 'village') return { key: 'dn.village' };
      if (mine && card === 'smithy') return { key: 'dn.smithy' };
      return null;
    case 'trash': {
      const n = Array.isArray(e.data?.cards) ? e.data.cards.length : card ? 1 : 0;
      return mine && n > 0 ? { key: 'dn.trashed', vars: { n } } : null;
    }
    case 'buy': return card ? { key: mine ? 'dn.bought' : 'dn.botBought', vars: { card } } : null;
    default: return null;
  }
}

function kbEntry(e: VisibleLogEntry, you: number): News | null {
  if (e.type === 'tile-gained' && e.seat === you && typeof e.data?.tile === 'string') return { key: 'kn.tile', vars: { tile: e.data.tile } };
  return null;
}

/**
 * The newest event worth telling in the last few entries of the turn being played, or null: what
 * happened in an earlier turn (the bot's buy, once the learner's turn has begun) belongs to an
 * earlier step. Card and tile ids stay ids.
 */
export function lessonNews(game: string, log: readonly VisibleLogEntry[], you: number): News | null {
  const read = game === 'dominion' ? dominionEntry : kbEntry;
  for (let i = log.length - 1; i >= Math.max(0, log.length - WINDOW); i--) {
    if (log[i]!.type === 'turn') return null;
    const news = read(log[i]!, you);
    if (news) return news;
  }
  return null;
}
