// Quick match in Chromium against the real local server: strangers who ask for the same game and
// table size are sent to one fresh table, and play goes on there as at any table.
import { describe, expect, it } from 'vitest';
import { newPerson, seatNames, shellSession, takeSeat } from './shell-steps.ts';
import { baseUrl } from './browser.ts';

const session = shellSession();

describe('quick match', () => {
  it('two strangers asking for a 2-player game land at the same new table and can both sit', async () => {
    const first = await newPerson(session);
    const second = await newPerson(session, { width: 360 });
    for (const page of [first, second]) {
      await page.goto(baseUrl());
      await page.getByTestId('match-seats').selectOption('2');
    }
    await first.getByTestId('find-players').click();
    await expect.poll(() => first.getByRole('status').textContent()).toContain('1 of 2');
    await second.getByTestId('find-players').click();
    await Promise.all([first.waitForURL(/\/t\/[a-z0-9]{26}$/), second.waitForURL(/\/t\/[a-z0-9]{26}$/)]);
    expect(new URL(first.url()).pathname).toBe(new URL(second.url()).pathname);
    await takeSeat(first, 'Quick One');
    await takeSeat(second, 'Quick Two');
    await expect.poll(() => seatNames(first)).toEqual(['Quick One', 'Quick Two']);
  });

  it('cancelling leaves the queue: a later player does not meet the one who left', async () => {
    const leaver = await newPerson(session);
    await leaver.goto(baseUrl());
    await leaver.getByTestId('match-seats').selectOption('3');
    await leaver.getByTestId('find-players').click();
    await expect.poll(() => leaver.getByRole('status').textContent()).toContain('1 of 3');
    await leaver.getByRole('button', { name: 'Cancel' }).click();
    const later = await newPerson(session);
    await later.goto(baseUrl());
    await later.getByTestId('match-seats').selectOption('3');
    await later.getByTestId('find-players').click();
    await expect.poll(() => later.getByRole('status').textContent()).toContain('1 of 3');
  });
});
