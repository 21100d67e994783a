// The lobby's list of open tables says what each table plays: Dominion's kingdom (preset name and
// its cards), Kingdom Builder's scoring cards and map sections, the table options, and how long
// ago it was opened, in the page's language.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { keepScreenshot } from './in-view.ts';
import { fillNameIfAsked, newPerson, openTableOptions, shellSession, takeSeat } from './shell-steps.ts';
import type { Locator } from 'playwright-core';
import { chooseLanguage } from './language.ts';

const session = shellSession();

async function listingOf(page: Page, game: string, table: string) {
  await page.goto(baseUrl());
  await page.locator(`input[name=game][value=${game}]`).check();
  const row = page.locator(`[data-testid=open-tables] [data-table="${table}"]`);
  await row.waitFor();
  await row.getByTestId('listing-options').waitFor();
  return row;
}

const tableId = (page: Page) => new URL(page.url()).pathname.split('/')[2] as string;

/** The visitor takes the last seat from the list: the table is full, so it leaves the list (and
 * no longer counts against this machine's few listed tables). */
async function fillFromList(visitor: Page, row: Locator, name: string): Promise<void> {
  await row.getByRole('link').click();
  await visitor.waitForURL(/\/t\/[a-z0-9]{26}$/);
  await takeSeat(visitor, name);
}

describe('open tables list', () => {
  it('shows a Dominion table\'s preset kingdom with its cards, the VP option and its age, also in Russian', async () => {
    const host = await newPerson(session);
    await host.goto(baseUrl());
    await host.locator('input[name=game][value=dominion]').check();
    await host.getByTestId('seats').selectOption('2');
    await host.getByTestId('public').setChecked(true);
    await openTableOptions(host);
    await host.getByTestId('preset-hand-madness').check();
    await host.getByTestId('vp-counter').check();
    await fillNameIfAsked(host, 'create', 'Lena');
    await host.getByTestId('create-table').click();
    await host.waitForURL(/\/t\/[a-z0-9]{26}$/);
    const table = tableId(host);
    // Creating the table seats its creator.
    await host.getByTestId('leave').waitFor();
    await takeSeat(host, 'Lena');

    const visitor = await newPerson(session, { width: 360 });
    const row = await listingOf(visitor, 'dominion', table);
    const options = await row.getByTestId('listing-options').textContent();
    expect(options).toBe('Hand Madness: Bureaucrat, Chancellor, Council Room, Courtyard, Mine, Militia, Minion, Nobles, Steward, Torturer · VP shown during play');
    expect(await row.getByTestId('listing-age').textContent()).toMatch(/^opened (just now|1 minute ago)$/);
    expect(await row.textContent()).toContain('Lena');
    await keepScreenshot(visitor, 'open-tables-360-en');
    await keepScreenshot(row, 'open-tables-360-en-row');

    await chooseLanguage(visitor, 'ru');
    await expect.poll(() => row.getByTestId('listing-options').textContent()).toMatch(/^Безумие Рук: .*Ополчение/);
    expect(await row.getByTestId('listing-age').textContent()).toMatch(/^создан (только что|1 минуту назад)$/);
    await keepScreenshot(visitor, 'open-tables-360-ru');
    await keepScreenshot(row, 'open-tables-360-ru-row');
    await fillFromList(visitor, row, 'Mira');
  });

  it('shows a Kingdom Builder table\'s scoring cards and map sections', async () => {
    const host = await newPerson(session);
    await host.goto(baseUrl());
    await host.locator('input[name=game][value=kingdom-builder]').check();
    await host.getByTestId('seats').selectOption('2');
    await host.getByTestId('public').setChecked(true);
    await openTableOptions(host);
    await host.getByTestId('kb-cards-pick').check();
    const picks = host.getByTestId('kb-card-pick');
    await picks.nth(0).locator('select').selectOption('workers');
    await picks.nth(1).locator('select').selectOption('lords');
    await picks.nth(2).locator('select').selectOption('citizens');
    await fillNameIfAsked(host, 'create', 'Karl');
    await host.getByTestId('create-table').click();
    await host.waitForURL(/\/t\/[a-z0-9]{26}$/);
    const table = tableId(host);
    // Creating the table seats its creator.
    await host.getByTestId('leave').waitFor();
    await takeSeat(host, 'Karl');

    const visitor = await newPerson(session);
    const row = await listingOf(visitor, 'kingdom-builder', table);
    expect(await row.getByTestId('listing-options').textContent()).toBe('Scoring cards: Workers, Lords, CitizensMap sections: Random');
    expect(await row.getByTestId('listing-age').textContent()).toMatch(/^opened (just now|1 minute ago)$/);
    await keepScreenshot(row, 'open-tables-1100-kb-row');
    await fillFromList(visitor, row, 'Ute');
  });
});
