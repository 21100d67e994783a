// Which of Dominion's log entries the lesson's coach tells of ("what just happened"): the
// attack and its block, the learner's big plays, trashing, and every buy. Pure, so tested in Node.
import type { VisibleLogEntry } from '../../../../party/games/core/types.ts';
import type { News } from '../../../lesson/advice.ts';

export type DominionNewsKey = 'dn.moat' | 'dn.militia' | 'dn.village' | 'dn.smithy' | 'dn.trashed' | 'dn.bought' | 'dn.botBought';

export function dominionNews(e: VisibleLogEntry, you: number): News<DominionNewsKey> | null {
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
