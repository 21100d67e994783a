// A box that grows with its content but never shrinks back, so what lies below it never moves up
// under a thumb: a game's dock is shorter once the treasures are played or on another player's
// turn, and a hand is shorter once cards leave it, and either would pull the supply or the map up
// just as the player reaches for it (issue 35). A new window width starts afresh, and the box
// never holds more than `cap` of the window's height, so one tall moment cannot keep the screen.
// Once the game is over (`active` false) nothing is tapped in it any more: the box lets go, so the
// end's winners and scores do not sit under the empty room of a turn's buttons.
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

export function useSteadyHeight(box: RefObject<HTMLElement | null>, cap = 0.5, active = true): void {
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !active || typeof ResizeObserver !== 'function') return;
    let width = innerWidth;
    let floor = 0;
    const hold = () => {
      if (innerWidth !== width) {
        width = innerWidth;
        floor = 0;
        el.style.minHeight = '';
      }
      const height = Math.min(el.getBoundingClientRect().height, innerHeight * cap);
      if (height > floor) {
        floor = height;
        el.style.minHeight = `${floor}px`;
      }
    };
    hold();
    const observer = new ResizeObserver(hold);
    observer.observe(el);
    return () => {
      observer.disconnect();
      el.style.minHeight = '';
    };
  }, [active]);
}
