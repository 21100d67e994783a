// Leave and Resign ask first. Their button sits in the players panel, which grows a line when the
// seat's rating arrives (after the page has proved its player), so a click that lands just then
// can start on the button and end beside it: no click, no question. Ask until the question shows;
// a question that never shows still fails the test.
import { expect } from 'vitest';
import { click, type Surface } from './frame-click.ts';
const WAIT = { timeout: 20_000 };

/** Clicks Leave or Resign until its question is open. */
export async function ask(page: Surface, what: 'leave' | 'resign'): Promise<void> {
  const question = page.getByTestId(`${what}-question`);
  const button = page.getByTestId(what === 'leave' ? 'leave-game' : 'resign');
  await expect.poll(async () => {
    if (await question.count()) return true;
    await click(page, button, WAIT);
    return (await question.count()) > 0;
  }, WAIT).toBe(true);
}

/** Resigns a 2-player game: the button, then its confirmation. */
export async function resign(page: Surface): Promise<void> {
  await ask(page, 'resign');
  await click(page, page.getByTestId('resign-confirm'), WAIT);
}
