// What a game may add to the contract suite: deeper checks of its own state, moves it must refuse,
// and the bots it tests without their safety net. All optional: a game registered with none of
// this still runs the whole contract (./random-play.test.ts, ./bots.test.ts, ./bot-input.test.ts).
import type { GameId } from '../../../party/games/index.ts';
import { dominionContract } from '../dominion/contract.ts';
import { kingdomBuilderContract } from '../kingdom-builder/contract.ts';

export type { BotHooks, BotRun, ContractHooks, RandomPlayHooks } from './hook-types.ts';
import type { ContractHooks } from './hook-types.ts';

export const HOOKS: Partial<Record<GameId, ContractHooks>> = {
  dominion: dominionContract,
  'kingdom-builder': kingdomBuilderContract,
};
