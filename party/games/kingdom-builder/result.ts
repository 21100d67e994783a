// Final scores once the game is over: per seat, each scoring card and the castles.
import { placesOf, rankSeats, type GameResult, type RatedGame } from '../core/index.ts';
import { scoreSeats } from './scoring.ts';
import { boardOfState, type KbState } from './state.ts';

export function resultOf(state: KbState): GameResult | null {
  if (!state.over) return null;
  const gold = scoreSeats(boardOfState(state), state.owner, state.seats, state.cards);
  const scores = gold.map((g, seat) => ({ seat, total: g.total, breakdown: { ...g.cards, castles: g.castles } }));
  return {
    scores,
    winners: rankSeats(scores.map((s) => s.total)),
    details: { settlementsLeft: state.supply.slice(), turns: state.turn },
  };
}

/** One pool; places by gold alone (the rules share a tie), a resigned game by winners. */
export const kingdomBuilderRating: RatedGame<KbState> = {
  pools: ['kingdom-builder'],
  pool: () => 'kingdom-builder',
  rounds: (state) => Math.ceil(state.turn / state.seats),
  places: (r) => (r.details?.resigned !== undefined
    ? r.scores.map((s) => (r.winners.includes(s.seat) ? 1 : 2))
    : placesOf(r.scores.map((s) => s.total))),
};
