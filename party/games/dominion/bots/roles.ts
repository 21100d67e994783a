// What each card does for a bot, in the few numbers its decisions weigh: the card data says what
// a card is (cost, types, coin, VP); this table says what it is good for.
import { CARDS } from '../cards/index.ts';
import { ACTION, ATTACK, CURSE, TREASURE, VICTORY } from '../types.ts';

export interface Role {
  /** +Actions when played (a village gives 2, a cantrip 1, a terminal 0). */
  actions: number;
  /** Cards drawn (Library about 2.5, Courtyard 2 net of the card put back). */
  cards: number;
  /** +$ when played (an estimate for conditional ones). */
  coins: number;
  /** How good the card is as the partner of Big Money, 0-10 (from known simulations). */
  bigMoneyScore: number;
  /** Most copies a Big Money deck wants... */
  maxCopies: number;
  /** ...and one more per this many cards in the deck (0: `maxCopies` alone). */
  extraCopyPer: number;
  /** A trasher that can thin Coppers and Estates. */
  trasher?: boolean;
}

/** A role from the fields that apply: the others are 0 (and not a trasher). */
const role = (some: Partial<Role>): Role =>
  ({ actions: 0, cards: 0, coins: 0, bigMoneyScore: 0, maxCopies: 0, extraCopyPer: 0, trasher: false, ...some });

export const ROLES: Record<string, Role> = {
  cellar: role({ actions: 1, bigMoneyScore: 1, maxCopies: 1 }),
  chapel: role({ bigMoneyScore: 2, maxCopies: 1, trasher: true }),
  moat: role({ cards: 2, bigMoneyScore: 4, maxCopies: 2, extraCopyPer: 12 }),
  chancellor: role({ coins: 2, bigMoneyScore: 2.5, maxCopies: 1 }),
  village: role({ actions: 2, cards: 1 }),
  woodcutter: role({ coins: 2, bigMoneyScore: 2, maxCopies: 1 }),
  workshop: role({ bigMoneyScore: 1, maxCopies: 1 }),
  bureaucrat: role({ coins: 1.5, bigMoneyScore: 4.5, maxCopies: 2, extraCopyPer: 14 }),
  feast: role({ bigMoneyScore: 1, maxCopies: 1 }),
  militia: role({ coins: 2, bigMoneyScore: 6.5, maxCopies: 2, extraCopyPer: 14 }),
  moneylender: role({ coins: 2, bigMoneyScore: 4, maxCopies: 1, trasher: true }),
  remodel: role({ bigMoneyScore: 2, maxCopies: 1 }),
  smithy: role({ cards: 3, bigMoneyScore: 7, maxCopies: 1, extraCopyPer: 11 }),
  spy: role({ actions: 1, cards: 1, bigMoneyScore: 1, maxCopies: 1 }),
  thief: role({}),
  'throne-room': role({ bigMoneyScore: 1, maxCopies: 1 }),
  'council-room': role({ cards: 4, bigMoneyScore: 7, maxCopies: 1, extraCopyPer: 14 }),
  festival: role({ actions: 2, coins: 2, bigMoneyScore: 2, maxCopies: 2 }),
  laboratory: role({ actions: 1, cards: 2, bigMoneyScore: 5, maxCopies: 8 }),
  library: role({ cards: 2.5, bigMoneyScore: 7, maxCopies: 1, extraCopyPer: 13 }),
  market: role({ actions: 1, cards: 1, coins: 1, bigMoneyScore: 4, maxCopies: 8 }),
  mine: role({ coins: 1, bigMoneyScore: 3, maxCopies: 1 }),
  witch: role({ cards: 2, bigMoneyScore: 10, maxCopies: 2 }),
  adventurer: role({ coins: 3, bigMoneyScore: 2, maxCopies: 1 }),
  courtyard: role({ cards: 2, bigMoneyScore: 7, maxCopies: 1, extraCopyPer: 11 }),
  pawn: role({ actions: 1, cards: 1, coins: 1, bigMoneyScore: 1, maxCopies: 1 }),
  'secret-chamber': role({ coins: 1.5, bigMoneyScore: 2, maxCopies: 1 }),
  'great-hall': role({ actions: 1, cards: 1, bigMoneyScore: 2, maxCopies: 4 }),
  masquerade: role({ cards: 2, bigMoneyScore: 6.5, maxCopies: 1, extraCopyPer: 14 }),
  'shanty-town': role({ actions: 2 }),
  steward: role({ cards: 2, coins: 2, bigMoneyScore: 5, maxCopies: 1, extraCopyPer: 13 }),
  swindler: role({ coins: 2, bigMoneyScore: 4.5, maxCopies: 2, extraCopyPer: 14 }),
  'wishing-well': role({ actions: 1, cards: 1, bigMoneyScore: 1.5, maxCopies: 2 }),
  baron: role({ coins: 3, bigMoneyScore: 4.5, maxCopies: 1, extraCopyPer: 15 }),
  bridge: role({ coins: 2, bigMoneyScore: 3.5, maxCopies: 1, extraCopyPer: 14 }),
  conspirator: role({ coins: 2, bigMoneyScore: 3.5, maxCopies: 1, extraCopyPer: 14 }),
  coppersmith: role({ coins: 2.5, bigMoneyScore: 3.5, maxCopies: 1 }),
  ironworks: role({ coins: 1, bigMoneyScore: 2, maxCopies: 1 }),
  'mining-village': role({ actions: 2, cards: 1, bigMoneyScore: 0.5 }),
  scout: role({ actions: 1, bigMoneyScore: 0.5 }),
  minion: role({ actions: 1, coins: 2, bigMoneyScore: 5.5, maxCopies: 3, extraCopyPer: 10 }),
  saboteur: role({ bigMoneyScore: 3, maxCopies: 1 }),
  torturer: role({ cards: 3, bigMoneyScore: 8, maxCopies: 2 }),
  'trading-post': role({ bigMoneyScore: 2.5, maxCopies: 1, trasher: true }),
  tribute: role({ coins: 2.5, bigMoneyScore: 4, maxCopies: 1, extraCopyPer: 14 }),
  upgrade: role({ actions: 1, cards: 1, bigMoneyScore: 3, maxCopies: 2 }),
  nobles: role({ cards: 3, bigMoneyScore: 6, maxCopies: 2, extraCopyPer: 12 }),
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
export const isTerminal = (id: string) => isAction(id) && (ROLES[id]?.actions ?? 0) < 1;
export const isVillage = (id: string) => (ROLES[id]?.actions ?? 0) >= 2;
/** Attacks that leave Curses in the victims' decks: plans buy them first, before Gold. */
export const isCurser = (id: string) => id === 'witch' || id === 'torturer';

/** VP a card is worth in a deck of these counts (Gardens and Duke depend on the deck). */
export function vpOf(id: string, counts: Record<string, number>, size: number): number {
  if (id === 'gardens') return Math.floor(size / 10);
  if (id === 'duke') return counts.duchy ?? 0;
  const vp = def(id)?.vp;
  return typeof vp === 'number' ? vp : 0;
}
