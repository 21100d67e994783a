// The issue's own scene, in Chromium: a host page on another site loads embed.js with two
// widgets, Dominion against a bot and Kingdom Builder against a bot. Both start at once, with no
// lobby; the Dominion game is played to the end inside its frame while the host page hears ready,
// seated, turn and game-over in that order, with the end screen's scores. A reload of the host
// page keeps both seats; the frame follows the widget's height. The Dominion bots move at once
// (data-bot-speed="instant"): after the player's first turns, a bot finishes the game for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, saveScreenshots } from './browser.ts';
import { step, type Strategy } from './dominion-play.ts';
import { click } from './frame-click.ts';
import { ask } from './seat-controls.ts';
import { eventTypes, hostPage, startHostSite, widgetEvents, widgetFrame, type HostSite } from './embed-host.ts';

const WAIT = { timeout: 30_000 };
const MONEY: Strategy = { buy: ['province', 'gold', 'silver'] };
const WIDGETS = [
  '<div id="dominion" data-kingdoms="dominion" data-mode="bots" data-players="2" data-level="easy" data-bot-speed="instant" data-kingdom="first-game" data-name="Ann"></div>',
  '<div id="kb" data-kingdoms="kingdom-builder" data-mode="bots" data-players="2" data-level="easy" data-name="Ann" data-theme="dark"></div>',
].join('\n');

let browser: Browser;
let site: HostSite;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  site = await startHostSite();
  page = await (await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'en-US' })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const tableOf = async (widget: string) => (await widgetEvents(page, widget)).find((e) => e.type === 'kingdoms:ready')?.detail.table as string | undefined;
const seatedOf = async (widget: string) => (await widgetEvents(page, widget)).find((e) => e.type === 'kingdoms:seated')?.detail;

describe('two widgets against bots on another site', () => {
  it('start at once, keep their seats over a reload, and one is played to the end with events in order', async (ctx) => {
    try {
      const url = site.page('/bots.html', hostPage(WIDGETS));
      await page.goto(url);
      let dominion = await widgetFrame(page, 'dominion');
      const kb = await widgetFrame(page, 'kb');

      // Straight into a running game, seated, no lobby.
      for (const widget of ['dominion', 'kb']) {
        await expect.poll(async () => (await eventTypes(page, widget)).slice(0, 2), WAIT).toEqual(['kingdoms:ready', 'kingdoms:seated']);
        expect(await seatedOf(widget)).toMatchObject({ seat: 0, name: 'Ann' });
      }
      await dominion.getByTestId('dominion').waitFor(WAIT);
      await kb.getByTestId('kb-board').waitFor(WAIT);
      expect(await kb.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      // Kingdom Builder: the bot's turn, if it starts, passes on its own and then the host hears turn.
      await expect.poll(async () => (await eventTypes(page, 'kb')).slice(0, 3), WAIT).toEqual(['kingdoms:ready', 'kingdoms:seated', 'kingdoms:turn']);

      // The frames are as tall as their widgets say.
      const frameHeight = (id: string) => page.locator(`#${id} > iframe`).evaluate((f) => (f as HTMLIFrameElement).clientHeight);
      const resizes = async (id: string) => (await widgetEvents(page, id)).filter((e) => e.type === 'kingdoms:resize').map((e) => e.detail.height as number);
      // The board's height reaches the host a frame or two after the board is drawn: wait for it.
      await expect.poll(() => frameHeight('dominion'), WAIT).toBeGreaterThan(360);
      await expect.poll(async () => (await frameHeight('dominion')) === (await resizes('dominion')).at(-1), WAIT).toBe(true);
      // The loader starts the frame at 360 px; the widget's first height (sent once drawn) replaced it.
      expect((await resizes('dominion')).length).toBeGreaterThan(0);
      expect(await frameHeight('dominion')).toBeGreaterThan(360);

      // A reload of the host page: the same tables, the same seats.
      const tables = { dominion: await tableOf('dominion'), kb: await tableOf('kb') };
      await page.reload();
      dominion = await widgetFrame(page, 'dominion');
      for (const widget of ['dominion', 'kb'] as const) {
        await expect.poll(async () => (await eventTypes(page, widget)).slice(0, 2), WAIT).toEqual(['kingdoms:ready', 'kingdoms:seated']);
        expect(await tableOf(widget)).toBe(tables[widget]);
        expect(await seatedOf(widget)).toMatchObject({ table: tables[widget], seat: 0, name: 'Ann' });
      }
      await dominion.getByTestId('dominion').waitFor(WAIT);

      // The player plays their first turns in the frame, then leaves the seat to a bot (the
      // token keeps it theirs): the instant bots play the game to its end, and the host hears it.
      const started = Date.now();
      const turns = async () => (await eventTypes(page, 'dominion')).filter((t) => t === 'kingdoms:turn').length;
      while ((await turns()) < 3) {
        if (!(await step(dominion, MONEY))) await page.waitForTimeout(100);
        expect(Date.now() - started).toBeLessThan(120_000);
      }
      await ask(dominion, 'leave');
      await click(dominion, dominion.getByTestId('leave-confirm'));
      await dominion.getByTestId('end-screen').waitFor({ timeout: 60_000 });

      await expect.poll(async () => (await eventTypes(page, 'dominion')).at(-1), WAIT).toBe('kingdoms:game-over');
      const types = await eventTypes(page, 'dominion');
      expect(types.slice(0, 3)).toEqual(['kingdoms:ready', 'kingdoms:seated', 'kingdoms:turn']);
      expect(types.filter((t) => t === 'kingdoms:game-over')).toEqual(['kingdoms:game-over']);
      expect(types.indexOf('kingdoms:game-over')).toBe(types.length - 1);

      const over = (await widgetEvents(page, 'dominion')).find((e) => e.type === 'kingdoms:game-over')!;
      const scores = over.detail.scores as Array<{ seat: number; name: string; score: number }>;
      const shown = await dominion.getByTestId('end-total').allTextContents();
      expect(scores.map((s) => String(s.score)).sort()).toEqual([...shown].sort());
      expect(scores.find((s) => s.seat === 0)?.name).toBe('Ann');
      const best = Math.max(...scores.map((s) => s.score));
      const winners = over.detail.winners as number[];
      expect(winners.length).toBeGreaterThan(0);
      for (const w of winners) expect(scores.find((s) => s.seat === w)?.score).toBe(best);

      // A finished game offers a new one; the host's new-game command does the same.
      await dominion.getByTestId('widget-new-game').waitFor(WAIT);
      await page.evaluate(() => (window as unknown as { Kingdoms: { send(el: Element, c: string): void } }).Kingdoms.send(document.getElementById('dominion')!, 'new-game'));
      await expect.poll(async () => (await widgetEvents(page, 'dominion')).filter((e) => e.type === 'kingdoms:ready').length, WAIT).toBe(2);
      const next = (await widgetEvents(page, 'dominion')).filter((e) => e.type === 'kingdoms:ready')[1]?.detail.table;
      expect(next).not.toBe(tables.dominion);
    } catch (error) {
      const errors = (await page.evaluate(() => (window as unknown as { widgetEvents: Array<{ type: string }> }).widgetEvents)).filter((e) => e.type === 'kingdoms:error');
      if (errors.length) console.error('widget errors:', JSON.stringify(errors));
      await saveScreenshots([page], ctx.task.name);
      throw error;
    }
  });
});
