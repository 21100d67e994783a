import { useEffect, useRef } from 'preact/hooks';

/**
 * Focus for an element the next render puts in place: a question (AskFirst) answered "no" gives
 * way to the button that asked it, and a device removed leaves its row; the keyboard goes on from
 * there rather than from the top of the page. Elements are held by ref, not found by selector.
 */
export function useFocusAfterRender() {
  const elements = useRef(new Map<string, HTMLElement>());
  const next = useRef<string | null>(null);
  useEffect(() => {
    if (next.current === null) return;
    const element = elements.current.get(next.current);
    next.current = null;
    if (element?.isConnected) element.focus();
  });
  /** The ref of the element `key` names (the one drawn last). */
  const focusable = (key: string) => (element: HTMLElement | null) => { if (element) elements.current.set(key, element); };
  /** After the coming render, focus the element `key` names. */
  const focusAfterRender = (key: string) => { next.current = key; };
  return { focusable, focusAfterRender };
}
