// Three players in the browser: one buys and plays Militia, and each victim answers the discard
// prompt from the hand on their own page while the others see whom the table waits for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, saveScreenshots } from './browser.ts';
import { answerAsk, createDominionTable, promptKind, scrollsSideways, step, takeSeat, type Strategy } from './dominion-play.ts';

const MILITIA_FIRST: Strategy = { play: ['militia'], buy: ['militia', 'gold', 'silver'] };

let browser: Browser;
const pages: Page[] = [];
const names = ['Anna', 'Ben', 'Cleo'];

beforeAll(async () => {
  browser = await launchChromium();
  for (let i = 0; i < 3; i++) {
    pages.push(await (await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-GB' })).newPage());
  }
});

afterAll(async () => {
  await browser?.close();
});

describe('an attack in a 3-player Dominion game', () => {
  it('Militia makes a victim discard down to 3 through the discard prompt', async (ctx) => {
    try {
      const url = await createDominionTable(pages[0] as Page, 3, 'first-game', false, names[0] as string);
      for (let i = 0; i < 3; i++) await takeSeat(pages[i] as Page, url, names[i] as string);
      await (pages[0] as Page).getByTestId('start').click();
      for (const p of pages) await p.getByTestId('dominion').waitFor();

      const deadline = Date.now() + 180_000;
      let victim: Page | undefined;
      // The kingdom has a Moat, so every Militia waits in a Reaction window (1.5-4 s) before it
      // hits, and the attacker's page says so: watched inside each page from now on, so a window
      // that opens and closes between two of the loop's looks is still seen.
      let windowShown = false;
      void Promise.any(pages.map((p) => p.getByTestId('reaction-window').waitFor({ timeout: 180_000 })))
        .then(() => { windowShown = true; }, () => {});
      while (!victim) {
        for (const p of pages) {
          if ((await promptKind(p)) === 'discard') { victim = p; break; }
          await step(p, MILITIA_FIRST);
        }
        expect(Date.now()).toBeLessThan(deadline);
      }
      expect(windowShown).toBe(true);

      expect(await victim.getByTestId('prompt-title').textContent()).toBe('Militia: discard cards');
      expect(await victim.getByTestId('ask').getAttribute('data-min')).toBe('2');
      const others = pages.filter((p) => p !== victim);
      const name = names[pages.indexOf(victim)] as string;
      // Each other page hears of the attack over its own socket, maybe a moment after the victim's.
      for (const p of others) await expect.poll(() => p.getByTestId('waiting').textContent()).toContain(name);
      expect(await scrollsSideways(victim)).toBe(false);

      const before = await victim.getByTestId('hand-card').count();
      expect(before).toBe(5);
      // The Done button stays disabled until exactly two cards are chosen.
      await victim.locator('button[data-testid=hand-card]').first().click();
      // The pick is drawn before Done is checked, or a still disabled Done would prove nothing.
      await victim.locator('button[data-testid=hand-card][aria-pressed=true]').waitFor();
      expect(await victim.getByTestId('ask-done').isDisabled()).toBe(true);
      await victim.locator('button[data-testid=hand-card]').first().click();
      await answerAsk(victim);
      expect(await victim.getByTestId('hand-card').count()).toBe(3);
      expect(await victim.getByTestId('game-log').textContent()).toMatch(new RegExp(`${name} discards`));
    } catch (error) {
      await saveScreenshots(pages, ctx.task.name);
      throw error;
    }
  });
});
