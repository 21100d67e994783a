// What to buy: the endgame first (end the game when that wins, never end it to lose, the
// penultimate Province rule, Duchy dancing), then the plan's buy list.
import { type Plan, wantsMore } from './plan.ts';
import { type Situation, bestOther, costNow, emptyPiles, lateness, left, myDeck } from './situation.ts';
import { deckSize, vpTotal } from './tracker.ts';

export interface BuyStyle {
  /** Check endings: never end the game losing; end it when that wins; penultimate Province rule. */
  careful: boolean;
}

/** Whether gaining `id` now ends the game (last Province, or the pile that makes three empty). */
export function endsGame(s: Situation, id: string): boolean {
  if (left(s, id) !== 1) return false;
  return id === 'province' || emptyPiles(s) + 1 >= (s.n >= 5 ? 4 : 3);
}

/** My VP after gaining `id` (Gardens and Duke judged with the card added). */
export function vpAfter(s: Situation, id: string): number {
  const deck = myDeck(s);
  const more = { ...deck, [id]: (deck[id] ?? 0) + 1 };
  return (s.vp[s.me] as number) + vpTotal(more) - vpTotal(deck);
}

/** Whether I win outright if the game ended right after I gain `id` this turn. */
export function winsAfter(s: Situation, id: string): boolean {
  const mine = vpAfter(s, id);
  const myTurns = (s.turns[s.me] as number) + 1;
  return s.vp.every((v, seat) => seat === s.me || v < mine || (v === mine && (s.turns[seat] as number) > myTurns));
}

function safe(s: Situation, id: string, style: BuyStyle): boolean {
  if (!style.careful) return true;
  if (endsGame(s, id) && !winsAfter(s, id)) return false;
  // Penultimate Province: if the next player could take the last one and win, take a Duchy.
  if (id === 'province' && left(s, 'province') === 2 && bestOther(s) >= (s.vp[s.me] as number)) return false;
  return true;
}

/** The card to buy (or gain, when `only` lists what may be gained); null: nothing worth it. */
export function chooseBuy(s: Situation, plan: Plan, style: BuyStyle, only?: readonly string[]): string | null {
  const affordable = (id: string) => left(s, id) > 0 && costNow(s, id) <= s.coins && (!only || only.includes(id));
  if (style.careful) {
    // Ending the game is the best buy whenever it wins.
    let best: string | null = null;
    for (const id in s.supply) {
      if (!affordable(id) || !endsGame(s, id) || !winsAfter(s, id)) continue;
      if (best === null || vpAfter(s, id) > vpAfter(s, best)) best = id;
    }
    if (best) return best;
  }
  const provinces = left(s, 'province');
  const late = lateness(s);
  const wants: string[] = ['province'];
  if (provinces <= plan.duchy || late >= 0.8) wants.push('duchy');
  if (provinces <= plan.estate || late >= 0.95) wants.push('estate');
  const deck = myDeck(s);
  const size = deckSize(deck);
  for (const rule of plan.buys) if (wantsMore(rule, deck, size)) wants.push(rule[0]);
  for (const id of wants) if (affordable(id) && safe(s, id, style)) return id;
  // Behind with Duchies and Estates all that is safe: take VP rather than nothing.
  if (style.careful && late >= 0.8) for (const id of ['duchy', 'estate']) if (affordable(id) && safe(s, id, style)) return id;
  return null;
}
