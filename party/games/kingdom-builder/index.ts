// Kingdom Builder: the game object the room hosts, and the pure board scorer.
import { kingdomBuilderDaily } from './daily.ts';
import { fail, value, visibleLog, type Game } from '../core/index.ts';
import { kbBots } from './bots/index.ts';
import { applyMove, type KbMove } from './moves.ts';
import { explainMove } from './refusal.ts';
import { MAX_SEATS, MIN_SEATS, parseOptions, type KbOptions } from './options.ts';
import { boardOfState, type KbState } from './state.ts';
import { setupFromOptions } from './setup.ts';
import { prompts, randomMove, type KbPrompt } from './prompts.ts';
import { kingdomBuilderRating, resultOf } from './result.ts';
import { view, type KbView } from './view.ts';
import { kingdomBuilderAutoplay } from './autoplay.ts';
import { lessonDeal } from './lesson.ts';
import { scoreSeats } from './scoring.ts';

const MINUTE = 60_000;
const SECOND = 1000;

export const kingdomBuilder: Game<KbState, KbOptions, KbMove, KbView, KbPrompt> = {
  id: 'kingdom-builder',
  name: 'Kingdom Builder',
  minSeats: MIN_SEATS,
  maxSeats: MAX_SEATS,
  parseOptions,
  setup({ seed, seats, options }) {
    if (typeof seed !== 'string') return fail('bad-seed', 'the seed must be a string');
    const parsed = parseOptions(options, seats);
    if (!parsed.ok) return parsed;
    return value(parsed.value.lesson ? lessonDeal(seed) : setupFromOptions(seed, seats, parsed.value));
  },
  prompts,
  apply: applyMove,
  explain: explainMove,
  view,
  log: (state, seat, since) => visibleLog(state.log, seat, since),
  result: resultOf,
  randomMove,
  // A turn places three settlements and maybe tiles on a 400-hex map: a little more time per
  // turn than Dominion's (docs/table.md, "Clocks and absent players").
  clocks: { relaxed: { perTurnMs: 3 * MINUTE, bankMs: 0 }, fast: { perTurnMs: 20 * SECOND, bankMs: 5 * MINUTE } },
  scores: (state) => scoreSeats(boardOfState(state), state.owner, state.seats, state.cards).map((g) => g.total),
  // The terrain card in `yourCard` is its viewer's alone (a spectator's, if ever set, is nobody's: -1).
  secrets: {
    owners: (v) => (v.yourCard === null ? [] : [v.you ?? -1]),
    shared: ({ you: _you, yourCard: _card, ...v }) => v,
    // The terrain deck's order and every seat's card; the view counts the deck and says who holds a card.
    hiddenFields: ['deck', 'hands'],
  },
  autoplay: kingdomBuilderAutoplay,
  bots: kbBots,
  botRatings: { easy: 1025, medium: 1500, hard: 1725 },
  rating: kingdomBuilderRating,
  daily: kingdomBuilderDaily,
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
