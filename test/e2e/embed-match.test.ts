// Quick match inside the widget, in Chromium: two visitors of a host site on another origin, each
// with a match widget for 2-player Dominion, are matched, seated by the matchmaker and playing at
// the same table, and each host page hears ready and seated for its own seat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, saveScreenshots } from './browser.ts';
import { eventTypes, hostPage, startHostSite, widgetEvents, widgetFrame, type HostSite } from './embed-host.ts';

const WAIT = { timeout: 30_000 };

let browser: Browser;
let site: HostSite;
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  site = await startHostSite();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('a match widget on another site', () => {
  it('matches two visitors, seats both at one running table and tells each host page its seat', async (ctx) => {
    try {
      for (const name of ['Ann', 'Ben']) {
        const page = await (await browser.newContext({ viewport: { width: 1000, height: 800 }, locale: 'en-US' })).newPage();
        pages.push(page);
        const url = site.page(`/match-${name}.html`, hostPage(`<div id="m" data-kingdoms="dominion" data-mode="match" data-players="2" data-name="${name}"></div>`));
        await page.goto(url);
        // The first waits in the queue; the second is matched with them at once.
        if (name === 'Ann') await (await widgetFrame(page, 'm')).getByTestId('widget-match').waitFor(WAIT);
      }
      const seats: number[] = [];
      const tables: string[] = [];
      for (const page of pages) {
        await expect.poll(async () => (await eventTypes(page, 'm')).slice(0, 2), WAIT).toEqual(['kingdoms:ready', 'kingdoms:seated']);
        const events = await widgetEvents(page, 'm');
        tables.push(events.find((e) => e.type === 'kingdoms:ready')?.detail.table as string);
        seats.push(events.find((e) => e.type === 'kingdoms:seated')?.detail.seat as number);
        await (await widgetFrame(page, 'm')).getByTestId('dominion').waitFor(WAIT);
      }
      expect(tables[0]).toMatch(/^[a-z0-9]{26}$/);
      expect(tables[1]).toBe(tables[0]);
      expect([...seats].sort()).toEqual([0, 1]);
    } catch (error) {
      await saveScreenshots(pages, ctx.task.name);
      throw error;
    } finally {
      await Promise.all(pages.splice(0).map((p) => p.context().close()));
    }
  });

  it('data-bots-after: a lone visitor is seated at a running game with bots once no one has come in time', async (ctx) => {
    const page = await (await browser.newContext({ viewport: { width: 1000, height: 800 }, locale: 'en-US' })).newPage();
    pages.push(page);
    try {
      const url = site.page('/match-bots.html', hostPage('<div id="m" data-kingdoms="dominion" data-mode="match" data-players="3" data-bots-after="5" data-name="Cleo"></div>'));
      await page.goto(url);
      const frame = await widgetFrame(page, 'm');
      expect(await frame.getByTestId('widget-bots-after').textContent()).toContain('5 s');
      await expect.poll(async () => (await eventTypes(page, 'm')).slice(0, 2), WAIT).toEqual(['kingdoms:ready', 'kingdoms:seated']);
      await frame.locator('[data-testid=table][data-status=playing]').waitFor(WAIT);
      expect(await frame.locator('[data-testid=seats] [data-bot]').count()).toBe(2);
      expect(await frame.locator('[data-testid=seats] [data-you=true] .seat-name').textContent()).toBe('Cleo');
    } catch (error) {
      await saveScreenshots([page], ctx.task.name);
      throw error;
    }
  });
});
