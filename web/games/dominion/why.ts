// Says why the room refused a move, from the engine's reason (GameEngine.explain), in the
// reader's language: the page only words the reason, it never works one out.
import type { Refusal } from '../../../party/games/core/types.ts';
import { defineMessages } from '../../i18n/index.ts';
import type { Refused } from '../types.ts';
import { cardName } from './cards.ts';
import { en, type DominionWhyKey } from './why/en.ts';

export const wt = defineMessages<DominionWhyKey>({
  en,
  ru: () => import('./why/ru.ts').then((m) => m.ru),
  hu: () => import('./why/hu.ts').then((m) => m.hu),
  pl: () => import('./why/pl.ts').then((m) => m.pl),
});

/** The id of the board's reason, which the refused card or pile names as its description. */
export const WHY_ID = 'dominion-why-not';

/** The reason in words, or null for a code this page has no words for (the room's own message is shown then). */
export function whyText(reason: Refusal): string | null {
  if (reason.code.startsWith('ask.') || !Object.hasOwn(en, reason.code)) return null;
  const { card, ...rest } = reason.params ?? {};
  return wt(reason.code as DominionWhyKey, card === undefined ? rest : { ...rest, card: cardName(String(card)) });
}

/** The card or pile a refused play or buy was about, for its description. */
export function refusedCard(refused: Refused | null): { card: string; id: string } | null {
  const move = refused?.move as { type?: unknown; card?: unknown } | undefined;
  return move && (move.type === 'buy' || move.type === 'play') && typeof move.card === 'string' ? { card: move.card, id: WHY_ID } : null;
}
