// Answers to every card question (the prompts other than 'turn'): what to discard, trash, pass,
// put back, gain, reveal. Every answer is made legal at the end (`legal`), so a judgment slip can
// never become an illegal move.
import type { Ask } from '../types.ts';
import { answerChoice, moneyInHand, tier } from './choices.ts';
import { bestMine, bestRemodel, bestUpgrade, chooseGain, worstGift } from './gains.ts';
import type { Plan } from './plan.ts';
import { bestThroneTarget, junkInHand, myTreasureMoney } from './play.ts';
import { coinOf, isAction, isCurse, isJunk, isTreasure } from './roles.ts';
import { type Situation, myDeck } from './situation.ts';
import { handWorth, moneyDensity, ownWorth, sortedByKey, worstCards } from './worth.ts';

/** The cards an answer may use. */
export function poolOf(a: Ask, hand: readonly string[]): string[] {
  if (a.from !== 'hand') return a.from.slice();
  return a.allow ? hand.filter((c) => (a.allow as string[]).includes(c)) : hand.slice();
}

/** Keeps only what the pool holds (as a multiset), then trims or pads to min..max. */
export function legal(pick: readonly string[], pool: readonly string[], min: number, max: number): string[] {
  const rest = pool.slice();
  const out: string[] = [];
  for (const c of pick) {
    const i = rest.indexOf(c);
    if (i < 0 || out.length >= max) continue;
    out.push(c);
    rest.splice(i, 1);
  }
  while (out.length < min && rest.length > 0) out.push(rest.shift() as string);
  return out;
}

/** `judgment`: the hard bot's reading of the position; without it, plain rules of thumb. */
export function answer(a: Ask, s: Situation, plan: Plan | null, judgment: boolean): string[] {
  const pool = poolOf(a, s.hand);
  const pick = judge(a, s, plan, pool, judgment) ?? [];
  return legal(pick, pool, a.min, a.max);
}

const d = (s: Situation) => moneyDensity(myDeck(s), s.copperBonus);
const byOwnWorth = (s: Situation, pool: readonly string[]) => sortedByKey(pool, (c) => ownWorth(c, s));

function judge(a: Ask, s: Situation, plan: Plan | null, pool: string[], judgment: boolean): string[] | null {
  const choice = answerChoice(a, s, plan, judgment);
  if (choice) return choice;
  switch (a.kind) {
    case 'discard': return discard(a, s, pool);
    case 'trash': return trash(a, s, plan, pool);
    case 'pass': {
      const dens = d(s);
      const cost = judgment ? (c: string) => passCost(s, c, dens) : (c: string) => ownWorth(c, s);
      return [sortedByKey(pool, cost)[0] as string];
    }
    case 'topdeck': return topdeck(a, s, pool, judgment);
    case 'play': return [bestThroneTarget(s, plan, d(s), pool) ?? (pool[0] as string)];
    case 'gain': {
      const g = chooseGain(s, plan, pool, a.min === 0);
      return g ? [g] : [];
    }
    case 'swindle': {
      const victim = s.decks[a.target ?? -1] ?? myDeck(s);
      const g = worstGift(s, pool, victim);
      return g ? [g] : [];
    }
    case 'gain-trashed':
      return pool.filter((c) => c !== 'copper' || (myDeck(s).gardens ?? 0) > 0);
    case 'react':
      // Secret Chamber first (it may draw a Moat), then Moat.
      return [pool.includes('secret-chamber') ? 'secret-chamber' : (pool[0] as string)];
    case 'order': {
      // The last card ends on top: the best one is drawn next.
      const dens = d(s);
      return pool.slice().sort((x, y) => handWorth(x, dens, 1) - handWorth(y, dens, 1));
    }
    default:
      return null;
  }
}

/** Passing to the left: what I lose plus what my neighbour gains; a Curse costs nothing. */
function passCost(s: Situation, c: string, density: number): number {
  const leftSeat = (s.me + 1) % s.n;
  const mine = ownWorth(c, s) + (s.current === s.me ? handWorth(c, density, s.actions) * 0.5 : 0);
  return mine + ownWorth(c, s, s.decks[leftSeat] ?? myDeck(s));
}

function discard(a: Ask, s: Situation, pool: string[]): string[] {
  if (a.card === 'baron') return pool.includes('estate') ? ['estate'] : [];
  if (a.card === 'cellar' || a.card === 'secret-chamber') {
    // Dead cards: Victory cards, Curses, and Actions with no Action left to play them.
    const dead = (c: string) => isJunk(c) || (isAction(c) && s.actions === 0);
    return pool.filter(dead);
  }
  const dens = d(s);
  return worstCards(pool, a.min, dens, (c) => handWorth(c, dens, 1));
}

function trash(a: Ask, s: Situation, plan: Plan | null, pool: string[]): string[] {
  if (a.target !== undefined && a.target !== s.me) {
    // Thief: take their best Treasure.
    return [pool.slice().sort((x, y) => coinOf(y) - coinOf(x) || ownWorth(y, s) - ownWorth(x, s))[0] as string];
  }
  switch (a.card) {
    case 'chapel': case 'masquerade': {
      const junk = junkInHand(s, plan, pool);
      const out: string[] = [];
      let money = myTreasureMoney(s);
      for (const c of byOwnWorth(s, junk)) {
        if (out.length >= a.max) break;
        if (c === 'copper') { if (money - 1 < 6) continue; money -= 1; }
        out.push(c);
      }
      return out;
    }
    case 'remodel': return [bestRemodel(s, plan, pool).card ?? (pool[0] as string)];
    case 'upgrade': return [bestUpgrade(s, plan, pool).card ?? (pool[0] as string)];
    case 'mine': return [bestMine(s, plan, pool).card ?? (pool[0] as string)];
    default:
      // Steward, Trading Post, Moneylender: the cards worth least.
      return byOwnWorth(s, pool).slice(0, a.min > 0 ? a.min : a.max);
  }
}

function topdeck(a: Ask, s: Situation, pool: string[], judgment: boolean): string[] {
  const dens = d(s);
  if (a.card === 'bureaucrat') return [pool.slice().sort((x, y) => handWorth(y, dens, 1) - handWorth(x, dens, 1))[0] as string];
  const worst = (k: number) => worstCards(pool, k, dens, (c) => handWorth(c, dens, 1) + (isCurse(c) ? -1 : 0));
  if (!judgment) {
    // Rules of thumb: an Action I cannot play this turn, else the card this hand misses least.
    const dead = a.card === 'courtyard' && s.actions === 0 ? pool.find(isAction) : undefined;
    return dead ? [dead] : worst(a.min);
  }
  if (a.card === 'courtyard') {
    // Put back the card this turn misses least and the next turn wants most.
    const money = moneyInHand(s);
    const score = (c: string) => {
      const now = isTreasure(c) ? tier(money) - tier(money - coinOf(c)) : isAction(c) && s.actions > 0 ? handWorth(c, dens, 1) : 0;
      return handWorth(c, dens, 1) - 1.5 * now;
    };
    return [pool.slice().sort((x, y) => score(y) - score(x))[0] as string];
  }
  // Secret Chamber's put-back (2 cards, the last on top).
  const attack = s.attack;
  const sorted = pool.slice().sort((x, y) => handWorth(y, dens, 1) - handWorth(x, dens, 1));
  if (attack === 'militia' || attack === 'torturer') {
    // The hand shrinks anyway: keep the best three in hand, save the next two on the deck.
    const keep = attack === 'militia' ? 3 : Math.max(0, pool.length - 4);
    const saved = sorted.slice(keep, keep + 2);
    if (saved.length === 2 && saved.every((c) => handWorth(c, dens, 1) > 0)) return saved.reverse();
  }
  if (attack === 'minion') return sorted.slice(0, 2).reverse();
  // Otherwise put back what this hand misses least (Curses and Victory cards protect the deck top).
  return worst(2).sort((x, y) => handWorth(x, dens, 1) - handWorth(y, dens, 1));
}
