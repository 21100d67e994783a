// The Dominion lesson's coach as a pure step machine: from what the learner's seat is shown (its
// view, its prompts, the result) to the step to take now and the control to point at. It reads
// the engine's prompts for what is possible and never works out a rule itself.
import type { GameResult, Prompt } from '../../../../party/games/core/types.ts';
import type { DominionView } from '../../../../party/games/dominion/view.ts';
import type { Advice } from '../../../lesson/advice.ts';
import type { LessonPath } from '../../../lesson/progress.ts';

/** Every step of the lesson, in the order the stacked deal brings them when the advice is taken. */
export const DOMINION_STEPS = [
  'treasures', 'buy', 'end-turn', 'attacked', 'village', 'smithy', 'province', 'chapel', 'trash', 'last-province', 'over',
] as const;

/** The lesson's path turn by turn (the Militia comes in the bot's turn before your second). */
export const DOMINION_PATH: LessonPath = [
  ['treasures', 'buy', 'end-turn'],
  ['attacked', 'village', 'smithy', 'treasures', 'province', 'end-turn'],
  ['chapel', 'trash', 'treasures', 'buy', 'end-turn'],
  ['treasures', 'last-province', 'end-turn'],
  ['over'],
] satisfies readonly (readonly (typeof DOMINION_STEPS)[number][])[];

/** Which of the path's turns the table is at: the learner's turns finished so far. */
export const dominionTurn = (view: DominionView, you: number): number => view.players[you]?.turns ?? 0;

/** Steps outside the lesson's path: the learner chose otherwise, and the game goes on. */
export type DominionAside = 'wait' | 'answer' | 'play-action' | 'discard' | 'buy-gold';

export type DominionStep = (typeof DOMINION_STEPS)[number] | DominionAside;

interface TurnPrompt extends Prompt { kind: 'turn'; phase: 'action' | 'buy'; buys: number; coins: number; play: string[]; buy: string[]; moves: string[] }
interface AskPrompt extends Prompt { card: string; from: 'hand' | string[] }

/**
 * After a detour the learner may hold other Actions of this kingdom: the coach names one to play,
 * those giving +Actions first so the rest can follow. Not the Moat while Treasures wait: played
 * on the lesson's second turn, it would draw the cards its third turn is dealt from.
 */
const MORE_ACTIONS = ['festival', 'market', 'cellar', 'militia', 'woodcutter', 'workshop'];

const handCard = (id: string) => `[data-testid=hand] [data-card="${id}"]`;
const pile = (id: string) => `[data-testid=supply] [data-pile="${id}"]`;

export function dominionAdvice(view: DominionView, prompts: Prompt[], result: GameResult | null, you: number): Advice<DominionStep> {
  if (result !== null || view.phase === 'over') return { step: 'over', target: '[data-testid=end-screen]' };
  const prompt = prompts.find((p) => p.seat === you);
  if (!prompt) return { step: 'wait', target: null };
  if (prompt.kind !== 'turn') {
    const ask = prompt as AskPrompt;
    if (ask.kind === 'react' && Array.isArray(ask.from) && ask.from.includes('moat')) {
      return { step: 'attacked', target: '[data-testid=reveal-option][data-card="moat"]' };
    }
    if (ask.card === 'chapel') return { step: 'trash', target: handCard('estate') };
    // The Moat kept hidden: the Militia's discard, said plainly rather than as "a question".
    if (ask.kind === 'discard' && ask.card === 'militia') return { step: 'discard', target: '[data-testid=hand]' };
    return { step: 'answer', target: '[data-testid=ask]' };
  }
  const turn = prompt as TurnPrompt;
  if (turn.phase === 'action') {
    for (const [card, step] of [['village', 'village'], ['smithy', 'smithy'], ['chapel', 'chapel']] as const) {
      if (turn.play.includes(card)) return { step, target: handCard(card) };
    }
    const more = MORE_ACTIONS.find((card) => turn.play.includes(card));
    if (more) return { step: 'play-action', target: handCard(more), vars: { card: more } };
  }
  if (turn.moves.includes('treasures')) return { step: 'treasures', target: '[data-testid=move-treasures]' };
  if (turn.buys > 0 && turn.buy.includes('province')) {
    const left = view.supply.find((p) => p.card === 'province')?.count ?? 0;
    return { step: left === 1 ? 'last-province' : 'province', target: pile('province'), vars: { coins: turn.coins } };
  }
  if (turn.buys > 0 && turn.buy.includes('gold')) return { step: 'buy-gold', target: pile('gold'), vars: { coins: turn.coins } };
  if (turn.buys > 0 && turn.buy.includes('silver')) return { step: 'buy', target: pile('silver'), vars: { coins: turn.coins } };
  const card = turn.phase === 'action' ? turn.play[0] : undefined;
  if (card) return { step: 'play-action', target: handCard(card), vars: { card } };
  return { step: 'end-turn', target: '[data-testid=move-end-turn]' };
}
