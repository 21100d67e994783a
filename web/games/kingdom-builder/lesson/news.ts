// Which of Kingdom Builder's log entries the lesson's coach tells of: the learner taking a tile,
// the one thing a first game can miss on the map. Pure, so tested in Node.
import type { VisibleLogEntry } from '../../../../party/games/core/types.ts';
import type { News } from '../../../lesson/advice.ts';

export function kbNews(e: VisibleLogEntry, you: number): News<'kn.tile'> | null {
  if (e.type === 'tile-gained' && e.seat === you && typeof e.data?.tile === 'string') return { key: 'kn.tile', vars: { tile: e.data.tile } };
  return null;
}
