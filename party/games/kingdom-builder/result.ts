// Final scores once the game is over: per seat, each scoring card and the castles.
import { rankSeats, type GameResult } from '../core/index.ts';
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
