// The enlarged Dominion card on a 360 px screen: it covers part of the hand and the turn's
// buttons, so it must go as soon as the player chooses, taps elsewhere or the browser takes the
// finger over, and never stay behind.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPerson, openOwnTable, shellSession } from './shell-steps.ts';

const session = shellSession();
const WAIT = { timeout: 30_000 };

/** A 2-player table against an easy bot, opened seated; resolves once it is this player's turn. */
async function myTurn(page: Page, name: string): Promise<void> {
  await openOwnTable(page, { game: 'dominion', seats: 2, name, bots: ['easy'], start: true, botPauseMs: 0 });
  await page.locator('[data-testid=hand-card].dc-live').first().waitFor(WAIT);
}

const zoom = (page: Page) => page.getByTestId('card-zoom');

/** Whether each of the turn's buttons is what a tap at its middle reaches (nothing lies over it). */
function turnButtonsReachable(page: Page): Promise<boolean> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-testid^=move-]')].every((button) => {
    button.scrollIntoView({ block: 'center' });
    const r = button.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && button.contains(hit);
  }));
}

describe('the enlarged card at 360 px', () => {
  it('closes once a card is chosen with the mouse, though the pointer stays on that slot', async () => {
    const page = await newPerson(session, { width: 360 });
    await myTurn(page, 'Zoe');
    const handSize = await page.getByTestId('hand-card').count();
    // The last playable card: playing it moves another card into the same slot, under the pointer.
    const card = page.locator('[data-testid=hand-card].dc-live').last();
    await card.hover();
    await expect.poll(() => zoom(page).count()).toBe(1);
    await card.click();
    await expect.poll(() => page.getByTestId('hand-card').count()).toBe(handSize - 1);
    expect(await zoom(page).count()).toBe(0);
    expect(await turnButtonsReachable(page)).toBe(true);
  });

  it('Escape closes a card enlarged by keyboard focus', async () => {
    const page = await newPerson(session, { width: 360 });
    await myTurn(page, 'Yuri');
    await page.getByTestId('hand-card').first().focus();
    await expect.poll(() => zoom(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => zoom(page).count()).toBe(0);
  });

  it('a tap elsewhere closes a card the mouse left enlarged (a laptop with a touch screen)', async () => {
    const context = await session.browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    session.pages.push(page);
    await myTurn(page, 'Xena');
    await page.locator('[data-testid=supply] [data-pile]').first().hover();
    await expect.poll(() => zoom(page).count()).toBe(1);
    const title = await page.locator('#hand-title').boundingBox();
    if (!title) throw new Error('the hand has no title');
    await page.touchscreen.tap(title.x + 4, title.y + title.height / 2);
    await expect.poll(() => zoom(page).count()).toBe(0);
    expect(await turnButtonsReachable(page)).toBe(true);
  });
});
