// VP of everything a player owns, with a breakdown by card id. Scoring reads the player's
// holdings (`owned`, `vpCards`), kept up to date by `own` wherever a card changes hands, so the
// VP recorded after every turn costs a few additions instead of a pass over the whole deck.
import { CARDS } from './cards/table.ts';
import type { CardId, Holdings, PlayerState } from './types.ts';

const ZONES = ['hand', 'deck', 'discard', 'play', 'aside', 'revealed'] as const;

/** Holdings counted from the zones: for a new position, and to check the running counts. */
export function countHoldings(p: Omit<PlayerState, keyof Holdings>): Holdings {
  const vpCards: Record<CardId, number> = {};
  let owned = 0;
  for (const z of ZONES) {
    for (const c of p[z]) {
      owned++;
      if (CARDS[c]?.vp !== undefined) vpCards[c] = (vpCards[c] ?? 0) + 1;
    }
  }
  return { owned, vpCards };
}

/** Books card `id` becoming the player's (`n` = 1) or leaving them (`n` = -1): trashed, passed on. */
export function own(p: Holdings, id: CardId, n: 1 | -1): void {
  p.owned += n;
  if (CARDS[id]?.vp === undefined) return;
  const left = (p.vpCards[id] ?? 0) + n;
  if (left === 0) delete p.vpCards[id];
  else p.vpCards[id] = left;
}

function vpOf(id: CardId, h: Holdings): number {
  const vp = CARDS[id]?.vp ?? 0;
  return (typeof vp === 'number' ? vp : vp(h)) * (h.vpCards[id] as number);
}

export function vpTotal(h: Holdings): number {
  let total = 0;
  for (const id in h.vpCards) total += vpOf(id, h);
  return total;
}

export function scoreOf(p: PlayerState): { total: number; breakdown: Record<CardId, number> } {
  const h = holdingsOf(p);
  const breakdown: Record<CardId, number> = {};
  let total = 0;
  for (const id in h.vpCards) {
    const v = vpOf(id, h);
    breakdown[id] = v;
    total += v;
  }
  return { total, breakdown };
}

/** A state saved before holdings were kept has none: count them from the zones. */
export function holdingsOf(p: PlayerState): Holdings {
  return p.vpCards === undefined ? countHoldings(p) : p;
}
