// The Dominion state is plain JSON: the room persists it and replays moves onto it, so every
// pending effect lives in `stack` as data (card id + script name + step index + locals), never
// as a closure or generator.
import type { RngState } from '../core/rng.ts';

/** Lowercase kebab-case card id, e.g. 'throne-room'. */
export type CardId = string;

export interface PlayerState {
  hand: CardId[];
  /** The draw pile; the LAST element is the top card, so drawing is a pop. */
  deck: CardId[];
  /** The LAST element is the visible top card. */
  discard: CardId[];
  play: CardId[];
  /** Set aside by the card being resolved (Library); public. */
  aside: CardId[];
  /** Revealed and held by the card being resolved (Adventurer, Thief, Spy...); public. */
  revealed: CardId[];
  turns: number;
  /** VP total after each of this player's turns, for a VP-over-turns chart. */
  vpByTurn: number[];
  /** Cards the player owns, in every zone: kept up to date as cards are gained, bought, passed, trashed. */
  owned: number;
  /** How many of each VP-bearing card the player owns (no zero entries): scoring reads this, not the zones. */
  vpCards: Record<CardId, number>;
}

/** What a card's VP may depend on: how many cards the player owns and which VP cards. */
export type Holdings = Pick<PlayerState, 'owned' | 'vpCards'>;

export type Phase = 'action' | 'buy' | 'over';

/** One pending piece of a card's effect. */
export interface Frame {
  /** Card whose script runs ('@' for engine scripts such as the attack window). */
  card: CardId;
  /** Script name inside that card: 'effect', 'attack', 'attackAll', 'react' or a card's own. */
  script: string;
  /** Index of the next step to run. */
  step: number;
  /** The player whose card this is. */
  owner: number;
  /** The player this frame acts on (the owner, a victim, a reacting player). */
  target: number;
  /** Stack index of the frame that started this one, or -1 (locals shared across plays). */
  parent: number;
  /**
   * What the script keeps between its steps. The engine writes the answer to a question here
   * before the next step runs: `answer`, or `answers[seat]` for a simultaneous batch.
   */
  locals: Locals;
}

// biome-ignore lint: locals are free-form JSON owned by each card script
export type Locals = Record<string, any>;

/**
 * A pending decision. The answer is always a list of strings `pick`: a sub-multiset of the
 * pool (the seat's hand, restricted to `allow`, when `from` is 'hand'; otherwise the `from`
 * list) with `min` <= length <= `max`. When `ordered`, the order of `pick` matters.
 */
export interface Ask {
  seat: number;
  kind: string;
  /** The card asking. */
  card: CardId;
  from: 'hand' | CardId[] | string[];
  allow?: CardId[];
  min: number;
  max: number;
  ordered?: boolean;
  /** Cards the decision is about (a revealed card, the attack being answered...). */
  about?: CardId[];
  /** The seat the answer acts on when it is not the asker's own (Swindler picks its victim's gain). */
  target?: number;
  /** Whose card asks, when it is another player's (the attacker a Reaction answers). */
  by?: number;
}

/** Compact log entry: [type, seat, public data?, secret data?, seats the secret is for?]. */
export type LogTuple = [string, number, unknown?, unknown?, number[]?];

export interface DominionState {
  n: number;
  rng: RngState;
  kingdom: CardId[];
  supply: Record<CardId, number>;
  /** How many supply piles are at 0, counted as they run out (3 end the game, 4 with 5-6 players). */
  empty: number;
  trash: CardId[];
  players: PlayerState[];
  current: number;
  phase: Phase;
  actions: number;
  buys: number;
  coins: number;
  /** Cards bought this turn: Treasures may not be played after the first buy. */
  bought: number;
  /** Bridge: every cost is this much lower this turn (floored at 0). */
  costDown: number;
  /** Coppersmith: each Copper makes this much more this turn. */
  copperBonus: number;
  /** Action cards played this turn, each Throne Room replay counted (Conspirator). */
  played: number;
  /** Turns taken by everyone so far. */
  turn: number;
  stack: Frame[];
  /** Pending decisions; several at once for simultaneous choices. */
  asks: Ask[];
  /** True when the asks came as one simultaneous batch (answers keyed by seat). */
  batch: boolean;
  /** The log entries not yet taken out (see ./log.ts); all of them when nobody takes them. */
  log: LogTuple[];
  /** Index of `log[0]` in the whole log: how many entries were taken out before. */
  logFrom: number;
  /** The table shows everyone's VP (option `vpCounter`); absent when off, so older states read as off. */
  vpCounter?: true;
}

export type Step = (g: DominionState, f: Frame) => Ask | Ask[] | undefined | void;

export const ACTION = 1, TREASURE = 2, VICTORY = 4, CURSE = 8, ATTACK = 16, REACTION = 32;

export interface CardDef {
  id: CardId;
  name: string;
  set: 'basic' | 'base' | 'intrigue';
  cost: number;
  types: string[];
  /** Bit set of the types above, for fast checks. */
  t: number;
  /** Our own short wording of the card. */
  text: string;
  coin?: number;
  vp?: number | ((own: Holdings) => number);
  /** Step lists by script name: 'effect' when played, 'attack' per victim, 'react'... */
  scripts?: Record<string, Step[]>;
  /** The attacker is also hit by its own attack script (Spy). */
  attackSelf?: boolean;
}

export interface DominionOptions {
  kingdom: { preset: string } | { cards: CardId[] } | { random: 'base' | 'intrigue' | 'both' | '5+5' };
  /** Show every player's current VP total in the view (a table choice; off by default). */
  vpCounter?: boolean;
  /** The guided first game: a fixed deal against one bot (./lesson.ts); no other option with it. */
  lesson?: true;
}

export type DominionMove =
  | { type: 'play'; card: CardId }
  | { type: 'treasures' }
  | { type: 'buy'; card: CardId }
  | { type: 'end-actions' }
  | { type: 'end-turn' }
  | { type: 'choose'; pick: string[] }
  /** Ends a Reaction window: the room's move for the attacker's seat, never a player's (Game.pause). */
  | { type: 'close-window' };
