// prompts() and the moves they list: the turn's own choices, or the pending card decisions.
import { reactionsFrame, WINDOW } from './attack.ts';
import { CARDS } from './cards/table.ts';
import { poolOf } from './verbs.ts';
import { ACTION, TREASURE, type Ask, type CardId, type DominionMove, type DominionState } from './types.ts';
import { lowered } from './zones.ts';
import type { WhyEntry } from './why-entry.ts';
import { randomMoveFromPrompts } from '../core/choices.ts';
import { pickSome } from '../core/pick.ts';

export interface TurnPrompt {
  seat: number;
  kind: 'turn';
  phase: 'action' | 'buy';
  actions: number;
  buys: number;
  coins: number;
  /** Distinct cards that may be played now. */
  play: CardId[];
  /** Distinct supply cards that may be bought now. */
  buy: CardId[];
  /** Other moves allowed now: 'treasures', 'end-actions', 'end-turn'. */
  moves: string[];
  /**
   * Why each other card in hand cannot be played and each other pile cannot be bought now: the
   * reasons explain() gives (./refusal.ts), each as short as ./why-entry.ts makes it (whyReason()
   * reads it back), for the page to show before anything is tried. Added by the game's
   * explainPrompts() to the prompts a player is sent, never by prompts() (the room's bookkeeping,
   * the bots and their playouts need none).
   */
  reasons?: { play: Record<CardId, WhyEntry>; buy: Record<CardId, WhyEntry> };
}

export type DominionPrompt = Ask | TurnPrompt;

/**
 * The supply's piles in the order the last turn prompt met them, with their printed costs. Only a
 * memo: a pile found at another place (another kingdom, a pile added) is looked up and written over.
 */
const PILES: { ids: (CardId | undefined)[]; costs: number[] } = { ids: [], costs: [] };

export function turnPrompt(g: DominionState): TurnPrompt {
  const hand = (g.players[g.current] as { hand: CardId[] }).hand;
  const play: CardId[] = [];
  let treasure = false;
  for (const c of hand) {
    const t = CARDS[c]?.t ?? 0;
    const ok = t & TREASURE ? g.bought === 0 : t & ACTION ? g.phase === 'action' && g.actions > 0 : false;
    if (t & TREASURE && g.bought === 0) treasure = true;
    if (ok && !play.includes(c)) play.push(c);
  }
  const buy: CardId[] = [];
  if (g.buys > 0) {
    const supply = g.supply;
    let i = 0;
    for (const id in supply) {
      // Each pile's printed cost from the last turn prompt's piles, the same pile at the same
      // place in every prompt of a game: a card table lookup per pile was a third of the prompt.
      if (PILES.ids[i] !== id) { PILES.ids[i] = id; PILES.costs[i] = CARDS[id]?.cost ?? 0; }
      if ((supply[id] as number) > 0 && lowered(g, PILES.costs[i] as number) <= g.coins) buy.push(id);
      i++;
    }
  }
  const moves: string[] = [];
  if (treasure) moves.push('treasures');
  if (g.phase === 'action') moves.push('end-actions');
  moves.push('end-turn');
  return { seat: g.current, kind: 'turn', phase: g.phase === 'buy' ? 'buy' : 'action', actions: g.actions, buys: g.buys, coins: g.coins, play, buy, moves };
}

export function prompts(g: DominionState): DominionPrompt[] {
  if (g.phase === 'over') return [];
  // The attacker's quiet question closing a Reaction window is the room's to answer, never shown.
  if (g.asks.length > 0) return g.asks.filter((a) => a.kind !== WINDOW);
  return [turnPrompt(g)];
}

/**
 * Who the table visibly waits for. Only players holding a Reaction are asked whether to reveal
 * it, so naming them would tell everyone what is in their hands: while such a question is open
 * the table is shown waiting on the player whose Attack is resolving.
 */
export function waiting(g: DominionState): number[] {
  const seats = new Set<number>();
  if (g.phase === 'over') return [];
  if (g.asks.length === 0) return [g.current];
  // For as long as a Reaction window is open, the attacker too: else while a revealed Secret
  // Chamber asks its own question, the attacker would show only while someone else still decides.
  if (reactionsFrame(g)) seats.add(g.current);
  for (const a of g.asks) seats.add(a.kind === 'react' || a.kind === WINDOW ? g.current : a.seat);
  return [...seats].sort((a, b) => a - b);
}

/**
 * Declining to reveal a Reaction is a move nobody else may learn of: only a player holding one
 * is asked, and the decline changes nothing anyone else sees.
 */
export function privateMove(g: DominionState, seat: number, move: unknown): boolean {
  if (!g.asks.some((a) => a.seat === seat && a.kind === 'react')) return false;
  const m = move as { type?: unknown; pick?: unknown } | null;
  return typeof m === 'object' && m !== null && m.type === 'choose' && Array.isArray(m.pick) && m.pick.length === 0;
}

/** A uniformly random legal answer: a size in [min, max], then that many cards from the pool. */
function randomPick(g: DominionState, a: Ask, random: () => number): string[] {
  const k = a.min + Math.floor(random() * (a.max - a.min + 1));
  return pickSome(poolOf(g, a), k, random);
}

/** The turn lists its moves (each card to play, each pile to buy, each other move); an Ask states a pick instead. */
export function isTurnPrompt(p: DominionPrompt): p is TurnPrompt {
  return p.kind === 'turn' && 'play' in p;
}

/** The moves a turn prompt offers, in its order; null for an Ask (a pick of so many cards from a pool). */
export function choices(p: DominionPrompt): DominionMove[] | null {
  if (!isTurnPrompt(p)) return null;
  return [
    ...p.play.map((card) => ({ type: 'play' as const, card })),
    ...p.buy.map((card) => ({ type: 'buy' as const, card })),
    ...p.moves.map((m) => ({ type: m }) as DominionMove),
  ];
}

/** Uniform among the turn's moves; an Ask gets a uniform size, then that many cards of its pool. */
export const randomMove = randomMoveFromPrompts<DominionState, DominionPrompt, DominionMove>(
  prompts, choices, (g, a, random) => ({ type: 'choose', pick: randomPick(g, a as Ask, random) }),
);
