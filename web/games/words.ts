// The shapes of a game's few words outside its table (./<game>/messages/shell.ts). Types only and
// free of the UI, so pure code and the Worker's tests may read a game's words.
import type { Lang } from '../i18n/langs.ts';

/** A few words in every language the site speaks (a missing language is a type error). */
export type LangWords = Readonly<Record<Lang, string>>;

/** A game's rating pools (Game.rating.pools) by id, each named in every language. */
export type PoolNames = Readonly<Record<string, LangWords>>;

/** Words for a game's own refusal codes (its `refuse(code, ...)`), by code. */
export type RefusalWords = Readonly<Record<string, LangWords>>;
