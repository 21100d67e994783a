// Dominion's rules as the contract's engine. The bots' trial games play through it, so it does
// not import the bots (./index.ts adds them, with the rest of what the product asks of a game).
import type { GameEngine } from '../core/types.ts';
import './cards/index.ts';
import { openWindow } from './attack.ts';
import { apply, explainMove } from './moves.ts';
import { privateMove, prompts, randomMove, waiting, type DominionPrompt } from './prompts.ts';
import { explainPrompts } from './refusal.ts';
import { result } from './result.ts';
import { parseOptions, setupState } from './setup.ts';
import type { DominionMove, DominionOptions, DominionState } from './types.ts';
import { log, takeLog } from './log.ts';
import { type DominionView, view } from './view.ts';
import { value } from '../core/outcome.ts';
import { applyUndoMark, dominionUndo, isUndoMark, type UndoMark } from './undo.ts';
import { upgradeSaved } from './upgrade.ts';
import { lessonDeal } from './lesson.ts';

export const dominionRules: GameEngine<DominionState, DominionOptions, DominionMove | UndoMark, DominionView, DominionPrompt> = {
  id: 'dominion',
  name: 'Dominion',
  minSeats: 2,
  maxSeats: 6,
  parseOptions,
  setup({ seed, seats, options }) {
    const parsed = parseOptions(options, seats);
    if (!parsed.ok) return parsed;
    return value(parsed.value.lesson ? lessonDeal(String(seed)) : setupState(String(seed), seats, parsed.value));
  },
  upgrade: upgradeSaved,
  prompts,
  // Why each card and pile not offered is refused, for the page: only in a message a player is sent.
  explainPrompts,
  waiting,
  // The room's undo mark is a move only the room makes (it refuses it from players).
  apply: (g, seat, move) => (isUndoMark(move) ? applyUndoMark(g, seat, move) : apply(g, seat, move)),
  // A mark is never a player's to make, so there is nothing to explain to one.
  explain: (g, seat, move) => (isUndoMark(move) ? { code: 'room-only' } : explainMove(g, seat, move)),
  privateMove,
  // A Reaction window when the kingdom has a Reaction: the room closes it after its pause.
  pause: openWindow,
  view,
  takeLog,
  log,
  result,
  randomMove,
  undo: dominionUndo,
};

