import { describe, expect, it } from 'vitest';
import { en } from '../../../web/i18n/en.ts';
import { formatMessage, type Message, type Messages } from '../../../web/i18n/format.ts';
import { hu } from '../../../web/i18n/hu.ts';
import { pl } from '../../../web/i18n/pl.ts';
import { ru } from '../../../web/i18n/ru.ts';

const dictionaries: Record<'en' | 'ru' | 'hu' | 'pl', Messages<string>> = { en, ru, hu, pl };

const texts = (m: Message): string[] => (typeof m === 'string' ? [m] : Object.values(m));
const slots = (m: Message): string[] => [...new Set(texts(m).flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1] as string)))].sort();

describe('shell messages', () => {
  it('fills slots and picks plural forms by the rules of each language', () => {
    const players = { one: '{n} игрок', few: '{n} игрока', many: '{n} игроков', other: '{n} игрока' };
    expect(formatMessage(players, 'ru', { n: 1 })).toBe('1 игрок');
    expect(formatMessage(players, 'ru', { n: 3 })).toBe('3 игрока');
    expect(formatMessage(players, 'ru', { n: 5 })).toBe('5 игроков');
    expect(formatMessage(players, 'ru', { n: 21 })).toBe('21 игрок');
    // An explicit zero form is said for n = 0 in every language; without one, the language's rules.
    expect(formatMessage(players, 'ru', { n: 0 })).toBe('0 игроков');
    expect(formatMessage({ ...players, zero: 'никого' }, 'ru', { n: 0 })).toBe('никого');
    expect(formatMessage({ zero: 'No one yet', one: '{n} player', other: '{n} players' }, 'en', { n: 0 })).toBe('No one yet');
    expect(formatMessage('{seated} of {max}', 'en', { seated: 2, max: 4 })).toBe('2 of 4');
    expect(formatMessage('{missing} stays', 'en', {})).toBe('{missing} stays');
  });

  for (const [lang, dict] of Object.entries(dictionaries)) {
    it(`${lang}: every message has the English slots and the plural forms the language needs`, () => {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const [key, message] of Object.entries(en) as [string, Message][]) {
        const translated = dict[key];
        expect(translated, key).toBeDefined();
        expect(slots(translated as Message), key).toEqual(slots(message));
        if (typeof translated === 'object') {
          for (const form of needed) expect(form in translated || form === 'other', `${key} ${form}`).toBe(true);
        }
        for (const text of texts(translated as Message)) expect(text.trim(), key).not.toBe('');
      }
    });
  }
});
