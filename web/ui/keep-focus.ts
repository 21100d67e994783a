// After a move the control that had keyboard focus often goes away (a played card leaves the hand)
// or is disabled while the move travels, and the browser drops focus to <body>: a keyboard or
// screen-reader player would start again from the top of the page. This keeps focus where the
// player was: the same control once it is back, else the control now at the same place in the
// same group, else the first control of the turn's dock, else the board itself.
import { type RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const GROUP = 'ul, ol, [role=group], [role=toolbar], form';

interface Place { el: Element; group: Element | null; index: number }

/** Still on the page, enabled and drawn. */
function usable(el: Element): boolean {
  return el.isConnected && el.matches(FOCUSABLE) && el.getClientRects().length > 0;
}

function focusables(within: Element): Element[] {
  return [...within.querySelectorAll(FOCUSABLE)].filter(usable);
}

/** `shown`: whether `root` is on the page now (the board appears when the game starts). */
export function useKeepFocus(root: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const board = root.current;
    if (!board) return;
    let place: Place | null = null;
    let parking = false;

    const onFocusIn = (event: FocusEvent) => {
      const el = event.target as Element;
      if (el === board) {
        if (!parking) place = null;
        return;
      }
      const group = el.parentElement?.closest(GROUP) ?? null;
      place = { el, group: group && board.contains(group) ? group : null, index: group ? focusables(group).indexOf(el) : 0 };
    };
    // Focus that leaves on purpose (a click on the page, Tab out of the board) is the player's choice.
    const onFocusOut = () => queueMicrotask(() => {
      if (place && usable(place.el) && !board.contains(document.activeElement)) place = null;
    });

    const restore = () => {
      const active = document.activeElement;
      if (!place || (active && active !== document.body && active !== board)) return;
      const { el, group, index } = place;
      const dock = board.querySelector('[data-testid=dock]');
      const inGroup = group?.isConnected ? focusables(group) : [];
      const next = usable(el) ? el
        : inGroup[Math.min(index, inGroup.length - 1)] ?? (dock ? focusables(dock)[0] : undefined);
      parking = next === undefined;
      if (next) (next as HTMLElement).focus({ preventScroll: true });
      else if (active !== board) board.focus({ preventScroll: true });
      parking = false;
      if (next) place = { el: next, group, index };
    };

    const observer = new MutationObserver(() => queueMicrotask(restore));
    observer.observe(board, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    board.addEventListener('focusin', onFocusIn);
    board.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      board.removeEventListener('focusin', onFocusIn);
      board.removeEventListener('focusout', onFocusOut);
    };
  }, [shown]);
}
