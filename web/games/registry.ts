import type { ComponentType } from 'preact';
import { lazyComponent } from './lazy.tsx';
import type { BoardProps, OptionsFormProps, OptionsSummaryProps } from './types.ts';

/** A game's UI: its board and, when the game has table options, the lobby form that sets them. */
export interface GameUi {
  Board: ComponentType<BoardProps>;
  OptionsForm?: ComponentType<OptionsFormProps>;
  /** Describes a listed table's options in the lobby's list of open tables. */
  OptionsSummary?: ComponentType<OptionsSummaryProps>;
}

/**
 * Declares a game's UI from its folder's modules, each loaded only when first shown. The typed
 * props are the game's own; the shell passes the room's messages for that game, so the narrowing
 * cast is sound by construction.
 */
export function gameUi<View, Move, Options>(parts: {
  board: () => Promise<{ default: ComponentType<BoardProps<View, Move>> }>;
  options?: () => Promise<{ default: ComponentType<OptionsFormProps<Options>> }>;
  summary?: () => Promise<{ default: ComponentType<OptionsSummaryProps> }>;
}): GameUi {
  const ui: GameUi = { Board: lazyComponent(parts.board) as ComponentType<BoardProps> };
  if (parts.options) ui.OptionsForm = lazyComponent(parts.options) as ComponentType<OptionsFormProps>;
  if (parts.summary) ui.OptionsSummary = lazyComponent(parts.summary);
  return ui;
}

/**
 * Game UIs by game id. A game adds one folder, web/games/<game-id>/, and one line here, e.g.
 * `'kingdom-builder': gameUi({ board: () => import('./kingdom-builder/Board.tsx') })`.
 * A game the server hosts without an entry here is shown with a neutral message.
 */
export const registry: Readonly<Record<string, GameUi>> = {
  'kingdom-builder': gameUi({
    board: () => import('./kingdom-builder/Board.tsx'),
    options: () => import('./kingdom-builder/OptionsForm.tsx'),
    summary: () => import('./kingdom-builder/OptionsSummary.tsx'),
  }),
  dominion: gameUi({
    board: () => import('./dominion/Board.tsx'),
    options: () => import('./dominion/OptionsForm.tsx'),
    summary: () => import('./dominion/OptionsSummary.tsx'),
  }),
};

export function gameUiFor(gameId: string): GameUi | undefined {
  return Object.hasOwn(registry, gameId) ? registry[gameId] : undefined;
}
