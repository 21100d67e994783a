// Which of the turn's buttons is drawn as the primary one. Reads the engine's card table itself, not
// ./cards.ts, so it stays a pure function of the prompt (unit-tested in Node).
import { CARDS } from '../../../party/games/dominion/cards/index.ts';
import type { TurnPrompt } from '../../../party/games/dominion/prompts.ts';

/**
 * The turn's button for what the player does next, drawn as the primary one: none while an Action
 * can be played (the hand's cards are the next step), Play all Treasures while Treasures wait,
 * none while something can be bought (the supply's piles are), and End turn once nothing is left.
 */
export function nextMove(p: TurnPrompt): 'treasures' | 'end-turn' | null {
  if (p.play.some((c) => CARDS[c]?.types.includes('Action'))) return null;
  if (p.moves.includes('treasures')) return 'treasures';
  return p.buy.length > 0 ? null : 'end-turn';
}
