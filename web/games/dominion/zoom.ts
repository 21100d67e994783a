// One enlarged card at a time, shown while a card is hovered, focused or long-pressed.
import { signal } from '@preact/signals';

export const zoomed = signal<string | null>(null);

const LONG_PRESS_MS = 450;

/**
 * Handlers for an element showing card `id`. A long press on a touch screen peeks at the card
 * and swallows the click that would otherwise follow, so peeking never plays or buys it.
 */
export function zoomHandlers(id: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let peeked = false;
  const stop = () => { clearTimeout(timer); timer = undefined; };
  return {
    // A tap also sends mouse and focus events; only a real mouse or the keyboard should zoom.
    onPointerEnter: (e: PointerEvent) => { if (e.pointerType === 'mouse') zoomed.value = id; },
    onPointerLeave: () => { if (zoomed.value === id) zoomed.value = null; },
    onFocus: (e: FocusEvent) => { if ((e.currentTarget as Element).matches(':focus-visible')) zoomed.value = id; },
    onBlur: () => { if (zoomed.value === id) zoomed.value = null; },
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      peeked = false;
      timer = setTimeout(() => { peeked = true; zoomed.value = id; }, LONG_PRESS_MS);
    },
    onPointerUp: () => {
      stop();
      if (peeked && zoomed.value === id) zoomed.value = null;
    },
    onPointerCancel: stop,
    onContextMenu: (e: Event) => { if (peeked) e.preventDefault(); },
    onClickCapture: (e: Event) => {
      if (!peeked) return;
      peeked = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}
