// Everything a decision weighs, in one shape built two ways: from a bot's own input (its view and
// the log it may read) at a real table, or from a game the hard bot set up itself to try a plan.
import type { VisibleLogEntry } from '../../core/types.ts';
import type { DominionState } from '../types.ts';
import type { DominionView } from '../view.ts';
import { baseCost, isAttack } from './roles.ts';
import { type Counts, addCard, trackDecks, vpTotal } from './tracker.ts';

export interface Situation {
  me: number;
  n: number;
  hand: string[];
  /** My cards in play this turn. */
  play: string[];
  /** Every seat's cards (tracked from the log at a real table). */
  decks: Counts[];
  vp: number[];
  turns: number[];
  supply: Record<string, number>;
  kingdom: string[];
  current: number;
  phase: 'action' | 'buy' | 'over';
  actions: number;
  buys: number;
  coins: number;
  costDown: number;
  copperBonus: number;
  /** Cards in my draw pile. */
  deckCount: number;
  /** Provinces at the start, to judge how far the game has gone. */
  provincesStart: number;
  /** The Attack played last (what a Reaction's follow-up question answers). */
  attack: string | null;
  /** How far the game has gone, 0-1 (see lateOf). */
  late: number;
}

export function fromView(me: number, v: DominionView, log: readonly VisibleLogEntry[]): Situation {
  const n = v.players.length;
  const decks = trackDecks(log, n);
  const supply: Record<string, number> = {};
  for (const s of v.supply) supply[s.card] = s.count;
  const mine = v.players[me];
  const n0 = provincesFor(n);
  return {
    me, n, hand: mine?.hand?.slice() ?? [], play: mine?.play.slice() ?? [], decks,
    vp: v.players.map((p, i) => p.vp ?? vpTotal(decks[i] as Counts)),
    turns: v.players.map((p) => p.turns), supply, kingdom: v.kingdom, current: v.current, phase: v.phase,
    actions: v.actions, buys: v.buys, coins: v.coins, costDown: v.costDown, copperBonus: v.copperBonus,
    deckCount: mine?.deckCount ?? 0, provincesStart: n0, attack: lastAttack(log.length, (i) => log[i]?.type, (i) => log[i]?.data?.card),
    late: lateOf(supply, n, n0),
  };
}

/** Every player's cards, counted from the zones of a game the bot set up itself. */
export function countDecks(g: DominionState): Counts[] {
  return g.players.map((p) => {
    const c: Counts = {};
    for (const z of [p.hand, p.deck, p.discard, p.play, p.aside, p.revealed]) for (const id of z) addCard(c, id);
    return c;
  });
}

/** The hard bot's own trial games: it built them, so it may read them whole (`decks` kept up to date by the caller). */
export function fromState(me: number, g: DominionState, decks: Counts[] = countDecks(g), vp: number[] = decks.map(vpTotal)): Situation {
  const p = g.players[me] as DominionState['players'][number];
  const n0 = provincesFor(g.n);
  return {
    me, n: g.n, hand: p.hand, play: p.play, decks, vp,
    turns: g.players.map((x) => x.turns), supply: g.supply, kingdom: g.kingdom, current: g.current, phase: g.phase,
    actions: g.actions, buys: g.buys, coins: g.coins, costDown: g.costDown, copperBonus: g.copperBonus,
    deckCount: p.deck.length, provincesStart: n0, attack: g.asks.length > 0 ? lastAttack(g.log.length, (i) => g.log[i]?.[0], (i) => g.log[i]?.[2]) : null,
    late: lateOf(g.supply, g.n, n0),
  };
}

/**
 * fromState for a trial game's next decision, updating `s` (built by fromState for the same game
 * and seat) in place: a playout makes a decision every few microseconds and allocates nothing
 * here. The Attack being answered is looked up only when a card question is open (`asked`).
 * `late` is lateOf(g.supply...), which the caller works out again only when the supply changed.
 */
export function refreshFromState(s: Situation, g: DominionState, asked: boolean, late = lateOf(g.supply, g.n, s.provincesStart)): Situation {
  const p = g.players[s.me] as DominionState['players'][number];
  s.hand = p.hand;
  s.play = p.play;
  for (let i = 0; i < g.n; i++) s.turns[i] = (g.players[i] as DominionState['players'][number]).turns;
  s.current = g.current;
  s.phase = g.phase;
  s.actions = g.actions;
  s.buys = g.buys;
  s.coins = g.coins;
  s.costDown = g.costDown;
  s.copperBonus = g.copperBonus;
  s.deckCount = p.deck.length;
  s.attack = asked ? lastAttack(g.log.length, (i) => g.log[i]?.[0], (i) => g.log[i]?.[2]) : null;
  s.late = late;
  return s;
}

/** The last Attack card played this turn, reading the log backwards. */
function lastAttack(length: number, typeAt: (i: number) => string | undefined, cardAt: (i: number) => unknown): string | null {
  for (let i = length - 1; i >= 0; i--) {
    const type = typeAt(i);
    const card = cardAt(i);
    if (type === 'turn') return null;
    if ((type === 'play' || type === 'replay') && typeof card === 'string' && isAttack(card)) return card;
  }
  return null;
}

export function provincesFor(n: number): number {
  return n === 2 ? 8 : n <= 4 ? 12 : n === 5 ? 15 : 18;
}

/** The current cost of a card, Bridge included. */
export function costNow(s: Situation, id: string): number {
  return Math.max(0, baseCost(id) - s.costDown);
}

export const left = (s: Situation, id: string) => s.supply[id] ?? 0;
export const myDeck = (s: Situation): Counts => s.decks[s.me] as Counts;

export function emptyPiles(s: Situation): number {
  let k = 0;
  for (const id in s.supply) if (s.supply[id] === 0) k++;
  return k;
}

/** The best VP among the other players. */
export function bestOther(s: Situation): number {
  let best = -Infinity;
  s.vp.forEach((v, i) => { if (i !== s.me && v > best) best = v; });
  return best;
}

/** How far the game has gone: s.late, worked out once per decision. */
export function lateness(s: Situation): number {
  return s.late;
}

/** 0 at the start, 1 when the game is about to end (by Provinces or by piles). */
export function lateOf(supply: Record<string, number>, n: number, provincesStart: number): number {
  const prov = 1 - (supply.province ?? 0) / provincesStart;
  // The piles closest to running out decide a pile ending.
  let a = Infinity, b = Infinity, c = Infinity, d = Infinity;
  for (const id in supply) {
    const k = supply[id] as number;
    if (k < a) { d = c; c = b; b = a; a = k; } else if (k < b) { d = c; c = b; b = k; } else if (k < c) { d = c; c = k; } else if (k < d) d = k;
  }
  const emptied = a + b + c + (n >= 5 ? d : 0);
  const pileLate = emptied <= 2 ? 1 : emptied <= 5 ? 0.8 : emptied <= 9 ? 0.55 : 0;
  return Math.max(prov, pileLate);
}
