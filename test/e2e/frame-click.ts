// A click into a widget's frame (an out-of-process iframe: the widget lives on another site) can
// be routed to the host page instead. For a moment after the host resizes the frame (the widget
// asks for its height after most moves), Chromium hit-tests against the frame's old size: the host
// page gets the click on its <iframe> element and the widget never sees it. Caught in CI and here
// about 1 run in 10 under load (the host logged mousedown, mouseup and click on IFRAME, the
// frame's page nothing). So a click in a frame is checked, and made again if it never arrived.
import type { Frame, Locator, Page } from 'playwright-core';

/** A page of the site, or a widget's frame on another site. */
export type Surface = Page | Frame;

const ATTEMPTS = 3;

/** Clicks `target`; in a frame, again if the frame's page saw no click (it went to the host page). */
export async function click(where: Surface, target: Locator, options?: { timeout?: number }): Promise<void> {
  if (!('parentFrame' in where) || where.parentFrame() === null) return target.click(options);
  for (let attempt = 1; ; attempt++) {
    const before = await clicksSeen(where);
    await target.click(options);
    if (await arrived(where, before)) return;
    if (attempt === ATTEMPTS) throw new Error(`${ATTEMPTS} clicks on ${target} never reached the frame's page`);
    console.info(`click ${attempt} on ${target} went to the host page; clicking again`);
  }
}

/** How many clicks the frame's page has seen (counting from the first time it is asked). */
function clicksSeen(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    const w = window as unknown as { clicksSeen?: number };
    if (w.clicksSeen === undefined) {
      w.clicksSeen = 0;
      document.addEventListener('click', () => { w.clicksSeen! += 1; }, true);
    }
    return w.clicksSeen;
  });
}

// The click's handlers have run by the time Playwright's click returns; the wait is only margin.
// A frame showing a new document (the click followed a link) counts as reached: nothing in it
// counts clicks yet, and a click made again there would act twice.
async function arrived(frame: Frame, before: number): Promise<boolean> {
  try {
    await frame.waitForFunction((b) => {
      const seen = (window as unknown as { clicksSeen?: number }).clicksSeen;
      return seen === undefined || seen > b;
    }, before, { timeout: 2_000 });
    return true;
  } catch {
    return false;
  }
}
