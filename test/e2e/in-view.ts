// Is a control really there for the person: inside the window and not under anything drawn over
// it (a sticky bar, a zoomed card)? Checked the way a tap finds its target: elementFromPoint.
import type { Locator, Page } from 'playwright-core';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';

/** 'ok', or what is wrong: outside the window, or which element a tap on it would hit instead. */
export function uncovered(target: Locator): Promise<string> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return 'not drawn';
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
      return `outside the window: top ${Math.round(r.top)}, bottom ${Math.round(r.bottom)} of ${innerHeight}`;
    }
    // The centre and two points well inside the corners (rounded corners belong to the parent).
    const points: [number, number][] = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + r.width * 0.2, r.top + r.height * 0.2],
      [r.left + r.width * 0.8, r.top + r.height * 0.8],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit))) {
        return `covered at (${Math.round(x)}, ${Math.round(y)}) by ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing'}`;
      }
    }
    return 'ok';
  });
}

export function scrollToBottom(page: Page): Promise<void> {
  return page.evaluate(() => { scrollTo(0, document.documentElement.scrollHeight); });
}

/** Scrolls so that `target`'s top sits at the top of the window (as a thumb would, roughly). */
export function scrollTopTo(target: Locator): Promise<void> {
  return target.evaluate((el) => { scrollBy(0, el.getBoundingClientRect().top); });
}

const RESULTS = join(import.meta.dirname, '..', '..', 'test-results');

/** The window as the person sees it (or one element of it), kept in test-results/ for a human to look at. */
export async function keepScreenshot(target: Page | Locator, name: string): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  await target.screenshot({ path: join(RESULTS, `${name}.png`) });
}
