// Dominion (base + Intrigue, first editions) as a game of the shared contract.
import type { Game } from '../core/types.ts';
import './cards/index.ts';
import { apply } from './moves.ts';
import { prompts, randomMove, waiting } from './prompts.ts';
import { result } from './result.ts';
import { parseOptions, setupState } from './setup.ts';
import type { DominionMove, DominionOptions, DominionState } from './types.ts';
import { type DominionView, log, view } from './view.ts';
import { value } from '../core/outcome.ts';
import { bmuBot, easyBot, hardBot, mediumBot } from './bots/index.ts';

export const dominion: Game<DominionState, DominionOptions, DominionMove, DominionView> = {
  id: 'dominion',
  name: 'Dominion',
  minSeats: 2,
  maxSeats: 6,
  parseOptions,
  setup({ seed, seats, options }) {
    const parsed = parseOptions(options, seats);
    if (!parsed.ok) return parsed;
    return value(setupState(String(seed), seats, parsed.value));
  },
  prompts,
  waiting,
  apply,
  view,
  log,
  result,
  randomMove,
  bots: { easy: easyBot, medium: mediumBot, hard: hardBot },
  referenceBots: { bmu: bmuBot },
};

export { scenario, type Scenario, type ScenarioPlayer } from './scenario.ts';
export type { DominionMove, DominionOptions, DominionState } from './types.ts';
export type { DominionView } from './view.ts';
export type { DominionPrompt, TurnPrompt } from './prompts.ts';
export { CARDS, PRESETS } from './cards/index.ts';
