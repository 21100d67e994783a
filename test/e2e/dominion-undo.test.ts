// Undo in Dominion, in Chromium against the real server: a player buys the wrong card, asks to
// take it back, the opponent agrees, and the game goes on from before the buy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, saveScreenshots } from './browser.ts';
import { answered, promptKind, startFirstGame } from './dominion-play.ts';

let browser: Browser;
let anna: Page;
let ben: Page;

beforeAll(async () => {
  browser = await launchChromium();
  anna = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })).newPage();
  ben = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

const curses = (page: Page) => page.locator('[data-testid=supply] [data-pile=curse]').getAttribute('data-count');

describe('undo in Dominion', () => {
  it('a player buys the wrong card and takes it back with the opponent\'s consent; the game goes on', async (ctx) => {
    try {
      await startFirstGame(anna, ben, false);
      await anna.waitForFunction(() => document.querySelector('[data-testid=dominion]')?.getAttribute('data-prompt') !== null);
      const [mover, other] = (await promptKind(anna)) === 'turn' ? [anna, ben] : [ben, anna];
      await mover.getByTestId('undo').waitFor({ state: 'detached' });
      expect(await mover.getByTestId('undo').count()).toBe(0);

      await answered(mover, () => mover.getByTestId('move-treasures').click());
      const coins = await mover.getByTestId('dominion').getAttribute('data-log');
      // The misclick: a Curse, tapped twice (the first tap only arms the pile: the second look
      // before a card that costs VP), so only the undo can take it back.
      await mover.getByTestId('pile-curse').click();
      await mover.locator('[data-pile=curse][data-armed=curse]').waitFor();
      await answered(mover, () => mover.getByTestId('pile-curse').click());
      expect(await curses(mover)).toBe('9');
      await mover.getByTestId('undo').click();

      // The opponent sees the request and agrees.
      const request = other.getByTestId('undo-request');
      await request.waitFor();
      expect(await request.textContent()).toMatch(/(Anna|Ben) asks to take back their last move/);
      await mover.getByTestId('undo-request').filter({ hasText: 'Waiting for' }).waitFor();
      await other.getByTestId('undo-accept').click();

      await mover.waitForFunction(() => document.querySelector('[data-testid=supply] [data-pile=curse]')?.getAttribute('data-count') === '10');
      await other.waitForFunction(() => document.querySelector('[data-testid=supply] [data-pile=curse]')?.getAttribute('data-count') === '10');
      expect(await other.getByTestId('undo-request').count()).toBe(0);
      for (const page of [mover, other]) {
        const log = (await page.getByTestId('game-log').textContent()) ?? '';
        expect(log).toMatch(/takes back a move/);
        expect(log).not.toContain('buys Curse');
      }
      expect(await mover.getByTestId('dominion').getAttribute('data-phase')).toBe('buy');
      expect(coins).not.toBeNull();

      // The game goes on: the right buy, the end of the turn, and the opponent's turn.
      const silver = mover.locator('button.dc-live[data-testid=pile-silver]');
      const pile = (await silver.count()) ? silver : mover.locator('button.dc-live[data-testid=pile-copper]');
      await answered(mover, () => pile.click());
      expect(await mover.getByTestId('game-log').textContent()).toMatch(/buys (Silver|Copper)/);
      await answered(mover, () => mover.getByTestId('move-end-turn').click());
      await other.waitForFunction(() => document.querySelector('[data-testid=dominion]')?.getAttribute('data-prompt') === 'turn');
      // After a draw, nothing of that turn can be taken back.
      expect(await mover.getByTestId('undo').count()).toBe(0);
      await answered(other, () => other.getByTestId('move-treasures').click());
      expect(await other.getByTestId('undo').count()).toBe(1);
    } catch (error) {
      await saveScreenshots([anna, ben], ctx.task.name);
      throw error;
    }
  });
});
