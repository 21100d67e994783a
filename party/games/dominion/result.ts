// Final scores: VP of every owned card, tie to fewer turns, then shared.
import { rankSeats } from '../core/rank.ts';
import type { GameResult } from '../core/types.ts';
import { holdingsOf, scoreOf } from './score.ts';
import type { DominionState } from './types.ts';

export function result(g: DominionState): GameResult | null {
  if (g.phase !== 'over') return null;
  const scores = g.players.map((p, seat) => ({ seat, ...scoreOf(p) }));
  const totals = scores.map((s) => s.total);
  const turns = g.players.map((p) => p.turns);
  // How many of each scoring card, so the end screen can say "Province ×3 = 18 VP".
  const counts = g.players.map((p) => ({ ...holdingsOf(p).vpCards }));
  return {
    scores,
    winners: rankSeats(totals, turns),
    details: { turns, vpByTurn: g.players.map((p) => p.vpByTurn.slice()), kingdom: g.kingdom.slice(), counts },
  };
}
