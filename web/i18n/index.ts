import { effect, signal } from '@preact/signals';
import { en, type ShellKey } from './en.ts';
import { formatMessage, type LazyDictionaries, type Messages, type Translate } from './format.ts';
import { readStored, writeStored } from '../net/storage.ts';
import { isLang, LANGS, type Lang } from './langs.ts';

export { isLang, LANGS, type Lang };
export type { Dictionaries, LazyDictionaries, Message, Messages, Params, PluralForms, Translate } from './format.ts';
export const LANG_NAMES: Record<Lang, string> = { en: 'English', ru: 'Русский', hu: 'Magyar', pl: 'Polski' };

const STORAGE_KEY = 'kingdoms.lang';

function initialLang(): Lang {
  const stored = readStored(STORAGE_KEY);
  if (isLang(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/** The current language; components that call a translator re-render when it changes. */
export const lang = signal<Lang>(initialLang());

effect(() => {
  document.documentElement.lang = lang.value;
});

/**
 * One translator's dictionaries. English is always at hand; another language may be a module
 * fetched the first time it is needed, so a page carries only the words it shows.
 */
interface MessageSet {
  have: Partial<Record<Lang, Messages<string>>>;
  fetch: Partial<Record<Lang, () => Promise<Messages<string>>>>;
  pending: Partial<Record<Lang, Promise<void>>>;
}

const sets: MessageSet[] = [];
/** Bumped when a dictionary arrives: a translator that fell back to English reads it, so it redraws. */
const arrived = signal(0);

function need(set: MessageSet, l: Lang): Promise<void> | undefined {
  const fetch = set.fetch[l];
  if (set.have[l] || !fetch) return undefined;
  set.pending[l] ??= fetch().then(
    (messages) => { set.have[l] = messages; arrived.value++; },
    (error: unknown) => { delete set.pending[l]; throw error; },
  );
  return set.pending[l];
}

/**
 * Fetches `l`'s words for every translator defined so far. The page is first drawn, and a lazily
 * loaded part first shown, after this, so it never flashes English before its own language.
 */
export function loadLanguage(l: Lang): Promise<void> {
  return Promise.all([...sets.map((set) => need(set, l)), ...others.map((load) => load(l))]).then(() => undefined);
}

const others: ((l: Lang) => Promise<void> | undefined)[] = [];

/**
 * Words kept in another shape than a translator's (Dominion's card names and texts): fetched with
 * the language like the dictionaries, so they too are there before the page or part is shown.
 */
export function loadWithLanguage(load: (l: Lang) => Promise<void> | undefined): void {
  others.push(load);
  void load(lang.peek())?.catch(() => undefined);
}

let wanted: Lang = lang.peek();

/** Switches once the new language's words are here (English words stand in for any that fail). */
export async function switchLang(next: Lang): Promise<void> {
  wanted = next;
  try {
    await loadLanguage(next);
  } catch {
    // Offline or a replaced deploy: the missing words fall back to English, the switch still happens.
  }
  if (wanted === next) lang.value = next;
}

/** The person's choice: switched to, and remembered on this device. */
export function setLang(next: Lang): Promise<void> {
  writeStored(STORAGE_KEY, next);
  return switchLang(next);
}

/**
 * A translator over one set of dictionaries. The shell's `t` is one; a game folder makes its own
 * with its own keys, so games never collide with the shell or with each other. Missing entries
 * fall back to English, then to the key itself.
 */
export function defineMessages<K extends string>(dicts: LazyDictionaries<K>): Translate<K> {
  const set: MessageSet = { have: { en: dicts.en }, fetch: {}, pending: {} };
  for (const l of LANGS) {
    const given = dicts[l];
    if (typeof given === 'function') set.fetch[l] = given;
    else set.have[l] = given;
  }
  sets.push(set);
  void need(set, lang.peek())?.catch(() => undefined);
  return (key, params) => {
    const l = lang.value;
    let dict = set.have[l];
    if (!dict) {
      // Not here yet (a part defined after the switch): English for now, redrawn when it arrives.
      void arrived.value;
      void need(set, l)?.catch(() => undefined);
      dict = dicts.en;
    }
    const message = dict[key] ?? dicts.en[key];
    return message === undefined ? key : formatMessage(message, l, params);
  };
}

export const t: Translate<ShellKey> = defineMessages<ShellKey>({
  en,
  ru: () => import('./ru.ts').then((m) => m.ru),
  hu: () => import('./hu.ts').then((m) => m.hu),
  pl: () => import('./pl.ts').then((m) => m.pl),
});

/** A refusal in the user's language when its code is known, else in the server's own words. */
export function errorText(code: string, message: string): string {
  const key = `error.${code}`;
  return Object.hasOwn(en, key) ? t(key as ShellKey) : message;
}
