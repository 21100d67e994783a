// A Dominion table by keyboard and screen reader, in Chromium against the real server: a skip link
// past the side panel to the turn, focus that stays near what the player was doing after a move
// (not dropped to <body>), one polite live region saying the turn, the question and the newest
// log line; on a desktop every supply card's whole text shown, without opening a card; and on a
// touch phone a Curse bought only at a second tap or key press.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPerson, openOwnTable, shellSession } from './shell-steps.ts';

const session = shellSession();
const WAIT = { timeout: 30_000 };
// The ten longest card texts of both sets: the ones a clamp would cut first.
const LONG_TEXTS = ['secret-chamber', 'tribute', 'minion', 'saboteur', 'bureaucrat', 'thief', 'masquerade', 'spy', 'ironworks', 'mine'];

const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement;
  return {
    body: el === document.body || el === null,
    inBoard: el?.closest('[data-testid=board]') !== null && el !== null,
    inDock: el?.closest('[data-testid=dock]') != null,
    id: el?.id ?? '',
    testId: el?.getAttribute('data-testid') ?? '',
  };
});

const said = (page: Page, what: 'turn' | 'question' | 'line') =>
  page.locator(`[data-testid=announcer][aria-live=polite] [data-said=${what}]`).textContent();

describe('a Dominion table by keyboard', () => {
  it('skips to the turn, keeps focus in the game after a move, and announces turn, question and log line', async () => {
    const page = await newPerson(session, { width: 1280 });
    await openOwnTable(page, { game: 'dominion', seats: 2, name: 'Kim', bots: ['easy'], start: true, botPauseMs: 0, options: { kingdom: { cards: LONG_TEXTS } } });
    await page.locator('[data-testid=hand-card].dc-live').first().waitFor(WAIT);

    // Rule: a skip link, reached with Tab before the side panel's controls, leads to the turn.
    await page.locator('body').focus();
    for (let i = 0; i < 8 && (await focused(page)).testId !== 'skip-to-game'; i++) await page.keyboard.press('Tab');
    expect((await focused(page)).testId).toBe('skip-to-game');
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('turn');
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDock, 'Tab after the skip link reaches the turn\'s controls').toBe(true);

    // Rule: the live region says whose turn it is and what is asked, as the page shows them.
    expect(await said(page, 'turn')).toBe('Your turn');
    // ...and the tab says it in the same words as Kingdom Builder's.
    expect(await page.title()).toMatch(/^● Your turn · /);
    expect(await said(page, 'question')).toBe(await page.getByTestId('prompt-title').textContent());

    // Rule: a pile not on offer says what was tried and asks why, as one sentence each (no "?.").
    expect(await page.getByTestId('pile-province').locator('.visually-hidden').first().textContent()).toBe('Buy Province? Not now: why? ');
    // ...and the card's parts follow as parts, not one run of text ("costs 86 VP").
    expect(await page.getByTestId('pile-province').ariaSnapshot()).toMatch(/"Buy Province\? Not now: why\? costs 8\. 6 VP\. Victory\. 8 left"/);

    // Rule: after a move made from the keyboard, focus stays in the game, not on <body>.
    const before = await page.getByTestId('dominion').getAttribute('data-log');
    const hand = await page.getByTestId('hand-card').count();
    await page.locator('[data-testid=hand-card].dc-live').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('hand-card').count(), WAIT).toBe(hand - 1);
    await expect.poll(() => page.getByTestId('dominion').getAttribute('data-log'), WAIT).not.toBe(before);
    await expect.poll(async () => (await focused(page)).inBoard, WAIT).toBe(true);
    expect((await focused(page)).body).toBe(false);
    // ...and the newest log line is announced.
    await expect.poll(() => said(page, 'line'), WAIT).toBe(await page.locator('[data-testid=game-log] li').last().textContent());

    // Rule: on a desktop, no supply card's text is cut: each is shown whole.
    const cut = await page.locator('[data-testid=supply] .dc-text').evaluateAll((texts) =>
      texts.filter((el) => el.scrollHeight > el.clientHeight + 1).map((el) => el.closest('[data-pile]')?.getAttribute('data-pile')));
    expect(cut, 'supply cards whose text is cut').toEqual([]);

    // Rule: with the dock stuck over a page scrolled down, a keyboard move into the dock's own
    // buttons leaves the page where it is (the dock's scroll padding is for what lies below it).
    await page.evaluate(() => { scrollTo(0, document.documentElement.scrollHeight); });
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await page.keyboard.press('Shift');
    await page.getByTestId('dock').locator('button').first().focus();
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  });

  it('asks for a second look before a Curse is bought, by tap and by keyboard, and says so', async () => {
    const page = await newPerson(session, { width: 360, touch: true });
    await openOwnTable(page, { game: 'dominion', seats: 2, name: 'Lou', bots: ['easy'], start: true, botPauseMs: 0 });
    await page.locator('[data-testid=hand-card].dc-live').first().waitFor(WAIT);
    const pile = page.locator('[data-testid=supply] [data-pile=curse]');
    const button = page.getByTestId('pile-curse');
    const armed = () => pile.getAttribute('data-armed');
    const left = Number(await pile.getAttribute('data-count'));
    const again = 'Curse is worth −1 VP: tap or press again to buy it';

    // Rule: the first tap arms the pile (said as its name and in the live region); nothing is bought.
    await button.tap();
    await expect.poll(armed, WAIT).toBe('curse');
    expect(await button.locator('.visually-hidden').first().textContent()).toBe(`${again}. `);
    expect(await said(page, 'question')).toBe(again);
    expect(await button.locator('.pile-again').isVisible()).toBe(true);
    // ...and a tap anywhere else disarms it.
    await page.locator('#supply-title').tap();
    await expect.poll(armed, WAIT).toBe(null);

    // Rule: by keyboard the same: Enter arms, focus moved away disarms, and so does the time out.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(armed, WAIT).toBe('curse');
    await page.keyboard.press('Tab');
    await expect.poll(armed, WAIT).toBe(null);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(armed, WAIT).toBe('curse');
    await expect.poll(armed, WAIT).toBe(null);
    expect(Number(await pile.getAttribute('data-count'))).toBe(left);

    // Rule: a second tap on the armed pile buys it.
    await button.tap();
    await expect.poll(armed, WAIT).toBe('curse');
    await button.tap();
    await expect.poll(async () => Number(await pile.getAttribute('data-count')), WAIT).toBe(left - 1);
    expect(await armed()).toBe(null);
  });
});
