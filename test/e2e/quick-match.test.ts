// Quick match in Chromium against the real local server: strangers who ask for the same game and
// table size are seated at one fresh table, each with their own seat, and the game starts as soon
// as both have arrived, with no form to fill in on the way.
import { describe, expect, it } from 'vitest';
import { fillNameIfAsked, newPerson, seatNames, shellSession, yourSeatName } from './shell-steps.ts';
import { baseUrl } from './browser.ts';

const session = shellSession();

describe('quick match', () => {
  it('names the game it searches for, the one picked for a new table, and follows a change of it', async () => {
    const page = await newPerson(session, { width: 360 });
    await page.goto(baseUrl());
    await page.getByTestId('find-players').waitFor();
    expect(await page.getByTestId('quick-game').textContent()).toBe('· Dominion');
    expect(await page.getByTestId('open-game').textContent()).toBe('· Dominion');
    await page.locator('input[name=game][value=kingdom-builder]').check();
    await expect.poll(() => page.getByTestId('quick-game').textContent()).toBe('· Kingdom Builder');
    expect(await page.getByTestId('open-game').textContent()).toBe('· Kingdom Builder');
  });

  it('two strangers asking for a 2-player game land seated at the same new table, and it is playing', async () => {
    const first = await newPerson(session);
    const second = await newPerson(session, { width: 360 });
    const names = ['Quick One', 'Quick Two'];
    for (const [i, page] of [first, second].entries()) {
      await page.goto(baseUrl());
      await fillNameIfAsked(page, 'match', names[i]!);
      await page.getByTestId('match-seats').selectOption('2');
    }
    await first.getByTestId('find-players').click();
    await expect.poll(() => first.getByRole('status').textContent()).toContain('1 of 2');
    await second.getByTestId('find-players').click();
    await Promise.all([first.waitForURL(/\/t\/[a-z0-9]{26}$/), second.waitForURL(/\/t\/[a-z0-9]{26}$/)]);
    expect(new URL(first.url()).pathname).toBe(new URL(second.url()).pathname);
    for (const page of [first, second]) await page.locator('[data-testid=table][data-status=playing]').waitFor();
    expect(await yourSeatName(first)).toBe('Quick One');
    expect(await yourSeatName(second)).toBe('Quick Two');
    expect(await seatNames(first)).toEqual(['Quick One', 'Quick Two']);
    expect(await first.getByTestId('join-form').count()).toBe(0);
    // Strangers play with the relaxed clock: the seat on turn shows its time running, to both.
    for (const page of [first, second]) {
      await page.locator('[data-testid=seat-clock][data-running=true]').waitFor();
      expect(await page.locator('[data-testid=seat-clock]').count()).toBe(2);
    }
  });

  it('cancelling leaves the queue: a later player does not meet the one who left', async () => {
    const leaver = await newPerson(session);
    await leaver.goto(baseUrl());
    await fillNameIfAsked(leaver, 'match', 'Leaver');
    await leaver.getByTestId('match-seats').selectOption('3');
    await leaver.getByTestId('find-players').click();
    await expect.poll(() => leaver.getByRole('status').textContent()).toContain('1 of 3');
    await leaver.getByRole('button', { name: 'Cancel' }).click();
    const later = await newPerson(session);
    await later.goto(baseUrl());
    await fillNameIfAsked(later, 'match', 'Later');
    await later.getByTestId('match-seats').selectOption('3');
    await later.getByTestId('find-players').click();
    await expect.poll(() => later.getByRole('status').textContent()).toContain('1 of 3');
  });
});
