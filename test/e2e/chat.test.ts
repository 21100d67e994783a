// Table chat in Chromium against the real server: two players talk (text stays text, quick
// phrases read in each reader's language), a spectator's chat is switched off while spectator chat is off
// and heard once the host allows it, and muting hides a sender on this device only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshots } from './browser.ts';
import { takeSeat } from './dominion-play.ts';
import { createTableByApi } from './ws-players.ts';

let browser: Browser;
let anna: Page;
let ben: Page;
let zed: Page;

beforeAll(async () => {
  browser = await launchChromium();
  anna = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })).newPage();
  ben = await (await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, locale: 'pl-PL' })).newPage();
  zed = await (await browser.newContext({ viewport: { width: 1024, height: 800 }, locale: 'en-GB' })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

const lines = (page: Page) => page.getByTestId('chat-text').allTextContents();

async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
}

describe('table chat in the browser', () => {
  it('two players chat; a spectator cannot type while spectator chat is off (told why), heard once the host allows it', async (ctx) => {
    try {
      const id = await createTableByApi({ game: 'dominion', seats: 2, options: { kingdom: { preset: 'first-game' } } });
      const url = `${baseUrl()}/t/${id}`;
      await takeSeat(anna, url, 'Anna');
      await takeSeat(ben, url, 'Ben');
      await anna.getByTestId('start').click();
      await anna.getByTestId('dominion').waitFor();

      // Text is shown as text: markup and links are not rendered.
      const text = 'Hi <b>Ben</b>, rules at https://example.com/rules';
      await say(anna, text);
      await ben.getByTestId('chat-text').filter({ hasText: 'example.com' }).waitFor();
      expect(await lines(ben)).toEqual([text]);
      expect(await ben.locator('[data-testid=chat-lines] b, [data-testid=chat-lines] a').count()).toBe(0);
      expect(await anna.getByTestId('chat-input').inputValue()).toBe('');

      // A quick phrase reads in each reader's language: Ben's page is in Polish.
      await ben.getByTestId('phrase-good-luck').click();
      await anna.getByTestId('chat-text').filter({ hasText: 'Good luck!' }).waitFor();
      await ben.getByTestId('chat-text').filter({ hasText: 'Powodzenia!' }).waitFor();
      expect(await anna.locator('[data-testid=chat-line] .chat-name').allTextContents()).toEqual(['Anna', 'Ben']);

      // A spectator: spectator chat is off by default, so nothing can be typed, and the page says why.
      await zed.goto(url);
      await zed.getByTestId('chat-text').nth(1).waitFor();
      expect(await zed.getByTestId('chat-spectators-off').count()).toBe(1);
      for (const control of ['chat-input', 'chat-name', 'chat-send', 'phrase-good-luck']) {
        expect(await zed.getByTestId(control).isDisabled(), control).toBe(true);
      }
      expect(await zed.getByTestId('chat-input').evaluate((input) => input.closest('fieldset')?.getAttribute('aria-describedby'))).toBe('chat-spectators-off');

      // The host opens the chat to spectators; now Zed is heard, marked as a spectator, and the
      // name he chats under is the one name his page remembers (the header's too).
      await anna.getByTestId('setting-spectatorChat').check();
      await zed.getByTestId('chat-spectators-off').waitFor({ state: 'detached' });
      await zed.getByTestId('chat-name').fill('Zed');
      await say(zed, 'good game so far');
      await expect.poll(() => zed.getByTestId('header-name').textContent()).toContain('Zed');
      await anna.getByTestId('chat-text').filter({ hasText: 'good game so far' }).waitFor();
      expect(await anna.locator('[data-testid=chat-line][data-seat=""]').textContent()).toContain('Zed (spectator)');

      // Anna mutes Zed: his lines disappear from her page only.
      await anna.locator('[data-testid=chat-line][data-seat=""] [data-testid=chat-mute]').click();
      expect(await lines(anna)).toEqual([text, 'Good luck!']);
      await ben.getByTestId('chat-text').filter({ hasText: 'good game so far' }).waitFor();
      await anna.getByTestId('chat-unmute').click();
      expect(await lines(anna)).toEqual([text, 'Good luck!', 'good game so far']);

      // The host turns chat off for everyone.
      await anna.getByTestId('setting-chat').uncheck();
      await ben.getByTestId('chat-off').waitFor();
      expect(await ben.getByTestId('chat-input').count()).toBe(0);
      // And the chat is still there after a reload (kept by the room).
      await ben.reload();
      await ben.getByTestId('chat-text').nth(2).waitFor();
      expect(await lines(ben)).toEqual([text, 'Powodzenia!', 'good game so far']);
    } catch (error) {
      await saveScreenshots([anna, ben, zed], ctx.task.name);
      throw error;
    }
  });
});
