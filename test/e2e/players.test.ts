// Players without accounts (issue 21), in Chromium against the real local server: two strangers
// meet by quick match and play a rated Dominion game to a resignation; both see both ratings
// change on the end screen; one opens their profile and the leaderboard (axe clean, 360 px wide),
// reloads and is the same player, starts a game against bots, moves to a second browser with the
// transfer link, and "Your games" there takes them back into that running table; there they
// remove the first browser's key, see everything kept about them and have it forgotten.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PLAYER_ID_SHAPE } from '../../party/protocol/identity.ts';
import { expectNoAxeViolations } from './axe.ts';
import { baseUrl } from './browser.ts';
import { promptKind, step } from './dominion-play.ts';
import { fillNameIfAsked, newPerson, scrollsSideways, shellSession } from './shell-steps.ts';
import { resign } from './seat-controls.ts';
import { uncovered } from './in-view.ts';

const session = shellSession();
const SLOW = { timeout: 60_000 };
/** A rated game shorter than this many rounds changes nobody's rating (party/players/reports.ts). */
const ROUNDS = 3;

/** Both pages ask quick match for a 2-player Dominion table; returns its id once both sit there, playing. */
async function quickMatch(pages: Page[], names: string[]): Promise<string> {
  for (const [i, page] of pages.entries()) {
    await page.goto(baseUrl());
    await fillNameIfAsked(page, 'match', names[i]!);
    await page.getByTestId('match-game').selectOption('dominion');
    await page.getByTestId('match-seats').selectOption('2');
  }
  for (const page of pages) await page.getByTestId('find-players').click();
  await Promise.all(pages.map((p) => p.waitForURL(/\/t\/[a-z0-9]{26}$/, SLOW)));
  for (const page of pages) await page.locator('[data-testid=table][data-status=playing]').waitFor(SLOW);
  const table = new URL(pages[0]!.url()).pathname.split('/')[2]!;
  expect(new URL(pages[1]!.url()).pathname).toBe(`/t/${table}`);
  return table;
}

/** Plays Treasure-and-Silver turns on both pages until each has ended `turns` turns. */
async function playTurns(pages: Page[], turns: number): Promise<void> {
  const ended = pages.map(() => 0);
  for (let guard = 0; ended.some((n) => n < turns) && guard < 400; guard++) {
    let acted = false;
    for (const [i, page] of pages.entries()) {
      if (ended[i]! >= turns && (await promptKind(page)) === 'turn') continue;
      const before = await promptKind(page);
      if (!(await step(page, { buy: ['silver'] }))) continue;
      acted = true;
      if (before === 'turn' && (await promptKind(page)) !== 'turn') ended[i]! += 1;
    }
    if (!acted) await pages[0]!.waitForTimeout(100);
  }
  expect(ended.every((n) => n >= turns), `turns ended: ${ended.join(', ')}`).toBe(true);
}

/** The numbers on the seats' rating tags, in seat order. */
async function seatRatings(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-testid=seats] [data-testid=rating]').allTextContents();
  return texts.map((text) => Number(text.match(/\d+/)![0]));
}

/** This page's player id, read from its own seat's link to its profile (there once the room knows the player). */
async function ownPlayerAtTable(page: Page): Promise<string> {
  const link = page.locator('[data-testid=seats] [data-you=true] .seat-profile');
  await link.waitFor(SLOW);
  const id = (await link.getAttribute('href'))!.replace('/p/', '');
  expect(id).toMatch(PLAYER_ID_SHAPE);
  return id;
}

describe('players without accounts', () => {
  it('rated quick match, ratings on the end screen, profile, leaderboard, the same player after a reload and on a second browser, and back to a running table from "Your games"', async () => {
    const anna = await newPerson(session, { width: 360 });
    const ben = await newPerson(session);
    const table = await quickMatch([anna, ben], ['Anna', 'Ben']);

    // Quick-match tables are rated, and each seat shows its player's rating, "?" while provisional.
    const annaId = await ownPlayerAtTable(anna);
    const benId = await ownPlayerAtTable(ben);
    expect(annaId).not.toBe(benId);
    await anna.getByTestId('rated-table').waitFor();
    const ratings = anna.locator('[data-testid=seats] [data-testid=rating]');
    await expect.poll(() => ratings.count(), SLOW).toBe(2);
    for (const text of await ratings.allTextContents()) expect(text).toMatch(/^Rating 1500\? \(Provisional/);

    await playTurns([anna, ben], ROUNDS + 1);
    await resign(anna);

    // Both players see both ratings change: the resigner's down, the winner's up.
    for (const page of [anna, ben]) {
      await expect.poll(() => page.getByTestId('rating-change').count(), SLOW).toBe(2);
      const lines = await page.getByTestId('rating-change').allTextContents();
      const [annaLine, benLine] = ['Anna', 'Ben'].map((n) => lines.find((l) => l.startsWith(`${n}:`))!);
      const numbers = (line: string) => line.match(/\d+/g)!.map(Number);
      const [annaBefore, annaAfter] = numbers(annaLine!);
      const [benBefore, benAfter] = numbers(benLine!);
      expect(annaAfter, annaLine).toBeLessThan(annaBefore!);
      expect(benAfter, benLine).toBeGreaterThan(benBefore!);
      // Ratings shown are the current ones: the seats say what the game left, as the profile will.
      await expect.poll(() => seatRatings(page), SLOW).toEqual([annaAfter, benAfter]);
      // The game's end is in view: the ratings and Play again, not only the board.
      expect(await uncovered(page.getByTestId('rating-changes')), 'ratings after this game').toBe('ok');
      expect(await uncovered(page.getByTestId('play-again')), 'play again').toBe('ok');
    }
    const after = await seatRatings(anna);
    // After a reload, and for a stranger who opens the table: the same current ratings, the end in view.
    const stranger = await newPerson(session, { width: 360 });
    for (const page of [anna, stranger]) {
      await page.goto(`${baseUrl()}/t/${table}`);
      await page.locator('[data-testid=table][data-status=finished]').waitFor(SLOW);
      await expect.poll(() => seatRatings(page), SLOW).toEqual(after);
      await page.getByTestId('rating-changes').waitFor(SLOW);
      await expect.poll(() => uncovered(page.getByTestId('rating-changes')), SLOW).toBe('ok');
    }

    // Anna's profile, from her seat's name: her rating in the 2-player pool and this game, with its replay.
    await anna.locator('[data-testid=seats] [data-you=true] .seat-profile').click();
    await anna.waitForURL(`${baseUrl()}/p/${annaId}`);
    const profile = anna.locator(`[data-testid=profile][data-player="${annaId}"]`);
    await profile.waitFor(SLOW);
    await anna.getByTestId('profile-you').waitFor();
    const pool = anna.locator('.pool[data-pool=dominion-2p]');
    expect(await pool.getByTestId('rating').getAttribute('data-provisional')).toBe('true');
    expect(await pool.textContent()).toContain('1 rated game');
    const recent = anna.locator(`[data-testid=recent-games] li[data-table="${table}"]`);
    expect(await recent.textContent()).toContain('Place 2 of 2');
    expect(await recent.locator(`a[href="/replay/${table}"]`).count()).toBe(1);
    await anna.getByTestId('safari-note').waitFor();
    expect(await scrollsSideways(anna)).toBe(false);
    await expectNoAxeViolations(anna, 'the own profile');

    // The leaderboard: too few games to be listed, and it says so.
    await pool.getByRole('link', { name: 'Leaderboard' }).click();
    await anna.waitForURL(`${baseUrl()}/leaderboard/dominion-2p`);
    // Its title names the game and the pool, on the page and in the tab.
    expect(await anna.getByTestId('board-title').textContent()).toBe('Leaderboard: Dominion, 2 players');
    await expect.poll(() => anna.title()).toBe('Leaderboard: Dominion, 2 players · Kingdoms');
    await expect.poll(() => anna.getByTestId('board-you').textContent(), SLOW).toContain('You are not listed yet: a place needs at least 10 rated games.');
    // A provisional player is shown below the listed ones, marked as such, never with a place.
    const provisional = anna.getByTestId('board-provisional');
    await provisional.waitFor(SLOW);
    expect(await provisional.getByRole('heading').textContent()).toBe('Provisional standings');
    expect(await provisional.locator(`tr[data-player="${annaId}"]`).textContent()).toContain('fewer than 10 rated games');
    expect(await provisional.locator(`tr[data-player="${benId}"]`).count()).toBe(1);
    expect(await anna.locator(`[data-testid=board-table] tr[data-player="${annaId}"]`).count()).toBe(0);
    expect(await scrollsSideways(anna)).toBe(false);
    await expectNoAxeViolations(anna, 'the leaderboard');

    // A reload is the same player: the key pair is kept in IndexedDB.
    await anna.goto(`${baseUrl()}/p/${annaId}`);
    await anna.reload();
    await anna.getByTestId('profile-you').waitFor(SLOW);

    // A game against bots, left running.
    await anna.goto(baseUrl());
    await anna.getByTestId('create-table').waitFor();
    await anna.getByTestId('play-bots-dominion').click();
    await anna.waitForURL(/\/t\/[a-z0-9]{26}$/, SLOW);
    const botTable = new URL(anna.url()).pathname.split('/')[2]!;
    await anna.locator('[data-testid=table][data-status=playing]').waitFor(SLOW);
    expect(await ownPlayerAtTable(anna)).toBe(annaId);
    // One turn of Anna's, so the table has a last move to tell of.
    await playTurns([anna], 1);

    // A transfer link moves Anna to a second browser, where nothing of hers is stored.
    await anna.goto(`${baseUrl()}/p/${annaId}`);
    await anna.getByTestId('make-transfer').click();
    const link = await anna.getByTestId('transfer-link').inputValue();
    expect(link).toMatch(new RegExp(`/transfer#${annaId}\\.`));
    await anna.getByTestId('transfer-qr').waitFor();
    expect(await anna.getByTestId('transfer-qr').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(anna, 'the own profile with a transfer link');

    const laptop = await newPerson(session);
    await laptop.goto(link);
    // The page names the player by their name, not by their id.
    await expect.poll(() => laptop.getByTestId('transfer-player').textContent(), SLOW).toContain('plays as player Anna.');
    await laptop.getByTestId('transfer-accept').click();
    await laptop.getByTestId('transfer-done').waitFor(SLOW);
    expect(await laptop.getByTestId('transfer-done').textContent()).toContain('now plays as player Anna.');
    // This device is Anna now, under her name: nothing asks it for one.
    expect(await laptop.getByTestId('header-name').textContent()).toContain('Anna');
    await expectNoAxeViolations(laptop, 'the transfer page');
    await laptop.getByRole('link', { name: 'Open your profile' }).click();
    await laptop.locator(`[data-testid=profile][data-player="${annaId}"]`).waitFor(SLOW);
    await laptop.getByTestId('profile-you').waitFor();
    // The link worked once: opened again it is refused.
    const again = await newPerson(session);
    await again.goto(link);
    await again.getByTestId('transfer-accept').click();
    const refused = again.locator('[data-testid=transfer] [role=alert]');
    await refused.waitFor(SLOW);
    expect(await refused.textContent()).toContain('This link no longer works');

    // "Your games" on the second browser lists the running bot game; one click seats Anna there
    // again, though this browser never held the seat's token.
    await laptop.goto(baseUrl());
    expect(await laptop.getByTestId('header-name').textContent()).toContain('Anna');
    const row = laptop.locator(`[data-testid=your-games] li[data-table="${botTable}"][data-status=playing]`);
    await row.waitFor(SLOW);
    // The row names who else sits there (the bots), and Leaderboards opens Anna's own pool.
    await expect.poll(() => row.getByTestId('your-game-others').textContent(), SLOW).toMatch(/^ · with \S/);
    expect(await row.getByTestId('your-game-when').textContent()).toMatch(/^started (just now|\d+ minutes? ago)$/);
    // Whose turn it is (Anna's own, or a bot's by its name) and how long ago the last move was.
    await expect.poll(() => row.getByTestId('your-game-turn').textContent(), SLOW).toMatch(/^ · (your turn|\S.*’s turn)$/);
    expect(await row.getByTestId('your-game-last-move').textContent()).toMatch(/^ · last move (just now|\d+ minutes? ago)$/);
    expect(await laptop.getByTestId('your-leaderboards').getAttribute('href')).toBe('/leaderboard/dominion-2p');
    await expectNoAxeViolations(laptop, 'the lobby with Your games');
    await row.getByRole('link', { name: 'Back to the table' }).click();
    await laptop.waitForURL(`${baseUrl()}/t/${botTable}`);
    await laptop.locator('[data-testid=seats] [data-you=true]').waitFor(SLOW);
    expect(await ownPlayerAtTable(laptop)).toBe(annaId);

    // Everything kept about Anna, then "Forget me": the browser becomes a new player, and Anna's
    // profile is gone.
    await laptop.goto(`${baseUrl()}/p/${annaId}`);
    // Her devices: this browser's key and the first browser's, which she removes from here.
    await laptop.getByTestId('show-devices').click();
    const devices = laptop.locator('[data-testid=devices] li');
    await expect.poll(() => devices.count(), SLOW).toBe(2);
    expect(await laptop.locator('[data-testid=devices] li[data-current=true]').getAttribute('data-key')).not.toBe(annaId);
    await expectNoAxeViolations(laptop, 'the own profile with its devices');
    // Removing a device asks first, with the focus on keeping it: Enter there removes nothing.
    const firstBrowser = laptop.locator(`[data-testid=devices] li[data-key="${annaId}"]`);
    await firstBrowser.getByTestId('remove-device').click();
    await firstBrowser.getByTestId('remove-device-question').waitFor(SLOW);
    await expect.poll(() => laptop.evaluate(() => document.activeElement?.textContent), SLOW).toBe('Keep it');
    await laptop.keyboard.press('Enter');
    await firstBrowser.getByTestId('remove-device').waitFor(SLOW);
    // Kept: the keyboard goes on from that device's Remove button, not from the top of the page.
    await expect.poll(() => laptop.evaluate(() => document.activeElement?.getAttribute('data-testid')), SLOW).toBe('remove-device');
    expect(await devices.count()).toBe(2);
    // On a 360 px phone the question and its answers fit the screen, with finger-sized buttons.
    const wide = laptop.viewportSize();
    await laptop.setViewportSize({ width: 360, height: 800 });
    await firstBrowser.getByTestId('remove-device').click();
    for (const answer of [firstBrowser.getByTestId('remove-device-confirm'), firstBrowser.getByTestId('confirm-cancel')]) {
      const box = (await answer.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(40);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    expect(await laptop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(laptop, 'the question before removing a device');
    await firstBrowser.getByTestId('remove-device-confirm').click();
    await expect.poll(() => devices.count(), SLOW).toBe(1);
    // The row is gone: the focus is on what was said about it.
    await expect.poll(() => laptop.evaluate(() => document.activeElement?.getAttribute('data-testid')), SLOW).toBe('devices-note');
    if (wide) await laptop.setViewportSize(wide);
    await laptop.getByTestId('show-data').click();
    await expect.poll(() => laptop.getByTestId('kept-data').textContent(), SLOW).toContain(annaId);
    await laptop.getByTestId('forget-me').click();
    // Focus waits on Cancel: a second Enter must not forget anyone.
    // (Focus moves in an effect after the question is painted, so it is awaited.)
    await expect.poll(() => laptop.evaluate(() => document.activeElement?.textContent), SLOW).toBe('Cancel');
    // Enter there cancels, and the focus is back on Forget me.
    await laptop.keyboard.press('Enter');
    await expect.poll(() => laptop.evaluate(() => document.activeElement?.getAttribute('data-testid')), SLOW).toBe('forget-me');
    await laptop.getByTestId('forget-me').click();
    await laptop.getByTestId('forget-confirm').click();
    await laptop.waitForURL((url) => url.pathname.startsWith('/p/') && !url.pathname.endsWith(annaId), SLOW);
    await laptop.getByTestId('profile-you').waitFor(SLOW);
    // Her name went with her: the header asks this new player for one.
    expect(await laptop.getByTestId('header-name').textContent()).toContain('Set your name');
    const gone = await laptop.goto(`${baseUrl()}/p/${annaId}`);
    expect(gone!.status()).toBe(404);
    await laptop.getByTestId('profile-missing').waitFor(SLOW);
  });
});
