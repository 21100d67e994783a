// Drawing a page's many pictures one per task, in the order they mount, so no single task keeps a
// phone from answering (Lighthouse counted one 400-560 ms task when all were drawn together).
import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** How near the window a picture is drawn: as it enters it. */
const NEAR = '0px';

const waiting: (() => void)[] = [];
let scheduled = false;

function drawNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(drawNext, 0);
  else scheduled = false;
}

/**
 * False until this picture (`box`, its empty frame) enters the window and its turn has come; then
 * true for good. Pictures below the fold wait until the reader scrolls to them, so none of their
 * drawing falls in the page's load (Lighthouse saw 50-150 ms tasks there, one per picture, and
 * drawing even the one just below the fold kept its blocking time at 100-350 ms).
 */
export function useTurnToDraw(box: RefObject<Element | null>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const queue = () => {
      waiting.push(() => { if (live) setReady(true); });
      if (!scheduled) {
        scheduled = true;
        setTimeout(drawNext, 0);
      }
    };
    const el = box.current;
    if (!el || typeof IntersectionObserver !== 'function') {
      queue();
      return () => { live = false; };
    }
    const near = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      near.disconnect();
      queue();
    }, { rootMargin: NEAR });
    near.observe(el);
    return () => {
      live = false;
      near.disconnect();
    };
  }, []);
  return ready;
}
