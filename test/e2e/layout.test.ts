// The shell on a small phone and in other languages: no sideways scrolling at 360 px on the lobby,
// the table page or the embed, and the language chosen from the browser, switchable, remembered.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameSummary } from '../../party/games/core/protocol.ts';
import { baseUrl, launchChromium, saveScreenshots } from './browser.ts';
import { createTable, newPerson, scrollsSideways, shellGame, takeSeat } from './shell-steps.ts';

let browser: Browser;
let game: GameSummary;
let pages: Page[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  game = await shellGame();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await saveScreenshots(pages, ctx.task.name);
  await Promise.all(pages.map((p) => p.context().close()));
  pages = [];
});

afterAll(async () => {
  await browser?.close();
});

describe('shell layout and languages', () => {
  it('fits a 360 px wide screen without horizontal scrolling: lobby, table, embed', async () => {
    const page = await newPerson(browser, pages, { width: 360 });
    await page.goto(baseUrl());
    await page.getByTestId('create-table').waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    const table = await createTable(page, game.id, game.maxSeats, true);
    await page.locator('input[name=name]').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await takeSeat(page, 'Maximiliana Wolfeschlegel');
    await page.getByTestId('invite').click();
    expect(await scrollsSideways(page)).toBe(false);

    const watcher = await newPerson(browser, pages, { width: 360 });
    await watcher.goto(`${baseUrl()}/embed/${table}`);
    await watcher.getByTestId('join-form').waitFor();
    expect(await watcher.locator('.site-header').count()).toBe(0);
    expect(await scrollsSideways(watcher)).toBe(false);
  });

  it('speaks the browser language, switches in the header, and remembers the choice', async () => {
    const page = await newPerson(browser, pages, { locale: 'ru-RU' });
    await page.goto(baseUrl());
    await page.getByTestId('create-table').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await page.getByTestId('create-table').textContent()).toBe('Создать стол');

    await page.getByTestId('language').selectOption('hu');
    expect(await page.getByTestId('create-table').textContent()).toBe('Asztal létrehozása');
    await page.reload();
    await page.getByTestId('create-table').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hu');

    const pole = await newPerson(browser, pages, { locale: 'pl-PL' });
    await pole.goto(baseUrl());
    expect(await pole.getByTestId('create-table').textContent()).toBe('Utwórz stół');
  });
});
