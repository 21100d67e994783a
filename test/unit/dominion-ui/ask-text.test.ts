// The Reaction question in words: who attacks with what, and what revealing does, in each language.
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { askTitle } from '../../../web/games/dominion/askText.ts';
import type { Ask } from '../../../web/games/dominion/prompt.ts';
import { lang, loadLanguage, LANGS } from '../../../web/i18n/index.ts';

// The other languages' words are fetched when first needed, as a page does; here all at once.
beforeAll(async () => { for (const l of LANGS) await loadLanguage(l); });

// The translators mark the page's language on <html>; in Node there is only this much of a page.
vi.hoisted(() => { (globalThis as { document?: unknown }).document ??= { documentElement: {} }; });

const names = ['Anna', 'Bot 3'];
const moat: Ask = { seat: 0, kind: 'react', card: 'militia', from: ['moat'], min: 0, max: 1, about: ['militia'], by: 1 };

describe('the Reaction question', () => {
  afterEach(() => { lang.value = 'en'; });

  it('names the attacker and the Attack, and says what revealing the one Reaction does', () => {
    lang.value = 'en';
    expect(askTitle(moat, (s) => names[s]!)).toBe('Bot 3 plays Militia. Reveal Moat to be unaffected?');
    expect(askTitle({ ...moat, from: ['secret-chamber', 'moat'] }, (s) => names[s]!)).toBe('Bot 3 plays Militia. Reveal a Reaction?');
  });

  it('says the same in the other three languages, naming both players\' cards', () => {
    for (const l of ['ru', 'hu', 'pl'] as const) {
      lang.value = l;
      const title = askTitle(moat, (s) => names[s]!);
      expect(title).toContain('Bot 3');
      expect(title).not.toContain('{');
      expect(title).toMatch(/\?$/);
    }
  });
});
