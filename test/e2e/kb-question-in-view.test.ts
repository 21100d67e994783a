// Kingdom Builder's turn must be on screen when it comes: whoever had scrolled down (the map, the
// scoring cards, the log) sees what to do and the turn's buttons, on a 360 px phone and on a
// 1280 px laptop, and nothing lies over them while they pick hexes on the map. At the end the
// winner line is in view and nobody is shown on turn.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshots } from './browser.ts';
import { keepScreenshot, scrollToBottom, uncovered } from './in-view.ts';
import { createTable, takeSeat } from './shell-steps.ts';
import { laptopAndPhone } from './two-screens.ts';

const screens = laptopAndPhone();

const isOver = (page: Page) => page.getByTestId('kb-board').getAttribute('data-over').then((v) => v === 'true');
const isMine = (page: Page) => page.getByTestId('kb-status').getAttribute('data-mine').then((v) => v === 'true');
const lastLog = (page: Page) => page.getByTestId('kb-board').getAttribute('data-log').then(Number);

async function settled(page: Page, before: number): Promise<void> {
  await page.waitForFunction((b) => {
    const board = document.querySelector<HTMLElement>('[data-testid=kb-board]');
    return board !== null && Number(board.dataset.log) > b && board.dataset.pending === 'false';
  }, before);
}

/** What to do now and the turn's buttons: each in the window and not covered. */
async function turnState(page: Page): Promise<Record<string, string>> {
  return {
    instruction: await uncovered(page.locator('.kb-instruction')),
    undo: await uncovered(page.getByTestId('kb-undo')),
    endTurn: await uncovered(page.getByTestId('kb-end-turn')),
  };
}
const OK = { instruction: 'ok', undo: 'ok', endTurn: 'ok' };

/** Builds the turn's settlements with the mouse, then ends the turn with the button in view. */
async function playTurn(page: Page, label: string): Promise<void> {
  for (let i = 0; i < 10 && await page.getByTestId('kb-target').count() > 0; i++) {
    const before = await lastLog(page);
    await page.getByTestId('kb-target').first().click();
    await settled(page, before);
    expect(await turnState(page), `${label}, after building`).toEqual(OK);
  }
  await scrollToBottom(page);
  expect(await turnState(page), `${label}, scrolled to the bottom before ending the turn`).toEqual(OK);
  const before = await lastLog(page);
  await page.getByTestId('kb-end-turn').click();
  await settled(page, before);
}

describe('a Kingdom Builder turn in view', () => {
  it('on a phone and a laptop, scrolled to the bottom, each turn arrives with its instruction and buttons uncovered, and the end shows the winner and nobody on turn', async (ctx) => {
    const { laptop: alice, phone: boris } = screens;
    try {
      await createTable(alice, 'kingdom-builder', 2, true, 'Alice');
      const url = alice.url();
      await takeSeat(alice, 'Alice');
      await boris.goto(url);
      await takeSeat(boris, 'Boris');
      await alice.getByTestId('start').click();
      for (const page of [alice, boris]) await page.getByTestId('kb-board').waitFor();

      const people = [{ page: alice, name: 'laptop' }, { page: boris, name: 'phone' }];
      // Over on the page that just ended its turn: the other page may hear of it a moment later.
      for (let turn = 0; turn < 120 && !(await isOver(alice)) && !(await isOver(boris)); turn++) {
        const { page, name } = people[turn % 2] as (typeof people)[number];
        const other = (people[(turn + 1) % 2] as (typeof people)[number]).page;
        await expect.poll(() => isMine(page), { timeout: 15_000 }).toBe(true);
        const arrived = await turnState(page);
        if (turn < 2) await keepScreenshot(page, `kb-turn-in-view-${name}-arrived`);
        expect(arrived, `${name}: the turn as it arrives`).toEqual(OK);
        // The other player reads the bottom of the page while this turn is played.
        await scrollToBottom(other);
        await playTurn(page, name);
        if (turn < 2) await keepScreenshot(page, `kb-turn-in-view-${name}-ended`);
      }

      // The end: the winner line in view wherever the last turn left each page, nobody on turn.
      for (const { page, name } of people) {
        await page.getByTestId('kb-end').waitFor();
        await keepScreenshot(page, `kb-finished-${name}`);
        expect(await uncovered(page.getByTestId('kb-winner')), `${name}: the winner line`).toBe('ok');
        expect(await page.getByTestId('kb-winner').textContent()).toMatch(/^Winner: (Alice|Boris)$|^Shared victory/);
        expect(await page.locator('.kb-status-who').textContent()).toBe('Game over');
        expect(await page.getByTestId('kb-status').getAttribute('data-mine')).toBe('false');
        expect(await page.locator('.kb-player-current, .tag-turn').count()).toBe(0);
        expect(await page.getByTestId('kb-your-card').count()).toBe(0);
      }
    } catch (error) {
      await saveScreenshots([alice, boris], ctx.task.name);
      throw error;
    }
  });
});
