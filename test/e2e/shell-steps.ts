// What a person does with the shell (lobby and table page), as reusable steps for the tests.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { NAME_MAX_LENGTH } from '../../party/protocol/common.ts';
import type { GameSummary } from '../../party/protocol/lobby.ts';
import { baseUrl, launchChromium, saveScreenshots } from './browser.ts';

export interface Session {
  browser: Browser;
  /** The game the suite's tables are for. */
  game: GameSummary;
  /** Every page opened by the running test: screenshotted if it fails, closed after it. */
  pages: Page[];
}

/** Registers a suite's hooks: one Chromium for the suite, fresh people for each test. */
export function shellSession(): Session {
  const session = { pages: [] as Page[] } as Session;
  beforeAll(async () => {
    session.browser = await launchChromium();
    session.game = await shellGame();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await saveScreenshots(session.pages, ctx.task.name);
    await Promise.all(session.pages.splice(0).map((p) => p.context().close()));
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}

/** The game the shell tests use: Dominion when the server hosts it, else the first game listed. */
export async function shellGame(): Promise<GameSummary> {
  const { games } = (await (await fetch(`${baseUrl()}/api/games`)).json()) as { games: GameSummary[] };
  const game = games.find((g) => g.id === 'dominion') ?? games[0];
  if (!game) throw new Error('the server hosts no games');
  return game;
}

const octet = () => Math.floor(Math.random() * 256);

/**
 * A new person: a separate browser context, so a separate localStorage (no shared seat tokens),
 * and an address of its own, as separate people have: the lobby's per-address limits (tables a
 * minute, open public tables) would otherwise count every test's tables as one person's.
 */
export async function newPerson(session: Session, options: { width?: number; locale?: string; touch?: boolean } = {}): Promise<Page> {
  const context = await session.browser.newContext({
    viewport: { width: options.width ?? 1100, height: 800 },
    locale: options.locale ?? 'en-US',
    hasTouch: options.touch === true,
    extraHTTPHeaders: { 'cf-connecting-ip': `10.${octet()}.${octet()}.${octet()}` },
  });
  const page = await context.newPage();
  session.pages.push(page);
  return page;
}

/**
 * Creates a table from the lobby form as `name` (asked inline the first time), which seats the
 * creator; returns the table's id (the page is on the table, seated).
 */
export async function createTable(page: Page, game: string, seats: number, isPublic = true, name = 'Host'): Promise<string> {
  await page.goto(baseUrl());
  await page.locator(`input[name=game][value=${game}]`).check();
  await page.getByTestId('seats').selectOption(String(seats));
  await page.getByTestId('public').setChecked(isPublic);
  await fillNameIfAsked(page, 'create', name);
  await page.getByTestId('create-table').click();
  await page.waitForURL(/\/t\/[a-z0-9]{26}$/);
  await page.getByTestId('leave').waitFor();
  return new URL(page.url()).pathname.split('/')[2] as string;
}

/** The lobby asks for a name once per device, in its one name field above every way to play (`card`: the way used next, for the reader). */
export async function fillNameIfAsked(page: Page, _card: string, name: string): Promise<void> {
  // The lobby's cards appear together once the games are listed.
  await page.getByTestId('create-table').waitFor();
  const field = page.getByTestId('name-lobby');
  if (await field.count()) await field.fill(name);
}

/** Opens the New table card's options (closed until asked for, so the lobby does not fetch the game's form). */
export async function openTableOptions(page: Page): Promise<void> {
  const options = page.getByTestId('table-options');
  if (!(await options.evaluate((d) => (d as HTMLDetailsElement).open))) await options.locator('summary').click();
}

/** Takes a seat under `name`; a page already seated there (the table's creator) has nothing to do. */
export async function takeSeat(page: Page, name: string): Promise<void> {
  // Wait for the table to say whether this page is seated already.
  await page.locator('[data-testid=seats] [data-you=true], input[name=name], [data-testid=spectator]').first().waitFor();
  if (await page.locator('[data-testid=seats] [data-you=true]').count()) {
    const mine = await yourSeatName(page);
    // The name field holds at most 24 characters, as typed names are cut there.
    if (mine !== name.slice(0, NAME_MAX_LENGTH)) throw new Error(`already seated as ${mine}, not ${name}`);
    return;
  }
  await page.locator('input[name=name]').fill(name);
  await page.getByTestId('join-form').locator('button[type=submit]').click();
  await page.getByTestId('leave').waitFor();
}

export function seatNames(page: Page): Promise<string[]> {
  return page.locator('[data-testid=seats] .seat-name:not(.muted)').allTextContents();
}

export function yourSeatName(page: Page): Promise<string | null> {
  return page.locator('[data-testid=seats] [data-you=true] .seat-name').textContent();
}

export function storedToken(page: Page, table: string): Promise<string | null> {
  return page.evaluate((id) => localStorage.getItem(`kingdoms.seat.${id}`), table);
}

export function connection(page: Page): Promise<string | null> {
  return page.getByTestId('connection').getAttribute('data-status');
}

/** True when the page is wider than the window, i.e. the user would have to scroll sideways. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * Creates a table through the API as `body` says (game, seats, name, bots, start...) and opens it
 * in `page` with the creator's seat, as if this person had created it; returns the table's id.
 */
export async function openOwnTable(page: Page, body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`creating the table failed: ${res.status} ${await res.text()}`);
  const { id, token } = (await res.json()) as { id: string; token: string };
  await page.goto(baseUrl());
  await page.evaluate((seat) => localStorage.setItem(`kingdoms.seat.${seat.id}`, seat.token), { id, token });
  await page.goto(`${baseUrl()}/t/${id}`);
  return id;
}
