// VP of everything a player owns, with a breakdown by card id.
import { CARDS } from './cards/table.ts';
import type { CardId, PlayerState } from './types.ts';

const ZONES = ['hand', 'deck', 'discard', 'play', 'aside', 'revealed'] as const;

export function ownedCards(p: PlayerState): CardId[] {
  const out: CardId[] = [];
  for (const z of ZONES) for (const c of p[z]) out.push(c);
  return out;
}

export function scoreOf(p: PlayerState): { total: number; breakdown: Record<CardId, number> } {
  const breakdown: Record<CardId, number> = {};
  let total = 0;
  let owned: CardId[] | null = null;
  for (const z of ZONES) {
    for (const c of p[z]) {
      const vp = CARDS[c]?.vp;
      if (vp === undefined) continue;
      const v = typeof vp === 'number' ? vp : vp((owned ??= ownedCards(p)));
      breakdown[c] = (breakdown[c] ?? 0) + v;
      total += v;
    }
  }
  return { total, breakdown };
}
