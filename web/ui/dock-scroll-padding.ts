// Keyboard focus must never land under a game's sticky dock (WCAG 2.4.11, focus not obscured):
// while a board is shown, the window's scroll padding is kept at the dock's height, so the
// browser's own scrolling to a focused control (and to the "skip to the game" anchor) stops below
// the dock rather than behind it. A dock taller than half the window (a long question on a phone)
// pads only that half: a control must still fit in what is left.
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

const GAP = 8;

export function useDockScrollPadding(dock: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = dock.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement;
    const pad = () => {
      const height = Math.min(el.getBoundingClientRect().height, innerHeight / 2);
      root.style.scrollPaddingTop = `${Math.ceil(height) + GAP}px`;
    };
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, []);
}
