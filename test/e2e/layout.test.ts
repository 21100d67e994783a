// The shell on a small phone and in other languages: no sideways scrolling at 360 px on the lobby,
// the table page or the embed, and the language chosen from the browser, switchable, remembered.
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';
import { createTable, newPerson, scrollsSideways, shellSession, takeSeat } from './shell-steps.ts';

const session = shellSession();

describe('shell layout and languages', () => {
  it('fits a 360 px wide screen without horizontal scrolling: lobby, table, embed', async () => {
    const page = await newPerson(session, { width: 360 });
    await page.goto(baseUrl());
    await page.getByTestId('create-table').waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    const table = await createTable(page, session.game.id, session.game.maxSeats, true, 'Maximiliana Wolfeschlegel');
    expect(await scrollsSideways(page)).toBe(false);
    await takeSeat(page, 'Maximiliana Wolfeschlegel');
    await page.getByTestId('invite').click();
    expect(await scrollsSideways(page)).toBe(false);

    const watcher = await newPerson(session, { width: 360 });
    await watcher.goto(`${baseUrl()}/embed/${table}`);
    await watcher.getByTestId('join-form').waitFor();
    expect(await watcher.locator('.site-header').count()).toBe(0);
    expect(await scrollsSideways(watcher)).toBe(false);
  });

  it('speaks the browser language, switches in the header, and remembers the choice', async () => {
    const page = await newPerson(session, { locale: 'ru-RU' });
    await page.goto(baseUrl());
    await page.getByTestId('create-table').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await page.getByTestId('create-table').textContent()).toBe('Создать стол');

    await page.getByTestId('language').selectOption('hu');
    expect(await page.getByTestId('create-table').textContent()).toBe('Asztal létrehozása');
    await page.reload();
    await page.getByTestId('create-table').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hu');

    const pole = await newPerson(session, { locale: 'pl-PL' });
    await pole.goto(baseUrl());
    expect(await pole.getByTestId('create-table').textContent()).toBe('Utwórz stół');
  });
});
