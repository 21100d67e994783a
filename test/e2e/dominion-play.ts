// Playing Dominion through the table UI as a person would: reading what the page offers
// (live cards, piles and buttons come from the engine's prompts) and clicking it.
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { click, type Surface } from './frame-click.ts';
import { openTableOptions } from './shell-steps.ts';

/** Creates a table from the lobby with a preset kingdom, seated as `name`; returns the table's URL. */
export async function createDominionTable(page: Page, seats: number, preset: string, vpCounter = false, name = 'Host'): Promise<string> {
  await page.goto(baseUrl());
  await page.getByTestId('create-table').waitFor();
  const asked = page.getByTestId('name-lobby');
  if (await asked.count()) await asked.fill(name);
  await page.locator('input[name=game][value=dominion]').check();
  await page.getByTestId('seats').selectOption(String(seats));
  await openTableOptions(page);
  await page.getByTestId(`preset-${preset}`).check();
  if (vpCounter) await page.getByTestId('vp-counter').check();
  await page.getByTestId('create-table').click();
  await page.waitForURL(/\/t\/[a-z0-9]{26}$/);
  return page.url();
}

/** Takes a seat under `name`; the table's creator is already seated there and has nothing to do. */
export async function takeSeat(page: Page, url: string, name: string): Promise<void> {
  if (page.url() !== url) await page.goto(url);
  await page.locator('[data-testid=seats] [data-you=true], input[name=name], [data-testid=spectator]').first().waitFor();
  const mine = page.locator('[data-testid=seats] [data-you=true] .seat-name');
  if (await mine.count()) {
    if ((await mine.textContent()) !== name) throw new Error(`already seated as ${await mine.textContent()}, not ${name}`);
    return;
  }
  await page.locator('input[name=name]').fill(name);
  await page.getByTestId('join-form').locator('button[type=submit]').click();
  await page.getByTestId('leave').waitFor();
}

const board = (page: Surface) => page.getByTestId('dominion');
/** Anna creates a 2-player First Game table, Ben joins, Anna starts; returns the table's URL. */
export async function startFirstGame(anna: Page, ben: Page, vpCounter: boolean): Promise<string> {
  const url = await createDominionTable(anna, 2, 'first-game', vpCounter, 'Anna');
  await takeSeat(anna, url, 'Anna');
  await takeSeat(ben, url, 'Ben');
  await anna.getByTestId('start').click();
  await anna.getByTestId('dominion').waitFor();
  await ben.getByTestId('dominion').waitFor();
  return url;
}

export const promptKind = (page: Surface) => board(page).getAttribute('data-prompt');

/** What changes when the room answers a move: the log, the phase or the question. */
function signature(page: Surface): Promise<string> {
  return page.evaluate(() => {
    const d = document.querySelector<HTMLElement>('[data-testid=dominion]')?.dataset;
    return d ? `${d.log}|${d.phase}|${d.prompt}` : '';
  });
}

/** Does `doIt` and waits until the room has answered it. */
export async function answered(page: Surface, doIt: () => Promise<void>): Promise<void> {
  const before = await signature(page);
  await doIt();
  await page.waitForFunction((b) => {
    const d = document.querySelector<HTMLElement>('[data-testid=dominion]')?.dataset;
    return d !== undefined && d.pending === 'false' && `${d.log}|${d.phase}|${d.prompt}` !== b;
  }, before);
}

export interface Strategy {
  /** Action cards to play when the hand offers them, in order of preference. */
  play?: string[];
  /** Piles to buy, best first; the first one the page offers is bought. */
  buy: string[];
  /** Use the keyboard shortcuts (T, E) instead of the buttons (on a page, not in a frame). */
  keyboard?: boolean;
}

/** One decision of a seat's turn: play an Action, play Treasures, or buy and end the turn. */
async function takeTurnStep(page: Surface, s: Strategy): Promise<void> {
  for (const id of s.play ?? []) {
    const card = page.locator(`button.dc-live[data-testid=hand-card][data-card=${id}]`);
    if (await card.count()) return answered(page, () => click(page, card.first()));
  }
  if (await page.getByTestId('move-treasures').count()) {
    return answered(page, () => (s.keyboard && 'keyboard' in page ? page.keyboard.press('t') : click(page, page.getByTestId('move-treasures'))));
  }
  for (const id of s.buy) {
    const pile = page.locator(`button.dc-live[data-testid=pile-${id}]`);
    if (await pile.count()) {
      await answered(page, () => click(page, pile));
      break;
    }
  }
  if ((await promptKind(page)) === 'turn') {
    await answered(page, () => (s.keyboard && 'keyboard' in page ? page.keyboard.press('e') : click(page, page.getByTestId('move-end-turn'))));
  }
}

/** Answers a card's question with the first legal choice the page offers. */
export async function answerAsk(page: Surface): Promise<void> {
  const ask = page.getByTestId('ask');
  const done = page.getByTestId('ask-done');
  if (await done.count()) {
    const need = Number(await ask.getAttribute('data-min'));
    const cards = page.locator('button.dc-live[data-testid=hand-card], button[data-testid=ask-card]:not([disabled]), [data-testid^=option-]');
    for (let i = 0; i < need; i++) await click(page, cards.nth(i));
    return answered(page, () => click(page, done));
  }
  const first = page.locator([
    'button.dc-live[data-testid=hand-card]', 'button[data-testid=ask-card]', '[data-testid^=option-]',
    'button.dc-live[data-testid^=pile-]', '[data-testid=name-submit]', '[data-testid=ask-none]', '[data-testid=gain-option]',
  ].join(', ')).first();
  return answered(page, () => click(page, first));
}

/** Acts once if the page has something to do; false when the table waits for someone else. */
export async function step(page: Surface, s: Strategy): Promise<boolean> {
  const kind = await promptKind(page);
  if (!kind) return false;
  if (kind === 'turn') await takeTurnStep(page, s);
  else await answerAsk(page);
  return true;
}

/** True when the page scrolls sideways (the table must fit the window). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
