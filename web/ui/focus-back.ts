import { useEffect, useRef } from 'preact/hooks';

/**
 * Focus for a button the next render puts back: a question (AskFirst) answered "no" gives way to
 * the button that asked it, and the keyboard goes on from there rather than from the page's top.
 */
export function useFocusBack<T extends HTMLElement>() {
  const root = useRef<T>(null);
  const next = useRef<string | null>(null);
  useEffect(() => {
    if (next.current === null) return;
    root.current?.querySelector<HTMLElement>(next.current)?.focus();
    next.current = null;
  });
  /** After the coming render, focus the element `selector` finds inside `root`. */
  const focusBack = (selector: string) => { next.current = selector; };
  return { root, focusBack };
}
