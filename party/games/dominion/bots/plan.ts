// A plan is a buy list: cards in order of preference, each with how many copies the deck wants.
// Province, Duchy and Estate come first by the endgame rules (./endgame.ts); the list says the rest.
import { baseCost, isAction, isCurser, isTerminal, isVillage, roleOf, ROLES } from './roles.ts';
import type { Counts } from './tracker.ts';

/**
 * One entry: buy `card` while the deck has fewer than max(cap, size / per) copies (per 0: cap),
 * and, when `until` is given, only while more than `until` Provinces are left (the search's
 * genomes, ./genome.ts, stop buying a card late this way).
 */
export type BuyRule = [card: string, cap: number, per: number, until?: number];

export interface Plan {
  /** Short name for the simulator and tests. */
  name: string;
  buys: BuyRule[];
  /** Duchy at $5-7 once this many Provinces or fewer remain; Estate at $2-4 once `estate` or fewer. */
  duchy: number;
  estate: number;
  /** Trash Coppers too (a thin-deck plan with a trasher), not only Curses and Estates. */
  thin: boolean;
  /** Gold rather than an early Province while the deck's Treasures make less than this much $ (0: never). */
  gold: number;
}

/** A cap that never binds: the pile is the limit, and a terminal so capped is exempt from the collision cap in wantsMore. */
export const INF = 99;

/** Big Money Ultimate, exactly as the issue defines it (the Province/Duchy/Estate part is shared). */
export function bigMoney(name = 'bm', duchy = 4, estate = 2): Plan {
  return { name, buys: [['gold', INF, 0], ['silver', INF, 0]], duchy, estate, thin: false, gold: 0 };
}

/** Copies of `card` the rule allows for a deck of `size` cards. */
export function allowed(rule: BuyRule, size: number): number {
  const [, cap, per] = rule;
  return per > 0 ? Math.max(cap, Math.floor(size / per)) : cap;
}

/**
 * Big Money with kingdom cards: the strong ones (worth more than Gold early, like Witch) before
 * Gold, the rest between Gold and Silver. Villages only while there are more terminals than them.
 */
export function bigMoneyWith(cards: string[], name?: string, opts: Partial<Pick<Plan, 'duchy' | 'estate' | 'thin' | 'gold'>> = {}): Plan {
  const before: BuyRule[] = [];
  const after: BuyRule[] = [];
  for (const c of cards) {
    const r = roleOf(c);
    if (!r) continue;
    const rule: BuyRule = [c, Math.max(1, r.maxCopies), r.extraCopyPer];
    if (isCurser(c) || (r.trasher && c === 'chapel')) before.push(rule);
    else if (isVillage(c)) after.push([c, 0, 0]);
    else after.push(rule);
  }
  const buys: BuyRule[] = [...before, ['gold', INF, 0], ...after, ['silver', INF, 0]];
  return { name: name ?? `bm+${cards.join('+')}`, buys, duchy: opts.duchy ?? 4, estate: opts.estate ?? 2, thin: opts.thin ?? false, gold: opts.gold ?? 0 };
}

/** Terminals the deck holds and the villages that feed them. */
export function terminalLoad(deck: Counts): { terminals: number; villages: number } {
  let terminals = 0;
  let villages = 0;
  for (const id in deck) {
    const k = deck[id] as number;
    if (isTerminal(id)) terminals += k;
    else if (isVillage(id)) villages += k;
  }
  return { terminals, villages };
}

/**
 * Whether the rule wants another copy now (villages need terminals to feed). `loadOf` gives the
 * deck's terminalLoad: a buy decision asks it once for all its rules.
 */
export function wantsMore(rule: BuyRule, deck: Counts, size: number, lead = false, loadOf = () => terminalLoad(deck)): boolean {
  const [card] = rule;
  const have = deck[card] ?? 0;
  if (isVillage(card) && rule[1] === 0) {
    const { terminals, villages } = loadOf();
    return villages + 1 < terminals;
  }
  if (have >= allowed(rule, size)) return false;
  if (isTerminal(card) && rule[1] < INF && (have > 0 || !lead)) {
    // Without villages, too many terminals collide: about one per 7 cards at most. The first copy
    // of a card the plan ranks above Gold (`lead`: its Witch, Torturer, Chapel) is always welcome:
    // a Moat or Steward bought at $3-4 must not keep it out (Witch + Masquerade Big Money won 62%
    // of its trials against medium's plan with that block, 72% without).
    const { terminals, villages } = loadOf();
    if (terminals >= villages + Math.max(1, Math.floor(size / 7))) return false;
  }
  return true;
}

/**
 * Medium's fixed heuristic: the best Big Money partner on the board (cursers and terminal draw
 * rate highest), and beside it one more card: a non-terminal (Laboratory, Market...) when one is
 * there, else a village when the partner is wanted in several copies.
 */
export function heuristicPlan(kingdom: readonly string[]): Plan {
  const ranked = kingdom.filter((c) => ROLES[c] && isAction(c)).sort((a, b) => (ROLES[b]?.bigMoneyScore ?? 0) - (ROLES[a]?.bigMoneyScore ?? 0) || baseCost(b) - baseCost(a));
  const best = ranked[0];
  if (!best || (ROLES[best]?.bigMoneyScore ?? 0) < 2) return bigMoney('bm');
  const second = ranked.find((c) => c !== best && (ROLES[c]?.actions ?? 0) === 1 && (ROLES[c]?.bigMoneyScore ?? 0) >= 3)
    ?? ((ROLES[best]?.maxCopies ?? 0) >= 2 || (ROLES[best]?.extraCopyPer ?? 0) > 0 ? kingdom.find((c) => isVillage(c) && c !== 'shanty-town') : undefined);
  return bigMoneyWith(second ? [best, second] : [best]);
}

/** Plans are kept in the bot's memory: a compact JSON form. */
export function planToJson(p: Plan): [string, BuyRule[], number, number, number, number] {
  return [p.name, p.buys, p.duchy, p.estate, p.thin ? 1 : 0, p.gold];
}

const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function isBuyRule(x: unknown): x is BuyRule {
  return Array.isArray(x) && (x.length === 3 || (x.length === 4 && isNumber(x[3]))) && typeof x[0] === 'string' && isNumber(x[1]) && isNumber(x[2]);
}

/** The plan a memory holds, or null when it holds none this release can read (the bot then plans again). */
export function planFromJson(x: unknown): Plan | null {
  if (!Array.isArray(x) || x.length !== 6) return null;
  const [name, buys, duchy, estate, thin, gold] = x as unknown[];
  if (typeof name !== 'string' || !Array.isArray(buys) || !buys.every(isBuyRule)) return null;
  if (!isNumber(duchy) || !isNumber(estate) || !isNumber(gold) || (thin !== 0 && thin !== 1)) return null;
  return { name, buys, duchy, estate, thin: thin === 1, gold };
}
