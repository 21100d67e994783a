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

describe('the play-again card at the end of a table', () => {
  for (const lang of ['en', 'ru', 'hu', 'pl'] as const) {
    it(`${lang}: the rematch heading is not the words of its button`, () => {
      expect(shell[lang]['again.title']).not.toBe(shell[lang]['again.button']);
    });

    it(`${lang}: after a daily the heading names what is offered, not a rematch, and not its button's words`, () => {
      const d = daily[lang];
      for (const heading of [d['daily.againToday'], d['daily.againNewDay']]) {
        expect(heading).toMatch(/\S/);
        expect(heading).not.toBe(shell[lang]['again.title']);
        expect(heading).not.toBe(shell[lang]['again.button']);
      }
      expect(d['daily.againToday']).not.toBe(d['daily.practice']);
      expect(d['daily.againNewDay']).not.toBe(d['daily.title']);
    });
  }
});
