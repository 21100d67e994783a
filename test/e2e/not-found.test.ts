// Addresses with nothing behind them (issue 35): each page still says so in words, and the server
// answers it 404 with noindex, so a crawler or a link checker hears it too; pages that exist, 200.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dayOf, shiftDay } from '../../party/protocol/daily.ts';
import { expectNoAxeViolations } from './axe.ts';
import { baseUrl } from './browser.ts';
import { newPerson, shellSession } from './shell-steps.ts';

const session = shellSession();
const NEVER_A_TABLE = 'zzzzzzzzzzzzzzzzzzzzzzzzzz';
const NEVER_A_PLAYER = 'a'.repeat(32);

/** Opens `path`; returns its HTTP status and X-Robots-Tag. */
async function open(page: Page, path: string): Promise<{ status: number; robots: string | null }> {
  const response = (await page.goto(`${baseUrl()}${path}`))!;
  return { status: response.status(), robots: response.headers()['x-robots-tag'] ?? null };
}

describe('pages with nothing behind them', () => {
  it('answer 404 and noindex while saying so: unknown tables, replays, players, boards, days and addresses', async () => {
    const page = await newPerson(session, { width: 360 });
    const missing = { status: 404, robots: 'noindex' };
    const cases: [string, () => Promise<unknown>][] = [
      [`/t/${NEVER_A_TABLE}`, () => page.getByTestId('table-missing').waitFor()],
      [`/replay/${NEVER_A_TABLE}`, () => page.getByTestId('replay-unavailable').waitFor()],
      [`/p/${NEVER_A_PLAYER}`, () => page.getByTestId('profile-missing').waitFor()],
      ['/leaderboard/chess-2p', () => page.getByText('There is nothing at this address.').waitFor()],
      ['/no/such/page', async () => {
        await page.getByText('There is nothing at this address.').waitFor();
        // The tab says it too, not only the site's name.
        expect(await page.title()).toBe('There is nothing at this address. · Kingdoms');
      }],
    ];
    for (const [path, says] of cases) {
      expect(await open(page, path), path).toEqual(missing);
      await says();
      await expectNoAxeViolations(page, `a page that is not there: ${path}`);
    }

    // Daily challenges: none before this site dealt any, none yet after today.
    expect(await open(page, '/daily/dominion/1999-01-01')).toEqual(missing);
    await expect.poll(() => page.getByTestId('day-none').textContent()).toBe('There was no challenge on this day: nobody was dealt one.');
    const tomorrow = shiftDay(dayOf(Date.now()), 1);
    expect(await open(page, `/daily/kingdom-builder/${tomorrow}`)).toEqual(missing);
    expect(await page.getByTestId('day-none').textContent()).toBe('There is no challenge on this day yet: it has not begun.');
    await expectNoAxeViolations(page, 'a day with no challenge');

    // What is there answers 200 and may be indexed: the lobby, a rules page, today's day, a real table.
    const made = await fetch(`${baseUrl()}/api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'dominion', seats: 2 }),
    });
    const { id } = (await made.json()) as { id: string };
    for (const path of ['/', '/learn/kingdom-builder', `/daily/dominion/${dayOf(Date.now())}`, `/t/${id}`]) {
      expect(await open(page, path), path).toEqual({ status: 200, robots: null });
    }
    await page.locator('[data-testid=table][data-status=open]').waitFor();
  });
});
