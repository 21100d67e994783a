// A game's end is told above the board (ratings after it, the daily's result, Play again): when a
// table is or becomes finished, that part of the page is brought into view, wherever the page was
// scrolled (to the board during play, or by the browser restoring a reload's old offset).
import { useEffect } from 'preact/hooks';
import type { RoomInfo } from '../../../party/protocol/room.ts';

const END_PARTS = '[data-testid=table] :is([data-testid=rating-changes], .daily-card, [data-testid=play-again])';

const GAP = 8;

function showEnd(): void {
  const first = document.querySelector<HTMLElement>(END_PARTS);
  if (!first) return;
  const top = first.getBoundingClientRect().top;
  if (top < 0 || top > innerHeight / 2) scrollBy({ top: top - GAP, behavior: 'instant' });
}

/** Brings the end of `room`'s game into view when it ends, when the page opens on it, and when its ratings arrive. */
export function useEndInView(room: RoomInfo | undefined): void {
  const finished = room?.status === 'finished';
  const ratingsIn = finished && room.seats.some((s) => s.ratingChange);
  useEffect(() => {
    if (!finished) return;
    // A reload's scroll offset is the browser's to restore, after the first paint: a table shows
    // its live state instead, so the offset is not kept for it.
    history.scrollRestoration = 'manual';
    const frame = requestAnimationFrame(showEnd);
    return () => cancelAnimationFrame(frame);
  }, [finished, ratingsIn]);
  useEffect(() => () => { history.scrollRestoration = 'auto'; }, []);
}
