// One log entry as a sentence: "Anna plays Militia", "Ben discards 2 cards".
import type { VisibleLogEntry } from '../../../party/games/core/types.ts';
import { cardName } from './cards.ts';
import { dt, dtHas } from './t.ts';

type Data = NonNullable<VisibleLogEntry['data']>;

/** "Copper, Copper, Silver" reads as "2 × Copper, Silver". */
export function cardList(ids: readonly unknown[]): string {
  const counts = new Map<string, number>();
  for (const id of ids) if (typeof id === 'string') counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, n]) => (n > 1 ? `${n} × ${cardName(id)}` : cardName(id))).join(', ');
}

/** The cards an entry names, from whichever of its public or private parts says. */
function cardsOf(d: Data | undefined): string | null {
  if (!d) return null;
  if (typeof d.card === 'string') return cardName(d.card);
  if (Array.isArray(d.cards)) return cardList(d.cards);
  return null;
}

export function logLine(e: VisibleLogEntry, nameOf: (seat: number) => string): string {
  const name = e.seat === undefined ? '' : nameOf(e.seat);
  const d = e.data;
  const n = typeof d?.n === 'number' ? d.n : 0;
  const cards = cardsOf(e.mine) ?? cardsOf(d) ?? '';
  const to = typeof d?.to === 'number' ? nameOf(d.to) : typeof d?.to === 'string' ? d.to : '';
  switch (e.type) {
    case 'turn': return dt('log.turn', { name, n });
    case 'draw': return e.mine ? dt('log.drawSeen', { name, cards }) : dt('log.draw', { name, n });
    case 'discard': return e.mine || !d?.n ? dt('log.discardSeen', { name, cards }) : dt('log.discard', { name, n });
    case 'topdeck': return e.mine || !d?.n ? dt('log.topdeckSeen', { name, cards }) : dt('log.topdeck', { name, n });
    case 'gain':
      if (d?.from === 'trash') return dt('log.gainTrash', { name, cards });
      if (to === 'hand') return dt('log.gainHand', { name, cards });
      if (to === 'deck') return dt('log.gainDeck', { name, cards });
      return dt('log.gain', { name, cards });
    case 'react': return dt('log.react', { name, cards, attack: typeof d?.to === 'string' ? cardName(d.to) : '' });
    case 'pass': return e.mine ? dt('log.passSeen', { name, cards, to }) : dt('log.pass', { name, to });
    case 'shuffle': return dt('log.shuffle', { name });
    case 'deck-to-discard': return dt('log.deckToDiscard', { name });
    case 'end': return dt('log.end');
    default: {
      const key = `log.${e.type}`;
      return dtHas(key) ? dt(key, { name, cards, n }) : `${name}: ${e.type} ${cards}`.trim();
    }
  }
}
