import { useEffect, useRef } from 'preact/hooks';

/**
 * Focus for an element a coming render puts in place: a question (AskFirst) answered "no" gives
 * way to the button that asked it, a device removed leaves its row, a seat left shows the button
 * to take it back once the room has answered; the keyboard goes on from there rather than from
 * the top of the page. Elements are held by ref, not found by selector; the focus waits for the
 * first render that draws the element (a newer request replaces it).
 */
export function useFocusAfterRender() {
  const elements = useRef(new Map<string, HTMLElement>());
  const next = useRef<string | null>(null);
  useEffect(() => {
    if (next.current === null) return;
    const element = elements.current.get(next.current);
    if (!element?.isConnected) return;
    next.current = null;
    element.focus();
  });
  /** The ref of the element `key` names (the one drawn last). */
  const focusable = (key: string) => (element: HTMLElement | null) => { if (element) elements.current.set(key, element); };
  /** Focus the element `key` names as soon as a render has drawn it. */
  const focusAfterRender = (key: string) => { next.current = key; };
  return { focusable, focusAfterRender };
}
