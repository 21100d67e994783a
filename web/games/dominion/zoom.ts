// One enlarged card at a time, shown while a card is hovered, focused or long-pressed, and gone as
// soon as the player does anything else: on a phone it covers the hand and its buttons.
import { signal } from '@preact/signals';
import { useEffect, useLayoutEffect } from 'preact/hooks';

export const zoomed = signal<string | null>(null);

/**
 * The element that opened the zoom. Closing goes by element, not by card: a hand slot keeps its
 * element when the card in it changes (a card played from the middle shifts the rest), and a
 * leave compared by card then missed and left the old card enlarged for good.
 */
let owner: Element | null = null;
/** A card just clicked stays small until the pointer leaves it: the player has moved on. */
let dismissed: Element | null = null;

function show(id: string, el: Element): void {
  owner = el;
  zoomed.value = id;
}

function hide(el: Element): void {
  if (owner === el) closeZoom();
}

function closeZoom(): void {
  owner = null;
  zoomed.value = null;
}

const LONG_PRESS_MS = 450;

/**
 * Handlers for an element showing card `id`. A long press on a touch screen peeks at the card
 * and swallows the click that would otherwise follow, so peeking never plays or buys it.
 */
export function zoomHandlers(id: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let peeked = false;
  const stop = () => { clearTimeout(timer); timer = undefined; };
  const target = (e: Event) => e.currentTarget as Element;
  return {
    // A tap also sends mouse and focus events; only a real mouse or the keyboard should zoom.
    // Moving, not entering: the browser also reports an enter when the page moves another card
    // under a still pointer (the hand closing up after a card is played).
    onPointerMove: (e: PointerEvent) => {
      const el = target(e);
      if (e.pointerType === 'mouse' && el !== dismissed && (owner !== el || zoomed.value !== id)) show(id, el);
    },
    onPointerLeave: (e: PointerEvent) => {
      if (dismissed === target(e)) dismissed = null;
      hide(target(e));
    },
    onFocus: (e: FocusEvent) => { if (target(e).matches(':focus-visible')) show(id, target(e)); },
    onBlur: (e: FocusEvent) => hide(target(e)),
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      peeked = false;
      const el = target(e);
      timer = setTimeout(() => { peeked = true; show(id, el); }, LONG_PRESS_MS);
    },
    onPointerUp: (e: PointerEvent) => {
      stop();
      if (peeked) hide(target(e));
    },
    // A cancelled touch still ends in pointerleave, which closes a peek.
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

/**
 * While a card is enlarged: a press anywhere else, any click (choosing the card itself included)
 * or Escape closes it, so it never stays over the hand after the player has moved on.
 */
export function useZoomDismissal(open: boolean): void {
  // A board that goes away (leaving the table) takes its enlarged card along.
  useEffect(() => closeZoom, []);
  // Attached with the enlarged card itself, not a frame later, so an Escape pressed as soon as
  // it shows is not lost.
  useLayoutEffect(() => {
    if (!open) return;
    const onPress = (e: PointerEvent) => { if (!(owner && e.target instanceof Node && owner.contains(e.target))) closeZoom(); };
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') closeZoom(); };
    const onClick = () => { dismissed = owner; closeZoom(); };
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
}
