// Two people play a whole 2-player Dominion game (First Game kingdom) through the UI, in Chromium
// against the real local server: Anna with the mouse on a laptop-sized window, Ben with the
// keyboard shortcuts on a 360 px phone, both a simple money strategy as a new player might,
// at a table that shows everyone's VP. At the end both read a finished game: the winner in view,
// nobody on turn, each scoring card's count and VP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, saveScreenshots } from './browser.ts';
import { scrollsSideways, startFirstGame, step, type Strategy } from './dominion-play.ts';
import { keepScreenshot, uncovered } from './in-view.ts';

const FIRST_GAME = ['cellar', 'market', 'militia', 'mine', 'moat', 'remodel', 'smithy', 'village', 'woodcutter', 'workshop'];
const MONEY: Strategy = { buy: ['province', 'gold', 'silver'] };
const VP_EACH: Record<string, number> = { province: 6, duchy: 3, estate: 1, curse: -1 };

let browser: Browser;
let anna: Page;
let ben: Page;

beforeAll(async () => {
  browser = await launchChromium();
  anna = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })).newPage();
  ben = await (await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, locale: 'en-GB' })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('a 2-player Dominion game in the browser', () => {
  it('is played to the end through the UI, shows the final scores and nobody on turn to both, fits a 360 px phone, and seats both again', async (ctx) => {
    try {
      const url = await startFirstGame(anna, ben, true);

      const piles = await anna.locator('[data-testid=supply] [data-pile]').evaluateAll((els) => els.map((e) => e.getAttribute('data-pile')));
      expect(piles.filter((id) => FIRST_GAME.includes(id as string)).sort()).toEqual([...FIRST_GAME].sort());
      expect(await scrollsSideways(ben)).toBe(false);
      // The table was created with the VP counter: everyone starts with 3 Estates.
      expect(await ben.getByTestId('vp').allTextContents()).toEqual(['3 VP', '3 VP']);

      const deadline = Date.now() + 240_000;
      while (!(await anna.getByTestId('end-screen').count())) {
        const moved = (await step(anna, MONEY)) || (await step(ben, { ...MONEY, keyboard: true }));
        if (!moved) await anna.waitForTimeout(50);
        expect(Date.now()).toBeLessThan(deadline);
      }
      await ben.getByTestId('end-screen').waitFor();

      // The game ended by the rules: the Provinces or three piles ran out.
      const counts = await anna.locator('[data-testid=supply] [data-pile]').evaluateAll((els) =>
        Object.fromEntries(els.map((e) => [e.getAttribute('data-pile'), Number(e.getAttribute('data-count'))])));
      const empty = Object.values(counts).filter((n) => n === 0).length;
      expect(counts.province === 0 || empty >= 3).toBe(true);

      for (const page of [anna, ben]) {
        expect(await page.getByTestId('end-row').count()).toBe(2);
        const totals = await page.getByTestId('end-total').allTextContents();
        expect(totals.every((x) => /^-?\d+$/.test(x))).toBe(true);
        expect(await page.locator('[data-testid=vp-chart] polyline').count()).toBe(2);
        expect(await page.getByTestId('winners').textContent()).toMatch(/Anna|Ben/);
        expect(await page.getByTestId('game-log').textContent()).toContain('buys Province');
      }
      expect(await scrollsSideways(ben)).toBe(false);

      // A finished game reads as finished: the winner line in view wherever the last click left
      // the page, nobody on turn anywhere, and each scoring card as a count and its VP
      // ("Province ×3 = 18 VP") adding up to the total.
      for (const [page, name] of [[anna, '1280'], [ben, '360']] as const) {
        await page.locator('[data-testid=table][data-status=finished]').waitFor();
        await keepScreenshot(page, `finished-game-${name}`);
        expect(await uncovered(page.getByTestId('winners')), `winner line at ${name} px`).toBe('ok');
        expect(await page.getByTestId('winners').textContent()).toMatch(/^Winner: (Anna|Ben)$|^Shared victory/);
        expect(await page.getByTestId('turn-who').textContent()).toBe('Game over');
        expect(await page.getByTestId('turn-status').getAttribute('data-mine')).toBe('false');
        expect(await page.locator('.tag-turn').count()).toBe(0);
        expect(await page.locator('.opponent-current').count()).toBe(0);
        for (const row of await page.getByTestId('end-row').all()) {
          const total = Number(await row.getByTestId('end-total').textContent());
          let sum = 0;
          for (const cell of await row.getByTestId('end-card').all()) {
            const text = (await cell.textContent()) ?? '';
            const m = /^×(\d+) = (-?\d+) VP$/.exec(text);
            expect(m, `end table cell "${text}"`).not.toBeNull();
            const [count, vp] = [Number(m?.[1]), Number(m?.[2])];
            const each = VP_EACH[(await cell.getAttribute('data-card')) ?? ''];
            if (each !== undefined) expect(vp).toBe(count * each);
            sum += vp;
          }
          expect(sum).toBe(total);
        }
      }

      // Play again: Anna accepts and lands seated at the next table; it starts once Ben accepts too.
      // The card is named for what it offers, so its heading does not repeat its button's words.
      const rematchCard = anna.getByRole('region', { name: 'Next game, same players' });
      expect(await rematchCard.getByTestId('play-again-button').textContent()).toBe('Play again');
      await anna.getByTestId('play-again-button').click();
      await anna.waitForURL((u) => u.toString() !== url && /\/t\/[a-z0-9]{26}$/.test(u.toString()));
      const next = anna.url();
      await ben.getByTestId('play-again-button').click();
      await ben.waitForURL(next);
      for (const page of [anna, ben]) await page.locator('[data-testid=table][data-status=playing]').waitFor();
      expect(await anna.locator('[data-testid=seats] .seat-name').allTextContents()).toEqual(['Anna', 'Ben']);
      expect(await anna.locator('[data-testid=seats] [data-you=true] .seat-name').textContent()).toBe('Anna');
      expect(await ben.locator('[data-testid=seats] [data-you=true] .seat-name').textContent()).toBe('Ben');
    } catch (error) {
      await saveScreenshots([anna, ben], ctx.task.name);
      throw error;
    }
  });
});
