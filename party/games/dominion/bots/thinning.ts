// Hard's answers to the plan it will most likely meet (medium's heuristic Big Money, ./plan.ts):
// against a curser, Masquerade (its Curses go back to the left) or Chapel (a thin deck that
// trashes them); against hand-size attacks, Library (it draws back up to seven). Each is the
// rival's own lead card plus the answer, so the deck keeps the attack too. Plain thinning with
// Chapel into Big Money lost its trials (24-31% against medium's plan on Chapel kingdoms): it
// pays only where it also clears Curses.
import { type Plan, bigMoneyWith, heuristicPlan } from './plan.ts';
import { isAction } from './roles.ts';

/** Attacks that leave Curses in the victim's deck. */
const CURSERS = ['witch', 'torturer'];
/** Attacks that cut the victim's hand. */
const HAND_CUTTERS = ['militia', 'minion', 'torturer'];

/**
 * The answers that make sense on this kingdom, best measured first (trial games on 30-40 random
 * kingdoms each, the pair against medium's plan): Witch + Masquerade 71.9% where medium's plan
 * itself won 58.3%, Witch + Chapel thinning 58.4% (55.3%), Torturer + Library 59.7% (55.1%),
 * Torturer + Masquerade 59.4% (55.9%). Moat, Remodel, Trading Post, Upgrade and Steward beside
 * the attack did no better than the attack alone.
 */
export function answerPlans(kingdom: readonly string[]): Plan[] {
  const rival = heuristicPlan(kingdom);
  const attacks = rival.buys.map(([card]) => card).filter((c) => kingdom.includes(c) && isAction(c));
  const lead = attacks[0];
  if (lead === undefined) return [];
  const has = (c: string) => kingdom.includes(c) && c !== lead;
  const curses = attacks.some((c) => CURSERS.includes(c));
  const cutsHands = attacks.some((c) => HAND_CUTTERS.includes(c));
  const out: Plan[] = [];
  if (curses && has('masquerade')) out.push(bigMoneyWith([lead, 'masquerade']));
  if (lead === 'witch' && has('chapel')) out.push(bigMoneyWith([lead, 'chapel'], `thin:${lead}+chapel`, { thin: true }));
  if (cutsHands && lead === 'torturer' && has('library')) out.push(bigMoneyWith([lead, 'library']));
  return out;
}
