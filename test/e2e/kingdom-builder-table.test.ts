// The Kingdom Builder table's controls one by one, in Chromium against the real local server:
// zoom and pan, keyboard navigation of the legal hexes, undo, the running score, the turn notice
// in the title, the table in Russian, remembered across a reload, and the board after a resignation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, saveScreenshots } from './browser.ts';
import { resign } from './seat-controls.ts';
import { chooseLanguage } from './language.ts';
import { uncovered } from './in-view.ts';

// Another page's state can take a while on a busy machine; answers are waited for, not raced.
const WAIT = { timeout: 15_000 };

let browser: Browser;
let alice: Page;
let boris: Page;

async function seat(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.locator('input[name=name]').fill(name);
  await page.getByTestId('join-form').locator('button[type=submit]').click();
  await page.getByTestId('leave').waitFor();
}

beforeAll(async () => {
  browser = await launchChromium();
  const res = await fetch(`${baseUrl()}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'kingdom-builder', seats: 2, public: false, options: { cards: ['fishermen', 'knights', 'hermits'] } }),
  });
  expect(res.status).toBe(201);
  const url = `${baseUrl()}/t/${((await res.json()) as { id: string }).id}`;
  alice = await (await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'en-GB' })).newPage();
  boris = await (await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'ru-RU', hasTouch: true })).newPage();
  await seat(alice, url, 'Alice');
  await seat(boris, url, 'Boris');
  await alice.getByTestId('start').click();
  await alice.getByTestId('kb-target').first().waitFor();
  await boris.getByTestId('kb-board').waitFor();
});

afterAll(async () => {
  await browser?.close();
});

const viewBox = (page: Page) => page.getByTestId('kb-map').getAttribute('viewBox').then((v) => v ?? '');
const settlements = (page: Page) => page.locator('[data-settlement]').count();
const focusedHex = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-hex') ?? null);

async function guarded(name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    await saveScreenshots([alice, boris], name);
    throw error;
  }
}

describe('Kingdom Builder table controls', () => {
  it('zooms with the buttons and Ctrl + wheel (a plain wheel scrolls the page), pans by dragging without building, and fits again', () => guarded('zoom', async () => {
    const fit = await viewBox(alice);
    await alice.getByRole('button', { name: 'Zoom in' }).click();
    const zoomed = await viewBox(alice);
    expect(zoomed).not.toBe(fit);
    const box = await alice.getByTestId('kb-map').boundingBox();
    if (!box) throw new Error('the map has no box');
    const before = await settlements(alice);
    await alice.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await alice.mouse.down();
    await alice.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 80, { steps: 8 });
    await alice.mouse.up();
    expect(await viewBox(alice)).not.toBe(zoomed);
    expect(await settlements(alice)).toBe(before);
    await alice.getByRole('button', { name: 'Fit the map' }).click();
    expect(await viewBox(alice)).toBe(fit);
    await alice.mouse.move(box.x + 100, box.y + 100);
    await alice.mouse.wheel(0, -400);
    await alice.waitForTimeout(100);
    expect(await viewBox(alice)).toBe(fit);
    await alice.keyboard.down('Control');
    await alice.mouse.wheel(0, -400);
    await alice.keyboard.up('Control');
    await expect.poll(() => viewBox(alice), WAIT).not.toBe(fit);
    await alice.getByRole('button', { name: 'Fit the map' }).click();
  }));

  it('zooms in when two fingers spread apart on the map', () => guarded('pinch', async () => {
    const map = boris.getByTestId('kb-map');
    await map.scrollIntoViewIfNeeded();
    const fit = await viewBox(boris);
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
    const cdp = await boris.context().newCDPSession(boris);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) => cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: cx - spread, y: cy, id: 1 }, { x: cx + spread, y: cy, id: 2 }],
    });
    await touch('touchStart', 20);
    for (const spread of [30, 45, 60, 80]) await touch('touchMove', spread);
    await touch('touchEnd', 0);
    await expect.poll(async () => Number((await viewBox(boris)).split(' ')[2]), WAIT).toBeLessThan(Number(fit.split(' ')[2]) / 2);
    await boris.getByRole('button', { name: 'Показать всё поле' }).click();
    expect(await viewBox(boris)).toBe(fit);
  }));

  it('walks the highlighted hexes with the arrow keys and builds with Enter, then undoes it', () => guarded('keyboard', async () => {
    const first = alice.getByTestId('kb-target').first();
    await first.focus();
    const start = await focusedHex(alice);
    let moved = false;
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      await alice.keyboard.press(key);
      if ((await focusedHex(alice)) !== start) { moved = true; break; }
    }
    expect(moved).toBe(true);
    const chosen = await focusedHex(alice);
    await alice.keyboard.press('Enter');
    await alice.locator(`[data-settlement="${chosen}"]`).waitFor();
    expect(await alice.getByTestId('kb-supply').first().textContent()).toBe('39 settlements left');
    await expect.poll(() => focusedHex(alice), WAIT).not.toBeNull();
    await alice.getByTestId('kb-undo').click();
    await expect.poll(() => settlements(alice), WAIT).toBe(0);
    expect(await alice.getByTestId('kb-supply').first().textContent()).toBe('40 settlements left');
  }));

  it('never leaves a hex reached by keyboard under the sticky dock (WCAG 2.4.11: focus not obscured)', () => guarded('focus-dock', async () => {
    // The page scrolled so that the highest legal hexes lie under the dock, as a player scrolling
    // down the map leaves them; then the arrow keys walk up from the lowest one.
    const hexes = alice.getByTestId('kb-target');
    const placed = await hexes.evaluateAll((els) => els.map((el) => ({ hex: el.getAttribute('data-hex'), top: el.getBoundingClientRect().top + scrollY })));
    const highest = Math.min(...placed.map((p) => p.top));
    const lowest = placed.reduce((a, b) => (b.top > a.top ? b : a));
    await alice.evaluate((top) => { scrollTo(0, top - 20); }, highest);
    const dockBottom = await alice.getByTestId('dock').evaluate((el) => el.getBoundingClientRect().bottom);
    const under = new Set(await hexes.evaluateAll((els, bottom) => els.filter((el) => el.getBoundingClientRect().top < bottom).map((el) => el.getAttribute('data-hex')), dockBottom));
    expect(under.size).toBeGreaterThan(0);
    await alice.locator(`[data-testid=kb-target][data-hex="${lowest.hex}"]`).focus();
    const visited: string[] = [];
    for (let step = 0; step < 40; step++) {
      await alice.keyboard.press('ArrowUp');
      const at = await focusedHex(alice);
      if (at === null || at === visited.at(-1)) break;
      visited.push(at);
      await expect.poll(() => uncovered(alice.locator(`[data-testid=kb-target][data-hex="${at}"]`)), { ...WAIT, message: `hex ${at}` }).toBe('ok');
    }
    // The walk reached hexes that had been under the dock.
    expect(visited.some((hex) => under.has(hex))).toBe(true);
  }));

  it('marks the title of the player whose turn it is, and only theirs', () => guarded('title', async () => {
    await expect.poll(() => alice.title(), WAIT).toMatch(/^● Your turn/);
    expect(await boris.title()).not.toMatch(/●/);
  }));

  it('shows the running score per player and card when switched on', () => guarded('score', async () => {
    await alice.getByTestId('kb-score-preview').check();
    const table = alice.getByTestId('kb-score-table');
    expect(await table.locator('tbody th').allTextContents()).toEqual(['Fishermen', 'Knights', 'Hermits', 'Castles', 'Total']);
    expect(await table.locator('thead th').count()).toBe(2);
    await alice.getByTestId('kb-score-preview').uncheck();
    expect(await alice.getByTestId('kb-score-table').count()).toBe(0);
  }));

  it('speaks Russian with the rulebook names, chosen from the browser and kept after a reload', () => guarded('russian', async () => {
    await expect.poll(() => boris.getByTestId('kb-status').textContent(), WAIT).toContain('Ходит Alice');
    const cards = await boris.locator('.kb-scoring-card strong').allTextContents();
    expect(cards).toEqual(['Рыбаки', 'Рыцари', 'Отшельники', 'Замки']);
    await chooseLanguage(boris, 'pl');
    await expect.poll(() => boris.getByTestId('kb-status').textContent(), WAIT).toContain('Tura: Alice');
    await boris.reload();
    await boris.getByTestId('kb-board').waitFor();
    expect(await boris.locator('.kb-scoring-card strong').allTextContents()).toEqual(['Rybacy', 'Rycerze', 'Pustelnicy', 'Zamki']);
    await chooseLanguage(boris, 'ru');
    await expect.poll(() => boris.locator('.kb-scoring-card strong').first().textContent(), WAIT).toBe('Рыбаки');
  }));

  it('on a 360 px touch screen a tap magnifies the map to finger-sized hexes and selects; building takes a confirmation', () => guarded('phone-build', async () => {
    // Alice's turn ends (three builds with the mouse, each at once), so the phone player is on turn.
    for (let i = 0; i < 3; i++) {
      const built = await settlements(alice);
      await alice.getByTestId('kb-target').first().click();
      await expect.poll(() => settlements(alice), WAIT).toBe(built + 1);
    }
    await alice.getByTestId('kb-end-turn').click();
    await boris.locator('[data-testid=kb-status][data-mine=true]').waitFor(WAIT);
    // The turn is played on the map: when it comes, the map stands whole under the sticky dock,
    // not below the fold or under the dock (where a tap lands on the dock).
    const mapPlaced = () => boris.evaluate(() => {
      const dock = document.querySelector('[data-testid=dock]')!.getBoundingClientRect();
      const map = document.querySelector('[data-testid=kb-map]')!.getBoundingClientRect();
      return map.top >= dock.bottom && map.bottom <= innerHeight;
    });
    await expect.poll(mapPlaced, WAIT).toBe(true);

    // The hint speaks of fingers, not of a mouse wheel or Ctrl.
    const hint = boris.getByTestId('kb-touch-hint');
    expect(await hint.isVisible()).toBe(true);
    expect(await boris.locator('.kb-zoom-hint:visible').allTextContents()).toEqual([await hint.textContent()]);
    expect(await hint.textContent()).not.toMatch(/колес|Ctrl/i);

    // A target hex's drawn size on the screen, as the browser lays it out.
    const size = () => boris.locator('[data-testid=kb-target] polygon').first().evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { w: box.width, h: box.height };
    });
    const map = boris.getByTestId('kb-map');
    await map.scrollIntoViewIfNeeded();
    await boris.getByRole('button', { name: 'Показать всё поле' }).click();
    const fitted = await size();
    // The target nearest the map's middle, so the map's edge cannot keep it from staying put.
    const hex = await boris.evaluate(() => {
      const map = document.querySelector('[data-testid=kb-map]')!.getBoundingClientRect();
      const off = (el: Element) => {
        const box = el.getBoundingClientRect();
        return Math.hypot(box.x + box.width / 2 - (map.x + map.width / 2), box.y + box.height / 2 - (map.y + map.height / 2));
      };
      return [...document.querySelectorAll('[data-testid=kb-target]')].sort((a, b) => off(a) - off(b))[0]!.getAttribute('data-hex');
    });
    const target = boris.locator(`[data-testid=kb-target][data-hex="${hex}"]`);
    const centre = (box: { x: number; y: number; width: number; height: number } | null) => ({ x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 });
    // In view before it is measured, so the tap itself scrolls nothing.
    await target.scrollIntoViewIfNeeded();
    const tappedAt = centre(await target.boundingBox());
    const before = await settlements(boris);
    await target.tap();
    // Rule: a tap does not build; it selects the hex and brings the map close around it, the hex
    // staying under the finger.
    await boris.getByTestId('kb-selected').waitFor(WAIT);
    expect(await boris.getByTestId('kb-selected').getAttribute('data-hex')).toBe(hex);
    expect(await settlements(boris)).toBe(before);
    const magnified = await size();
    const nowAt = centre(await target.boundingBox());
    expect(Math.hypot(nowAt.x - tappedAt.x, nowAt.y - tappedAt.y), 'px the tapped hex moved').toBeLessThan(4);
    const widths = await boris.evaluate(() => ({ map: document.querySelector('[data-testid=kb-map]')?.clientWidth, page: document.documentElement.scrollWidth }));
    console.log(`kb phone at 360 px: map ${widths.map} px wide, page ${widths.page} px`);
    console.log(`kb phone target at 360 px: fitted ${fitted.w.toFixed(1)} x ${fitted.h.toFixed(1)} px, after a tap ${magnified.w.toFixed(1)} x ${magnified.h.toFixed(1)} px`);
    // Rule: WCAG 2.5.8 asks 24 x 24 px at least; a finger's 44 x 44 px is what is aimed at.
    expect(magnified.w).toBeGreaterThanOrEqual(44);
    expect(magnified.h).toBeGreaterThanOrEqual(44);
    const confirm = boris.getByTestId('kb-confirm');
    const confirmBox = await confirm.boundingBox();
    expect(confirmBox!.height).toBeGreaterThanOrEqual(44);
    // The confirmation builds on the selected hex, and only there.
    await confirm.tap();
    await boris.locator(`[data-settlement="${hex}"]`).waitFor(WAIT);
    expect(await settlements(boris)).toBe(before + 1);
    expect(await boris.getByTestId('kb-selected').count()).toBe(0);
    // The magnified map shows every next target: it pans or zooms out as far as they need.
    const outOfView = () => boris.evaluate(() => {
      const map = document.querySelector('[data-testid=kb-map]')!.getBoundingClientRect();
      return [...document.querySelectorAll('[data-testid=kb-target] polygon')].filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < map.left - 1 || box.right > map.right + 1 || box.top < map.top - 1 || box.bottom > map.bottom + 1;
      }).length;
    });
    await expect.poll(outOfView, WAIT).toBe(0);
  }));

  // Last: it ends the game. A resigned game's view stands mid-turn; the board still reads as over.
  it('after a resignation says the game is over, names nobody on turn and shows no table of uncounted gold', () => guarded('resigned', async () => {
    await resign(boris);
    await alice.getByTestId('resigned').waitFor(WAIT);
    await expect.poll(() => alice.getByTestId('kb-status').textContent(), WAIT).toContain('Game over');
    expect(await alice.getByTestId('kb-board').getAttribute('data-over')).toBe('true');
    expect(await alice.getByTestId('end-resigned').textContent()).toBe('A player resigned, so no points were counted.');
    expect(await alice.getByTestId('kb-score-table').count()).toBe(0);
    await expect.poll(() => boris.getByTestId('end-resigned').textContent(), WAIT).toBe('Игрок сдался, поэтому очки не подсчитывались.');
  }));
});
