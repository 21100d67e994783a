// What each card does for a bot, in the few numbers its decisions weigh: the card data says what
// a card is (cost, types, coin, VP); this table says what it is good for.
import { CARDS } from '../cards/index.ts';
import { ACTION, ATTACK, CURSE, TREASURE, VICTORY } from '../types.ts';

export interface Role {
  /** +Actions when played (a village gives 2, a cantrip 1, a terminal 0). */
  act: number;
  /** Cards drawn (Library about 2.5, Courtyard 2 net of the card put back). */
  draw: number;
  /** +$ when played (an estimate for conditional ones). */
  coin: number;
  /** How good the card is as the partner of Big Money, 0-10 (from known simulations). */
  bm: number;
  /** Most copies a Big Money deck wants... */
  cap: number;
  /** ...and one more per this many cards in the deck (0: the cap alone). */
  per: number;
  /** A trasher that can thin Coppers and Estates. */
  trasher?: boolean;
}

const R = (act: number, draw: number, coin: number, bm: number, cap: number, per = 0, trasher = false): Role =>
  ({ act, draw, coin, bm, cap, per, trasher });

export const ROLES: Record<string, Role> = {
  cellar: R(1, 0, 0, 1, 1),
  chapel: R(0, 0, 0, 2, 1, 0, true),
  moat: R(0, 2, 0, 4, 2, 12),
  chancellor: R(0, 0, 2, 2.5, 1),
  village: R(2, 1, 0, 0, 0),
  woodcutter: R(0, 0, 2, 2, 1),
  workshop: R(0, 0, 0, 1, 1),
  bureaucrat: R(0, 0, 1.5, 4.5, 2, 14),
  feast: R(0, 0, 0, 1, 1),
  militia: R(0, 0, 2, 6.5, 2, 14),
  moneylender: R(0, 0, 2, 4, 1, 0, true),
  remodel: R(0, 0, 0, 2, 1),
  smithy: R(0, 3, 0, 7, 1, 11),
  spy: R(1, 1, 0, 1, 1),
  thief: R(0, 0, 0, 0, 0),
  'throne-room': R(0, 0, 0, 1, 1),
  'council-room': R(0, 4, 0, 7, 1, 14),
  festival: R(2, 0, 2, 2, 2),
  laboratory: R(1, 2, 0, 5, 8),
  library: R(0, 2.5, 0, 7, 1, 13),
  market: R(1, 1, 1, 4, 8),
  mine: R(0, 0, 1, 3, 1),
  witch: R(0, 2, 0, 10, 2),
  adventurer: R(0, 0, 3, 2, 1),
  courtyard: R(0, 2, 0, 7, 1, 11),
  pawn: R(1, 1, 1, 1, 1),
  'secret-chamber': R(0, 0, 1.5, 2, 1),
  'great-hall': R(1, 1, 0, 2, 4),
  masquerade: R(0, 2, 0, 6.5, 1, 14),
  'shanty-town': R(2, 0, 0, 0, 0),
  steward: R(0, 2, 2, 5, 1, 13),
  swindler: R(0, 0, 2, 4.5, 2, 14),
  'wishing-well': R(1, 1, 0, 1.5, 2),
  baron: R(0, 0, 3, 4.5, 1, 15),
  bridge: R(0, 0, 2, 3.5, 1, 14),
  conspirator: R(0, 0, 2, 3.5, 1, 14),
  coppersmith: R(0, 0, 2.5, 3.5, 1),
  ironworks: R(0, 0, 1, 2, 1),
  'mining-village': R(2, 1, 0, 0.5, 0),
  scout: R(1, 0, 0, 0.5, 0),
  minion: R(1, 0, 2, 5.5, 3, 10),
  saboteur: R(0, 0, 0, 3, 1),
  torturer: R(0, 3, 0, 8, 2),
  'trading-post': R(0, 0, 0, 2.5, 1, 0, true),
  tribute: R(0, 0, 2.5, 4, 1, 14),
  upgrade: R(1, 1, 0, 3, 2),
  nobles: R(0, 3, 0, 6, 2, 12),
};

const def = (id: string) => CARDS[id];
const has = (id: string, bit: number) => ((def(id)?.t ?? 0) & bit) !== 0;

export const isAction = (id: string) => has(id, ACTION);
export const isTreasure = (id: string) => has(id, TREASURE);
export const isVictory = (id: string) => has(id, VICTORY);
export const isCurse = (id: string) => has(id, CURSE);
export const isAttack = (id: string) => has(id, ATTACK);
/** Victory or Curse and nothing else: a card that does nothing in hand. */
export const isJunk = (id: string) => (isVictory(id) || isCurse(id)) && !isAction(id) && !isTreasure(id);
export const baseCost = (id: string) => def(id)?.cost ?? 0;
export const coinOf = (id: string) => def(id)?.coin ?? 0;
export const roleOf = (id: string): Role | undefined => ROLES[id];
/** Actions that leave no Action to play another: +Actions below 1. */
export const isTerminal = (id: string) => isAction(id) && (ROLES[id]?.act ?? 0) < 1;
export const isVillage = (id: string) => (ROLES[id]?.act ?? 0) >= 2;

/** VP a card is worth in a deck of these counts (Gardens and Duke depend on the deck). */
export function vpOf(id: string, counts: Record<string, number>, size: number): number {
  if (id === 'gardens') return Math.floor(size / 10);
  if (id === 'duke') return counts.duchy ?? 0;
  const vp = def(id)?.vp;
  return typeof vp === 'number' ? vp : 0;
}
