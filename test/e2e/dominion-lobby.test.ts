// Setting up a Dominion table from the lobby: the 11 presets with their cards, a hand-picked
// kingdom found with the search box, and the table speaking each player's language with the
// rulebooks' card names (Polish base names, Russian Intrigue names).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshots } from './browser.ts';
import { takeSeat } from './dominion-play.ts';
import { openTableOptions } from './shell-steps.ts';

let browser: Browser;
let host: Page;
let guest: Page;

beforeAll(async () => {
  browser = await launchChromium();
  host = await (await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'pl-PL' })).newPage();
  guest = await (await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'ru-RU' })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

const PICK = ['militia', 'chapel', 'village', 'smithy', 'market', 'witch', 'secret-chamber', 'torturer', 'bridge', 'nobles'];

describe('Dominion table options', () => {
  it('lists the presets, builds a hand-picked kingdom by search, and names cards in each player’s language', async (ctx) => {
    try {
      await host.goto(baseUrl());
      await host.locator('input[name=game][value=dominion]').check();
      await host.getByTestId('seats').selectOption('2');
      await openTableOptions(host);
      await expect.poll(() => host.locator('.preset-list li').count()).toBe(11);
      // Card names in other languages arrive with their own small chunk, a moment after the page.
      await expect.poll(() => host.locator('label:has([data-testid=preset-first-game]) .preset-cards').textContent())
        .toBe('Piwnica, Targowisko, Milicja, Kopalnia, Fosa, Przebudowa, Kuźnia, Wioska, Drwal, Warsztat');

      await host.getByTestId('kingdom-pick').check();
      for (const id of PICK) {
        // Search by the start of the card's Polish name, then tick it.
        const box = host.locator(`input[type=checkbox][data-card=${id}]`);
        await host.getByTestId('kingdom-search').fill('');
        const name = await host.locator(`label:has(input[data-card=${id}]) .pick-name`).textContent();
        await host.getByTestId('kingdom-search').fill((name ?? '').slice(0, 4));
        await box.check();
      }
      await host.getByTestId('kingdom-search').fill('');
      expect(await host.getByTestId('picked-count').textContent()).toBe('Wybrano 10 z 10');
      // With 10 chosen, the other cards cannot be ticked.
      expect(await host.locator('input[type=checkbox][data-card=cellar]').isDisabled()).toBe(true);

      await host.getByTestId('name-lobby').fill('Ola');
      await host.getByTestId('create-table').click();
      await host.waitForURL(/\/t\/[a-z0-9]{26}$/);
      const url = host.url();
      await takeSeat(host, url, 'Ola');
      await takeSeat(guest, url, 'Саша');
      await host.getByTestId('start').click();
      await guest.getByTestId('dominion').waitFor();
      // Each page draws the board once its lazily loaded code arrives: poll rather than read once.
      await expect.poll(() => host.locator('[data-testid=supply] .supply-row').first().locator('[data-pile]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-pile')).sort())).toEqual([...PICK].sort());
      await expect.poll(() => host.locator('[data-pile=militia] .dc-name').textContent()).toBe('Milicja');
      await expect.poll(() => guest.locator('[data-pile=torturer] .dc-name').textContent()).toBe('Истязатель');
      await expect.poll(() => guest.locator('[data-pile=secret-chamber] .dc-name').textContent()).toBe('Потайная Комната');
      expect(await guest.getByTestId('supply').locator('h3').textContent()).toBe('Запас');
    } catch (error) {
      await saveScreenshots([host, guest], ctx.task.name);
      throw error;
    }
  });
});
