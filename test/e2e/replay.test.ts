// Replays by link, in Chromium against the real server: a running game's replay link shows no
// more than a spectator may see; once the game is over, /replay/<id> steps through every move
// (step, jump to a turn, play at a speed) to the final scores the table showed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { GameRecord } from '../../party/protocol/lobby.ts';
import { expectNoAxeViolations } from './axe.ts';
import { baseUrl, launchChromium, saveScreenshots } from './browser.ts';
import { createTableByApi, playBigMoney, sendAnswered, WsPlayer } from './ws-players.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

/** A running First Game table of Anna (seat 0) and Ben (seat 1), played over sockets. */
async function startAnnaAndBen(): Promise<{ id: string; players: WsPlayer[] }> {
  const id = await createTableByApi({ game: 'dominion', seats: 2, options: { kingdom: { preset: 'first-game' } } });
  const players = [await WsPlayer.open(id), await WsPlayer.open(id)];
  players[0]!.send({ type: 'join', name: 'Anna' });
  await players[0]!.until((s) => s.you === 0);
  players[1]!.send({ type: 'join', name: 'Ben' });
  await players[1]!.until((s) => s.you === 1);
  players[0]!.send({ type: 'start' });
  await players[0]!.until((s) => s.room.status === 'playing');
  return { id, players };
}

const stepOf = async () => Number(await page.getByTestId('replay').getAttribute('data-step'));

describe('replays by link', () => {
  it('a finished Dominion game is replayed step by step to its final scores', async (ctx) => {
    try {
      const { id, players } = await startAnnaAndBen();

      // While the game runs, the replay link offers only to watch it live.
      await page.goto(`${baseUrl()}/replay/${id}`);
      const unavailable = page.getByTestId('replay-unavailable');
      await unavailable.waitFor();
      expect(await unavailable.getAttribute('data-status')).toBe('not-finished');
      expect(await page.getByTestId('replay-watch-live').getAttribute('href')).toBe(`/t/${id}`);
      expect(await page.getByTestId('replay').count()).toBe(0);

      const moves = await playBigMoney(players);
      const final = players[0]!.state!;
      expect(final.result).not.toBeNull();
      for (const p of players) p.close();

      // The finished table links to its replay.
      await page.goto(`${baseUrl()}/t/${id}`);
      await page.getByTestId('replay-link').click();
      await page.waitForURL(`${baseUrl()}/replay/${id}`);
      await page.getByTestId('replay').waitFor();
      expect(Number(await page.getByTestId('replay').getAttribute('data-total'))).toBe(moves);
      expect(await stepOf()).toBe(0);
      expect(await page.getByTestId('replay-position').textContent()).toBe(`Move 0 of ${moves}`);
      // The board's code loads after the controls: wait for it before counting what it shows.
      await page.getByTestId('opponent').first().waitFor();
      // A spectator's view: nobody's hand is shown.
      expect(await page.getByTestId('my-zones').count()).toBe(0);
      // Presence belongs to a live table: nobody in a replay is marked away.
      expect(await page.getByTestId('opponent').count()).toBe(2);
      expect(await page.getByTestId('away').count()).toBe(0);
      await expectNoAxeViolations(page, 'the replay page at its start');

      // Step by step: each click is one move, and the log grows with it.
      const logBefore = (await page.getByTestId('game-log').textContent()) ?? '';
      await page.getByTestId('replay-forward').click();
      await page.getByTestId('replay-forward').click();
      await page.keyboard.press('ArrowRight');
      expect(await stepOf()).toBe(3);
      const logAfter = (await page.getByTestId('game-log').textContent()) ?? '';
      expect(logAfter.length).toBeGreaterThan(logBefore.length);
      await page.getByTestId('replay-back').click();
      expect(await stepOf()).toBe(2);

      // Once the game is over, any player's hand may be shown.
      await page.getByTestId('replay-seen-by').selectOption('0');
      await page.getByTestId('my-zones').waitFor();
      await page.getByTestId('replay-seen-by').selectOption('');

      // Jump to the fifth turn: the first player's third, 'Turn 3' (turns are numbered by each
      // player's own count, the round, as the end screen counts them; a turn starts on its log line).
      const turnSelect = page.getByTestId('replay-turn');
      const label = (await turnSelect.locator('option').nth(4).textContent()) ?? '';
      expect(label).toMatch(/^Turn 3: (Anna|Ben)$/);
      await turnSelect.selectOption({ index: 4 });
      const atTurn5 = await stepOf();
      expect(atTurn5).toBeGreaterThan(3);
      expect(await page.getByTestId('game-log').textContent()).toContain(`Turn 3`);

      // Play to the end at the top speed.
      await page.getByTestId('replay-speed').selectOption('8');
      await page.getByTestId('replay-play').click();
      await page.waitForFunction((n) => document.querySelector('[data-testid=replay]')?.getAttribute('data-step') === String(n), moves, { timeout: 60_000 });
      await page.getByTestId('end-screen').waitFor();
      const recorded = (await (await fetch(`${baseUrl()}/api/tables/${id}/record`)).json()) as GameRecord;
      const shown = (await page.getByTestId('end-total').allTextContents()).map(Number).sort((a, b) => a - b);
      expect(shown).toEqual(final.result!.scores.map((s) => s.total).sort((a, b) => a - b));
      expect(recorded.result).toEqual(final.result);
      // The score chart beside it ends at the same totals.
      const now = (await page.getByTestId('replay-score-now').allTextContents()).map(Number);
      expect(now).toEqual(final.result!.scores.map((s) => s.total));
      await expectNoAxeViolations(page, 'the replay page at its end');
    } catch (error) {
      await saveScreenshots([page], ctx.task.name);
      throw error;
    }
  });

  it('a resigned game ends its replay with who resigned and who won', async (ctx) => {
    try {
      const { id, players } = await startAnnaAndBen();
      // The first player is drawn at random: they play their first turn, then the other gives up.
      const first = players[0]!.state!.waitingFor.includes(0) ? 0 : 1;
      const [mover, quitter] = [players[first]!, players[1 - first]!];
      const names = ['Anna', 'Ben'];
      await sendAnswered(mover, { type: 'move', version: 0, id: 'r0', move: { type: 'treasures' } }, (s) => s.version >= 1);
      await sendAnswered(mover, { type: 'move', version: 1, id: 'r1', move: { type: 'end-turn' } }, (s) => s.version >= 2);
      await sendAnswered(quitter, { type: 'resign' }, (s) => s.result !== null);
      for (const p of players) p.close();

      await page.goto(`${baseUrl()}/replay/${id}`);
      await page.getByTestId('replay').waitFor();
      expect(await page.getByTestId('replay-ending').count()).toBe(0);
      await page.getByTestId('replay-last').click();
      expect(await stepOf()).toBe(2);
      expect(await page.getByTestId('replay-ending').textContent()).toBe(`${names[1 - first]} resigned; ${names[first]} wins`);
      await page.getByTestId('end-resigned').waitFor();
      expect(await page.getByTestId('winners').textContent()).toContain(names[first]);
      // The resignation came as the quitter's turn began: the log ends with the mover's turn, not
      // with a heading for a turn in which nothing happened.
      expect(await page.locator('[data-testid=game-log] li').last().getAttribute('data-type')).not.toBe('turn');
      // One step back, the game is still on.
      await page.getByTestId('replay-back').click();
      expect(await page.getByTestId('replay-ending').count()).toBe(0);
      expect(await page.getByTestId('end-resigned').count()).toBe(0);
    } catch (error) {
      await saveScreenshots([page], ctx.task.name);
      throw error;
    }
  });
});
