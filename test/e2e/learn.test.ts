// Learning the games inside the product, in Chromium against the real local server: both rules
// pages in all four languages (axe clean, no sideways scroll at 360 px, reached from the lobby and
// the table), and "why not?" at real tables: a refused Kingdom Builder build and a refused
// Dominion buy say why, in the reader's language, from the engine's reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe.ts';
import { baseUrl, launchChromium, saveScreenshots } from './browser.ts';
import { startFirstGame } from './dominion-play.ts';

const WAIT = { timeout: 15_000 };
let browser: Browser;
const contexts: BrowserContext[] = [];

async function page(locale: string, width = 1100, touch = false): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale, hasTouch: touch });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function guarded(pages: Page[], name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    await saveScreenshots(pages, name);
    throw error;
  }
}

const scrollsSideways = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe('rules pages', () => {
  it('the lobby links to both; each opens in every language, axe clean, and fits 360 px', async () => {
    const en = await page('en-GB');
    await guarded([en], 'learn-pages', async () => {
      await en.goto(`${baseUrl()}/`);
      await en.getByTestId('rules-links').getByRole('link', { name: 'How to play Kingdom Builder' }).click();
      await en.getByTestId('learn').waitFor();
      expect(await en.getByRole('heading', { level: 1 }).textContent()).toBe('How to play Kingdom Builder');
      // The ten scoring cards, each with a board and the gold the game counts for it.
      expect(await en.locator('.learn-score-card').count()).toBe(10);
      expect(await en.locator('[data-card=farmers] [data-testid=learn-gold]').textContent()).toBe('Red (house): 3 gold · Blue (circle): 0 gold');
      // The adjacency picture, in the window, is drawn as it enters it (the others as the reader scrolls).
      await expect.poll(() => en.getByTestId('learn-legal').count()).toBeGreaterThan(0);
      // The terrains by name (five to build on, three where nobody builds), and the way to the lesson.
      expect(await en.locator('[data-testid=learn-terrains] li').count()).toBe(8);
      expect(await en.getByTestId('learn-lesson').getByTestId('learn-kingdom-builder').count()).toBe(1);
      await expectNoAxeViolations(en, 'the Kingdom Builder rules in English');
      await en.getByRole('link', { name: 'How to play Dominion' }).click();
      await en.locator('[data-testid=learn][data-game=dominion]').waitFor();
      expect(await en.getByTestId('learn-hand').locator('[data-card]').count()).toBe(5);
      await expectNoAxeViolations(en, 'the Dominion rules in English');
    });

    const cases: [string, string, string][] = [['ru-RU', 'dominion', 'Как играть в Dominion'], ['hu-HU', 'kingdom-builder', 'A Kingdom Builder szabályai'], ['pl-PL', 'dominion', 'Jak grać w Dominion']];
    for (const [locale, game, title] of cases) {
      const p = await page(locale, 360, true);
      await guarded([p], `learn-${locale}`, async () => {
        await p.goto(`${baseUrl()}/learn/${game}`);
        await p.getByTestId('learn').waitFor();
        expect(await p.getByRole('heading', { level: 1 }).textContent()).toBe(title);
        expect(await scrollsSideways(p)).toBe(false);
        await expectNoAxeViolations(p, `the ${game} rules in ${locale}`);
      });
    }
  });
});

describe('why not? at the table', () => {
  it('Kingdom Builder: clicking a hex where you may not build says why, beside the board', async () => {
    const res = await fetch(`${baseUrl()}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'kingdom-builder', seats: 2, public: false, options: { cards: ['fishermen', 'knights', 'hermits'] } }),
    });
    expect(res.status).toBe(201);
    const url = `${baseUrl()}/t/${((await res.json()) as { id: string }).id}`;
    const alice = await page('en-GB');
    const boris = await page('ru-RU');
    await guarded([alice, boris], 'learn-kb-why', async () => {
      for (const [p, name] of [[alice, 'Alice'], [boris, 'Boris']] as const) {
        await p.goto(url);
        await p.locator('input[name=name]').fill(name);
        await p.getByTestId('join-form').locator('button[type=submit]').click();
        await p.getByTestId('leave').waitFor();
      }
      await alice.getByTestId('start').click();
      const mover = await Promise.race([
        alice.getByTestId('kb-target').first().waitFor(WAIT).then(() => alice),
        boris.getByTestId('kb-target').first().waitFor(WAIT).then(() => boris),
      ]);
      // The table links to the game's rules beside its name.
      expect(await mover.getByTestId('rules-link').getAttribute('data-testid')).toBe('rules-link');
      // A hex that is not a target: the first one on the map the prompt does not offer.
      const targets = new Set(await mover.getByTestId('kb-target').evaluateAll((els) => els.map((e) => e.getAttribute('data-hex'))));
      const hex = await mover.locator('[data-ground]').evaluateAll((els, offered) =>
        els.map((e) => e.getAttribute('data-ground') as string).find((h) => !offered.includes(h) && Number(h) > 20 && Number(h) % 20 > 1 && Number(h) % 20 < 18), [...targets] as string[]);
      expect(hex).toBeDefined();
      const before = await mover.locator('[data-settlement]').count();
      await mover.locator(`[data-ground="${hex}"] polygon`).click({ force: true });
      const why = mover.getByTestId('why-not');
      await mover.locator('[data-testid=why-not][data-code]').waitFor(WAIT);
      const code = await why.getAttribute('data-code');
      expect(['not-your-terrain', 'not-buildable', 'occupied', 'must-be-adjacent']).toContain(code);
      expect((await why.textContent())?.length).toBeGreaterThan(10);
      expect(await mover.locator('[data-settlement]').count()).toBe(before);
      // Said in the reader's language: Boris reads Russian.
      if (mover === boris) expect(await why.textContent()).toMatch(/[а-я]/);
      // The next thing done clears it.
      await mover.getByTestId('kb-target').first().click();
      await mover.locator('[data-testid=why-not]:not([data-code])').waitFor({ ...WAIT, state: 'attached' });
    });
  });

  it('Dominion: a pile you cannot afford says what it costs and what you have; the pile is described by it', async () => {
    const anna = await page('en-GB');
    const ben = await page('hu-HU', 360, true);
    await guarded([anna, ben], 'learn-dominion-why', async () => {
      await startFirstGame(anna, ben, false);
      const mover = await Promise.race([
        anna.locator('[data-testid=dominion][data-prompt=turn]').waitFor(WAIT).then(() => anna),
        ben.locator('[data-testid=dominion][data-prompt=turn]').waitFor(WAIT).then(() => ben),
      ]);
      const province = mover.getByTestId('pile-province');
      // Described before anything is tried: the turn's own reason, in the reader's language.
      const described = await province.getAttribute('aria-describedby');
      const beforehand = (await mover.locator(`#${described}`).textContent()) ?? '';
      expect(beforehand).toContain('$8');
      await province.click();
      await mover.locator('[data-testid=why-not][data-code=cannot-afford]').waitFor(WAIT);
      const text = (await mover.getByTestId('why-not').textContent()) ?? '';
      expect(text).toContain('$8');
      expect(text).toContain('$0');
      // The prompt's short reason (party/games/dominion/why-entry.ts) reads as the room's answer to trying it.
      expect(text).toBe(beforehand);
      if (mover === anna) expect(text).toBe('Province costs $8; you have $0.');
      else expect(text).toContain('ára');
      expect(await province.getAttribute('aria-describedby')).toBe('dominion-why-not');
      expect(await mover.locator('[data-testid=supply] [data-pile=province]').getAttribute('data-count')).toBe('8');
      await expectNoAxeViolations(mover, 'a Dominion table with a refusal explained');
    });
  });
});
