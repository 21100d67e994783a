// Card movements shared by the turn machinery and every card script. Each one logs what the
// table may see and puts private details (what was drawn) in the entry's secret part.
import { shuffleInPlace } from '../core/rng.ts';
import { CARDS } from './cards/table.ts';
import { own } from './score.ts';
import type { CardId, DominionState, PlayerState } from './types.ts';

export function card(id: CardId) {
  const c = CARDS[id];
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}

export function is(id: CardId, typeBit: number): boolean {
  return ((CARDS[id]?.t ?? 0) & typeBit) !== 0;
}

/** Current cost: Bridge lowers every card everywhere, never below 0. */
export function costOf(g: DominionState, id: CardId): number {
  return lowered(g, CARDS[id]?.cost ?? 0);
}

/** A printed cost as Bridge leaves it this turn (never below 0). */
export function lowered(g: DominionState, printed: number): number {
  const c = printed - g.costDown;
  return c > 0 ? c : 0;
}

export function logEvent(g: DominionState, type: string, seat: number, data?: unknown, secret?: unknown, to?: number[]): void {
  if (secret === undefined) g.log.push(data === undefined ? [type, seat] : [type, seat, data]);
  else if (to === undefined) g.log.push([type, seat, data ?? null, secret]);
  else g.log.push([type, seat, data ?? null, secret, to]);
}

/**
 * Cuts a zone down to its first `keep` cards. Popping keeps the array's storage for the next
 * pushes, where setting `length` is a slow runtime call in V8 that also drops it: this runs
 * every turn.
 */
export function truncate(zone: CardId[], keep = 0): void {
  while (zone.length > keep) zone.pop();
}

export function removeOne(zone: CardId[], id: CardId): boolean {
  const i = zone.lastIndexOf(id);
  if (i < 0) return false;
  zone.splice(i, 1);
  return true;
}

/** Shuffles the discard pile into the (empty) deck; only called when a draw or reveal needs it. */
function reshuffle(g: DominionState, seat: number, p: PlayerState): void {
  const d = p.discard;
  p.discard = p.deck;
  p.deck = d;
  shuffleInPlace(g.rng, d);
  logEvent(g, 'shuffle', seat, d.length);
}

/** Takes the top card of the deck, shuffling first if the deck is empty; undefined if none. */
export function takeTop(g: DominionState, seat: number): CardId | undefined {
  const p = g.players[seat] as PlayerState;
  if (p.deck.length === 0) {
    if (p.discard.length === 0) return undefined;
    reshuffle(g, seat, p);
  }
  return p.deck.pop();
}

export function draw(g: DominionState, seat: number, n: number): CardId[] {
  const p = g.players[seat] as PlayerState;
  const got: CardId[] = [];
  for (let i = 0; i < n; i++) {
    const c = takeTop(g, seat);
    if (c === undefined) break;
    got.push(c);
    p.hand.push(c);
  }
  if (got.length > 0) logEvent(g, 'draw', seat, got.length, got);
  return got;
}

/** Reveals the top card into the player's revealed zone (public). */
export function revealTop(g: DominionState, seat: number): CardId | undefined {
  const c = takeTop(g, seat);
  if (c !== undefined) {
    (g.players[seat] as PlayerState).revealed.push(c);
    logEvent(g, 'reveal', seat, [c]);
  }
  return c;
}

export type GainTo = 'discard' | 'hand' | 'deck';

export function countEmptyPiles(supply: Record<CardId, number>): number {
  let n = 0;
  for (const id in supply) if (supply[id] === 0) n++;
  return n;
}

/** Takes one card off its supply pile (the caller checked there is one), counting piles run out. */
export function takeFromSupply(g: DominionState, id: CardId): void {
  const left = (g.supply[id] as number) - 1;
  g.supply[id] = left;
  if (left === 0) g.empty++;
}

export function gain(g: DominionState, seat: number, id: CardId, to: GainTo = 'discard'): boolean {
  const left = g.supply[id];
  if (left === undefined || left <= 0) return false;
  takeFromSupply(g, id);
  const p = g.players[seat] as PlayerState;
  if (to === 'hand') p.hand.push(id);
  else if (to === 'deck') p.deck.push(id);
  else p.discard.push(id);
  own(p, id, 1);
  logEvent(g, 'gain', seat, to === 'discard' ? id : { card: id, to });
  return true;
}

/** Moves cards of `seat` (from `zone`, one of theirs or a card just taken from their deck) to the trash; returns those moved. */
export function trashFrom(g: DominionState, seat: number, zone: CardId[], ids: readonly CardId[]): CardId[] {
  const p = g.players[seat] as PlayerState;
  const done: CardId[] = [];
  for (const id of ids) if (removeOne(zone, id)) { g.trash.push(id); done.push(id); own(p, id, -1); }
  if (done.length > 0) logEvent(g, 'trash', seat, done);
  return done;
}

/** Discards from hand: the count is public, the cards are not (only the new top card shows). */
export function discardFromHand(g: DominionState, seat: number, ids: readonly CardId[]): number {
  const p = g.players[seat] as PlayerState;
  let n = 0;
  for (const id of ids) if (removeOne(p.hand, id)) { p.discard.push(id); n++; }
  if (n > 0) logEvent(g, 'discard', seat, n, ids.slice(0, n));
  return n;
}

/** Moves every card of `zone` onto the discard pile (revealed or set-aside cards: public). */
export function discardAll(g: DominionState, seat: number, zone: CardId[]): void {
  if (zone.length === 0) return;
  const p = g.players[seat] as PlayerState;
  logEvent(g, 'discard', seat, zone.slice());
  for (const c of zone) p.discard.push(c);
  truncate(zone);
}

export function countIn(zone: readonly CardId[], id: CardId): number {
  let n = 0;
  for (const c of zone) if (c === id) n++;
  return n;
}

export function hasType(zone: readonly CardId[], typeBit: number): boolean {
  for (const c of zone) if (is(c, typeBit)) return true;
  return false;
}

export function allCards(p: PlayerState): CardId[] {
  return [...p.hand, ...p.deck, ...p.discard, ...p.play, ...p.aside, ...p.revealed];
}
