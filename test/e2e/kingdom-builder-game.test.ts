// Two people play Kingdom Builder to the end through the UI, in Chromium against the real local
// server, while a third watches. One player uses the mouse on a laptop-sized window, the other
// the keyboard on a phone-sized one; both use location tiles. The watcher must never learn a
// hidden terrain card, neither on the page nor on the wire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PatchMessage, StateMessage } from '../../party/protocol/room.ts';
import { StateFollower } from '../../party/protocol/state-follower.ts';
import { launchChromium, baseUrl, saveScreenshots } from './browser.ts';
import { openTableOptions } from './shell-steps.ts';

// Another page's state can take a while on a busy machine; answers are waited for, not raced.
const WAIT = { timeout: 15_000 };

/** A message off the page's wire; a patch is followed by the state it rebuilds (type `state`). */
interface Frame { type: string; raw: string; view?: { yourCard?: unknown; you?: unknown } | null; log?: { seat?: number; mine?: unknown }[] }

let browser: Browser;
const contexts: BrowserContext[] = [];
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(options: Parameters<Browser['newContext']>[0], frames?: Frame[]): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  const page = await context.newPage();
  pages.push(page);
  if (frames) {
    page.on('websocket', (ws) => {
      // The page takes patches: what it can read is each state rebuilt from them.
      const follower = new StateFollower();
      ws.on('framereceived', ({ payload }) => {
        const raw = String(payload);
        let m: StateMessage | PatchMessage;
        try { m = JSON.parse(raw) as StateMessage | PatchMessage; } catch { return; /* not JSON: nothing to check */ }
        frames.push({ ...(m as unknown as Frame), raw });
        if (m.type !== 'state' && m.type !== 'patch') return;
        const rebuilt = follower.take(m, () => {});
        if (m.type === 'patch' && rebuilt) frames.push({ ...(rebuilt as unknown as Frame), raw: JSON.stringify(rebuilt) });
      });
    });
  }
  return page;
}

/** Creates the table from the lobby with chosen sections (one turned) and chosen scoring cards. */
async function createTable(page: Page): Promise<string> {
  await page.goto(baseUrl());
  await page.locator('input[name=game][value=kingdom-builder]').check();
  await page.getByTestId('seats').selectOption('2');
  await openTableOptions(page);
  await page.getByTestId('kb-sections-pick').check();
  const slots = page.getByTestId('kb-slot');
  await expect.poll(() => slots.count(), WAIT).toBe(4);
  await slots.nth(0).locator('select').selectOption('tavern');
  await slots.nth(1).locator('input[type=checkbox]').check();
  await slots.nth(2).locator('select').selectOption('barn');
  await expect.poll(() => page.getByTestId('kb-preview').isVisible(), WAIT).toBe(true);
  await page.getByTestId('kb-cards-pick').check();
  const picks = page.getByTestId('kb-card-pick');
  await picks.nth(0).locator('select').selectOption('workers');
  await picks.nth(1).locator('select').selectOption('lords');
  await picks.nth(2).locator('select').selectOption('citizens');
  await page.getByTestId('name-lobby').fill('Alice');
  await page.getByTestId('create-table').click();
  await page.waitForURL(/\/t\/[a-z0-9]{26}$/);
  return page.url();
}

async function join(page: Page, url: string, name: string): Promise<void> {
  if (page.url() !== url) await page.goto(url);
  await page.locator('[data-testid=seats] [data-you=true], input[name=name], [data-testid=spectator]').first().waitFor();
  // The table's creator is seated already.
  if (await page.locator('[data-testid=seats] [data-you=true]').count()) return;
  await page.locator('input[name=name]').fill(name);
  await page.getByTestId('join-form').locator('button[type=submit]').click();
  await page.getByTestId('leave').waitFor();
}

const lastLog = (page: Page) => page.getByTestId('kb-board').getAttribute('data-log').then(Number);

/** Waits until the room has answered: a newer log entry and nothing pending. */
async function settled(page: Page, before: number): Promise<void> {
  await page.waitForFunction((b) => {
    const board = document.querySelector<HTMLElement>('[data-testid=kb-board]');
    return board !== null && Number(board.dataset.log) > b && board.dataset.pending === 'false';
  }, before);
}

/** The highlighted hex to choose: one beside a location that still has tiles, else the first. */
async function preferredTarget(page: Page): Promise<string> {
  return page.evaluate(() => {
    const centre = (el: Element) => {
      const m = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(el.getAttribute('transform') ?? '');
      return m ? { x: Number(m[1]), y: Number(m[2]) } : { x: 0, y: 0 };
    };
    const locations = [...document.querySelectorAll('[data-location]')]
      .filter((el) => Number(el.getAttribute('data-left')) > 0)
      .map((el) => { const t = el.querySelector('text'); return { x: Number(t?.getAttribute('x')), y: Number(t?.getAttribute('y')) - 6.4 }; });
    const targets = [...document.querySelectorAll('[data-testid=kb-target]')];
    const near = targets.find((el) => {
      const c = centre(el);
      return locations.some((l) => Math.hypot(l.x - c.x, l.y - c.y) < 19);
    });
    return (near ?? targets[0])?.getAttribute('data-hex') ?? '';
  });
}

type Input = 'mouse' | 'keyboard';

async function chooseHex(page: Page, input: Input): Promise<void> {
  const hex = await preferredTarget(page);
  expect(hex).not.toBe('');
  const target = page.locator(`[data-testid=kb-target][data-hex="${hex}"]`);
  if (input === 'mouse') await target.click();
  else {
    await target.focus();
    await page.keyboard.press('Enter');
  }
}

interface Stats { builds: number; tiles: string[]; turns: number }

/** Plays one whole turn: ready tiles first, then the mandatory builds, then End turn. */
async function playTurn(page: Page, input: Input, stats: Stats): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const before = await lastLog(page);
    const ready = page.locator('.kb-tile[data-state=ready]');
    if (await ready.count() > 0) {
      const tile = ready.first();
      stats.tiles.push((await tile.getAttribute('data-tile')) ?? '?');
      if (input === 'mouse') await tile.click();
      else { await tile.focus(); await page.keyboard.press('Enter'); }
      await page.locator('.kb-tile[aria-pressed=true]').waitFor();
      if (await page.locator('.kb-target-pick').count() > 0) {
        await chooseHex(page, input);
        await page.locator('.kb-target-place').first().waitFor();
      }
      await chooseHex(page, input);
    } else if (await page.getByTestId('kb-target').count() > 0) {
      await chooseHex(page, input);
      stats.builds++;
    } else {
      await page.getByTestId('kb-end-turn').click();
      await settled(page, before);
      stats.turns++;
      return;
    }
    await settled(page, before);
  }
  throw new Error('a turn took more than 40 actions');
}

const isMine = (page: Page) => page.getByTestId('kb-status').getAttribute('data-mine').then((v) => v === 'true');
const isOver = (page: Page) => page.getByTestId('kb-board').getAttribute('data-over').then((v) => v === 'true');

describe('Kingdom Builder in the browser', () => {
  it('two players finish a 2-player game with tile actions while a spectator never sees a terrain card', async (ctx) => {
    const spectatorFrames: Frame[] = [];
    const aliceFrames: Frame[] = [];
    const alice = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' }, aliceFrames);
    const boris = await newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, locale: 'en-GB' });
    try {
      const url = await createTable(alice);
      await join(alice, url, 'Alice');
      await join(boris, url, 'Boris');
      const watcher = await newPage({ viewport: { width: 800, height: 900 }, locale: 'en-GB' }, spectatorFrames);
      await watcher.goto(url);
      await watcher.getByTestId('spectator').waitFor();
      await alice.getByTestId('start').click();
      for (const page of [alice, boris, watcher]) await page.getByTestId('kb-board').waitFor();

      expect(await boris.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      const players: { page: Page; input: Input; stats: Stats }[] = [
        { page: alice, input: 'mouse', stats: { builds: 0, tiles: [], turns: 0 } },
        { page: boris, input: 'keyboard', stats: { builds: 0, tiles: [], turns: 0 } },
      ];
      // Over on the page that just ended its turn: the other page may hear of it a moment later.
      for (let turn = 0; turn < 120 && !(await isOver(alice)) && !(await isOver(boris)); turn++) {
        const current = players[turn % 2] as (typeof players)[number];
        await expect.poll(() => isMine(current.page), WAIT).toBe(true);
        await expect(await current.page.getByTestId('kb-your-card').count()).toBe(0);
        await playTurn(current.page, current.input, current.stats);
        expect(await watcher.getByTestId('kb-your-card').count()).toBe(0);
      }

      for (const page of [alice, boris, watcher]) await page.getByTestId('kb-end').waitFor();
      const end = alice.getByTestId('kb-end');
      expect(await end.locator('tbody th').allTextContents()).toEqual(['Workers', 'Lords', 'Citizens', 'Castles', 'Total']);
      for (const seat of [0, 1]) {
        const gold = (await end.locator(`tbody td[data-seat="${seat}"]`).allTextContents()).map(Number);
        expect(gold).toHaveLength(5);
        expect(gold[4]).toBe((gold[0] ?? 0) + (gold[1] ?? 0) + (gold[2] ?? 0) + (gold[3] ?? 0));
      }
      const supplies = await alice.getByTestId('kb-supply').allTextContents();
      expect(supplies.some((s) => s.startsWith('0 '))).toBe(true);
      const tilesUsed = players.flatMap((p) => p.stats.tiles);
      expect(tilesUsed.length).toBeGreaterThan(0);
      expect(await alice.getByTestId('kb-log').textContent()).toMatch(/with (Oracle|Farm|Oasis|Tower|Tavern|Barn|Harbor|Paddock)/);

      // The watcher's wire: views without a terrain card, a log without anyone's secrets.
      const states = spectatorFrames.filter((f) => f.type === 'state' && f.view);
      expect(states.length).toBeGreaterThan(20);
      expect(spectatorFrames.filter((f) => f.type === 'patch').length).toBeGreaterThan(20);
      for (const frame of spectatorFrames) expect(frame.raw).not.toContain('"mine":');
      for (const frame of states) {
        expect(frame.view?.you).toBeNull();
        expect(frame.view?.yourCard).toBeNull();
        for (const entry of frame.log ?? []) expect(entry.mine).toBeUndefined();
      }
      expect(await watcher.getByTestId('kb-your-card').count()).toBe(0);
      // A player's wire carries only their own draws.
      for (const frame of aliceFrames.filter((f) => f.type === 'state')) {
        for (const entry of frame.log ?? []) if (entry.mine !== undefined) expect(entry.seat).toBe(0);
      }
    } catch (error) {
      await saveScreenshots(pages, ctx.task.name);
      throw error;
    }
  });
});
