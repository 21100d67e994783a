// A game's components for the shell, made once per game from its registry entry: each module is
// fetched on first render, so each game's UI stays out of the shell's bundle.
import type { ComponentType } from 'preact';
import { lazyComponent } from './lazy.tsx';
import { gameWebFor } from './registry.ts';
import type { BoardProps, OptionsFormProps, OptionsSummaryProps } from './types.ts';

/** A game's UI: its board and, when the game has table options, the lobby form that sets them. */
export interface GameUi {
  Board: ComponentType<BoardProps>;
  OptionsForm?: ComponentType<OptionsFormProps>;
  /** Describes a listed table's options in the lobby's list of open tables. */
  OptionsSummary?: ComponentType<OptionsSummaryProps>;
}

const made = new Map<string, GameUi>();

/** The UI of `gameId`, or undefined for a game this client does not know (shown with a neutral message). */
export function gameUiFor(gameId: string): GameUi | undefined {
  const web = gameWebFor(gameId);
  if (!web) return undefined;
  let ui = made.get(gameId);
  if (!ui) {
    ui = { Board: lazyComponent(web.board) };
    if (web.options) ui.OptionsForm = lazyComponent(web.options);
    if (web.summary) ui.OptionsSummary = lazyComponent(web.summary);
    made.set(gameId, ui);
  }
  return ui;
}
