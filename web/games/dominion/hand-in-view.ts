// A question about the hand (Militia's "discard 2", Cellar, Torturer's discard) is answered by
// tapping cards in the hand, which sits below the sticky dock. When such a question arrives and
// the hand is out of sight (the player had scrolled to the supply, the log or the seats), the page
// scrolls so the hand sits just under the dock: question, buttons and cards in view together.
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

const GAP = 8;

export function useHandInView(dock: RefObject<HTMLElement | null>, hand: RefObject<HTMLElement | null>, questionKey: string | null): void {
  useEffect(() => {
    if (questionKey === null || !dock.current || !hand.current) return;
    const below = dock.current.getBoundingClientRect().bottom;
    const top = hand.current.getBoundingClientRect().top;
    // Visible enough: the hand's top lies between the dock and the lower third of the window.
    if (top >= below && top <= innerHeight * 0.66) return;
    scrollBy({ top: top - below - GAP, behavior: 'instant' });
  }, [questionKey]);
}
