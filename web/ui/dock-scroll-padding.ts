// Keyboard focus must never land under a game's sticky dock (WCAG 2.4.11, focus not obscured):
// while someone moves through a board by keyboard, the window's scroll padding is kept at the
// dock's height, so the browser's own scrolling to a focused control stops below the dock rather
// than behind it. Only then: a tap's focus kept in the game would otherwise scroll the page under
// the finger (the table-shift test saw it). A dock taller than half the window (a long question
// on a phone) pads only that half: a control must still fit in what is left.
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

const GAP = 8;

export function useDockScrollPadding(dock: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = dock.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement;
    let keyboard = false;
    const pad = () => {
      root.style.scrollPaddingTop = keyboard ? `${Math.ceil(Math.min(el.getBoundingClientRect().height, innerHeight / 2)) + GAP}px` : '';
    };
    const byKeys = () => { if (!keyboard) { keyboard = true; pad(); } };
    const byPointer = () => { if (keyboard) { keyboard = false; pad(); } };
    // Capture: the padding is in place before the key's own handler moves the focus.
    document.addEventListener('keydown', byKeys, true);
    document.addEventListener('pointerdown', byPointer, true);
    const observer = new ResizeObserver(pad);
    observer.observe(el);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', byKeys, true);
      document.removeEventListener('pointerdown', byPointer, true);
      root.style.scrollPaddingTop = '';
    };
  }, []);
}
