// One move of the bot's own turn: an Action, then all Treasures, then buys, then end the turn.
import type { DominionMove } from '../types.ts';
import type { TurnPrompt } from '../prompts.ts';
import { type BuyStyle, chooseBuy } from './buy.ts';
import type { Plan } from './plan.ts';
import { chooseAction } from './play.ts';
import type { Situation } from './situation.ts';

export interface TurnStyle extends BuyStyle {
  /** Plays Actions (the Big Money yardstick plays only Treasures). */
  actions: boolean;
  /** Answers card questions with the hard bot's judgment rather than plain rules of thumb. */
  judgment: boolean;
}

export const BMU_STYLE: TurnStyle = { ppr: false, endings: false, actions: false, judgment: false };
export const MEDIUM_STYLE: TurnStyle = { ppr: true, endings: false, actions: true, judgment: false };
// Hard counts the score instead of the penultimate Province rule: with the rule, the same plans
// won 3.8 points less against medium and 1.9 less against bmu in trial games (30 kingdoms x 200
// games each), whose players often cannot hit $8 for the last Province.
export const HARD_STYLE: TurnStyle = { ppr: false, endings: true, actions: true, judgment: true, greenByPlayers: true, openings: true };

const TREASURES: DominionMove = { type: 'treasures' };
const END_TURN: DominionMove = { type: 'end-turn' };

export function turnMove(p: TurnPrompt, s: Situation, plan: Plan, style: TurnStyle, pickBuy = chooseBuy): DominionMove {
  if (p.phase === 'action' && style.actions) {
    const card = chooseAction(s, p.play, plan);
    if (card) return { type: 'play', card };
  }
  if (p.moves.includes('treasures')) return TREASURES;
  const card = pickBuy(s, plan, style);
  if (card && p.buy.includes(card)) return { type: 'buy', card };
  return END_TURN;
}
