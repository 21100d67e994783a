// The player's name is asked once and remembered: set or changed from the header with the keyboard,
// kept across reloads, offered on the seat form, and updated when a seat is taken under a new name.
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';
import { keepScreenshot } from './in-view.ts';
import { createTable, newPerson, scrollsSideways, shellSession, yourSeatName } from './shell-steps.ts';

const session = shellSession();

/** A table made through the API with no one seated, as another person's invitation would be. */
async function apiTable(game: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/tables`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game, seats: 2 }),
  });
  return ((await res.json()) as { id: string }).id;
}

describe('remembered player name', () => {
  it('is set from the header with the keyboard, survives a reload and fills the seat form', async () => {
    const page = await newPerson(session);
    await page.goto(baseUrl());
    const control = page.getByTestId('header-name');
    expect(await control.textContent()).toContain('Set your name');
    // "Play now" with no name says so where it is fixed: the focus goes to the name field.
    await page.getByTestId('play-bots-dominion').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('name-lobby');
    expect(await page.getByTestId('name-lobby').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/');
    // The button that asked says why nothing started, beside itself (on a phone the field may be
    // out of sight), and only that button; typing a name takes the notice away.
    const notices = page.getByTestId('name-needed');
    await expect.poll(() => notices.count()).toBe(1);
    expect(await page.locator('.bot-game[data-game=dominion] [data-testid=name-needed]').textContent()).toBe('First enter your name above: nothing starts without it.');
    await page.getByTestId('name-lobby').pressSequentially('I');
    await expect.poll(() => notices.count()).toBe(0);
    await page.getByTestId('name-lobby').fill('');

    await control.focus();
    await page.keyboard.press('Enter');
    const field = page.getByTestId('header-name-form').locator('input');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('player-name');
    await page.keyboard.type('   ');
    await page.keyboard.press('Enter');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('Ilona');
    await page.keyboard.press('Enter');
    await expect.poll(() => control.textContent()).toContain('Ilona');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('header-name');

    // Escape leaves the name as it was.
    await page.keyboard.press('Enter');
    await field.fill('Somebody else');
    await page.keyboard.press('Escape');
    await expect.poll(() => control.textContent()).toContain('Ilona');

    await page.reload();
    expect(await page.getByTestId('header-name').textContent()).toContain('Ilona');
    // Creating a table seats its creator under the remembered name: no form to fill. Private: a
    // public table left open would count against this machine's few listed tables.
    await createTable(page, session.game.id, 2, false);
    expect(await yourSeatName(page)).toBe('Ilona');
    // At a table someone else made, the seat form offers the remembered name.
    await page.goto(`${baseUrl()}/t/${await apiTable(session.game.id)}`);
    expect(await page.locator('input[name=name]').inputValue()).toBe('Ilona');
    await page.getByTestId('join-form').locator('button[type=submit]').click();
    await expect.poll(() => yourSeatName(page)).toBe('Ilona');
  });

  it('a seat taken under a different name becomes the remembered name, shown in the header in the page language', async () => {
    const page = await newPerson(session, { locale: 'pl-PL', width: 360 });
    await page.goto(baseUrl());
    // On a phone the unset control is its icon; its name for screen readers says what it does.
    expect(await page.getByTestId('header-name').getAttribute('aria-label')).toBe('Podaj swoje imię');
    await page.getByTestId('header-name').click();
    await keepScreenshot(page, 'player-name-360-editing');
    expect(await scrollsSideways(page)).toBe(false);
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl()}/t/${await apiTable(session.game.id)}`);
    // One name on the page: given in the header, it is at once the seat form's and the chat's.
    await page.getByTestId('header-name').click();
    await page.getByTestId('header-name-form').locator('input').fill('Zo');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('input[name=name]').inputValue()).toBe('Zo');
    expect(await page.getByTestId('chat-name').inputValue()).toBe('Zo');
    await page.locator('input[name=name]').fill('Zosia');
    await page.getByTestId('join-form').locator('button[type=submit]').click();
    await expect.poll(() => yourSeatName(page)).toBe('Zosia');
    expect(await page.getByTestId('header-name').textContent()).toContain('Zosia');
    expect(await page.getByTestId('header-name').getAttribute('aria-label')).toBe('Twoje imię: Zosia. Zmień');
    await keepScreenshot(page, 'player-name-360-named');
    expect(await scrollsSideways(page)).toBe(false);
  });
});
