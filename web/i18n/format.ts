// Turning a message and its parameters into text. Pure (no DOM, no signals), so tested in Node.
import type { Lang } from './langs.ts';

/**
 * A message is a string with {name} slots, or plural forms chosen by the `n` parameter. `zero`, when
 * given, is said for n = 0 in every language (like ICU's `=0`: "No one has played yet"), where the
 * language's own rules would say "0 players".
 */
export type Message = string | PluralForms;
export interface PluralForms { readonly zero?: string; readonly one?: string; readonly two?: string; readonly few?: string; readonly many?: string; readonly other: string }
export type Messages<K extends string> = { readonly [key in K]: Message };
/** One dictionary per language, all with the same keys. */
export type Dictionaries<K extends string> = { readonly [lang in Lang]: Messages<K> };
/** English at hand, and each other language either at hand or fetched when first needed. */
export type LazyDictionaries<K extends string> = { readonly en: Messages<K> }
  & { readonly [lang in Exclude<Lang, 'en'>]: Messages<K> | (() => Promise<Messages<K>>) };
export type Params = Record<string, string | number>;
export type Translate<K extends string> = (key: K, params?: Params) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

function pick(message: Message, lang: Lang, params?: Params): string {
  if (typeof message === 'string') return message;
  const n = Number(params?.n ?? 0);
  if (n === 0 && message.zero !== undefined) return message.zero;
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  const form = rules.select(n) as keyof PluralForms;
  return message[form] ?? message.other;
}

/** The message in `lang`: the plural form for `params.n`, with each {slot} filled from `params`. */
export function formatMessage(message: Message, lang: Lang, params?: Params): string {
  const text = pick(message, lang, params);
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in params ? String(params[name]) : slot));
}
