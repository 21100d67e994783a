// What the host page may ask of the widget: a new game, another language, another look.
// A command the widget cannot follow is answered with an error event saying why.
import { isLang, LANGS, switchLang } from '../i18n/index.ts';
import { styleProblem, THEMES } from './config.ts';
import type { Theme, WidgetCommand, WidgetEvent } from './protocol.ts';
import { applyTheme } from './theme.ts';

interface Handlers {
  /** Starts a new game; false when the widget's mode has none to start (a fixed table). */
  newGame(): boolean;
  post(event: WidgetEvent): void;
  table: string | null;
}

export function runCommand(command: WidgetCommand, on: Handlers): void {
  const refuse = (message: string) => on.post({ type: 'kingdoms:error', table: on.table, code: 'bad-command', message });
  switch (command.type) {
    case 'kingdoms:new-game':
      if (!on.newGame()) refuse('new-game: a widget with data-mode="table" shows that one table; new games are for "bots", "friends" and "match".');
      return;
    case 'kingdoms:set-lang':
      if (isLang(command.lang)) void switchLang(command.lang);
      else refuse(`set-lang: "${String(command.lang)}" is not one of ${LANGS.join(', ')}.`);
      return;
    case 'kingdoms:set-theme': {
      const theme = command.theme ?? 'auto';
      if (!(THEMES as readonly string[]).includes(theme)) return refuse(`set-theme: "${String(theme)}" is not one of ${THEMES.join(', ')}.`);
      const style = command.style ?? {};
      if (typeof style !== 'object' || style === null) return refuse('set-theme: style must be an object of custom property names and values.');
      for (const [name, value] of Object.entries(style)) {
        const problem = typeof value === 'string' ? styleProblem(name, value) : 'the value must be a string.';
        if (problem) return refuse(`set-theme: style "${name}": ${problem}`);
      }
      applyTheme(theme as Theme, style);
      return;
    }
    default:
      refuse(`unknown command "${String((command as { type: unknown }).type)}"; commands are new-game, set-lang and set-theme.`);
  }
}
