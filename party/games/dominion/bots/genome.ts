// A buy policy as a genome for the search (./evolve.ts): a Plan (./plan.ts) is already an
// ordered, conditioned buy list (card, copies, copies per deck size, until how many Provinces
// left) with the endgame's thresholds, so the search breeds Plans themselves and the table plays
// the winner with the same rules its trials used. Mutation and crossover take their randomness
// from a seeded generator only: the same parents and seed always give the same child.
import { nextFloat, nextInt, type RngState } from '../../core/rng.ts';
import { CARDS } from '../cards/table.ts';
import { INF, type BuyRule, type Plan } from './plan.ts';
import { isAction, isTreasure } from './roles.ts';

const CAPS = [0, 1, 1, 2, 2, 3, 4, INF];
const PERS = [0, 0, 0, 6, 8, 10, 12, 15];
const UNTILS = [undefined, undefined, 1, 2, 3, 4, 5, 6];
const GOLDS = [0, 13, 15, 17, 19, 21];

/** What a genome may buy on this kingdom besides Province, Duchy and Estate (the endgame's). */
export function genePool(kingdom: readonly string[]): string[] {
  return ['gold', 'silver', ...kingdom.filter((c) => CARDS[c] && (isAction(c) || isTreasure(c) || c === 'gardens' || c === 'duke'))];
}

const pick = <T>(rng: RngState, xs: readonly T[]): T => xs[nextInt(rng, xs.length)] as T;
const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));

function rule(card: string, cap: number, per: number, until: number | undefined): BuyRule {
  return until === undefined ? [card, cap, per] : [card, cap, per, until];
}

/** One random change: a threshold, a rule's copies or cut-off, the order, a card added or dropped. */
function mutateOnce(p: Plan, pool: readonly string[], rng: RngState): Plan {
  const buys = p.buys.map((r) => r.slice() as BuyRule);
  const out: Plan = { ...p, buys };
  const op = nextInt(rng, 9);
  const i = nextInt(rng, Math.max(1, buys.length));
  const r = buys[i];
  switch (op) {
    case 0: out.duchy = clamp(p.duchy + (nextFloat(rng) < 0.5 ? -1 : 1), 1, 8); break;
    case 1: out.estate = clamp(p.estate + (nextFloat(rng) < 0.5 ? -1 : 1), 0, Math.min(out.duchy, 4)); break;
    case 2: out.gold = pick(rng, GOLDS); break;
    case 3: if (r && r[0] !== 'silver') buys[i] = rule(r[0], pick(rng, CAPS), r[2], r[3]); break;
    case 4: if (r && r[0] !== 'silver') buys[i] = rule(r[0], r[1], pick(rng, PERS), r[3]); break;
    case 5: if (r) buys[i] = rule(r[0], r[1], r[2], pick(rng, UNTILS)); break;
    case 6: if (i + 1 < buys.length) [buys[i], buys[i + 1]] = [buys[i + 1] as BuyRule, buys[i] as BuyRule]; break;
    case 7: {
      const card = pick(rng, pool);
      const at = nextInt(rng, buys.length + 1);
      buys.splice(at, 0, rule(card, pick(rng, CAPS.slice(1, 5)), pick(rng, PERS), undefined));
      break;
    }
    default: if (r && r[0] !== 'gold' && r[0] !== 'silver' && buys.length > 2) buys.splice(i, 1);
  }
  return normalised(out);
}

/** One card once in the list (its first rule counts), Silver kept as the fallback. */
function normalised(p: Plan): Plan {
  const seen = new Set<string>();
  const buys = p.buys.filter((r) => (seen.has(r[0]) ? false : (seen.add(r[0]), true)));
  if (!seen.has('silver')) buys.push(['silver', INF, 0]);
  return { ...p, buys, name: nameOf({ ...p, buys }) };
}

/** A child of `p`: one to three random changes. */
export function mutate(p: Plan, pool: readonly string[], rng: RngState): Plan {
  let child = mutateOnce(p, pool, rng);
  const more = nextInt(rng, 3);
  for (let k = 0; k < more; k++) child = mutateOnce(child, pool, rng);
  return child;
}

/**
 * A child of two plans: each card's rule comes from one parent or the other, in the order of the
 * first parent's list (the second's other cards after, at their own place), thresholds from either.
 */
export function crossover(a: Plan, b: Plan, rng: RngState): Plan {
  const fromB = new Map(b.buys.map((r) => [r[0], r]));
  const buys: BuyRule[] = [];
  for (const r of a.buys) {
    const other = fromB.get(r[0]);
    const mine = nextFloat(rng) < 0.5 || !other;
    buys.push((mine ? r : (other as BuyRule)).slice() as BuyRule);
  }
  b.buys.forEach((r, i) => {
    if (a.buys.some((x) => x[0] === r[0]) || nextFloat(rng) < 0.5) return;
    buys.splice(Math.min(i, buys.length), 0, r.slice() as BuyRule);
  });
  const either = <K extends 'duchy' | 'estate' | 'gold' | 'thin'>(k: K): Plan[K] => (nextFloat(rng) < 0.5 ? a[k] : b[k]);
  return normalised({ name: '', buys, duchy: either('duchy'), estate: either('estate'), gold: either('gold'), thin: either('thin') });
}

/** A readable, unique name: the buy list and thresholds, e.g. `witch1,gold,smithy1/11<3,silver|d5e2g17`. */
export function nameOf(p: Plan): string {
  const rules = p.buys.map(([card, cap, per, until]) => `${card}${cap === INF ? '' : cap}${per ? `/${per}` : ''}${until === undefined ? '' : `<${until}`}`);
  return `${rules.join(',')}|d${p.duchy}e${p.estate}g${p.gold}${p.thin ? 't' : ''}`;
}
