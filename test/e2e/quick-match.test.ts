// Quick match in Chromium against the real local server: strangers who ask for the same game and
// table sizes that meet are seated at one fresh table, each with their own seat, and the game starts as soon
// as both have arrived, with no form to fill in on the way.
import { describe, expect, it } from 'vitest';
import { fillNameIfAsked, newPerson, seatNames, shellSession, yourSeatName } from './shell-steps.ts';
import { baseUrl } from './browser.ts';

const session = shellSession();

/** The lobby's presence line as numbers ("Now: 1 looking for a table, 2 playing"). */
function counts(text: string | null): { looking: number; playing: number } {
  const match = /(\d+) looking.*?(\d+) playing/.exec(text ?? '');
  if (!match) throw new Error(`no presence numbers in "${text}"`);
  return { looking: Number(match[1]), playing: Number(match[2]) };
}

describe('quick match', () => {
  it('has its own game picker beside its button (on a phone the New table card is far below), and names the game it searches for', async () => {
    const page = await newPerson(session, { width: 360 });
    await page.goto(baseUrl());
    await page.getByTestId('find-players').waitFor();
    expect(await page.getByTestId('quick-game').textContent()).toBe('· Dominion');
    await page.getByTestId('match-game').selectOption('kingdom-builder');
    await expect.poll(() => page.getByTestId('quick-game').textContent()).toBe('· Kingdom Builder');
    // The New table card's choice is its own: it does not move the quick match's.
    await page.locator('input[name=game][value=dominion]').check();
    expect(await page.getByTestId('quick-game').textContent()).toBe('· Kingdom Builder');
    // One name field on the whole lobby, above every way to play.
    expect(await page.locator('input[name=player-name]').count()).toBe(1);
  });

  it('two strangers with ranges of sizes ("any" and "2-3") land seated at the same new table, and it is playing; the lobby counts them looking, then playing', async () => {
    const first = await newPerson(session);
    const second = await newPerson(session, { width: 360 });
    const watcher = await newPerson(session);
    const names = ['Quick One', 'Quick Two'];
    for (const [i, page] of [first, second].entries()) {
      await page.goto(baseUrl());
      await fillNameIfAsked(page, 'match', names[i]!);
    }
    await first.getByTestId('match-seats').selectOption('any');
    await second.getByTestId('match-seats').selectOption('2-3');
    await first.getByTestId('find-players').click();
    await expect.poll(() => first.getByTestId('queue-status').textContent()).toContain('table of 2–6 players');
    await expect.poll(() => first.getByTestId('queue-numbers').textContent()).toContain('1 looking');
    // Someone else opening the lobby now sees one person looking.
    await watcher.goto(baseUrl());
    expect(counts(await watcher.getByTestId('presence').textContent())).toMatchObject({ looking: 1 });
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
    // And the lobby counts them playing, nobody looking.
    const lobbyNow = async () => {
      await watcher.reload();
      return counts(await watcher.getByTestId('presence').textContent());
    };
    await expect.poll(async () => { const c = await lobbyNow(); return c.looking === 0 && c.playing >= 2; }, { timeout: 10_000 }).toBe(true);
  });

  it('cancelling leaves the queue: a later player does not meet the one who left', async () => {
    const leaver = await newPerson(session);
    await leaver.goto(baseUrl());
    await fillNameIfAsked(leaver, 'match', 'Leaver');
    await leaver.getByTestId('match-seats').selectOption('3');
    await leaver.getByTestId('find-players').click();
    await expect.poll(() => leaver.getByTestId('queue-numbers').textContent()).toContain('1 looking');
    await leaver.getByRole('button', { name: 'Cancel' }).click();
    const later = await newPerson(session);
    await later.goto(baseUrl());
    await fillNameIfAsked(later, 'match', 'Later');
    await later.getByTestId('match-seats').selectOption('3');
    await later.getByTestId('find-players').click();
    // Only the later player is looking: the one who cancelled left the queue.
    await expect.poll(() => later.getByTestId('queue-numbers').textContent()).toContain('1 looking');
    expect(await later.getByTestId('queue-status').textContent()).toContain('table of 3 players');
  });
});
