// Dominion (base + Intrigue, first editions) as the product hosts it: the rules (./game.ts) and
// what else the contract asks of a game.
import { dominionDaily } from './daily.ts';
import type { Game } from '../core/types.ts';
import { dominionAutoplay } from './autoplay.ts';
import { bmBestBot, bmuBot, easyBot, hardBot, hardRolloutsBot, hardThinker, mediumBot, screenBots } from './bots/index.ts';
import { dominionRules } from './game.ts';
import { scoreOf } from './score.ts';
import { dominionRating } from './result.ts';
import type { DominionMove, DominionOptions, DominionState } from './types.ts';
import type { UndoMark } from './undo.ts';
import type { DominionPrompt } from './prompts.ts';
import { type DominionView, viewFrom } from './view.ts';

const MINUTE = 60_000;
const SECOND = 1000;

export const dominion: Game<DominionState, DominionOptions, DominionMove | UndoMark, DominionView, DominionPrompt> = {
  ...dominionRules,
  // A turn is a few quick clicks, with a longer think now and then for a big engine turn
  // (docs/table.md, "Clocks and absent players").
  clocks: { relaxed: { perTurnMs: 3 * MINUTE, bankMs: 0 }, fast: { perTurnMs: 15 * SECOND, bankMs: 5 * MINUTE } },
  scores: (g) => g.players.map((p) => scoreOf(p).total),
  // A hand is its owner's alone; everything else in the view is everyone's.
  secrets: {
    owners: (v) => v.players.filter((p) => p.hand !== undefined).map((p) => p.seat),
    shared: ({ you: _you, ...v }) => ({ ...v, players: v.players.map(({ hand: _hand, ...p }) => p) }),
    // Each player's draw pile and discards, and the engine's pending questions; a view counts them.
    hiddenFields: ['deck', 'discard', 'stack', 'asks'],
  },
  viewFrom,
  autoplay: dominionAutoplay,
  bots: { easy: easyBot, medium: mediumBot, hard: hardBot },
  botThinkers: { hard: hardThinker },
  // Bradley-Terry fit of 2-player sims (docs/bots.md, Ratings), medium anchored at 1500: easy
  // 903 ± 64, hard 1612 ± 30 (4 Dec 2026, fifty planning slices a move as at a table with a person).
  // Rounded: the lobby shows them as "≈".
  botRatings: { easy: 900, medium: 1500, hard: 1600 },
  // Yardsticks for the simulator: Big Money Ultimate, the single-card Big Money screen, and the screen's best on each kingdom.
  referenceBots: { bmu: bmuBot, ...screenBots, 'bm-best': bmBestBot, 'hard-rollouts': hardRolloutsBot },
  // Hard with rollouts at its key buys plans as hard does, so paired simulator runs differ in the rollouts alone.
  referenceThinkers: { 'hard-rollouts': hardThinker },
  rating: dominionRating,
  daily: dominionDaily,
};

export { scenario, type Scenario, type ScenarioPlayer } from './scenario.ts';
export type { DominionMove, DominionOptions, DominionState } from './types.ts';
export type { DominionView } from './view.ts';
export type { DominionPrompt, TurnPrompt } from './prompts.ts';
export { CARDS, PRESETS } from './cards/index.ts';
export { undoable, isUndoMark, type UndoMark } from './undo.ts';
