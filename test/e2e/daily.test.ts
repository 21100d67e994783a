// The daily challenge in Chromium against the real local server (issue 24): from the lobby's
// "Today's challenge", a player plays the day's Kingdom Builder deal to the end against the two
// hard bots (moving at once), sees their rank and copies the result to share; then a widget in
// data-mode="daily" on another site does the same for its own player.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe.ts';
import { baseUrl, saveScreenshots } from './browser.ts';
import { embedSession, hostPage, widgetFrame } from './embed-host.ts';
import { click } from './frame-click.ts';
import { kbPlayToEnd } from './kb-play.ts';

const WAIT = { timeout: 30_000 };
const GAME_MS = 270_000;

const session = embedSession();
const pages: Page[] = [];

async function newContext(): Promise<BrowserContext> {
  const context = await session.browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'en-GB' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return context;
}

/** The end of an attempt: the rank shown, the share line, and the clipboard after Copy. */
async function rankAndCopy(where: Page | Frame, page: Page): Promise<{ rank: string; share: string; copied: string }> {
  const result = where.getByTestId('daily-result');
  await result.waitFor(WAIT);
  await expect.poll(() => result.getAttribute('data-rank'), WAIT).toMatch(/^\d+$/);
  const rank = (await where.getByTestId('daily-rank').textContent()) ?? '';
  const share = (await where.getByTestId('daily-share').textContent()) ?? '';
  await click(where, where.getByTestId('daily-copy'));
  await where.getByText('Copied: paste it anywhere').waitFor(WAIT);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  return { rank, share, copied };
}

/** What a share line may never give away: the deal's scoring cards and sections. */
async function expectNoSpoilers(share: string): Promise<void> {
  const card = await (await fetch(`${baseUrl()}/api/daily/kingdom-builder`)).json() as { deal: { options: { cards: string[]; sections: { id: string }[] } } };
  for (const id of [...card.deal.options.cards, ...card.deal.options.sections.map((s) => s.id)]) expect(share.toLowerCase()).not.toContain(id);
}

describe('daily challenge', () => {
  it('lobby: plays today\'s Kingdom Builder deal to the end against the hard bots, sees the rank, copies the result, and finds the streak on the profile', async (ctx) => {
    const page = await (await newContext()).newPage();
    pages.push(page);
    try {
      await page.goto(baseUrl());
      const card = page.getByTestId('daily-kingdom-builder');
      await card.getByTestId('listing-options').waitFor(WAIT);
      await expectNoAxeViolations(page, 'the lobby with today\'s challenge');
      // The Dominion card says which hard bot a game started now meets: the day's search runs on
      // the Daily object's alarm from the deal, so it may still be running (docs/daily.md#the-daily-bot).
      const bot = page.getByTestId('daily-bot-dominion');
      await bot.waitFor(WAIT);
      expect(await bot.textContent()).toMatch(/^Your opponent: the hard bot(, searched for today’s kingdom\.|\. Today’s search for this kingdom is still running)/);
      // Kingdom Builder's card names its opponents too: the two hard bots the deal seats.
      expect(await page.getByTestId('daily-bot-kingdom-builder').textContent()).toBe('Your opponents: 2 hard bots.');
      // On a 360 px phone the card fits the screen and its buttons are finger-sized.
      await page.setViewportSize({ width: 360, height: 800 });
      const button = await page.getByTestId('daily-play-kingdom-builder').boundingBox();
      expect(button!.height).toBeGreaterThanOrEqual(44);
      expect(button!.x + button!.width).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1200, height: 900 });
      if (await page.getByTestId('name-lobby').count()) await page.getByTestId('name-lobby').fill('Dana');
      await page.getByTestId('daily-play-kingdom-builder').click();
      await page.waitForURL(/\/t\/[a-z0-9]{26}$/, WAIT);
      await page.getByTestId('kb-board').waitFor(WAIT);
      expect(await page.locator('[data-testid=seats] [data-bot=hard]').count()).toBe(2);
      await kbPlayToEnd(page, GAME_MS);
      const { rank, share, copied } = await rankAndCopy(page, page);
      expect(rank).toMatch(/^Rank \d+ of \d+$/);
      expect(copied).toBe(share);
      expect(share).toMatch(/^Kingdoms daily · Kingdom Builder · \d{4}-\d{2}-\d{2}\n(🏆|💀) [+−]?\d+ · 🔁 \d+ · 🏅 \d+\/\d+\nhttp.*\/daily\/kingdom-builder\/\d{4}-\d{2}-\d{2}$/);
      await expectNoSpoilers(share);
      // Again means the same deal: practice, not a rematch with a fresh shuffle.
      // The card's heading says so too: a daily is not played again, its deal is practised.
      const againCard = page.getByRole('region', { name: 'Today’s deal again, unranked' });
      expect(await againCard.getByTestId('daily-practice').textContent()).toBe('Practice the same deal');
      expect(await page.getByTestId('play-again-button').count()).toBe(0);
      await expectNoAxeViolations(page, 'a finished daily attempt');
      // Back in the lobby the card shows the day's result and offers practice, not another scored game.
      await page.goto(baseUrl());
      await page.getByTestId('daily-kingdom-builder').getByTestId('daily-result').waitFor(WAIT);
      expect(await page.getByTestId('daily-play-kingdom-builder').textContent()).toBe('Practice the same deal');
      await expect.poll(() => page.getByTestId('daily-best-kingdom-builder').textContent(), WAIT).toContain('Dana');
      // The profile keeps the day: a streak of one, and the game (its replay opens after midnight).
      await page.getByTestId('your-games').getByText('Your profile').click();
      await expect.poll(() => page.getByTestId('daily-streak').textContent(), WAIT).toBe('Streak: 1 day in a row');
      await expectNoAxeViolations(page, 'a profile with a daily streak');
      // The shared link opens the day's page: the whole board with the player's row marked, and
      // the way to play the same deal (it is still that day).
      await page.goto(share.split('\n').at(-1)!);
      const mine = page.locator('[data-testid=day-row][data-you=true]');
      await mine.waitFor(WAIT);
      expect(await mine.textContent()).toContain('Dana');
      expect(await page.getByTestId('day-you').textContent()).toMatch(/^You: rank \d+ of \d+$/);
      expect(await page.getByTestId('day-play').getAttribute('href')).toBe('/#daily-kingdom-builder');
      await expectNoAxeViolations(page, 'the day\'s leaderboard');
    } catch (error) {
      await saveScreenshots(pages, ctx.task.name);
      throw error;
    }
  });

  it('widget: data-mode="daily" deals today\'s table to the widget\'s own player, played to the end, ranked and copied', async (ctx) => {
    const page = await (await newContext()).newPage();
    pages.push(page);
    try {
      const url = session.site.page('/daily.html', hostPage('<div id="daily" data-kingdoms="kingdom-builder" data-mode="daily" data-name="Wil"></div>'));
      await page.goto(url);
      const frame = await widgetFrame(page, 'daily');
      await frame.getByTestId('kb-board').waitFor(WAIT);
      expect(await frame.locator('[data-testid=seats] [data-bot=hard]').count()).toBe(2);
      await kbPlayToEnd(frame, GAME_MS);
      const { rank, share, copied } = await rankAndCopy(frame, page);
      expect(rank).toMatch(/^Rank \d+ of \d+$/);
      expect(copied).toBe(share);
      await expectNoSpoilers(share);
    } catch (error) {
      await saveScreenshots(pages, ctx.task.name);
      throw error;
    }
  });
});
