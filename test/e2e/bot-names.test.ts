// Bots' names in the page's language: the room stores "Bot 1" (a table has no one language), and
// each page shows it in its own, in the seat list, on the board, in the log and in the result.
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';
import { step } from './dominion-play.ts';
import { newPerson, openOwnTable, seatNames, shellSession } from './shell-steps.ts';
import { resign } from './seat-controls.ts';
import { chooseLanguage } from './language.ts';

const session = shellSession();
const WAIT = { timeout: 20_000 };

describe('bot names', () => {
  it('a Russian page says "Бот 1" in the seats, board and log; switched to Hungarian, "1. gép" down to the result', async () => {
    const page = await newPerson(session, { locale: 'ru-RU' });
    await page.goto(baseUrl());
    await page.getByTestId('name-lobby').fill('Соло');
    await page.getByTestId('bots-speed').selectOption('instant');
    await page.getByTestId('bots-count-dominion').selectOption('1');
    await page.getByTestId('play-bots-dominion').click();
    await page.waitForSelector('[data-testid=dominion][data-prompt]:not([data-prompt=""])', WAIT);

    expect(await seatNames(page)).toEqual(['Соло', 'Бот 1']);
    expect(await page.getByTestId('opponent').textContent()).toContain('Бот 1');

    // One turn of ours, then the bot's: its moves are logged under its local name.
    const log = page.getByTestId('game-log');
    const deadline = Date.now() + 60_000;
    while (!(await log.textContent())?.includes('Бот 1')) {
      if (!(await step(page, { buy: ['silver'] }))) await page.waitForTimeout(50);
      expect(Date.now()).toBeLessThan(deadline);
    }
    expect(await log.textContent()).not.toContain('Bot 1');

    await chooseLanguage(page, 'hu');
    expect(await seatNames(page)).toEqual(['Соло', '1. gép']);
    expect(await log.textContent()).toContain('1. gép');

    // The result names the winner the same way.
    await resign(page);
    await page.getByTestId('resigned').waitFor(WAIT);
    // The Resign button went with the game: the focus is on the card that offers the next one.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('play-again');
    expect(await page.getByTestId('resigned').textContent()).toContain('1. gép');
    expect(await page.getByTestId('winners').textContent()).toContain('1. gép');
    expect(await page.locator('body').textContent()).not.toContain('Bot 1');

    // And its replay: the record says which players were bots.
    await page.getByTestId('replay-link').click();
    const last = page.getByTestId('replay-last');
    await last.waitFor(WAIT);
    // The bot may have begun the game and the player resigned before any move: already at the end.
    if (await last.isEnabled()) await last.click();
    await page.getByTestId('replay-ending').waitFor(WAIT);
    expect(await page.getByTestId('replay-seen-by').locator('option').allTextContents()).toContain('1. gép');
    expect(await page.getByTestId('replay-ending').textContent()).toContain('1. gép');
  });

  it('while a bot plays, the turn line names it with its level in brackets and reads naturally in every language', async () => {
    const page = await newPerson(session, { width: 360 });
    // Each bot move waits 5 s: time enough to read the line in four languages during its turn.
    await openOwnTable(page, { game: 'dominion', seats: 2, name: 'Ida', bots: ['medium'], start: true, botPauseMs: 5000 });
    const status = page.getByTestId('turn-status');
    await status.waitFor(WAIT);
    // From the start of the bot's turn, not the end of one already under way: after ours.
    await page.locator('[data-testid=turn-status][data-mine=true]').waitFor({ timeout: 60_000 });
    await page.getByTestId('move-end-turn').click();
    await page.locator('[data-testid=turn-status][data-mine=false]').waitFor(WAIT);
    const lines = { en: 'Bot 1 (medium) is playing', ru: 'Ходит Бот 1 (средний)', hu: '1. gép (közepes) következik', pl: 'Tura: Bot 1 (średni)' };
    for (const [lang, line] of Object.entries(lines)) {
      await chooseLanguage(page, lang);
      expect(await page.getByTestId('turn-who').textContent(), lang).toBe(line);
    }
  });

  it('a game against a bot waits while its player is away; the link brings them back to the same position', async () => {
    const page = await newPerson(session);
    // The bot's 5 s pause is the window in which the player leaves: the bot is the one asked.
    const id = await openOwnTable(page, { game: 'dominion', seats: 2, name: 'Ida', bots: ['medium'], start: true, botPauseMs: 5000 });
    await page.locator('[data-testid=turn-status][data-mine=true]').waitFor({ timeout: 60_000 });
    await page.getByTestId('move-end-turn').click();
    await page.locator('[data-testid=turn-status][data-mine=false]').waitFor(WAIT);
    const logged = await page.locator('[data-testid=game-log] li').count();
    await page.goto(baseUrl());
    // Someone watching is told that the game waits (the room's own state, driven by its alarms in
    // the worker tests), and sees the bot still to move.
    const watcher = await newPerson(session);
    await watcher.goto(`${baseUrl()}/t/${id}`);
    await watcher.getByTestId('table-paused').waitFor(WAIT);
    expect(await watcher.getByTestId('table-paused').textContent()).toBe('The game waits for Ida to come back: the bots do not play on alone.');
    // Back through the link: the same position, the bot still to move; then the game goes on.
    await page.goto(`${baseUrl()}/t/${id}`);
    await page.locator('[data-testid=turn-status][data-mine=false]').waitFor(WAIT);
    expect(await page.locator('[data-testid=game-log] li').count()).toBe(logged);
    await watcher.getByTestId('table-paused').waitFor({ state: 'detached', ...WAIT });
    await page.locator('[data-testid=turn-status][data-mine=true]').waitFor(WAIT);
  });

  it('the lobby\'s open tables name bots in the page\'s language too', async () => {
    const res = await fetch(`${baseUrl()}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dominion', seats: 3, public: true, name: 'Аня', bots: ['easy'] }),
    });
    const { id, token } = (await res.json()) as { id: string; token: string };
    const page = await newPerson(session, { locale: 'ru-RU' });
    await page.goto(baseUrl());
    await page.locator('input[name=game][value=dominion]').check();
    const row = page.locator(`[data-testid=open-tables] [data-table="${id}"]`);
    await row.waitFor(WAIT);
    expect(await row.locator('.table-list-names').textContent()).toBe('Аня, Бот 1');

    // Started, the table leaves the list (and no longer counts against this machine's few listed ones).
    await page.evaluate((seat) => localStorage.setItem(`kingdoms.seat.${seat.id}`, seat.token), { id, token });
    await page.goto(`${baseUrl()}/t/${id}`);
    await page.getByTestId('start').click();
    await page.locator('[data-testid=table][data-status=playing]').waitFor(WAIT);
  });

  it('showing bots\' names locally does not restart a running seat clock when the page redraws', async () => {
    const page = await newPerson(session, { locale: 'ru-RU' });
    await openOwnTable(page, { game: 'dominion', seats: 2, name: 'Аня', bots: ['easy'], start: true, clock: 'relaxed', botPauseMs: 0 });
    const clock = page.locator('[data-testid=seats] [data-you=true] [data-testid=seat-clock][data-running=true]');
    await clock.waitFor(WAIT);
    const secondsLeft = async () => {
      const [m, s] = ((await clock.textContent()) ?? '').split(':').map(Number);
      return m! * 60 + s!;
    };
    await page.waitForTimeout(2500);
    const before = await secondsLeft();
    // The page redraws (the connection badge changes) with no new state from the room.
    await page.context().setOffline(true);
    await page.getByTestId('connection').and(page.locator('[data-status=no-network]')).waitFor();
    expect(await secondsLeft()).toBeLessThanOrEqual(before);
    await page.context().setOffline(false);
  });
});
