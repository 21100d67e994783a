// Every game's web part, by game id: one entry per game the server registers
// (party/games/index.ts), or this does not compile. A game adds one folder, web/games/<game-id>/,
// and one entry here (README.md). Plain data: the shell makes components of it in ./game-ui.ts,
// and the embed widget reads `embed` without loading any UI.
import type { ComponentType } from 'preact';
import type { GameId } from '../../party/games/index.ts';
import { embed as dominionEmbed } from './dominion/embed.ts';
import { embed as kingdomBuilderEmbed } from './kingdom-builder/embed.ts';
import type { Prompt } from '../../party/games/core/types.ts';
import type { BoardProps, EmbedOptions, OptionsFormProps, OptionsSummaryProps } from './types.ts';

/** A game's web part: its modules, each fetched on first use, and its embed attributes. */
export interface GameWeb {
  board: () => Promise<{ default: ComponentType<BoardProps> }>;
  /** The lobby's form for the game's table options (absent: the game has none). */
  options?: () => Promise<{ default: ComponentType<OptionsFormProps> }>;
  /** Describes a listed table's options in the lobby's list of open tables. */
  summary?: () => Promise<{ default: ComponentType<OptionsSummaryProps> }>;
  /** How the embed widget's attributes set this game's options. */
  embed: EmbedOptions;
}

/**
 * Declares a game's web part. The typed props are the game's own; the shell passes the room's
 * messages for that game, so the narrowing cast is sound by construction.
 */
export function gameWeb<View, Move, Options, P extends Prompt>(parts: {
  board: () => Promise<{ default: ComponentType<BoardProps<View, Move, P>> }>;
  options?: () => Promise<{ default: ComponentType<OptionsFormProps<Options>> }>;
  summary?: () => Promise<{ default: ComponentType<OptionsSummaryProps> }>;
  embed: EmbedOptions;
}): GameWeb {
  return parts as GameWeb;
}

export const registry: Readonly<Record<GameId, GameWeb>> = {
  dominion: gameWeb({
    board: () => import('./dominion/Board.tsx'),
    options: () => import('./dominion/OptionsForm.tsx'),
    summary: () => import('./dominion/OptionsSummary.tsx'),
    embed: dominionEmbed,
  }),
  'kingdom-builder': gameWeb({
    board: () => import('./kingdom-builder/Board.tsx'),
    options: () => import('./kingdom-builder/OptionsForm.tsx'),
    summary: () => import('./kingdom-builder/OptionsSummary.tsx'),
    embed: kingdomBuilderEmbed,
  }),
};

/** The web part of `gameId`; undefined for a game this client does not know (a test fixture's). */
export function gameWebFor(gameId: string): GameWeb | undefined {
  return Object.hasOwn(registry, gameId) ? registry[gameId as GameId] : undefined;
}
