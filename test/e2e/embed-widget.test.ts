// The embed widget on a stranger's site, in Chromium: a host page served by a second server on
// another origin loads embed.js; the widgets talk to it only through events. Covers the serving
// (headers, size, who may frame what), a settings mistake, and a friends table played to the end
// from inside the frame while the friend plays on the site itself.
import { PLAYER_ID_SHAPE } from '../../party/protocol/identity.ts';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe.ts';
import { baseUrl, launchChromium, saveScreenshots } from './browser.ts';
import { step, takeSeat, type Strategy } from './dominion-play.ts';
import { click } from './frame-click.ts';
import { eventTypes, hostPage, startHostSite, widgetEvents, widgetFrame, type HostSite } from './embed-host.ts';

const WAIT = { timeout: 20_000 };
const MONEY: Strategy = { buy: ['province', 'gold', 'silver'] };

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

async function person(width = 1100): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' })).newPage();
  pages.push(page);
  return page;
}

async function withScreenshots(name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    await saveScreenshots(pages, name);
    throw error;
  } finally {
    await Promise.all(pages.splice(0).map((p) => p.context().close()));
  }
}

describe('serving the embed', () => {
  it('serves embed.js small, cached and open to any site; the widget page framable as EMBED_ALLOWED_ORIGINS says; the site\'s own pages not', async () => {
    const loader = await fetch(`${baseUrl()}/embed.js`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toMatch(/javascript/);
    expect(loader.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400');
    const code = Buffer.from(await loader.arrayBuffer());
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(4096);
    expect(code.toString()).not.toMatch(/^\s*(import|export)\b/m);

    const widget = await fetch(`${baseUrl()}/embed/widget?game=dominion`);
    expect(widget.status).toBe(200);
    expect(widget.headers.get('content-security-policy')).toBe('frame-ancestors *');
    expect(widget.headers.get('x-frame-options')).toBeNull();
    expect(widget.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await widget.text()).toContain('class="widget"');
    const byTable = await fetch(`${baseUrl()}/embed/abcdefghijklmnopqrstuvwxyz`);
    expect(byTable.headers.get('content-security-policy')).toBe('frame-ancestors *');
    expect(await byTable.text()).toContain('class="widget"');

    // A table that is not there answers 404 (worker/page-status.ts), framed no more than any other page.
    for (const [path, status] of [['/', 200], ['/t/abcdefghijklmnopqrstuvwxyz', 404], ['/embed/example', 200]] as const) {
      const res = await fetch(baseUrl() + path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-security-policy'), path).toBe("frame-ancestors 'self'");
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
    expect(await (await fetch(`${baseUrl()}/embed/example`)).text()).toContain('<script src="/embed.js" async');
  });

  it('Chromium refuses to show a table page inside another site\'s frame', async () => {
    await withScreenshots('embed refuses table page in frame', async () => {
      const page = await person();
      const url = site.page('/framed-table.html', `<!doctype html><iframe id="t" src="${baseUrl()}/t/abcdefghijklmnopqrstuvwxyz"></iframe>`);
      await page.goto(url);
      const frame = await (await page.locator('#t').elementHandle())!.contentFrame();
      await frame!.waitForLoadState();
      expect(await frame!.locator('#app').count()).toBe(0);
    });
  });
});

describe('the widget on another site', () => {
  it('a bad attribute shows its message in the widget and in the console, and the host gets an error event', async () => {
    await withScreenshots('embed bad attribute', async () => {
      const page = await person();
      const errors: string[] = [];
      page.on('console', (m: ConsoleMessage) => { if (m.type() === 'error') errors.push(m.text()); });
      await page.goto(site.page('/bad.html', hostPage('<div id="bad" data-kingdoms="dominion" data-mode="bots" data-players="9" data-lang="xx"></div>')));
      const frame = await widgetFrame(page, 'bad');
      const box = frame.getByTestId('widget-error');
      await box.waitFor(WAIT);
      const text = await box.textContent();
      expect(text).toContain('data-players: Dominion takes 2 to 6 players, not 9.');
      expect(text).toContain('data-lang: "xx" is not a language of the game');
      expect(await box.getAttribute('data-code')).toBe('bad-attribute');
      await expect.poll(() => eventTypes(page, 'bad'), WAIT).toEqual(['kingdoms:error']);
      const [event] = (await widgetEvents(page, 'bad')).filter((e) => e.type === 'kingdoms:error');
      expect(event?.detail).toMatchObject({ code: 'bad-attribute', table: null });
      await expect.poll(() => errors.some((e) => e.startsWith('[kingdoms] bad-attribute: data-players: Dominion takes 2 to 6 players')), WAIT).toBe(true);
      // Never a blank box: the frame is as tall as the message, once the widget has said how tall
      // that is (until then it stands at the loader's starting height, which would prove nothing).
      const height = () => page.locator('#bad > iframe').evaluate((f) => (f as HTMLIFrameElement).clientHeight);
      const said = async () => (await widgetEvents(page, 'bad')).filter((e) => e.type === 'kingdoms:resize').at(-1)?.detail.height;
      await expect.poll(async () => (await height()) === (await said()), WAIT).toBe(true);
      expect(await height()).toBeGreaterThan(40);
    });
  });

  it('friends: ready, seated, an invite link, resize, commands, a reload that keeps the seat, and a game played to the end from the frame', async () => {
    await withScreenshots('embed friends game', async () => {
      const ann = await person();
      const ben = await person(1280);
      const widget = '<div id="friends" data-kingdoms="dominion" data-mode="friends" data-players="2" data-kingdom="first-game" data-name="Ann" data-id="e2e-friends"></div>';
      const hostUrl = site.page('/friends.html', hostPage(widget));
      await ann.goto(hostUrl);
      let frame = await widgetFrame(ann, 'friends');

      await expect.poll(() => eventTypes(ann, 'friends'), WAIT).toEqual(['kingdoms:ready', 'kingdoms:seated']);
      const [ready, seated] = (await widgetEvents(ann, 'friends')).filter((e) => e.type !== 'kingdoms:resize');
      const table = ready?.detail.table as string;
      expect(table).toMatch(/^[a-z0-9]{26}$/);
      expect(ready?.detail).toMatchObject({ game: 'dominion', mode: 'friends', status: 'open' });
      // The widget's own player (its storage is this host site's, so it is not the main site's player).
      const player = ready?.detail.player as string;
      expect(player).toMatch(PLAYER_ID_SHAPE);
      expect(seated?.detail).toEqual({ type: 'kingdoms:seated', table, seat: 0, name: 'Ann', player });

      // The invite link is the site's own table page.
      const invite = await frame.getByTestId('invite-url').inputValue();
      expect(invite).toBe(`${baseUrl()}/t/${table}`);
      await expectNoAxeViolations(frame, 'the widget with its table open');

      // The frame is exactly as tall as the widget says, and follows it.
      const frameHeight = () => ann.locator('#friends > iframe').evaluate((f) => (f as HTMLIFrameElement).clientHeight);
      const lastResize = async () => (await widgetEvents(ann, 'friends')).filter((e) => e.type === 'kingdoms:resize').at(-1)?.detail.height as number;
      await expect.poll(async () => (await frameHeight()) === (await lastResize()), WAIT).toBe(true);
      const openHeight = await frameHeight();

      // Reloading the host page: same table, same seat, no new table.
      await ann.reload();
      frame = await widgetFrame(ann, 'friends');
      await expect.poll(() => eventTypes(ann, 'friends'), WAIT).toEqual(['kingdoms:ready', 'kingdoms:seated']);
      const again = (await widgetEvents(ann, 'friends')).filter((e) => e.type !== 'kingdoms:resize');
      expect(again[0]?.detail.table).toBe(table);
      // This browser denies a framed page its storage (third-party cookies blocked), so the widget's
      // key pair cannot be kept: after the reload the widget is a new player (docs/embed.md).
      const playerAgain = again[0]?.detail.player as string;
      expect(playerAgain).toMatch(PLAYER_ID_SHAPE);
      expect(again[1]?.detail).toEqual({ type: 'kingdoms:seated', table, seat: 0, name: 'Ann', player: playerAgain });

      // Commands from the host page: language and theme.
      await ann.evaluate(() => (window as unknown as { Kingdoms: { send(el: Element, c: string, d?: object): void } }).Kingdoms.send(document.getElementById('friends')!, 'set-lang', { lang: 'pl' }));
      await expect.poll(() => frame.evaluate(() => document.documentElement.lang), WAIT).toBe('pl');
      await ann.evaluate(() => (window as unknown as { Kingdoms: { send(el: Element, c: string, d?: object): void } }).Kingdoms.send(document.getElementById('friends')!, 'set-theme', { theme: 'dark', style: { accent: 'rgb(200, 0, 0)' } }));
      await expect.poll(() => frame.evaluate(() => [document.documentElement.dataset.theme, getComputedStyle(document.body).colorScheme, getComputedStyle(document.documentElement).getPropertyValue('--accent')]), WAIT)
        .toEqual(['dark', 'dark', 'rgb(200, 0, 0)']);
      await ann.evaluate(() => (window as unknown as { Kingdoms: { send(el: Element, c: string, d?: object): void } }).Kingdoms.send(document.getElementById('friends')!, 'set-lang', { lang: 'en' }));
      // Back to the widget's own colours: a host's accent (dark red on dark here) is the host's to
      // check; the accessibility check below is of the widget's own look.
      await ann.evaluate(() => (window as unknown as { Kingdoms: { send(el: Element, c: string, d?: object): void } }).Kingdoms.send(document.getElementById('friends')!, 'set-theme', { theme: 'auto', style: {} }));
      await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.theme ?? 'auto'), WAIT).toBe('auto');

      // Ben takes the invite on the site itself; Ann starts inside the frame.
      await takeSeat(ben, invite, 'Ben');
      await click(frame, frame.getByTestId('start'), WAIT);
      await frame.getByTestId('dominion').waitFor(WAIT);
      await ben.getByTestId('dominion').waitFor(WAIT);
      await expectNoAxeViolations(frame, 'the widget with its game running');
      // The board made the widget taller, and the frame followed.
      await expect.poll(async () => (await frameHeight()) === (await lastResize()) && (await frameHeight()) > openHeight, WAIT).toBe(true);
      // The board may still grow after that (each growth is reported in turn): the frame catches up.
      await expect.poll(() => frame.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 1), WAIT).toBe(true);

      // Whoever starts, the widget says so the moment the table waits for Ann.
      const deadline = Date.now() + 240_000;
      let sawTurn = false;
      while (!(await frame.getByTestId('end-screen').count())) {
        if (!sawTurn && (await frame.getByTestId('dominion').getAttribute('data-prompt'))) {
          await expect.poll(async () => (await eventTypes(ann, 'friends')).at(-1), WAIT).toBe('kingdoms:turn');
          sawTurn = true;
        }
        const moved = (await step(frame, MONEY)) || (await step(ben, MONEY));
        if (!moved) await ann.waitForTimeout(50);
        expect(Date.now()).toBeLessThan(deadline);
      }

      await expect.poll(async () => (await eventTypes(ann, 'friends')).at(-1), WAIT).toBe('kingdoms:game-over');
      const types = await eventTypes(ann, 'friends');
      expect(types.slice(0, 3)).toEqual(['kingdoms:ready', 'kingdoms:seated', 'kingdoms:turn']);
      expect(types.filter((t) => t === 'kingdoms:game-over')).toHaveLength(1);
      expect(types.filter((t) => t !== 'kingdoms:turn').slice(-1)).toEqual(['kingdoms:game-over']);
      const over = (await widgetEvents(ann, 'friends')).find((e) => e.type === 'kingdoms:game-over')!;
      // The scores the host receives are the ones the end screen shows.
      const names = await frame.getByTestId('end-row').evaluateAll((rows) => rows.map((r) => r.querySelector('[data-testid=end-total]')?.textContent));
      const scores = over.detail.scores as Array<{ seat: number; name: string; score: number }>;
      expect(scores.map((s) => s.name).sort()).toEqual(['Ann', 'Ben']);
      expect(scores.map((s) => String(s.score)).sort()).toEqual([...names].map(String).sort());
      const best = Math.max(...scores.map((s) => s.score));
      const winners = over.detail.winners as number[];
      expect(winners.length).toBeGreaterThan(0);
      for (const w of winners) expect(scores.find((s) => s.seat === w)?.score).toBe(best);
      expect(await frame.getByTestId('winners').textContent()).toContain(scores.find((s) => s.seat === winners[0])!.name);
    });
  });
});
