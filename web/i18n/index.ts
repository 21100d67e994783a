import { effect, signal } from '@preact/signals';
import { en, type ShellKey } from './en.ts';
import { formatMessage, type Dictionaries, type Translate } from './format.ts';
import { hu } from './hu.ts';
import { pl } from './pl.ts';
import { ru } from './ru.ts';
import { readStored, writeStored } from '../net/storage.ts';
import { isLang, LANGS, type Lang } from './langs.ts';

export { isLang, LANGS, type Lang };
export type { Dictionaries, Message, Messages, Params, PluralForms, Translate } from './format.ts';
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

export function setLang(next: Lang): void {
  lang.value = next;
  writeStored(STORAGE_KEY, next);
}

/**
 * A translator over one set of dictionaries. The shell's `t` is one; a game folder makes its own
 * with its own keys, so games never collide with the shell or with each other. Missing entries
 * fall back to English, then to the key itself.
 */
export function defineMessages<K extends string>(dicts: Dictionaries<K>): Translate<K> {
  return (key, params) => {
    const l = lang.value;
    const message = dicts[l][key] ?? dicts.en[key];
    return message === undefined ? key : formatMessage(message, l, params);
  };
}

export const t: Translate<ShellKey> = defineMessages<ShellKey>({ en, ru, hu, pl });

/** A refusal in the user's language when its code is known, else in the server's own words. */
export function errorText(code: string, message: string): string {
  const key = `error.${code}`;
  return Object.hasOwn(en, key) ? t(key as ShellKey) : message;
}
