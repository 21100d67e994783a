// Answers to the option questions (yes/no and named options) of the kingdom cards: Chancellor,
// Library, Mining Village, Spy, Torturer, Nobles, Pawn, Steward, Minion, Wishing Well, Scout.
import type { Ask } from '../types.ts';
import type { Plan } from './plan.ts';
import { junkInHand } from './play.ts';
import { coinOf, isAction, isTerminal, isTreasure } from './roles.ts';
import { type Situation, lateness, left, myDeck } from './situation.ts';
import type { Counts } from './tracker.ts';
import { handWorth, moneyDensity } from './worth.ts';

/** What $M buys, on a rough scale: the jumps at $3, $5, $6 and $8 are what matter. */
export function tier(money: number): number {
  if (money >= 8) return 10;
  if (money >= 6) return 6.5;
  if (money >= 5) return 5;
  if (money >= 3) return 3;
  return money >= 2 ? 0.8 : 0;
}

/** $ this turn if every Treasure in hand is played now. */
export function moneyInHand(s: Situation, hand = s.hand): number {
  let m = s.coins;
  for (const c of hand) if (isTreasure(c)) m += coinOf(c) + (c === 'copper' ? s.copperBonus : 0);
  return m;
}

const density = (s: Situation, deck: Counts = myDeck(s)) => moneyDensity(deck, 0);

export function answerChoice(a: Ask, s: Situation, plan: Plan | null, judgment: boolean): string[] | null {
  const about = a.about?.[0];
  if (!judgment) {
    // Plain rules of thumb for the choices where the hard bot weighs the position.
    switch (a.kind) {
      case 'trash-self': return ['no'];
      case 'torturer': return ['discard-2'];
      case 'minion': return [moneyInHand(s) + 2 >= 6 ? 'coins' : 'discard'];
      case 'steward': return [junkInHand(s, plan).length >= 2 && lateness(s) < 0.5 ? 'trash' : 'coins'];
    }
  }
  switch (a.kind) {
    case 'deck-to-discard':
      return ['yes'];
    case 'set-aside':
      // A drawn Action I cannot play is a dead card: set it aside for another draw.
      return [about !== undefined && s.actions === 0 ? 'yes' : 'no'];
    case 'trash-self': {
      const m = moneyInHand(s);
      return [tier(m + 2) - tier(m) >= 1.5 || (lateness(s) > 0.85 && tier(m + 2) > tier(m)) ? 'yes' : 'no'];
    }
    case 'spy': {
      if (about === undefined) return ['keep'];
      const mine = a.target === undefined || a.target === s.me;
      const deck = mine ? myDeck(s) : (s.decks[a.target as number] ?? myDeck(s));
      const good = handWorth(about, density(s, deck), 1) >= density(s, deck);
      return [mine === good ? 'keep' : 'discard'];
    }
    case 'torturer':
      // A Curse costs nothing once the pile is empty. Otherwise discard two: taking Curses to keep
      // a good hand lost Torturer mirrors (44% against 49% for always discarding, 1,800 trials).
      return [left(s, 'curse') === 0 ? 'curse' : 'discard-2'];
    case 'nobles':
      return [s.actions === 0 && s.hand.some(isTerminal) ? 'actions' : 'cards'];
    case 'pawn':
      return s.actions === 0 && s.hand.some(isAction) ? ['card', 'action'] : ['card', 'coin'];
    case 'steward': {
      // Two junk cards go early even when +$2 would lift the buy; +$2 only when it makes a Province,
      // else +2 Cards. In Steward Big Money mirrors against the plain rules of thumb this won 58.3%
      // (30 kingdoms x 100 games), the older rule (trash only when +$2 changed nothing, +$2 when
      // its tier beat the expected draw's) 42.8%, always +2 Cards 56.6%.
      const m = moneyInHand(s);
      if (junkInHand(s, plan).length >= 2 && lateness(s) < 0.5) return ['trash'];
      return [m < 8 && m + 2 >= 8 ? 'coins' : 'cards'];
    }
    case 'minion': {
      if (s.hand.includes('minion')) return ['coins'];
      const d = density(s);
      const keep = tier(moneyInHand(s) + 2);
      const redraw = tier(s.coins + 4 * d) + (s.n > 1 ? 0.7 : 0);
      return [keep >= redraw ? 'coins' : 'discard'];
    }
    case 'name':
      return [mostLikelyTop(s)];
    default:
      return null;
  }
}

/** Wishing Well: the card most common among those not in hand or play. */
function mostLikelyTop(s: Situation): string {
  const rest: Counts = { ...myDeck(s) };
  for (const c of [...s.hand, ...s.play]) if (rest[c]) rest[c] = (rest[c] as number) - 1;
  let best = 'copper';
  let k = -1;
  for (const id in rest) if ((rest[id] as number) > k) { k = rest[id] as number; best = id; }
  return best;
}
