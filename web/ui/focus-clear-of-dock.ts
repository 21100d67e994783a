// Keyboard focus must never land under a game's sticky dock (WCAG 2.4.11, focus not obscured):
// the browser scrolls a focused control into the window, but not out from under a bar stuck over
// the window's top. So when the keyboard moves the focus to something below the dock that the dock
// covers, the page scrolls it out from under it, a frame later (a Kingdom Builder hex first moves
// the map to show itself). Only for the keyboard: the focus a tap keeps in the game must not scroll
// the page under the finger (the table-shift test saw it), and the dock's own controls are never
// moved (a scroll padding on the window did that).
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

const GAP = 8;

export function useFocusClearOfDock(dock: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = dock.current;
    if (!bar) return;
    let keyboard = false;
    let frame = 0;
    const byKeys = () => { keyboard = true; };
    const byPointer = () => { keyboard = false; };
    const focused = (event: FocusEvent) => {
      const target = event.target;
      if (!keyboard || !(target instanceof Element) || bar.contains(target)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (document.activeElement !== target) return;
        const dockBox = bar.getBoundingClientRect();
        const covered = dockBox.bottom + GAP - target.getBoundingClientRect().top;
        // Only a bar stuck at the window's top covers what it overlaps; below it there is room.
        if (covered > 0 && dockBox.top <= 0) scrollBy({ top: -covered, behavior: 'instant' });
      });
    };
    // Capture: the flags are set before the key's or the press's own handlers move the focus.
    document.addEventListener('keydown', byKeys, true);
    document.addEventListener('pointerdown', byPointer, true);
    document.addEventListener('focusin', focused, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', byKeys, true);
      document.removeEventListener('pointerdown', byPointer, true);
      document.removeEventListener('focusin', focused, true);
    };
  }, []);
}
