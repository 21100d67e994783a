// The question a card asks must be on screen when it is asked: on a 360 px phone a victim of
// Militia or Torturer sees the question and its buttons wherever they had scrolled, and nothing
// (the sticky turn bar included) lies over them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshots } from './browser.ts';
import { answerAsk, createDominionTable, promptKind, step, takeSeat, type Strategy } from './dominion-play.ts';
import { keepScreenshot, scrollToBottom, scrollTopTo, uncovered } from './in-view.ts';
import { laptopAndPhone } from './two-screens.ts';

const ATTACKER: Strategy = { play: ['torturer', 'militia'], buy: ['torturer', 'militia', 'gold', 'silver'] };
const MONEY: Strategy = { buy: ['gold', 'silver'] };

const screens = laptopAndPhone();

/** The question's title and every button it offers, each in the window and not covered. */
async function questionState(page: Page): Promise<Record<string, string>> {
  const out: Record<string, string> = { title: await uncovered(page.getByTestId('prompt-title')) };
  const buttons = page.locator('[data-testid=ask] .button-row button, [data-testid=ask] [data-testid^=option-]');
  for (let i = 0; i < await buttons.count(); i++) {
    const b = buttons.nth(i);
    out[(await b.getAttribute('data-testid')) ?? `button ${i}`] = await uncovered(b);
  }
  return out;
}

const allOk = (state: Record<string, string>) => Object.fromEntries(Object.keys(state).map((k) => [k, 'ok']));

describe('a question on a phone', () => {
  it('Militia and Torturer victims at 360 px see the question and its buttons, not the turn bar over them', async (ctx) => {
    const { laptop: anna, phone: ben } = screens;
    try {
      const url = await createDominionTable(anna, 2, 'hand-madness', false, 'Anna');
      await takeSeat(anna, url, 'Anna');
      await takeSeat(ben, url, 'Ben');
      await anna.getByTestId('start').click();
      await ben.getByTestId('dominion').waitFor();

      const seen = new Set<string>();
      const deadline = Date.now() + 200_000;
      const ownTurnSeen = new Set<Page>();
      while (!(seen.has('discard') && seen.has('torturer') && ownTurnSeen.size === 2)) {
        expect(Date.now()).toBeLessThan(deadline);
        // One's own turn too: scrolled to the bottom, the turn's buttons are at the top of the window.
        for (const page of [anna, ben]) {
          if (ownTurnSeen.has(page) || (await promptKind(page)) !== 'turn') continue;
          await scrollToBottom(page);
          await keepScreenshot(page, `question-in-view-${page === anna ? 1280 : 360}-own-turn`);
          for (const button of await page.locator('[data-testid^=move-]').all()) expect(await uncovered(button)).toBe('ok');
          ownTurnSeen.add(page);
        }
        const kind = await promptKind(ben);
        if (kind === 'discard' || kind === 'torturer') {
          // Ben had scrolled to the bottom of the page before the attack came.
          const state = await questionState(ben);
          await keepScreenshot(ben, `question-in-view-360-${kind}-arrived`);
          expect(state, `${kind} as it arrives`).toEqual(allOk(state));
          if (kind === 'discard') {
            // The answer is picked in the hand: it is brought up under the question, not under the bar
            // (by an effect that runs a frame after the question is drawn, so polled, not read once).
            const cards = ben.locator('button[data-testid=hand-card]:not([disabled])');
            await expect.poll(() => uncovered(cards.first())).toBe('ok');
            await expect.poll(() => uncovered(cards.last())).toBe('ok');
          }
          // Scrolled away again, to the supply and to the bottom: the question stays.
          await scrollTopTo(ben.getByTestId('supply'));
          const onSupply = await questionState(ben);
          expect(onSupply, `${kind}, scrolled to the supply`).toEqual(allOk(onSupply));
          await scrollToBottom(ben);
          const atBottom = await questionState(ben);
          await keepScreenshot(ben, `question-in-view-360-${kind}-bottom`);
          expect(atBottom, `${kind}, scrolled to the bottom`).toEqual(allOk(atBottom));
          seen.add(kind);
          await answerAsk(ben);
          continue;
        }
        // Ben reads the bottom of the page while Anna plays (scrolled before her move, so an attack
        // finds him there).
        await scrollToBottom(ben);
        const moved = (await step(anna, ATTACKER)) || (await step(ben, MONEY));
        if (!moved) await anna.waitForTimeout(50);
      }
    } catch (error) {
      await saveScreenshots([anna, ben], ctx.task.name);
      throw error;
    }
  });
});
