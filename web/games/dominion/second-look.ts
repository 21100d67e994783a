// A second look before buying a card that costs its owner VP (a Curse): the first tap or key press
// arms the pile, a second one on the same pile within a few seconds buys. Which cards ask is read
// from the engine's card table (a printed VP below zero); whether the buy is legal still comes from
// the turn prompt alone. Copper buys at once: a card worth nothing is a real strategy, not a loss.
import { useEffect, useRef, useState } from 'preact/hooks';
import { CARDS, cardName } from './cards.ts';
import { dt } from './t.ts';

/** How long an armed pile waits for its second tap. */
export const ARMED_MS = 5000;

/** The card's printed VP when it is below zero (Curse: -1), otherwise null: nothing to look at twice. */
export function vpLoss(card: string): number | null {
  const vp = CARDS[card]?.vp;
  return typeof vp === 'number' && vp < 0 ? vp : null;
}

/** What an armed pile says, as its name and to screen readers: "Curse is worth −1 VP: tap or press again to buy it". */
export function againText(card: string): string {
  return dt('supply.again', { card: cardName(card), vp: String(vpLoss(card) ?? 0).replace('-', '−') });
}

export interface SecondLook {
  /** The pile waiting for its second tap, or null. */
  armed: string | null;
  /** Buys `card` now, or arms it first when it costs VP and is not armed yet. */
  tap: (card: string, buy: () => void) => void;
}

/**
 * The armed pile of this question (`key`: a new prompt or log line disarms). Any other action
 * disarms too: a pointer pressed or focus moved anywhere but on the armed pile, or the time out.
 */
export function useSecondLook(key: string): SecondLook {
  const [state, setState] = useState<{ key: string; card: string } | null>(null);
  const armed = state !== null && state.key === key ? state.card : null;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (armed === null) return undefined;
    const elsewhere = (e: Event) => {
      const target = e.target instanceof Element ? e.target : null;
      if (!target?.closest(`[data-armed="${armed}"]`)) setState(null);
    };
    timer.current = setTimeout(() => setState(null), ARMED_MS);
    document.addEventListener('pointerdown', elsewhere, true);
    document.addEventListener('focusin', elsewhere, true);
    return () => {
      clearTimeout(timer.current);
      document.removeEventListener('pointerdown', elsewhere, true);
      document.removeEventListener('focusin', elsewhere, true);
    };
  }, [armed, key]);

  const tap = (card: string, buy: () => void) => {
    if (vpLoss(card) === null || armed === card) {
      setState(null);
      buy();
    } else {
      setState({ key, card });
    }
  };
  return { armed, tap };
}
