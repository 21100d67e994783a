// Deck tracking from the log, as a careful player does at a table without the VP counter: every
// player starts with 7 Coppers and 3 Estates; buys and gains add cards, trashes remove them, and
// Masquerade passes move them (the passed card is known to the two players concerned only, so a
// pass between two others is unknown and ignored).
import type { VisibleLogEntry } from '../../core/types.ts';
import { vpOf } from './roles.ts';

/** Cards owned, by id. */
export type Counts = Record<string, number>;

export function startingDeck(): Counts {
  return { copper: 7, estate: 3 };
}

export function addCard(c: Counts, id: string, k = 1): void {
  c[id] = (c[id] ?? 0) + k;
}

export function removeCard(c: Counts, id: string): void {
  const k = c[id] ?? 0;
  if (k <= 1) delete c[id];
  else c[id] = k - 1;
}

export function deckSize(c: Counts): number {
  let n = 0;
  for (const id in c) n += c[id] as number;
  return n;
}

export function countOf(c: Counts, id: string): number {
  return c[id] ?? 0;
}

export function vpTotal(c: Counts): number {
  const size = deckSize(c);
  let vp = 0;
  for (const id in c) vp += vpOf(id, c, size) * (c[id] as number);
  return vp;
}

const cardOf = (data: VisibleLogEntry['data'] | VisibleLogEntry['mine']): string | undefined => {
  const c = data?.card;
  return typeof c === 'string' ? c : undefined;
};

/** Every seat's cards, as the log tells this viewer. */
export function trackDecks(log: readonly VisibleLogEntry[], seats: number): Counts[] {
  const decks = Array.from({ length: seats }, startingDeck);
  for (const e of log) {
    const deck = e.seat === undefined ? undefined : decks[e.seat];
    if (!deck) continue;
    if (e.type === 'buy' || e.type === 'gain') {
      const id = cardOf(e.data);
      if (id) addCard(deck, id);
    } else if (e.type === 'trash') {
      const cards = e.data?.cards;
      if (Array.isArray(cards)) for (const id of cards) if (typeof id === 'string') removeCard(deck, id);
    } else if (e.type === 'pass') {
      const id = cardOf(e.mine);
      const to = e.data?.to;
      if (id && typeof to === 'number' && decks[to]) {
        removeCard(deck, id);
        addCard(decks[to] as Counts, id);
      }
    }
  }
  return decks;
}
