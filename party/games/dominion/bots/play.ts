// Which Action to play now: non-terminals before terminals (draw first, then villages, Shanty
// Town last as it draws only with no Action left in hand), Throne Room on the card that gains most
// from being played twice, and with one Action left the terminal worth most for this hand.
import type { Plan } from './plan.ts';
import { isAction, isCurse, isJunk, isTerminal, isVillage, roleOf } from './roles.ts';
import { type Situation, lateness, left, myDeck } from './situation.ts';
import { moneyDensity, ownWorth } from './worth.ts';
import { bestRemodel, bestUpgrade } from './gains.ts';
import { treasureMoney } from './buy.ts';

/** Actions I have played this turn (Conspirator's count; Throne Room replays not seen here). */
const playedActions = (s: Situation) => s.play.filter(isAction).length;

/** The hand with one copy of `id` taken out (the card being played, or Throne Room). */
function withoutOne(hand: readonly string[], id: string): string[] {
  const rest = hand.slice();
  const i = rest.indexOf(id);
  if (i >= 0) rest.splice(i, 1);
  return rest;
}

/** Cards in hand a trasher would happily lose now. */
export function junkInHand(s: Situation, plan: Plan | null, hand = s.hand): string[] {
  const late = lateness(s);
  return hand.filter((c) => isCurse(c) || (c === 'estate' && late < 0.6) || (c === 'copper' && plan?.thin === true && myTreasureMoney(s) >= 7));
}

/** $ the Treasures of my whole deck make. */
export function myTreasureMoney(s: Situation): number {
  return treasureMoney(myDeck(s));
}

/** How much playing `id` now is worth, in rough coins; negative: better not. */
export function playValue(id: string, s: Situation, plan: Plan | null, density: number): number {
  const r = roleOf(id);
  const base = r ? r.coins + r.cards * density : 0;
  const hand = s.hand;
  // The hand without this card is copied only for the cards whose worth reads it.
  switch (id) {
    case 'witch': return 2 * density + (left(s, 'curse') > 0 ? 3 : 0);
    case 'torturer': return 3 * density + 1.5;
    case 'militia': return 3;
    case 'moneylender': return withoutOne(hand, id).includes('copper') ? 2 : -1;
    case 'chapel': { const j = junkInHand(s, plan, withoutOne(hand, id)).length; return j > 0 ? j : -1; }
    case 'trading-post': {
      // Early, two Coppers for a Silver in hand cost nothing this turn and thin the deck (Trading
      // Post pairs: 53.1% of trials against medium's plan, 50.5% when it waited for junk).
      const others = withoutOne(hand, id);
      const junk = junkInHand(s, plan, others);
      if (junk.length >= 2) return 2.5;
      return others.filter((c) => c === 'copper' || junk.includes(c)).length >= 2 && lateness(s) < 0.5 ? 1 : -1;
    }
    case 'remodel': return bestRemodel(s, plan, withoutOne(hand, id)).delta - 0.3;
    case 'upgrade': return density + bestUpgrade(s, plan, withoutOne(hand, id)).delta;
    case 'mine': return withoutOne(hand, id).some((c) => c === 'copper' || c === 'silver') ? 1.2 : -1;
    case 'library': return Math.max(0, 7 - withoutOne(hand, id).length) * density;
    case 'feast': return 2;
    case 'workshop': return 1.4;
    case 'ironworks': return 2;
    case 'baron': return withoutOne(hand, id).includes('estate') ? 4 : lateness(s) > 0.6 ? 0.6 : -0.5;
    case 'bureaucrat': return 1.8;
    case 'steward': return Math.max(2, 2 * density, junkInHand(s, plan, withoutOne(hand, id)).length >= 2 ? 2.5 : 0);
    case 'courtyard': return 2 * density + 0.5;
    case 'coppersmith': return withoutOne(hand, id).filter((c) => c === 'copper').length;
    case 'conspirator': return playedActions(s) >= 2 ? 2 + density : 2;
    case 'secret-chamber': return withoutOne(hand, id).filter((c) => isJunk(c) || (isAction(c) && s.actions <= 1)).length;
    case 'cellar': return withoutOne(hand, id).filter(isJunk).length > 0 ? 0.5 : -0.1;
    case 'nobles': return Math.max(3 * density, withoutOne(hand, id).some(isTerminal) ? 1.5 : 0);
    case 'council-room': return 4 * density - 0.3;
    case 'adventurer': return 2.6;
    case 'thief': return 0.4;
    case 'saboteur': return 1.5;
    case 'swindler': return 2.5;
    case 'spy': return density + 0.3;
    case 'tribute': return 2.5;
    case 'throne-room': {
      const others = withoutOne(hand, id);
      const targets = others.filter(isAction);
      if (targets.length === 0) return -1;
      return Math.max(...targets.map((t) => (t === 'throne-room' ? 1 : 2 * playValue(t, { ...s, hand: others }, plan, density))));
    }
    default: return base + (r && r.actions >= 2 ? 0.2 : 0);
  }
}

/** The Action to play now, or null to move on to Treasures. */
export function chooseAction(s: Situation, playable: readonly string[], plan: Plan | null): string | null {
  const actions = playable.filter(isAction);
  if (actions.length === 0) return null;
  const density = moneyDensity(myDeck(s), s.copperBonus);
  // Each card's worth once: the filters, the sort and the pick below ask again and again.
  const valued: string[] = [];
  const values: number[] = [];
  const value = (id: string): number => {
    const i = valued.indexOf(id);
    if (i >= 0) return values[i] as number;
    const v = playValue(id, s, plan, density);
    valued.push(id);
    values.push(v);
    return v;
  };
  const terminalNow = (id: string) => {
    if (id === 'conspirator') return playedActions(s) < 2;
    if (id === 'nobles') return !s.hand.some((c) => c !== 'nobles' && isTerminal(c)) || s.actions > 1;
    if (id === 'throne-room') {
      const best = bestThroneTarget(s, plan, density);
      return best === null || isTerminal(best);
    }
    return isTerminal(id);
  };
  const free = actions.filter((id) => !terminalNow(id) && value(id) >= 0);
  if (free.length > 0) {
    // Draw before villages; Shanty Town last, when no other Action is left in hand.
    const rank = (id: string) => (id === 'shanty-town' ? 3 : id === 'minion' ? 2 : isVillage(id) ? 1 : 0);
    free.sort((a, b) => rank(a) - rank(b) || value(b) - value(a));
    return free[0] as string;
  }
  const terminals = actions.filter((id) => value(id) >= 0);
  if (terminals.length === 0) return null;
  if (s.actions >= 2) {
    // Library draws to seven: with Actions for every terminal in hand, those that draw nothing go
    // first, as each leaves a card's room in the hand for Library to fill.
    // Each terminal's draw once (Throne Room's looks for its target), not in every comparison.
    const drawn = new Map(terminals.map((id) => [id, cardsDrawn(id, s, plan, density)]));
    if (terminals.includes('library') && s.actions >= terminals.length) {
      const spender = terminals.find((id) => drawn.get(id) === 0);
      if (spender) return spender;
    }
    // Several to play: drawing first may find more to play.
    const drawFirst = terminals.slice().sort((a, b) => drawn.get(b)! - drawn.get(a)! || value(b) - value(a));
    return drawFirst[0] as string;
  }
  return terminals.reduce((best, id) => (value(id) > value(best) ? id : best));
}

/**
 * Cards playing `id` now draws: Library's draw shrinks as the hand grows, so among terminals it
 * goes first (the half card breaks a tie with Smithy its way); Throne Room draws its target's twice.
 */
function cardsDrawn(id: string, s: Situation, plan: Plan | null, density: number): number {
  if (id === 'library') return Math.max(0, 7 - (s.hand.length - 1)) + 0.5;
  if (id === 'throne-room') {
    const target = bestThroneTarget(s, plan, density);
    if (target === null || target === 'throne-room') return 0;
    const once = cardsDrawn(target, { ...s, hand: withoutOne(s.hand, 'throne-room') }, plan, density);
    return target === 'library' ? once : 2 * once;
  }
  return roleOf(id)?.cards ?? 0;
}

/** The Action Throne Room should play twice. */
export function bestThroneTarget(s: Situation, plan: Plan | null, density: number, pool?: readonly string[]): string | null {
  const hand = pool ? s.hand.slice() : withoutOne(s.hand, 'throne-room');
  const targets = (pool ?? hand).filter(isAction);
  if (targets.length === 0) return null;
  const rest = { ...s, hand };
  const score = (t: string) => (t === 'throne-room' ? 0.5 : playValue(t, rest, plan, density) + (isTerminal(t) ? 0 : 0.5)) + ownWorth(t, s) * 0.01;
  return targets.reduce((best, t) => (score(t) > score(best) ? t : best));
}
