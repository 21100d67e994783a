// What to buy: the endgame first (end the game when that wins, never end it to lose, the
// penultimate Province rule, Duchy dancing), then the plan's buy list.
import { type Plan, terminalLoad, wantsMore } from './plan.ts';
import { type Situation, bestOther, costNow, emptyPiles, lateness, left, myDeck } from './situation.ts';
import { type Counts, deckSize, vpTotal } from './tracker.ts';
import { coinOf, isTreasure } from './roles.ts';
import { openingExtra } from './opening.ts';

export interface BuyStyle {
  /** The penultimate Province rule. */
  ppr: boolean;
  /** Count the score: never end the game losing, end it whenever that wins. */
  endings: boolean;
  /** Green earlier the more players there are (see greenAt). */
  greenByPlayers?: boolean;
  /** A $2 opening hand takes a card that helps any plan (./opening.ts). */
  openings?: boolean;
}

/**
 * Provinces left at which Duchies, then Estates, start. A plan's thresholds are for 2 players;
 * with more, the others buy Provinces between my turns and the game ends in fewer of mine, so a
 * player who counts that starts each 2 Provinces earlier for every player past the second (Duchies)
 * and 1 earlier (Estates). Measured in trial games of one hard plan among medium plans, the same
 * seeds before and after: 3 players 45.9% -> 52.1% (360 games), 4 players 34.0% -> 44.8% (480),
 * 5 players 22.8% -> 39.8% (200); in 2 players Duchies from 5 Provinces left beat 4 and 6.
 */
export function greenAt(plan: Plan, n: number, style: BuyStyle): { duchy: number; estate: number } {
  const more = style.greenByPlayers ? Math.max(0, n - 2) : 0;
  return { duchy: plan.duchy + 2 * more, estate: plan.estate + more };
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

/**
 * A game that drags on (both sides refusing to end it, the leader unable to hit $8) would never
 * end: past this many turns of mine, or with no Duchy and Estate left to catch up with, a lost
 * game may be ended.
 */
const HOPELESS_TURNS = 40;

function safe(s: Situation, id: string, style: BuyStyle): boolean {
  const hopeless = (s.turns[s.me] as number) >= HOPELESS_TURNS || (left(s, 'duchy') === 0 && left(s, 'estate') === 0);
  if (style.endings && !hopeless && endsGame(s, id) && !winsAfter(s, id)) return false;
  if (!style.ppr) return true;
  // Penultimate Province: when the leader would still win by taking the last one even after I
  // add a Duchy, take the Duchy and keep the game going. (Applied at any smaller deficit, the
  // rule lost games to Big Money in trials: the leader often cannot hit $8 next turn.)
  if (id === 'province' && left(s, 'province') === 2 && bestOther(s) > (s.vp[s.me] as number) + 3) return false;
  return true;
}

/** Whether `id` can be taken now: some left, within the coins, and among `only` when given. */
function affordable(s: Situation, id: string, only: readonly string[] | undefined): boolean {
  return left(s, id) > 0 && costNow(s, id) <= s.coins && (only === undefined || only.includes(id));
}

/** The card to buy (or gain, when `only` lists what may be gained); null: nothing worth it. */
export function chooseBuy(s: Situation, plan: Plan, style: BuyStyle, only?: readonly string[]): string | null {
  if (style.endings) {
    // Ending the game is the best buy whenever it wins. A pile of one first: only its last
    // card can end the game, and most piles hold more.
    let best: string | null = null;
    for (const id in s.supply) {
      if (s.supply[id] !== 1 || !affordable(s, id, only) || !endsGame(s, id) || !winsAfter(s, id)) continue;
      if (best === null || vpAfter(s, id) > vpAfter(s, best)) best = id;
    }
    if (best) return best;
  }
  const provinces = left(s, 'province');
  const late = lateness(s);
  const deck = myDeck(s);
  const { duchy: duchyAt, estate: estateAt } = greenAt(plan, s.n, style);
  // The first card wanted, in this order, that is affordable and safe: Province, Duchy, Estate,
  // then the plan's rules. Each test is cheap before dear (a rule's wantsMore counts the deck).
  if (!(plan.gold > 0 && provinces > duchyAt && treasureMoney(deck) < plan.gold) && affordable(s, 'province', only) && safe(s, 'province', style)) return 'province';
  if ((provinces <= duchyAt || late >= 0.8) && affordable(s, 'duchy', only) && safe(s, 'duchy', style)) return 'duchy';
  if ((provinces <= estateAt || late >= 0.95) && affordable(s, 'estate', only) && safe(s, 'estate', style)) return 'estate';
  const size = deckSize(deck);
  const gold = plan.buys.findIndex((r) => r[0] === 'gold');
  const buys = plan.buys;
  let load: ReturnType<typeof terminalLoad> | undefined;
  const loadOf = () => (load ??= terminalLoad(deck));
  for (let i = 0; i < buys.length; i++) {
    const rule = buys[i] as Plan['buys'][number];
    if ((rule[3] === undefined || provinces > rule[3]) && affordable(s, rule[0], only) && wantsMore(rule, deck, size, i < gold, loadOf) && safe(s, rule[0], style)) return rule[0];
  }
  const opener = style.openings ? openingExtra(s, (id) => affordable(s, id, only)) : null;
  if (opener) return opener;
  // Behind with Duchies and Estates all that is safe: take VP rather than nothing.
  if (style.endings && late >= 0.8) {
    if (affordable(s, 'duchy', only) && safe(s, 'duchy', style)) return 'duchy';
    if (affordable(s, 'estate', only) && safe(s, 'estate', style)) return 'estate';
  }
  return null;
}

/** $ the Treasures of a deck make in all. */
export function treasureMoney(deck: Counts): number {
  let m = 0;
  for (const id in deck) if (isTreasure(id)) m += coinOf(id) * (deck[id] as number);
  return m;
}
