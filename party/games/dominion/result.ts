// Final scores: VP of every owned card, tie to fewer turns, then shared.
import { placesOf, rankSeats } from '../core/rank.ts';
import type { GameResult, RatedGame } from '../core/types.ts';
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

/** Rated as two pools: 2 players, and 3-6 (a different game in feel, rated apart as Shuffle iT does). */
export const dominionRating: RatedGame<DominionState> = {
  pools: ['dominion-2p', 'dominion-multi'],
  pool: (seats) => (seats === 2 ? 'dominion-2p' : 'dominion-multi'),
  rounds: (g) => Math.max(0, ...g.players.map((p) => p.turns)),
  // The result's own order: VP, then fewer turns; a resigned game (no turns counted) by winners.
  places: (r) => {
    const turns = r.details?.turns;
    if (!Array.isArray(turns)) return r.scores.map((s) => (r.winners.includes(s.seat) ? 1 : 2));
    return placesOf(r.scores.map((s) => s.total), turns as number[]);
  },
};
