// Every game's web part, by game id: one entry per game the server registers
// (party/games/index.ts), or this does not compile. A game adds one folder, web/games/<game-id>/,
// and one entry here (README.md). Plain data: the shell makes components of it in ./game-ui.ts,
// and the embed widget reads `embed` without loading any UI. What a game has beyond its table
// (rated play, a rules page, a lesson) is an optional field: the shell lists only what exists.
import type { ComponentType } from 'preact';
import type { GameId } from '../../party/games/index.ts';
import { embed as dominionEmbed } from './dominion/embed.ts';
import * as dominionWords from './dominion/messages/shell.ts';
import { embed as kingdomBuilderEmbed } from './kingdom-builder/embed.ts';
import * as kingdomBuilderWords from './kingdom-builder/messages/shell.ts';
import type { Prompt } from '../../party/games/core/types.ts';
import type { BoardProps, EmbedOptions, LangWords, LessonCoach, OptionsFormProps, OptionsSummaryProps, PoolNames } from './types.ts';
import { RULES_PAGES, type RulesPageGame } from '../pages/learn/paths.ts';

/** A game's rules page, /learn/<game>. */
export interface RulesWeb {
  /** The page's title, and the words of every link to it ("How to play ..."). */
  title: LangWords;
  /** The page (web/pages/learn/LearnPage.tsx around the game's rules), fetched when opened. */
  page: () => Promise<{ default: ComponentType }>;
}

/** A game's guided first game (web/lesson/): its engine deals one for the options { lesson: true }. */
export interface LessonWeb<View = unknown> {
  /** The button that starts it. */
  button: LangWords;
  /** The options of the real game offered once the lesson is over. */
  firstGame: unknown;
  /** What the coach beside the board says at each step (./<game>/lesson/coach.ts), fetched with a lesson's table. */
  coach: () => Promise<{ default: LessonCoach<View> }>;
}

/** A game's web part: its modules, each fetched on first use, and its embed attributes. */
export interface GameWeb {
  board: () => Promise<{ default: ComponentType<BoardProps> }>;
  /** The lobby's form for the game's table options (absent: the game has none). */
  options?: () => Promise<{ default: ComponentType<OptionsFormProps> }>;
  /** Describes a listed table's options in the lobby's list of open tables. */
  summary?: () => Promise<{ default: ComponentType<OptionsSummaryProps> }>;
  /** How the embed widget's attributes set this game's options. */
  embed: EmbedOptions;
  /** The names of the game's rating pools, exactly those it declares (Game.rating.pools); absent: never rated. */
  pools?: PoolNames;
  /** Its rules page; absent: no rules page, and no link to one anywhere. */
  rules?: RulesWeb;
  /** Its lesson; absent: no lesson offered anywhere. */
  lesson?: LessonWeb;
}

/**
 * Declares a game's web part. The typed props are the game's own; the shell passes the room's
 * messages for that game, so the narrowing cast is sound by construction.
 */
export function gameWeb<View, Move, Options, P extends Prompt, Rules extends RulesWeb | undefined = undefined>(parts: Omit<GameWeb, 'board' | 'options' | 'rules' | 'lesson'> & {
  board: () => Promise<{ default: ComponentType<BoardProps<View, Move, P>> }>;
  options?: () => Promise<{ default: ComponentType<OptionsFormProps<Options>> }>;
  rules?: Rules;
  lesson?: LessonWeb<View>;
}): GameWeb & { rules: Rules } {
  return parts as GameWeb & { rules: Rules };
}

/**
 * A game has `rules` exactly when web/pages/learn/paths.ts lists it in RULES_PAGES, the list the
 * Worker reads to answer /learn/<game> 200 or 404: the two cannot disagree and still compile.
 */
type Entries = { readonly [Id in GameId]: GameWeb & (Id extends RulesPageGame ? { rules: RulesWeb } : { rules?: never }) };

// Every game the list names is a game registered here.
void (RULES_PAGES satisfies readonly GameId[]);

export const registry: Entries = {
  dominion: gameWeb({
    board: () => import('./dominion/Board.tsx'),
    options: () => import('./dominion/OptionsForm.tsx'),
    summary: () => import('./dominion/OptionsSummary.tsx'),
    embed: dominionEmbed,
    pools: dominionWords.pools,
    rules: { title: dominionWords.rulesTitle, page: () => import('./dominion/rules/DominionLearn.tsx') },
    lesson: { button: dominionWords.lessonButton, firstGame: dominionWords.lessonFirstGame, coach: () => import('./dominion/lesson/coach.ts') },
  }),
  'kingdom-builder': gameWeb({
    board: () => import('./kingdom-builder/Board.tsx'),
    options: () => import('./kingdom-builder/OptionsForm.tsx'),
    summary: () => import('./kingdom-builder/OptionsSummary.tsx'),
    embed: kingdomBuilderEmbed,
    pools: kingdomBuilderWords.pools,
    rules: { title: kingdomBuilderWords.rulesTitle, page: () => import('./kingdom-builder/rules/KbLearn.tsx') },
    lesson: { button: kingdomBuilderWords.lessonButton, firstGame: kingdomBuilderWords.lessonFirstGame, coach: () => import('./kingdom-builder/lesson/coach.ts') },
  }),
};

/** The web part of `gameId`; undefined for a game this client does not know (a test fixture's). */
export function gameWebFor(gameId: string): GameWeb | undefined {
  return Object.hasOwn(registry, gameId) ? registry[gameId as GameId] : undefined;
}

/** Every rating pool a game names here, in the registry's order: the leaderboards' tabs and routes. */
export const RATED_POOLS: readonly string[] = Object.values(registry).flatMap((web) => Object.keys(web.pools ?? {}));

/** The games with a rules page, in the list's order (web/pages/learn/paths.ts). */
export const RULES_GAMES: readonly string[] = RULES_PAGES;

/** The games with a lesson, in the registry's order. */
export const LESSON_GAMES: readonly string[] = Object.keys(registry).filter((id) => gameWebFor(id)?.lesson);
