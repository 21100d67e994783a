// The card at a finished table says each thing once: its heading names what is offered, its
// button is the act, so a screen reader (and the eye) never meets the same words twice.
import { describe, expect, it } from 'vitest';
import { en as dailyEn } from '../../../web/i18n/daily/en.ts';
import { hu as dailyHu } from '../../../web/i18n/daily/hu.ts';
import { pl as dailyPl } from '../../../web/i18n/daily/pl.ts';
import { ru as dailyRu } from '../../../web/i18n/daily/ru.ts';
import { en } from '../../../web/i18n/en.ts';
import { hu } from '../../../web/i18n/hu.ts';
import { pl } from '../../../web/i18n/pl.ts';
import { ru } from '../../../web/i18n/ru.ts';

const shell = { en, ru, hu, pl };
const daily = { en: dailyEn, ru: dailyRu, hu: dailyHu, pl: dailyPl };

/** Whether one text says the other again: equal, or one holding the other's words. */
function repeats(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') throw new Error('a heading or button with plural forms: compare each form');
  return a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase());
}

describe('the play-again card at the end of a table', () => {
  for (const lang of ['en', 'ru', 'hu', 'pl'] as const) {
    it(`${lang}: the rematch heading is not the words of its button`, () => {
      expect(repeats(shell[lang]['again.title'], shell[lang]['again.button'])).toBe(false);
    });

    it(`${lang}: after a daily the heading names what is offered, not a rematch, and not its button's words`, () => {
      const d = daily[lang];
      for (const heading of [d['daily.againToday'], d['daily.againNewDay']]) {
        expect(heading).toMatch(/\S/);
        expect(repeats(heading, shell[lang]['again.title'])).toBe(false);
        expect(repeats(heading, shell[lang]['again.button'])).toBe(false);
      }
      expect(repeats(d['daily.againToday'], d['daily.practice'])).toBe(false);
      expect(repeats(d['daily.againNewDay'], d['daily.title'])).toBe(false);
    });
  }
});
