// A finished Dominion game reads as finished: nobody is "on turn" any more, the winner line is in
// view on a laptop and on a phone wherever the last click left the page, and the end table gives
// each scoring card as a count and its VP ("Province ×3 = 18 VP"), adding up to the total.
import { describe, expect, it } from 'vitest';
import { saveScreenshots } from './browser.ts';
import { createDominionTable, step, takeSeat, type Strategy } from './dominion-play.ts';
import { keepScreenshot, uncovered } from './in-view.ts';
import { laptopAndPhone } from './two-screens.ts';

const MONEY: Strategy = { buy: ['province', 'gold', 'silver'] };
const VP_EACH: Record<string, number> = { province: 6, duchy: 3, estate: 1, curse: -1 };

const screens = laptopAndPhone();

describe('a finished Dominion game', () => {
  it('shows no one on turn, keeps the winner line in view, and gives counts and VP per card', async (ctx) => {
    const { laptop: anna, phone: ben } = screens;
    try {
      const url = await createDominionTable(anna, 2, 'first-game', false, 'Anna');
      await takeSeat(anna, url, 'Anna');
      await takeSeat(ben, url, 'Ben');
      await anna.getByTestId('start').click();
      await ben.getByTestId('dominion').waitFor();

      const deadline = Date.now() + 240_000;
      while (!(await anna.getByTestId('end-screen').count())) {
        const moved = (await step(anna, MONEY)) || (await step(ben, MONEY));
        if (!moved) await anna.waitForTimeout(50);
        expect(Date.now()).toBeLessThan(deadline);
      }
      await ben.getByTestId('end-screen').waitFor();

      for (const [page, name] of [[anna, '1280'], [ben, '360']] as const) {
        await page.locator('[data-testid=table][data-status=finished]').waitFor();
        await keepScreenshot(page, `finished-game-${name}`);
        expect(await uncovered(page.getByTestId('winners')), `winner line at ${name} px`).toBe('ok');
        expect(await page.getByTestId('winners').textContent()).toMatch(/^Winner: (Anna|Ben)$|^Shared victory/);
        // Nobody's turn: not in the turn bar, not on an opponent, not in the seat list.
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
    } catch (error) {
      await saveScreenshots([anna, ben], ctx.task.name);
      throw error;
    }
  });
});
