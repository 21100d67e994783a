// A turn prompt's reasons (`why`) go out with the prompt every move, one per card in hand and pile
// not offered, so each is as short as it can be while saying the same: the bare code when the
// message already holds its params (the card is the entry's key, the cost the supply's, the coins
// the prompt's), else the whole reason. Either way the page reads exactly what explain() gives.
import type { Refusal } from '../core/types.ts';

export type WhyEntry = string | Refusal;

/** What the message holds beside an entry: its card, and for a pile its cost and the prompt's coins. */
export interface WhyContext { card: string; cost?: number; coins?: number }

/** The reason an entry stands for: a bare code names its card, and an unaffordable pile its cost and the coins. */
export function whyReason(entry: WhyEntry, context: WhyContext): Refusal {
  if (typeof entry !== 'string') return entry;
  if (entry === 'cannot-afford') return { code: entry, params: { card: context.card, cost: context.cost ?? 0, coins: context.coins ?? 0 } };
  return { code: entry, params: { card: context.card } };
}

/** The entry for `reason`: its bare code when whyReason() gives it back exactly, else the reason. */
export function whyEntry(reason: Refusal, context: WhyContext): WhyEntry {
  const short = whyReason(reason.code, context).params as Record<string, unknown>;
  const full = (reason.params ?? {}) as Record<string, unknown>;
  const keys = Object.keys(full);
  const same = keys.length === Object.keys(short).length && keys.every((k) => Object.hasOwn(short, k) && short[k] === full[k]);
  return same ? reason.code : reason;
}
