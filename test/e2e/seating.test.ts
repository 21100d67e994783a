// Seated without forms and tables that never stall, in Chromium against the real local server:
// "Play again" lands both players seated at the next table, which starts when both accepted; a
// player who closes the tab mid-game is shown to the other with the minute left before a bot
// plays their seat.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { step, type Strategy } from './dominion-play.ts';
import { baseUrl } from './browser.ts';
import { newPerson, openTableOptions, shellSession, takeSeat, yourSeatName } from './shell-steps.ts';
import { resign } from './seat-controls.ts';

const session = shellSession();
const MONEY: Strategy = { buy: ['province', 'gold', 'silver'] };

/** A private 2-player Dominion table made through the lobby by `host`, joined by `guest`, started. */
async function twoPlayerGame(host: Page, guest: Page): Promise<string> {
  await host.goto(baseUrl());
  await host.locator('input[name=game][value=dominion]').check();
  await host.getByTestId('seats').selectOption('2');
  await host.getByTestId('public').setChecked(false);
  await host.getByTestId('name-lobby').fill('Hana');
  await openTableOptions(host);
  await host.getByTestId('preset-first-game').check();
  await host.getByTestId('create-table').click();
  await host.waitForURL(/\/t\/[a-z0-9]{26}$/);
  const url = host.url();
  // The creator is seated by creating the table.
  expect(await yourSeatName(host)).toBe('Hana');
  await guest.goto(url);
  await takeSeat(guest, 'Gus');
  await host.getByTestId('start').click();
  for (const page of [host, guest]) await page.getByTestId('dominion').waitFor();
  return url;
}

describe('bots at the table', () => {
  it('the host seats a bot, removes it, seats another and starts; the bot shows as a bot and plays', async () => {
    const host = await newPerson(session);
    await host.goto(baseUrl());
    await host.locator('input[name=game][value=dominion]').check();
    await host.getByTestId('seats').selectOption('3');
    await host.getByTestId('public').setChecked(false);
    await host.getByTestId('name-lobby').fill('Hosta');
    await host.getByTestId('create-table').click();
    await host.waitForURL(/\/t\/[a-z0-9]{26}$/);
    await host.getByTestId('bot-level').selectOption('hard');
    await host.getByTestId('add-bot').click();
    await host.locator('[data-testid=seats] [data-bot=hard]').waitFor();
    expect(await host.locator('[data-testid=seats] [data-bot=hard] [data-testid=bot-tag]').textContent()).toBe('bot · hard');
    await host.getByTestId('remove-bot').click();
    await expect.poll(() => host.locator('[data-testid=seats] [data-bot]').count()).toBe(0);
    await host.getByTestId('bot-level').selectOption('easy');
    await host.getByTestId('add-bot').click();
    await host.locator('[data-testid=seats] [data-bot=easy]').waitFor();
    await host.getByTestId('start').click();
    await host.getByTestId('dominion').waitFor();
    // The host plays until the table waits for the bot; the bot then plays by itself, and the
    // host is asked something again (its next turn, or an answer to the bot's attack).
    const botToPlay = host.locator('[data-testid=seats] [data-bot=easy] .tag-turn');
    const deadline = Date.now() + 60_000;
    while (!(await botToPlay.count())) {
      if (!(await step(host, MONEY))) await host.waitForTimeout(50);
      expect(Date.now()).toBeLessThan(deadline);
    }
    await expect.poll(() => host.getByTestId('dominion').getAttribute('data-prompt'), { timeout: 20_000 }).not.toBe('');
    expect(await host.getByTestId('game-log').textContent()).toMatch(/Bot 1/);
    expect(await host.locator('[data-testid=seats] li').count()).toBe(2);
  });
});

describe('seating without forms', () => {
  it('Play again lands both players seated at the next table, which starts once both accepted and stays private', async () => {
    const host = await newPerson(session);
    const guest = await newPerson(session);
    const url = await twoPlayerGame(host, guest);
    // A quick way to a finished game: the guest resigns (2 players), and the result says so.
    await resign(guest);
    await host.getByTestId('resigned').waitFor();
    expect(await host.getByTestId('resigned').textContent()).toBe('Gus resigned; Hana wins');
    // The view of a resigned game stands mid-turn; the board still says the game is over, nobody
    // is on turn, and it shows no table of points that were never counted.
    for (const page of [host, guest]) {
      await expect.poll(() => page.getByTestId('turn-who').textContent()).toBe('Game over');
      expect(await page.getByTestId('turn-status').getAttribute('data-phase')).toBe('over');
      expect(await page.locator('[data-testid=opponent] .tag-turn').count()).toBe(0);
      expect(await page.getByTestId('end-resigned').textContent()).toBe('A player resigned, so no points were counted.');
      expect(await page.getByTestId('end-row').count()).toBe(0);
    }
    await host.getByTestId('play-again-button').click();
    await host.waitForURL((u) => u.toString() !== url && /\/t\/[a-z0-9]{26}$/.test(u.toString()));
    const next = host.url();
    await host.getByTestId('starts-when').waitFor();
    expect(await host.locator('[data-testid=table]').getAttribute('data-status')).toBe('open');
    await expect.poll(() => guest.getByTestId('accepted').textContent()).toContain('Hana');
    await guest.getByTestId('play-again-button').click();
    await guest.waitForURL(next);
    for (const page of [host, guest]) await page.locator('[data-testid=table][data-status=playing]').waitFor();
    expect(await yourSeatName(host)).toBe('Hana');
    expect(await yourSeatName(guest)).toBe('Gus');
    expect(await host.getByText('Private', { exact: true }).count()).toBe(1);
    expect(await host.getByTestId('join-form').count()).toBe(0);
  });

  // The take-over itself comes a minute later: test/worker/room-absence.test.ts drives that minute
  // with the room's alarm (the seat played by a bot, the line for everyone, the record's marks)
  // rather than sleeping through it here.
  it('a player closes the tab mid-game; the other sees the minute counting down to a bot playing their seat', async () => {
    const host = await newPerson(session);
    const guest = await newPerson(session);
    await twoPlayerGame(host, guest);
    // Play until it is the guest's turn, then the guest closes the tab.
    const deadline = Date.now() + 120_000;
    while ((await guest.getByTestId('dominion').getAttribute('data-prompt')) !== 'turn') {
      if (!(await step(host, MONEY))) await host.waitForTimeout(50);
      expect(Date.now()).toBeLessThan(deadline);
    }
    await guest.context().close();
    await expect.poll(() => host.locator('[data-testid=seats] [data-seat="1"]').getAttribute('data-connected')).toBe('false');
    // The host sees the minute counting down above the board, and it counts.
    const countdown = host.locator('[data-testid=away-takeover][data-seat="1"]');
    await countdown.waitFor();
    const shown = /^Gus is away: a bot plays for them in (1:00|0:[0-5]\d) unless they come back\.$/;
    const first = (await countdown.textContent())!;
    expect(first).toMatch(shown);
    await expect.poll(() => countdown.textContent()).not.toBe(first);
    expect(await countdown.textContent()).toMatch(shown);
    expect(await host.locator('[data-testid=seats] [data-seat="1"][data-standin]').count()).toBe(0);
  });
});
