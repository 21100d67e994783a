// One check for every translator's dictionaries: each language has the English keys and slots,
// the plural forms its language needs, and no empty text.
import { expect } from 'vitest';
import type { Message, Messages } from '../../../web/i18n/format.ts';

const texts = (m: Message): string[] => (typeof m === 'string' ? [m] : Object.values(m));
const slots = (m: Message): string[] => [...new Set(texts(m).flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1] as string)))].sort();

export function expectLikeEnglish(lang: string, dict: Messages<string>, en: Messages<string>): void {
  const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  expect(Object.keys(dict).sort()).toEqual(Object.keys(en).sort());
  for (const [key, message] of Object.entries(en) as [string, Message][]) {
    const translated = dict[key] as Message;
    expect(slots(translated), key).toEqual(slots(message));
    if (typeof translated === 'object') for (const form of needed) expect(form in translated || form === 'other', `${key} ${form}`).toBe(true);
    for (const text of texts(translated)) expect(text.trim(), key).not.toBe('');
  }
}
