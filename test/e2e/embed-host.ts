// A stranger's website for the embed tests: a second HTTP server on another port and another host
// name (localhost, while the game server is 127.0.0.1), so the widget runs cross-origin and
// cross-site, in storage partitioned by that site, as it would on a real host page.
import { createServer, type Server } from 'node:http';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { baseUrl, launchChromium } from './browser.ts';
import { freePort } from './local-server.ts';

export interface HostSite {
  /** e.g. http://localhost:41235 */
  url: string;
  /** Serves `html` at `path` from now on. */
  page(path: string, html: string): string;
  stop(): Promise<void>;
}

export interface EmbedSession { browser: Browser; site: HostSite }

/** Registers a suite's hooks: one Chromium and one host site for the whole suite. */
export function embedSession(): EmbedSession {
  const session = {} as EmbedSession;
  beforeAll(async () => {
    session.browser = await launchChromium();
    session.site = await startHostSite();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.site?.stop();
  });
  return session;
}

export async function startHostSite(): Promise<HostSite> {
  const pages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const html = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html ?? 'not found');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const url = `http://localhost:${port}`;
  return {
    url,
    page(path, html) {
      pages.set(path, html);
      return url + path;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A host page as a site would write it: the widgets' markup and the script tag, plus a listener
 * that records every widget event (as DOM events, no postMessage code) in `window.widgetEvents`.
 */
export function hostPage(widgets: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>A host site</title></head><body>
<h1>Someone else's site</h1>
${widgets}
<p id="after">Text after the widgets.</p>
<script>
  window.widgetEvents = [];
  for (const type of ['ready', 'seated', 'turn', 'game-over', 'resize', 'error']) {
    document.addEventListener('kingdoms:' + type, (event) => {
      window.widgetEvents.push({ widget: event.target.id, type: event.type, detail: event.detail });
    });
  }
</script>
<script src="${baseUrl()}/embed.js" async></script>
</body></html>`;
}

export interface WidgetEventRecord { widget: string; type: string; detail: Record<string, unknown> }

export function widgetEvents(page: Page, widget: string): Promise<WidgetEventRecord[]> {
  return page.evaluate((id) => (window as unknown as { widgetEvents: WidgetEventRecord[] }).widgetEvents.filter((e) => e.widget === id), widget);
}

/** The types of a widget's events in order, leaving out resize (sent whenever the height changes). */
export async function eventTypes(page: Page, widget: string): Promise<string[]> {
  return (await widgetEvents(page, widget)).map((e) => e.type).filter((t) => t !== 'kingdoms:resize');
}

/** The widget's frame inside the host page's element `#id`, once it has loaded. */
export async function widgetFrame(page: Page, id: string): Promise<Frame> {
  const handle = await page.locator(`#${id} > iframe`).elementHandle({ timeout: 15_000 });
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no widget frame in #${id}`);
  await frame.waitForLoadState();
  return frame;
}
