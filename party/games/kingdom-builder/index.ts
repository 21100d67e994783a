// Kingdom Builder: the game object the room hosts, and the pure board scorer.
import { fail, value, visibleLog, type Game } from '../core/index.ts';
import { kbBots } from './bots/index.ts';
import { applyMove, type KbMove } from './moves.ts';
import { MAX_SEATS, MIN_SEATS, parseOptions, type KbOptions } from './options.ts';
import { setupFromOptions, type KbState } from './state.ts';
import { prompts, randomMove } from './prompts.ts';
import { resultOf } from './result.ts';
import { view, type KbView } from './view.ts';

export const kingdomBuilder: Game<KbState, KbOptions, KbMove, KbView> = {
  id: 'kingdom-builder',
  name: 'Kingdom Builder',
  minSeats: MIN_SEATS,
  maxSeats: MAX_SEATS,
  parseOptions,
  setup({ seed, seats, options }) {
    if (typeof seed !== 'string') return fail('bad-seed', 'the seed must be a string');
    const parsed = parseOptions(options, seats);
    if (!parsed.ok) return parsed;
    return value(setupFromOptions(seed, seats, parsed.value));
  },
  prompts,
  apply: applyMove,
  view,
  log: (state, seat, since) => visibleLog(state.log, seat, since),
  result: resultOf,
  randomMove,
  bots: kbBots,
};

export { scenario, type Scenario, type ScenarioTile } from './scenario.ts';
export { scoreBoard, type ScoreBoardInput, type SeatGold } from './scoring.ts';
export { parseMap, printGrid, assembleSections, turnSection, SIZE, HEXES } from './board.ts';
export type { LocationKind, Terrain } from './board.ts';
export { SCORING_CARDS, SCORING_CARD_IDS, TILE_TEXTS, type ScoringCard } from './cards.ts';
export { SECTION_IDS, SECTION_TEXT } from './sections.ts';
export type { KbMove } from './moves.ts';
export type { KbOptions, SectionChoice } from './options.ts';
export type { KbState, HeldTile } from './state.ts';
export type { KbPrompt } from './prompts.ts';
export type { KbView, KbPlayerView } from './view.ts';
export type { TileOption, TurnOptions, SettlementMoves } from './rules.ts';
