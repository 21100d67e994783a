// Gold as it would stand if the game ended now, from the public view, with the engine's own pure
// scoring functions: a preview of the rules' outcome, not a second copy of them.
import { boardOf } from '../../../party/games/kingdom-builder/board.ts';
import type { KbView } from '../../../party/games/kingdom-builder/index.ts';
import { scoreSeats, type SeatGold } from '../../../party/games/kingdom-builder/scoring.ts';

export function runningGold(view: KbView): SeatGold[] {
  return scoreSeats(boardOf(view.map), view.settlements, view.seats, view.cards);
}
