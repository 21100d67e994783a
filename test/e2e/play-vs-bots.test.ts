// "Play vs bots" from the lobby, in Chromium against the real local server: one click makes a
// private table with the player and bots, seats the player and starts; the player then plays a
// whole game to the end screen against the games' own bots (moving at once, pause 0). The time
// from the click to the player's first decision is printed, not asserted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe.ts';
import { baseUrl, launchChromium, saveScreenshots } from './browser.ts';
import { step, type Strategy } from './dominion-play.ts';
import { kbPlayToEnd } from './kb-play.ts';

const MONEY: Strategy = { play: ['smithy', 'market', 'village', 'laboratory', 'festival'], buy: ['province', 'gold', 'smithy', 'silver'] };
const WAIT = { timeout: 20_000 };

let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(width = 1200): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' })).newPage();
  pages.push(page);
  return page;
}

/** From the lobby: me + `bots` bots of `level`, moving at once. Returns ms from the click to `ready`. */
async function playVsBots(page: Page, game: string, bots: number, level: string, ready: () => Promise<unknown>): Promise<number> {
  await page.goto(baseUrl());
  await page.getByTestId('create-table').waitFor();
  await expectNoAxeViolations(page, 'the lobby');
  await page.getByTestId('name-lobby').fill('Solo');
  await page.getByTestId('bots-speed').selectOption('instant');
  await page.getByTestId(`bots-count-${game}`).selectOption(String(bots));
  await page.getByTestId(`bots-level-${game}`).selectOption(level);
  const clicked = Date.now();
  await page.getByTestId(`play-bots-${game}`).click();
  await ready();
  return Date.now() - clicked;
}

describe('Play vs bots', () => {
  it('Dominion: one click to a running game, then a whole game against 2 bots to the end screen', async (ctx) => {
    const page = await newPage();
    try {
      const ms = await playVsBots(page, 'dominion', 2, 'medium', () =>
        page.waitForSelector('[data-testid=dominion][data-prompt]:not([data-prompt=""])', WAIT));
      console.log(`bench play-vs-bots.dominion.click-to-first-decision ${ms} ms`);
      expect(new URL(page.url()).pathname).toMatch(/^\/t\/[a-z0-9]{26}$/);
      const seats = page.locator('[data-testid=seats] li');
      expect(await seats.count()).toBe(3);
      expect(await page.locator('[data-testid=seats] [data-you=true] .seat-name').textContent()).toBe('Solo');
      expect(await page.locator('[data-testid=seats] [data-bot=medium]').count()).toBe(2);
      expect(await page.getByText('Private', { exact: true }).count()).toBe(1);
      await expectNoAxeViolations(page, 'a Dominion table in play');

      const deadline = Date.now() + 240_000;
      while (!(await page.getByTestId('end-screen').count())) {
        if (!(await step(page, MONEY))) await page.waitForTimeout(50);
        expect(Date.now()).toBeLessThan(deadline);
      }
      expect(await page.getByTestId('end-row').count()).toBe(3);
      // The bots' names say they are bots on the board too.
      expect(await page.getByTestId('end-screen').textContent()).toContain('medium');
      await expectNoAxeViolations(page, 'a finished Dominion table');
    } catch (error) {
      await saveScreenshots([page], ctx.task.name);
      throw error;
    }
  });

  it('Kingdom Builder: one click to a running game, then a whole game against a bot to the end screen', async (ctx) => {
    const page = await newPage();
    try {
      const ms = await playVsBots(page, 'kingdom-builder', 1, 'easy', () =>
        page.waitForSelector('[data-testid=kb-status][data-mine=true]', WAIT));
      console.log(`bench play-vs-bots.kingdom-builder.click-to-first-decision ${ms} ms`);
      expect(await page.locator('[data-testid=seats] [data-bot=easy]').count()).toBe(1);
      await expectNoAxeViolations(page, 'a Kingdom Builder table in play');
      await kbPlayToEnd(page, 240_000);
      expect(await page.getByTestId('kb-board').getAttribute('data-over')).toBe('true');
      await expectNoAxeViolations(page, 'a finished Kingdom Builder table');
    } catch (error) {
      await saveScreenshots([page], ctx.task.name);
      throw error;
    }
  });
});
