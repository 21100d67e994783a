// Two people play a whole 2-player Dominion game (First Game kingdom) through the UI, in Chromium
// against the real local server: Anna with the mouse on a laptop-sized window, Ben with the
// keyboard shortcuts on a 360 px phone, both a simple money strategy as a new player might,
// at a table that shows everyone's VP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, saveScreenshots } from './browser.ts';
import { scrollsSideways, startFirstGame, step, type Strategy } from './dominion-play.ts';

const FIRST_GAME = ['cellar', 'market', 'militia', 'mine', 'moat', 'remodel', 'smithy', 'village', 'woodcutter', 'workshop'];
const MONEY: Strategy = { buy: ['province', 'gold', 'silver'] };

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
  it('is played to the end through the UI, shows the final scores to both, fits a 360 px phone, and seats both again', async (ctx) => {
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

      // Play again: Anna accepts and lands seated at the next table; it starts once Ben accepts too.
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
