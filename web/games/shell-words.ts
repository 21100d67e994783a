// The words the shell shows for a game outside its table, from the game's own entry in
// ./registry.ts, in the reader's language.
import { signal } from '@preact/signals';
import { errorText, lang } from '../i18n/index.ts';
import { gameWebFor, registry } from './registry.ts';
import type { LangWords, RefusalWords } from './words.ts';

/** Each game's words for its own refusal codes, given by its board when the board loads. */
const refusalWords = signal<Readonly<Record<string, RefusalWords>>>({});

/** Called by a game's board module as it loads: the words of `game`'s own refusal codes. */
export function addRefusals(game: string, words: RefusalWords): void {
  refusalWords.value = { ...refusalWords.value, [game]: words };
}

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

/**
 * A refusal at `game`'s table in the reader's language: the game's own code (in the words its
 * board gave, see addRefusals), or the shell's.
 */
export function refusalText(game: string | undefined, code: string, message: string): string {
  const own = game === undefined || !Object.hasOwn(refusalWords.value, game) ? undefined : refusalWords.value[game];
  return said(own && Object.hasOwn(own, code) ? own[code] : undefined, errorText(code, message));
}
