// What each page costs a phone on its first visit, in Chromium against the real local server:
// the JavaScript sent over the wire (cold cache, 360x740) for the lobby, both tables in play,
// both rules pages, a profile and the widget, printed per page and held to the budgets of issue 35;
// hashed files are cached for good while the pages are revalidated, and /favicon.ico is an icon.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../web/i18n/en.ts';
import { ru } from '../../web/i18n/ru.ts';
import { baseUrl } from './browser.ts';
import { chooseLanguage } from './language.ts';
import { newPerson, shellSession } from './shell-steps.ts';

const session = shellSession();
const KIB = 1024;

/** Script bytes the page has fetched so far (bodies as sent over the wire, compressed), and how many files. */
function scriptBytes(page: Page): Promise<{ bytes: number; files: number; largest: string }> {
  return page.evaluate(() => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .sort((a, b) => b.encodedBodySize - a.encodedBodySize);
    const largest = scripts.slice(0, 6).map((e) => `${new URL(e.name).pathname.replace('/assets/', '')} ${(e.encodedBodySize / 1024).toFixed(1)}`).join(', ');
    return { bytes: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0), files: scripts.length, largest };
  });
}

/** Opens `path` in a fresh phone (nothing cached), waits for `ready` and the network to settle. */
async function coldVisit(path: string, ready: string, prepare?: (page: Page) => Promise<void>): Promise<{ bytes: number; files: number; largest: string; page: Page }> {
  const page = await newPerson(session, { width: 360 });
  await page.setViewportSize({ width: 360, height: 740 });
  if (prepare) await prepare(page);
  await page.goto(`${baseUrl()}${path}`);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  return { ...(await scriptBytes(page)), page };
}

/** A table in play against a bot, its creator's seat stored in a fresh phone; returns its path. */
async function tableInPlay(game: string): Promise<{ path: string; prepare: (page: Page) => Promise<void> }> {
  const res = await fetch(`${baseUrl()}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, seats: 2, name: 'Wren', bots: ['easy'], start: true, botPauseMs: 0 }),
  });
  expect(res.status).toBe(201);
  const { id, token } = (await res.json()) as { id: string; token: string };
  return {
    path: `/t/${id}`,
    prepare: async (page) => {
      await page.goto(`${baseUrl()}/robots.txt`);
      await page.evaluate((seat) => localStorage.setItem(`kingdoms.seat.${seat.id}`, seat.token), { id, token });
    },
  };
}

describe('page weight', () => {
  it('sends each page within its budget of JavaScript (cold cache, 360 px) and prints the bytes', async () => {
    const dominion = await tableInPlay('dominion');
    const kb = await tableInPlay('kingdom-builder');
    const visits: { name: string; path: string; ready: string; budget: number; prepare?: (page: Page) => Promise<void> }[] = [
      // Budgets from issue 35: the lobby 65 KiB, a table 80 KiB, a rules page 90 KiB.
      { name: 'lobby', path: '/', ready: '[data-testid=create-table]', budget: 65 },
      { name: 'dominion-table', path: dominion.path, ready: '[data-testid=hand-card]', budget: 80, prepare: dominion.prepare },
      { name: 'kingdom-builder-table', path: kb.path, ready: '[data-testid=kb-board]', budget: 80, prepare: kb.prepare },
      { name: 'learn-dominion', path: '/learn/dominion', ready: '[data-testid=learn]', budget: 90 },
      { name: 'learn-kingdom-builder', path: '/learn/kingdom-builder', ready: '[data-testid=learn]', budget: 90 },
    ];
    const over: string[] = [];
    for (const visit of visits) {
      const { bytes, files, largest } = await coldVisit(visit.path, visit.ready, visit.prepare);
      console.log(`bench page-weight.${visit.name} ${(bytes / KIB).toFixed(1)} KiB of JS in ${files} files (budget ${visit.budget} KiB); largest: ${largest}`);
      if (bytes > visit.budget * KIB) over.push(`${visit.name} ${(bytes / KIB).toFixed(1)} KiB > ${visit.budget} KiB`);
    }
    // Pages without a budget of their own, printed to follow them.
    const extra = [
      { name: 'profile', path: `/p/${'a'.repeat(32)}`, ready: '.card' },
      { name: 'widget', path: `/embed/widget?game=dominion`, ready: '#app *' },
    ];
    for (const visit of extra) {
      const { bytes, files } = await coldVisit(visit.path, visit.ready);
      console.log(`bench page-weight.${visit.name} ${(bytes / KIB).toFixed(1)} KiB of JS in ${files} files`);
    }
    expect(over, 'pages over their budget').toEqual([]);
  });

  it('caches the hashed files for good and revalidates the pages; /favicon.ico is the icon, not a page', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the page names its script').toBeDefined();
    const asset = await fetch(`${baseUrl()}${script}`);
    expect(asset.status).toBe(200);
    // Rule: a file whose name is its content's hash never changes, so it is cached as immutable.
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${baseUrl()}/`);
    expect(page.headers.get('cache-control') ?? '').not.toContain('immutable');
    const icon = await fetch(`${baseUrl()}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\//);
    expect(await icon.text()).toContain('<svg');
    expect((await fetch(`${baseUrl()}/_headers`)).headers.get('content-type') ?? '').not.toMatch(/^text\/plain/);
  });

  it('fetches only the reader\'s language: none for English, Russian alone for a Russian reader, drawn in Russian from the first paint; a switch fetches the new one', async () => {
    const otherLanguages = (page: Page) => page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((e) => new URL(e.name).pathname).filter((p) => /\/(ru|hu|pl)-[\w-]+\.js$/.test(p)).map((p) => p.split('/').pop()!.split('-')[0]));
    const english = await newPerson(session, { width: 360 });
    await english.goto(baseUrl());
    await english.getByTestId('create-table').waitFor();
    await english.waitForLoadState('networkidle');
    expect(await otherLanguages(english), 'dictionaries an English page fetched').toEqual([]);

    const russian = await newPerson(session, { width: 360, locale: 'ru-RU' });
    // The first words the page draws, caught as they are put in.
    await russian.addInitScript(() => {
      const w = window as unknown as { firstWords: string | null };
      w.firstWords = null;
      new MutationObserver((_, observer) => {
        const text = document.getElementById('main')?.textContent ?? '';
        if (text.trim()) { w.firstWords = text; observer.disconnect(); }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await russian.goto(baseUrl());
    await expect.poll(() => russian.getByTestId('create-table').textContent()).toBe('Создать стол');
    await russian.waitForLoadState('networkidle');
    const first = await russian.evaluate(() => (window as unknown as { firstWords: string | null }).firstWords);
    expect(first, 'the first words drawn').toMatch(/[а-яё]/i);
    expect(first).not.toContain(en['ui.loading']);
    expect(first).not.toContain(en['lobby.newTable']);
    expect(first).toMatch(new RegExp(`${ru['ui.loading']}|${ru['lobby.newTable']}`));
    expect(new Set(await otherLanguages(russian)), 'dictionaries a Russian page fetched').toEqual(new Set(['ru']));

    await chooseLanguage(russian, 'pl');
    expect(await russian.getByTestId('create-table').textContent()).toBe('Utwórz stół');
    expect(new Set(await otherLanguages(russian))).toEqual(new Set(['ru', 'pl']));
  });
});
