// Gains and trash-for-gain choices: what to take from the supply (Workshop, Feast, Ironworks,
// Mine, Remodel, Upgrade, Saboteur's consolation), what to trash to Remodel or Upgrade, and what
// to hand a Swindler's victim.
import { chooseBuy } from './buy.ts';
import type { Plan } from './plan.ts';
import { isCurse } from './roles.ts';
import { type Situation, costNow } from './situation.ts';
import type { Counts } from './tracker.ts';
import { ownWorth } from './worth.ts';

/** The best card among `from` to gain: what the plan would buy with that much, else the most worth. */
export function chooseGain(s: Situation, plan: Plan | null, from: readonly string[], optional: boolean): string | null {
  if (from.length === 0) return null;
  if (plan) {
    const cap = Math.max(...from.map((c) => costNow(s, c)));
    const pick = chooseBuy({ ...s, coins: cap }, plan, { ppr: false, endings: true }, from);
    if (pick && from.includes(pick)) return pick;
  }
  let best: string | null = null;
  let bestWorth = optional ? 0 : -Infinity;
  for (const c of from) {
    const w = ownWorth(c, s);
    if (w > bestWorth) { best = c; bestWorth = w; }
  }
  return best;
}

function gainableUpTo(s: Situation, cap: number, exact: boolean, treasureOnly = false): string[] {
  const out: string[] = [];
  for (const id in s.supply) {
    if ((s.supply[id] as number) <= 0) continue;
    const c = costNow(s, id);
    if (exact ? c !== cap : c > cap) continue;
    if (treasureOnly && !['copper', 'silver', 'gold', 'harem'].includes(id)) continue;
    out.push(id);
  }
  return out;
}

function bestTrashForGain(s: Situation, plan: Plan | null, hand: readonly string[], gainsFor: (c: string) => string[]): { card: string | null; delta: number } {
  let card: string | null = null;
  let delta = -Infinity;
  for (const c of new Set(hand)) {
    const options = gainsFor(c);
    const g = options.length > 0 ? chooseGain(s, plan, options, false) : null;
    const d = (g ? ownWorth(g, s) : 0) - ownWorth(c, s);
    if (d > delta) { delta = d; card = c; }
  }
  return { card, delta: card === null ? -Infinity : delta };
}

/** Remodel: the card whose trash-and-gain (up to $2 more) improves the deck most. */
export function bestRemodel(s: Situation, plan: Plan | null, hand: readonly string[]) {
  return bestTrashForGain(s, plan, hand, (c) => gainableUpTo(s, costNow(s, c) + 2, false));
}

/** Upgrade: the card whose trash-and-gain (exactly $1 more) improves the deck most. */
export function bestUpgrade(s: Situation, plan: Plan | null, hand: readonly string[]) {
  return bestTrashForGain(s, plan, hand, (c) => gainableUpTo(s, costNow(s, c) + 1, true));
}

/** Mine: the Treasure whose upgrade (a Treasure up to $3 more, to hand) gains most. */
export function bestMine(s: Situation, plan: Plan | null, treasures: readonly string[]) {
  return bestTrashForGain(s, plan, treasures, (c) => gainableUpTo(s, costNow(s, c) + 3, false, true));
}

/** Swindler: what the victim should get, the card worth least to their deck. */
export function worstGift(s: Situation, from: readonly string[], victimDeck: Counts): string | null {
  let worst: string | null = null;
  let w = Infinity;
  for (const c of from) {
    const v = isCurse(c) ? -100 : ownWorth(c, s, victimDeck);
    if (v < w) { w = v; worst = c; }
  }
  return worst;
}
