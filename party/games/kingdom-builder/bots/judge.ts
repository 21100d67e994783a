// How good a position is for one seat, in gold: its score on the table's cards and castles now,
// the others' Lords standings against it, the tiles it holds for the turns left, and (for the
// stronger bots) what its next build could reach. Builds and moves can be tried in place and
// taken back, so a bot weighs hundreds of them in a few milliseconds.
import { HEXES, LOCATION_KINDS, TERRAINS, type Board, type LocationKind } from '../board.ts';
import { BUILD_TILES, type ScoringCard } from '../cards.ts';
import { lordsGold, seatGold } from '../scoring.ts';
import { firstOfKind } from '../rules.ts';
import { boardOfState, SETTLEMENTS_PER_TURN, type HeldTile, type KbState } from '../state.ts';

export interface Weights {
  /** How much the others' gold counts against one's own (a 2-player game is zero-sum). */
  rival: number;
  /** Gold one held tile is worth for each turn it will still be used. */
  tilePerTurn: number;
  /** Share of the value of a tile or castle one build away that counts now. */
  potential: number;
  /** Gold of a tile gained, on top of tilePerTurn (a tie-break for the greedy bot). */
  tileBonus: number;
}

/**
 * Gold on the cards only; a tile gained and what the next build could reach only break ties
 * (together always well under 1 gold, the smallest real gain).
 */
export const GREEDY: Weights = { rival: 0, tilePerTurn: 0, potential: 0.01, tileBonus: 0.02 };

const CASTLE_GOLD = 3;
/** Hexes tried for a terrain none of whose hexes touch mine. */
const FAR_SAMPLES = 12;
/** Move tiles reposition; build tiles add a settlement, which scores more often. */
const TILE_USE_WORTH: Record<LocationKind, number> = {
  oracle: 1, farm: 1, oasis: 1, tower: 0.9, tavern: 0.8, barn: 0.8, harbor: 0.6, paddock: 0.7,
};

// Scratch marks for the potential scan; the judge is synchronous.
const marks = new Uint32Array(HEXES);
let stamp = 0;

export class Judge {
  readonly board: Board;
  readonly seat: number;
  readonly seats: number;
  readonly cards: ScoringCard[];
  readonly weights: Weights;
  /** Others' gold that my moves cannot change (everything but Lords), per seat; 0 for me. */
  private readonly othersFixed: number[];
  private readonly lords: boolean;
  /** Locations and castles: what the reach term looks at. */
  private readonly specials: number[];
  /** Counts per section and seat, refilled for each position judged (no allocation per try). */
  private readonly sections: number[][];
  /** Gold of one held tile: a use per turn left after this one. */
  private readonly tileTurns: number;

  constructor(state: KbState, seat: number, weights: Weights) {
    this.board = boardOfState(state);
    this.seat = seat;
    this.seats = state.seats;
    this.cards = state.cards;
    this.weights = weights;
    this.lords = state.cards.includes('lords');
    this.specials = this.board.locations.concat(this.board.castles);
    this.sections = [0, 1, 2, 3].map(() => new Array<number>(state.seats).fill(0));
    const sections = this.countSections(state);
    const others = state.cards.filter((c) => c !== 'lords');
    this.othersFixed = state.placed.map((hexes, s) => (s === seat ? 0 : seatGold(this.board, state.owner, s, hexes, others, sections).total));
    this.tileTurns = turnsLeftAfterThis(state);
  }

  /** The position's worth to my seat, in gold. */
  value(state: KbState, tileDelta = 0, withReach = true): number {
    const sections = this.countSections(state);
    const mine = seatGold(this.board, state.owner, this.seat, state.placed[this.seat] as number[], this.cards, sections).total;
    let v = mine + tileDelta;
    if (this.weights.rival > 0) v -= this.weights.rival * this.rivalGold(sections);
    if (this.weights.tilePerTurn > 0) {
      const held = state.tiles[this.seat] ?? [];
      for (let i = 0; i < held.length; i++) {
        const kind = (held[i] as HeldTile).kind;
        if (firstOfKind(held, kind) === i) v += this.tileWorth(kind);
      }
    }
    if (withReach && this.weights.potential > 0) v += this.weights.potential * this.reach(state);
    return v;
  }

  private countSections(state: KbState): number[][] {
    const { sections, board } = this;
    for (const counts of sections) counts.fill(0);
    state.placed.forEach((hexes, seat) => {
      for (const hex of hexes) sections[board.section[hex] as number]![seat]!++;
    });
    return sections;
  }

  tileWorth(kind: LocationKind): number {
    return this.weights.tilePerTurn * TILE_USE_WORTH[kind] * this.tileTurns;
  }

  /**
   * A tile of `kind` joining (or leaving) the tiles held: its uses, unless another tile of that
   * kind stays held, since an action is taken once a turn however many tiles give it (a twin
   * is only a spare).
   */
  private tileChange(held: readonly HeldTile[], kind: LocationKind, skipLoc = -1): number {
    const twin = held.some((t) => t.kind === kind && t.loc !== skipLoc);
    return (twin ? 0 : this.tileWorth(kind)) + this.weights.tileBonus;
  }

  /** Value after building on `hex`, the position left as it was. */
  tryBuild(state: KbState, hex: number): number {
    const gained = this.gainedAt(state, hex);
    place(state, this.seat, -1, hex);
    const v = this.value(state, gained);
    unplace(state, this.seat, -1, hex);
    return v;
  }

  /** Value after moving my settlement on `from` to `to`, the position left as it was. */
  tryMove(state: KbState, from: number, to: number): number {
    place(state, this.seat, from, to);
    const delta = this.gainedAt(state, to) - this.lostFrom(state, from);
    const v = this.value(state, delta);
    unplace(state, this.seat, from, to);
    return v;
  }

  /** Value with my settlement on `from` taken off the map (how much a move tile would give up there). */
  tryLift(state: KbState, from: number): number {
    const placed = state.placed[this.seat] as number[];
    const at = placed.indexOf(from);
    state.owner[from] = -1;
    placed.splice(at, 1);
    const v = this.value(state, -this.lostFrom(state, from));
    placed.splice(at, 0, from);
    state.owner[from] = this.seat;
    return v;
  }

  /**
   * What my next turn's first build should gain, on average over the five terrains it may bring:
   * for each, the best empty hex of that terrain I may build on (next to mine when I can), valued
   * by gold and tiles without the reach term. A few hexes stand in for a terrain far from mine.
   */
  nextBuild(state: KbState): number {
    const { board, seat } = this;
    const base = this.value(state, 0, false);
    let sum = 0;
    for (const terrain of TERRAINS) {
      const mask = board.terrainMask[terrain];
      stamp = (stamp + 1) >>> 0;
      const near: number[] = [];
      for (const own of state.placed[seat] as number[]) {
        for (let d = 0; d < 6; d++) {
          const hex = board.neighbours[own * 6 + d] as number;
          if (hex >= 0 && mask[hex] && state.owner[hex] === -1 && marks[hex] !== stamp) { marks[hex] = stamp; near.push(hex); }
        }
      }
      let candidates = near;
      if (candidates.length === 0) {
        const all = board.hexesOf[terrain].filter((hex) => state.owner[hex] === -1);
        const step = Math.max(1, Math.floor(all.length / FAR_SAMPLES));
        candidates = all.filter((_, i) => i % step === 0);
      }
      let best = 0;
      for (const hex of candidates) {
        const gained = this.gainedAt(state, hex);
        place(state, seat, -1, hex);
        best = Math.max(best, this.value(state, gained, false) - base);
        unplace(state, seat, -1, hex);
      }
      sum += best;
    }
    return sum / TERRAINS.length;
  }

  /** Tiles gained by standing on `hex`: their worth. */
  private gainedAt(state: KbState, hex: number): number {
    const { board, seat } = this;
    const taken = state.taken[seat] as number[];
    let worth = 0;
    for (let d = 0; d < 6; d++) {
      const loc = board.neighbours[hex * 6 + d] as number;
      if (loc < 0 || board.locationKind[loc] === -1 || taken.includes(loc)) continue;
      if ((state.tilesLeft[board.locations.indexOf(loc)] as number) <= 0) continue;
      worth += this.tileChange(state.tiles[seat] ?? [], LOCATION_KINDS[board.locationKind[loc] as number] as LocationKind);
    }
    return worth;
  }

  /** Worth of my tiles lost because the settlement on `from` left (the move already made). */
  private lostFrom(state: KbState, from: number): number {
    const { board, seat } = this;
    let worth = 0;
    for (const tile of state.tiles[seat] ?? []) {
      if (!isAround(board, tile.loc, from)) continue;
      let still = false;
      for (let d = 0; d < 6 && !still; d++) {
        const next = board.neighbours[tile.loc * 6 + d] as number;
        still = next >= 0 && state.owner[next] === seat;
      }
      if (!still) worth += this.tileChange(state.tiles[seat] ?? [], tile.kind, tile.loc);
    }
    return worth;
  }

  private rivalGold(sections: number[][]): number {
    const lordsBy = new Array<number>(this.seats).fill(0);
    if (this.lords) for (const counts of sections) lordsGold(counts).forEach((g, s) => { lordsBy[s]! += g; });
    let max = -Infinity, sum = 0;
    for (let s = 0; s < this.seats; s++) {
      if (s === this.seat) continue;
      const g = (this.othersFixed[s] as number) + (lordsBy[s] as number);
      max = Math.max(max, g);
      sum += g;
    }
    // Against several rivals, the leader matters most, the rest a little.
    return this.seats === 2 ? max : 0.7 * max + 0.3 * (sum / (this.seats - 1));
  }

  /**
   * What my next build could reach: each location still giving me a tile and each castle not yet
   * touched, next to an empty hex beside my settlements, weighted by the chance that one of those
   * hexes' terrains comes up next.
   */
  private reach(state: KbState): number {
    const { board, seat } = this;
    const taken = state.taken[seat] as number[];
    stamp = (stamp + 1) >>> 0;
    for (const hex of state.placed[seat] as number[]) marks[hex] = stamp;
    let total = 0;
    for (const special of this.specials) {
      const isCastle = board.castle[special] === 1;
      let worth: number;
      if (isCastle) worth = CASTLE_GOLD;
      else {
        if (taken.includes(special) || (state.tilesLeft[board.locations.indexOf(special)] as number) <= 0) continue;
        worth = this.tileChange(state.tiles[seat] ?? [], LOCATION_KINDS[board.locationKind[special] as number] as LocationKind);
      }
      let terrains = 0;
      let touching = false;
      for (let d = 0; d < 6; d++) {
        const hex = board.neighbours[special * 6 + d] as number;
        if (hex < 0) continue;
        if (state.owner[hex] === seat) { touching = true; break; }
        if (state.owner[hex] !== -1 || !board.buildable[hex] || !nextToMarked(board, hex)) continue;
        for (let t = 0; t < TERRAINS.length; t++) if (board.terrainMask[TERRAINS[t]!][hex]) terrains |= 1 << t;
      }
      if (touching || terrains === 0) continue;
      total += worth * (popcount(terrains) / TERRAINS.length);
    }
    return total;
  }
}

function nextToMarked(board: Board, hex: number): boolean {
  for (let d = 0; d < 6; d++) {
    const next = board.neighbours[hex * 6 + d] as number;
    if (next >= 0 && marks[next] === stamp) return true;
  }
  return false;
}

function popcount(bits: number): number {
  let n = 0;
  for (let b = bits; b; b &= b - 1) n++;
  return n;
}

function isAround(board: Board, center: number, hex: number): boolean {
  for (let d = 0; d < 6; d++) if (board.neighbours[center * 6 + d] === hex) return true;
  return false;
}

/** Puts my settlement on `to` (from `from`, or from the supply when from < 0). */
function place(state: KbState, seat: number, from: number, to: number): void {
  const placed = state.placed[seat] as number[];
  if (from >= 0) { state.owner[from] = -1; placed[placed.indexOf(from)] = to; } else placed.push(to);
  state.owner[to] = seat;
}

function unplace(state: KbState, seat: number, from: number, to: number): void {
  const placed = state.placed[seat] as number[];
  state.owner[to] = -1;
  if (from >= 0) { state.owner[from] = seat; placed[placed.indexOf(to)] = from; } else placed.pop();
}

/**
 * My turns still to come after this one, roughly: the game ends when the first supply runs out,
 * each player placing about 3 settlements a turn plus one per tile.
 */
export function turnsLeftAfterThis(state: KbState): number {
  if (state.lastRound) return 0;
  let turns = Infinity;
  for (let s = 0; s < state.seats; s++) {
    const perTurn = SETTLEMENTS_PER_TURN + new Set((state.tiles[s] ?? []).filter((t) => BUILD_TILES.has(t.kind)).map((t) => t.kind)).size;
    turns = Math.min(turns, Math.ceil((state.supply[s] as number) / perTurn));
  }
  return Math.max(0, turns - 1);
}
