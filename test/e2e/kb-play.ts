// Playing Kingdom Builder in the browser the simple way, in a page or a widget's frame: on each of
// your turns, the first legal hex until none is left, then End turn; bots play the rest.
import { expect } from 'vitest';
import { click, type Surface } from './frame-click.ts';

const WAIT = { timeout: 20_000 };

const lastKbLog = (where: Surface) => where.getByTestId('kb-board').getAttribute('data-log').then(Number);

/** Whether the board took the move (a newer log, or the game over) within `ms`. */
async function kbSettled(where: Surface, before: number, ms = WAIT.timeout): Promise<boolean> {
  try {
    await where.waitForFunction((b) => {
      const board = document.querySelector<HTMLElement>('[data-testid=kb-board]');
      return board !== null && (Number(board.dataset.log) > b || board.dataset.over === 'true') && board.dataset.pending === 'false';
    }, before, { timeout: ms });
    return true;
  } catch {
    return false;
  }
}

/**
 * One Kingdom Builder turn. A tap that the board did not take (in a frame, one landed while the
 * map was still being scrolled into view) is tried again, a few times at most.
 */
export async function kbTurn(where: Surface): Promise<void> {
  let missed = 0;
  for (let i = 0; i < 40; i++) {
    const before = await lastKbLog(where);
    if (await where.getByTestId('kb-target').count() > 0) await click(where, where.getByTestId('kb-target').first());
    else if (await where.getByTestId('kb-end-turn').count() > 0) {
      await click(where, where.getByTestId('kb-end-turn'));
      expect(await kbSettled(where, before)).toBe(true);
      return;
    } else return;
    if (await kbSettled(where, before, 5_000)) continue;
    missed++;
    expect(missed, 'taps the board did not take').toBeLessThan(4);
  }
}

/** Plays your turns until the end screen, failing after `ms`. */
export async function kbPlayToEnd(where: Surface, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await where.getByTestId('kb-end').count())) {
    const mine = await where.getByTestId('kb-status').getAttribute('data-mine');
    if (mine === 'true') await kbTurn(where);
    else await where.waitForTimeout(50);
    expect(Date.now()).toBeLessThan(deadline);
  }
}
