// A turn prompt's reasons (`reasons`) go out with the prompt every move, one per card in hand
// and pile not offered, so each is as short as it can be while saying the same: the bare code when
// the message already holds its params (the card is the entry's key, the cost the supply's, the
// coins the view's and prompt's), else the whole reason. Either way the page reads what explain() gives.
import type { Refusal } from '../core/types.ts';

export type WhyEntry = string | Refusal;

/** What the message holds beside an entry: its card, and for a pile its cost and the coins. */
export interface WhyContext { card: string; cost?: number; coins?: number }

/** The reason an entry stands for: a bare code names its card, and an unaffordable pile its cost and the coins. */
export function whyReason(entry: WhyEntry, context: WhyContext): Refusal {
  if (typeof entry !== 'string') return entry;
  const params: Record<string, string | number> = { card: context.card };
  // Only what the context holds: a caller without a pile's cost gets no made-up figure (and
  // whyEntry() then keeps such a reason whole).
  if (entry === 'cannot-afford' && context.cost !== undefined) params.cost = context.cost;
  if (entry === 'cannot-afford' && context.coins !== undefined) params.coins = context.coins;
  return { code: entry, params };
}

/** The entry for `reason`: its bare code when whyReason() gives it back exactly, else the reason. */
export function whyEntry(reason: Refusal, context: WhyContext): WhyEntry {
  const short = whyReason(reason.code, context).params as Record<string, unknown>;
  const full = (reason.params ?? {}) as Record<string, unknown>;
  const keys = Object.keys(full);
  const same = keys.length === Object.keys(short).length && keys.every((k) => Object.hasOwn(short, k) && short[k] === full[k]);
  return same ? reason.code : reason;
}
