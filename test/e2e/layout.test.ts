// The shell on a small phone and in other languages: no sideways scrolling at 360 px on the lobby,
// the table page or the embed (the lobby at 320 px too, in every language), and the language
// chosen from the browser, switchable, remembered.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';
import { keepScreenshot } from './in-view.ts';
import { createTable, newPerson, openOwnTable, scrollsSideways, shellSession, takeSeat } from './shell-steps.ts';
import { chooseLanguage } from './language.ts';

/** The header's parts (brand, name, language) all on one line: their boxes share a middle. */
function headerLines(page: Page): Promise<number> {
  return page.evaluate(() => {
    const parts = [...document.querySelectorAll('.site-header .brand, .site-header .header-tools > *')];
    const middles = new Set(parts.map((el) => { const r = el.getBoundingClientRect(); return Math.round((r.top + r.bottom) / 2 / 8); }));
    return middles.size;
  });
}

/**
 * How many letters of the header's name are in view: those that end inside the name's box (an
 * ellipsis takes the place of the rest). "T…" counts 1.
 */
function nameLettersShown(page: Page): Promise<number> {
  return page.evaluate(() => {
    const box = document.querySelector('.site-header .name-control-text');
    const text = box?.firstChild;
    if (!box || !(text instanceof Text)) return 0;
    const right = box.getBoundingClientRect().right;
    let shown = 0;
    for (let i = 0; i < text.data.length; i++) {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      if (range.getBoundingClientRect().right <= right + 0.5) shown++;
    }
    return shown;
  });
}

/** Whether every part of the header ends inside the window (nothing pushed past its right edge). */
function headerFits(page: Page): Promise<boolean> {
  return page.evaluate(() => [...document.querySelectorAll('.site-header *')]
    .every((el) => el.getBoundingClientRect().right <= document.documentElement.clientWidth + 0.5));
}

/**
 * Visible parts of the page whose box ends past the window's right edge, named by tag, class and
 * the start of their text: the ones that make the page scroll sideways or are cut off by it.
 */
function sticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    return [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.right > edge; })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(el.getBoundingClientRect().right)}`);
  });
}

/**
 * Card names on the board split inside a word: each word of each name must sit on one line and be
 * seen whole (not cut off). Returns the names that fail, e.g. ["Реконструкция"].
 */
function brokenCardNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid=dominion] .dc-name')) {
      const text = el.firstChild;
      if (!(text instanceof Text)) continue;
      const clipped = el.scrollWidth > el.clientWidth + 1;
      let split = false;
      for (const match of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) split = true;
      }
      if (clipped || split) broken.push(text.data);
    }
    return [...new Set(broken)];
  });
}

// The kingdom with the longest Russian card names (Реконструкция, Лаборатория, Металлургия...).
const LONG_RUSSIAN_NAMES = ['remodel', 'laboratory', 'ironworks', 'library', 'workshop', 'council-room', 'secret-chamber', 'wishing-well', 'conspirator', 'moneylender'];

const session = shellSession();

/** Starts adding up the page's layout shifts not caused by the person (CLS, all in one window). */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.shifted += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts added up so far, once the browser has drawn (and reported) the current frame. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() =>
    setTimeout(() => done((window as unknown as { shifted: number }).shifted), 0)))));
}

/** The heights, rounded, of the visible targets matching `selector` that are under 40 px tall. */
function shortTargets(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => els
    .map((el) => ({ el, box: el.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height < 40)
    .map(({ el, box }) => `${el.className || el.tagName} ${Math.round(box.height)} px`));
}

describe('shell layout and languages', () => {
  it('fits a 360 px wide screen without horizontal scrolling: lobby, table, embed', async () => {
    const page = await newPerson(session, { width: 360 });
    await page.goto(baseUrl());
    await page.getByTestId('create-table').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    // Targets a finger can hit: the home link and every checkbox's label at least 40 px tall.
    expect(await shortTargets(page, '.site-header .brand, label.check'), 'lobby targets under 40 px').toEqual([]);

    const table = await createTable(page, session.game.id, session.game.maxSeats, true, 'Maximiliana Wolfeschlegel');
    expect(await scrollsSideways(page)).toBe(false);
    await takeSeat(page, 'Maximiliana Wolfeschlegel');
    await page.getByTestId('invite').click();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await page.locator('.chat-phrases button').count()).toBeGreaterThan(0);
    expect(await shortTargets(page, '.site-header .brand, label.check, .chat-phrases button'), 'table targets under 40 px').toEqual([]);

    const watcher = await newPerson(session, { width: 360 });
    await watcher.goto(`${baseUrl()}/embed/${table}`);
    await watcher.getByTestId('join-form').waitFor();
    expect(await watcher.locator('.site-header').count()).toBe(0);
    expect(await scrollsSideways(watcher)).toBe(false);
  });

  it('keeps still while loading at 360 px (layout shift under 0.1) on the lobby and a table, and the undo bar moves nothing', async () => {
    const page = await newPerson(session, { width: 360 });
    await watchLayoutShift(page);
    await page.goto(baseUrl());
    await page.getByTestId('create-table').waitFor();
    await page.locator('form.join-link').waitFor();
    // Rule: Lighthouse's "good" cumulative layout shift is below 0.1.
    expect(await layoutShift(page), 'lobby layout shift').toBeLessThan(0.1);

    await openOwnTable(page, { game: 'dominion', seats: 2, name: 'Uma', bots: ['easy'], start: true, botPauseMs: 0 });
    const card = page.locator('[data-testid=hand-card].dc-live').first();
    await card.waitFor();
    expect(await layoutShift(page), 'table layout shift').toBeLessThan(0.1);
    const top = () => page.getByTestId('board').evaluate((el) => el.getBoundingClientRect().top + scrollY);
    const before = await top();
    await card.click();
    await page.getByTestId('undo').waitFor();
    expect(await top(), 'the board\'s top once the undo button is there').toBe(before);
  });

  it('fits a 320 px wide screen in every language: the lobby scrolls only up and down, nothing sticks out past the right edge', async () => {
    // An open public table with a long host name, listed in the lobby.
    const host = await newPerson(session);
    await createTable(host, session.game.id, session.game.maxSeats, true, 'Maximiliana Wolfeschlegel');
    const page = await newPerson(session, { width: 320 });
    await page.goto(baseUrl());
    await page.getByTestId('create-table').waitFor();
    for (const named of [false, true]) {
      if (named) {
        await page.getByTestId('header-name').click();
        await page.getByTestId('header-name-form').locator('input').fill('Maximiliana Wolfeschlegel');
        await page.getByTestId('header-name-form').locator('input').press('Enter');
      }
      for (const lang of ['en', 'ru', 'hu', 'pl']) {
        const where = `${lang}${named ? ', with a long name' : ''}`;
        await chooseLanguage(page, lang);
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await sticksOut(page), `${where}: parts past the right edge`).toEqual([]);
        expect(await scrollsSideways(page), where).toBe(false);
        expect(await headerLines(page), `${where}, header on one line`).toBe(1);
        if (named && lang === 'hu') await keepScreenshot(page, 'layout-320-lobby-hu-named');
      }
    }
  });

  it('speaks the browser language, switches in the header, and remembers the choice', async () => {
    const page = await newPerson(session, { locale: 'ru-RU' });
    await page.goto(baseUrl());
    await page.getByTestId('create-table').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await page.getByTestId('create-table').textContent()).toBe('Создать стол');

    await chooseLanguage(page, 'hu');
    expect(await page.getByTestId('create-table').textContent()).toBe('Asztal létrehozása');
    await page.reload();
    await page.getByTestId('create-table').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hu');

    const pole = await newPerson(session, { locale: 'pl-PL' });
    await pole.goto(baseUrl());
    expect(await pole.getByTestId('create-table').textContent()).toBe('Utwórz stół');
  });

  it('at 360 px the header is one line, named or not, in every language', async () => {
    const page = await newPerson(session, { width: 360, locale: 'ru-RU' });
    await page.goto(baseUrl());
    await page.getByTestId('create-table').waitFor();
    for (const lang of ['ru', 'en', 'hu', 'pl']) {
      await chooseLanguage(page, lang);
      expect(await headerLines(page), `${lang}, no name yet`).toBe(1);
    }
    await page.getByTestId('header-name').click();
    await page.getByTestId('header-name-form').locator('input').fill('Maximiliana Wolfeschlegel');
    await page.getByTestId('header-name-form').locator('input').press('Enter');
    for (const lang of ['ru', 'en', 'hu', 'pl']) {
      await chooseLanguage(page, lang);
      expect(await headerLines(page), `${lang}, with a long name`).toBe(1);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await headerFits(page), `${lang}, header inside the window`).toBe(true);
      // A long name gives way with an ellipsis, but not down to its first letter ("M…").
      expect(await nameLettersShown(page), `${lang}, letters of the long name in view`).toBeGreaterThanOrEqual(5);
    }
  });

  it('at 360 px a seated player sees their whole short name in the header, in every language', async () => {
    const page = await newPerson(session, { width: 360 });
    await createTable(page, session.game.id, session.game.maxSeats, false, 'Tamsin');
    await page.getByTestId('header-name').waitFor();
    for (const lang of ['en', 'ru', 'hu', 'pl']) {
      await chooseLanguage(page, lang);
      expect(await page.locator('.site-header .name-control-text').textContent()).toBe('Tamsin');
      expect(await nameLettersShown(page), `${lang}, letters of "Tamsin" in view`).toBe(6);
      expect(await headerLines(page), lang).toBe(1);
      expect(await headerFits(page), `${lang}, header inside the window`).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
    }
  });

  it('at 360 px long Russian card names stay whole words on the Dominion board', async () => {
    const page = await newPerson(session, { width: 360, locale: 'ru-RU' });
    await openOwnTable(page, { game: 'dominion', seats: 2, name: 'Аня', bots: ['easy'], start: true, botPauseMs: 0, options: { kingdom: { cards: LONG_RUSSIAN_NAMES } } });
    await page.locator('[data-testid=dominion] [data-card=remodel] .dc-name').first().waitFor();
    // Card names in other languages arrive a moment after the board (their own chunk).
    await expect.poll(() => page.locator('[data-testid=dominion] [data-card=remodel] .dc-name').first().textContent()).toBe('Реконструкция');
    await keepScreenshot(page.getByTestId('dominion'), 'layout-360-long-russian-card-names');
    expect(await brokenCardNames(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });
});
