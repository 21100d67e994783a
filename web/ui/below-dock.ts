// Some moments need a part of a game board right under the sticky dock: a question about the hand
// (Militia's "discard 2", Cellar, Torturer's discard) is answered by tapping cards in the hand,
// and the map when a phone's turn comes. (A game's end is the table's: web/pages/table/end-in-view.ts
// shows the ratings and Play again, with the dock's winner line below them.) When such a moment comes and
// that part is out of sight (the player had scrolled to the supply, the log or the seats), the
// page scrolls so it sits just under the dock, once per moment.
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

const GAP = 8;

/** `moment` names the occasion (a question's key, a turn); null means there is none now. */
export function useBelowDock(dock: RefObject<HTMLElement | null>, target: RefObject<HTMLElement | null>, moment: string | null): void {
  useEffect(() => {
    if (moment === null || !dock.current || !target.current) return;
    const box = dock.current.getBoundingClientRect();
    const top = target.current.getBoundingClientRect().top;
    // Visible enough: its top lies between the dock and the lower third of the window.
    if (top >= box.bottom && top <= innerHeight * 0.66) return;
    // The dock sticks to the window's top once the page scrolls past it, so after the scroll it
    // covers its own height, even where it still stands lower down now (a phone's page header
    // above it scrolls away).
    scrollBy({ top: top - box.height - GAP, behavior: 'instant' });
  }, [moment]);
}
