// Hard's answers to the plan it will most likely meet (medium's heuristic Big Money, ./plan.ts):
// against a curser, Masquerade (its Curses go back to the left) or Chapel (a thin deck that
// trashes them); against Torturer's discards, Library (it draws back up to seven). Each is the
// rival's own lead card plus the answer, so the deck keeps the attack too. Thinning into Big Money
// without Curses to clear lost its trials: Chapel beside any other lead won 38% against medium's
// plan where medium's plan itself won 58.5% (30 Chapel kingdoms).
import { type Plan, bigMoneyWith, heuristicPlan } from './plan.ts';
import { isAction, isCurser } from './roles.ts';

/**
 * The answers that make sense on this kingdom, best measured first (trial games on 30-40 random
 * kingdoms each, the pair against medium's plan): Witch + Masquerade 71.9% where medium's plan
 * itself won 58.3%, Witch + Chapel thinning 58.4% (55.3%), Torturer + Library 59.7% (55.1%),
 * Torturer + Masquerade 59.4% (55.9%). Moat, Remodel, Trading Post, Upgrade and Steward beside
 * the attack did no better than the attack alone, nor did anything beside Militia or Minion.
 */
export function answerPlans(kingdom: readonly string[]): Plan[] {
  const lead = heuristicPlan(kingdom).buys.map(([card]) => card).find((c) => kingdom.includes(c) && isAction(c));
  if (lead === undefined || !isCurser(lead)) return [];
  const has = (c: string) => kingdom.includes(c);
  const out: Plan[] = [];
  if (has('masquerade')) out.push(bigMoneyWith([lead, 'masquerade']));
  if (lead === 'witch' && has('chapel')) out.push(bigMoneyWith([lead, 'chapel'], `thin:${lead}+chapel`, { thin: true }));
  if (lead === 'torturer' && has('library')) out.push(bigMoneyWith([lead, 'library']));
  return out;
}
