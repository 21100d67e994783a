// What one seat (or a spectator) may see, the prompt of the player to move, and random legal moves.
import { rankSeats, type GameResult, type Prompt, type Seat } from '../core/index.ts';
import { LOCATION_KINDS, type LocationKind, type Terrain } from './board.ts';
import type { ScoringCard } from './cards.ts';
import type { KbMove } from './moves.ts';
import { turnOptions, type TurnOptions } from './rules.ts';
import { scoreSeats } from './scoring.ts';
import { boardOfState, type KbState } from './state.ts';

export interface KbPlayerView {
  seat: Seat;
  /** Settlements still in the supply. */
  supply: number;
  tiles: { tile: LocationKind; loc: number; used: boolean; fresh: boolean }[];
  /** Whether the seat holds a hidden terrain card (its terrain is only in `yourCard`). */
  holdsCard: boolean;
}

export interface KbView {
  you: Seat | null;
  seats: number;
  sections: { id: LocationKind; turned: boolean }[];
  cards: ScoringCard[];
  /** 400 map letters, row-major: hex index = row * 20 + column, odd rows shifted right. */
  map: string;
  /** Seat on each hex, -1 when empty. */
  settlements: number[];
  /** Tiles still lying on each location hex. */
  locations: { hex: number; tile: LocationKind; left: number }[];
  players: KbPlayerView[];
  current: Seat;
  turn: number;
  /** The terrain card the current player has played (public). */
  played: Terrain | null;
  /** Mandatory settlements built this turn. */
  built: number;
  /** Your own hidden terrain card (null for spectators and while it is played). */
  yourCard: Terrain | null;
  deckCount: number;
  discard: Terrain[];
  lastRound: boolean;
  over: boolean;
}

export interface KbPrompt extends Prompt, TurnOptions {
  kind: 'turn';
}

export function viewOf(state: KbState, seat: Seat | null): KbView {
  const board = boardOfState(state);
  const mine = seat !== null && seat >= 0 && seat < state.seats ? seat : null;
  return {
    you: mine,
    seats: state.seats,
    sections: state.sections.map((s) => ({ ...s })),
    cards: state.cards.slice(),
    map: state.map,
    settlements: state.owner.slice(),
    locations: board.locations.map((hex, i) => ({
      hex, tile: LOCATION_KINDS[board.locationKind[hex] as number] as LocationKind, left: state.tilesLeft[i] as number,
    })),
    players: state.tiles.map((held, s) => ({
      seat: s,
      supply: state.supply[s] as number,
      tiles: held.map((t) => ({ tile: t.kind, loc: t.loc, used: t.used, fresh: t.fresh })),
      holdsCard: state.hands[s] !== null,
    })),
    current: state.current,
    turn: state.turn,
    played: state.played,
    built: state.built,
    yourCard: mine === null ? null : (state.hands[mine] ?? null),
    deckCount: state.deck.length,
    discard: state.discard.slice(),
    lastRound: state.lastRound,
    over: state.over,
  };
}

export function promptsOf(state: KbState): KbPrompt[] {
  if (state.over) return [];
  return [{ seat: state.current, kind: 'turn', ...turnOptions(state) }];
}

/** Every legal move weighs the same: each build hex, each tile target, undo, end turn. */
export function randomMoveOf(state: KbState, seat: Seat, random: () => number): KbMove | null {
  if (state.over || seat !== state.current) return null;
  const options = turnOptions(state);
  const tileCounts = options.tiles.map((t) => t.hexes?.length ?? (t.moves ?? []).reduce((n, m) => n + m.to.length, 0));
  const builds = options.build?.hexes.length ?? 0;
  const total = builds + tileCounts.reduce((a, b) => a + b, 0) + (options.canUndo ? 1 : 0) + (options.canEndTurn ? 1 : 0);
  if (total === 0) return null;
  let pick = Math.min(total - 1, Math.floor(random() * total));
  if (pick < builds) return { type: 'build', hex: options.build?.hexes[pick] as number };
  pick -= builds;
  for (const [i, tile] of options.tiles.entries()) {
    const count = tileCounts[i] as number;
    if (pick >= count) { pick -= count; continue; }
    if (tile.hexes) return { type: 'tile', tile: tile.tile, to: tile.hexes[pick] as number };
    for (const move of tile.moves ?? []) {
      if (pick < move.to.length) return { type: 'tile', tile: tile.tile, from: move.from, to: move.to[pick] as number };
      pick -= move.to.length;
    }
  }
  if (options.canUndo && pick === 0) return { type: 'undo' };
  return { type: 'end-turn' };
}

export function resultOf(state: KbState): GameResult | null {
  if (!state.over) return null;
  const gold = scoreSeats(boardOfState(state), state.owner, state.seats, state.cards);
  const scores = gold.map((g, seat) => ({ seat, total: g.total, breakdown: { ...g.cards, castles: g.castles } }));
  return {
    scores,
    winners: rankSeats(scores.map((s) => s.total)),
    details: { settlementsLeft: state.supply.slice(), turns: state.turn },
  };
}
