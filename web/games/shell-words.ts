// The words the shell shows for a game outside its table, from the game's own entry in
// ./registry.ts, in the reader's language.
import { errorText, lang } from '../i18n/index.ts';
import { gameWebFor, registry } from './registry.ts';
import type { LangWords } from './words.ts';

const said = (words: LangWords | undefined, otherwise: string): string => words?.[lang.value] ?? otherwise;

/** A rating pool's name; the id itself for a pool no game here names. */
export function poolName(pool: string): string {
  return said(Object.values(registry).find((web) => web.pools?.[pool])?.pools?.[pool], pool);
}

/** The title of `game`'s rules page ("How to play ..."), the words of every link to it. */
export function rulesTitle(game: string): string {
  return said(gameWebFor(game)?.rules?.title, game);
}

/** The words of the button that starts `game`'s lesson. */
export function lessonButton(game: string): string {
  return said(gameWebFor(game)?.lesson?.button, game);
}

/** A refusal at `game`'s table in the reader's language: the game's own code, or the shell's. */
export function refusalText(game: string | undefined, code: string, message: string): string {
  return said(game === undefined ? undefined : gameWebFor(game)?.refusals?.[code], errorText(code, message));
}
