// One log entry as a sentence: "Anna plays Militia", "Ben discards 2 cards".
import type { VisibleLogEntry } from '../../../party/games/core/types.ts';
import { cardName } from './cards.ts';
import { t, tHas } from './t.ts';

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
    case 'turn': return t('log.turn', { name, n });
    case 'draw': return e.mine ? t('log.drawSeen', { name, cards }) : t('log.draw', { name, n });
    case 'discard': return e.mine || !d?.n ? t('log.discardSeen', { name, cards }) : t('log.discard', { name, n });
    case 'topdeck': return e.mine || !d?.n ? t('log.topdeckSeen', { name, cards }) : t('log.topdeck', { name, n });
    case 'gain':
      if (d?.from === 'trash') return t('log.gainTrash', { name, cards });
      if (to === 'hand') return t('log.gainHand', { name, cards });
      if (to === 'deck') return t('log.gainDeck', { name, cards });
      return t('log.gain', { name, cards });
    case 'react': return t('log.react', { name, cards, attack: typeof d?.to === 'string' ? cardName(d.to) : '' });
    case 'pass': return e.mine ? t('log.passSeen', { name, cards, to }) : t('log.pass', { name, to });
    case 'shuffle': return t('log.shuffle', { name });
    case 'deck-to-discard': return t('log.deckToDiscard', { name });
    case 'end': return t('log.end');
    default: {
      const key = `log.${e.type}`;
      return tHas(key) ? t(key, { name, cards, n }) : `${name}: ${e.type} ${cards}`.trim();
    }
  }
}
