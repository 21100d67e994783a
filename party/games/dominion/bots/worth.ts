// How much a card is worth, in rough coins: to own one more (gains, trashing, passing, what to
// give a Swindler victim), and to hold in the hand this turn or the next (discards, put-backs).
import { type Situation, lateness, myDeck } from './situation.ts';
import { coinOf, isAction, isAttack, isCurse, isTreasure, isVictory, roleOf, vpOf } from './roles.ts';
import { type Counts, deckSize } from './tracker.ts';

/** Average $ a drawn card brings in this deck (Treasures and the +$ of Actions). */
export function moneyDensity(deck: Counts, copperBonus = 0): number {
  let money = 0;
  let size = 0;
  for (const id in deck) {
    const k = deck[id] as number;
    size += k;
    money += k * (coinOf(id) + (id === 'copper' ? copperBonus : 0) + (isAction(id) ? (roleOf(id)?.coins ?? 0) * 0.6 : 0));
  }
  return size > 0 ? money / size : 0;
}

/**
 * Worth of owning one more copy for `deck` (the owner's cards) at this point of the game. Victory
 * cards count their VP more the nearer the end; early they are dead cards.
 */
export function ownWorth(id: string, s: Situation, deck: Counts = myDeck(s)): number {
  const late = lateness(s);
  if (isCurse(id)) return -2 - 1.5 * late;
  let w = 0;
  if (isTreasure(id)) w += id === 'copper' ? 0.6 - 0.8 * Math.min(1, moneyDensity(deck) / 1.6) + (deck.gardens ? 0.8 : 0) : coinOf(id) * 1.25;
  if (isAction(id)) {
    const r = roleOf(id);
    w += r ? 1.2 + r.bigMoneyScore * 0.35 : 1;
  }
  if (isVictory(id)) {
    const vp = vpOf(id, { ...deck, [id]: (deck[id] ?? 0) + 1 }, deckSize(deck) + 1);
    w += vp * (0.25 + 2 * late * late) - (isAction(id) || isTreasure(id) ? 0 : 1.2 * (1 - late));
  }
  return w;
}

/** What a card adds to a hand: its $, or its draw valued at the deck's money density. */
export function handWorth(id: string, density: number, actionsLeft: number): number {
  if (isTreasure(id)) return coinOf(id);
  if (isAction(id)) {
    const r = roleOf(id);
    if (!r) return 0.5;
    const playable = r.actions >= 1 || actionsLeft > 0;
    if (!playable) return 0.1;
    return r.coins + r.cards * density + (isAttack(id) ? 0.7 : 0) + (r.actions >= 2 ? 0.3 : 0);
  }
  return isCurse(id) ? -0.2 : -0.1;
}

/**
 * The value of a whole hand with `actions` Actions: every non-terminal plays, the best terminals
 * as far as Actions (villages included) allow.
 */
export function handValue(hand: readonly string[], density: number, actions = 1): number {
  let acts = actions;
  let v = 0;
  const terminals: number[] = [];
  for (const id of hand) {
    const r = isAction(id) ? roleOf(id) : undefined;
    if (r && r.actions < 1) terminals.push(handWorth(id, density, 1));
    else {
      if (r && r.actions >= 2) acts += r.actions - 1;
      v += handWorth(id, density, 1);
    }
  }
  terminals.sort((a, b) => b - a);
  terminals.forEach((t, i) => { v += i < acts ? t : 0.05; });
  return v;
}

/**
 * The k cards to discard from `hand` that cost the hand least, worst first. `tieBreak` must
 * depend on the card alone. Each card's worth and role are worked
 * out once, and each trial hand's value adds them up in handValue's order, so the sums (and so
 * the picks) are exactly handValue's: this runs at every Militia, Cellar or Torturer answer of
 * the hard bot's trial games.
 */
export function worstCards(hand: readonly string[], k: number, density: number, tieBreak: (id: string) => number): string[] {
  if (k <= 0) return [];
  if (k >= hand.length) return hand.slice();
  const keep = sortedByKey(hand, tieBreak);
  const ties = keep.map(tieBreak);
  const worth: number[] = [];
  // Extra Actions a non-terminal card gives; -1 marks a terminal.
  const extra: number[] = [];
  for (const id of keep) {
    const r = isAction(id) ? roleOf(id) : undefined;
    worth.push(handWorth(id, density, 1));
    extra.push(r && r.actions < 1 ? -1 : r && r.actions >= 2 ? r.actions - 1 : 0);
  }
  const terminals: number[] = [];
  // Greedy removal, each time taking away the card whose loss lowers the hand's value least.
  const out: string[] = [];
  for (let i = 0; i < k; i++) {
    let bestIdx = 0;
    let bestVal = -Infinity;
    for (let j = 0; j < keep.length; j++) {
      const val = valueWithout(worth, extra, j, terminals) - (ties[j] as number) * 0.01;
      if (val > bestVal + 1e-9) { bestVal = val; bestIdx = j; }
    }
    out.push(keep[bestIdx] as string);
    keep.splice(bestIdx, 1);
    ties.splice(bestIdx, 1);
    worth.splice(bestIdx, 1);
    extra.splice(bestIdx, 1);
  }
  return out;
}

/** handValue (with 1 Action) of the cards described by `worth` and `extra`, leaving out card `skip`. */
function valueWithout(worth: readonly number[], extra: readonly number[], skip: number, terminals: number[]): number {
  let acts = 1;
  let v = 0;
  terminals.length = 0;
  for (let i = 0; i < worth.length; i++) {
    if (i === skip) continue;
    const e = extra[i] as number;
    if (e < 0) terminals.push(worth[i] as number);
    else {
      acts += e;
      v += worth[i] as number;
    }
  }
  terminals.sort((a, b) => b - a);
  for (let i = 0; i < terminals.length; i++) v += i < acts ? (terminals[i] as number) : 0.05;
  return v;
}

/**
 * A copy of `ids` sorted by `key`, lowest first: the order sort((x, y) => key(x) - key(y)) gives,
 * with `key` (which must depend on the card alone) asked once per card id rather than twice per
 * comparison.
 */
export function sortedByKey(ids: readonly string[], key: (id: string) => number): string[] {
  // Hands and pools are a few cards: an insertion sort over a copy, keys beside it, asked once
  // per distinct id (looked up among the cards before it), allocates no Map. Insertion sort is
  // stable as Array.prototype.sort is, so the order is the same.
  const out = ids.slice();
  const keys: number[] = [];
  for (let i = 0; i < out.length; i++) {
    const id = out[i] as string;
    let at = i - 1;
    while (at >= 0 && out[at] !== id) at--;
    const k = at >= 0 ? (keys[at] as number) : key(id);
    let j = i;
    // Shift the bigger keys right; equal keys stay before (stable).
    while (j > 0 && (keys[j - 1] as number) - k > 0) {
      out[j] = out[j - 1] as string;
      keys[j] = keys[j - 1] as number;
      j--;
    }
    out[j] = id;
    keys[j] = k;
  }
  return out;
}
