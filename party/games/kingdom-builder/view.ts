// What one seat (or a spectator) may see: the whole board, and of the hidden cards only its own.
import type { Seat } from '../core/index.ts';
import { LOCATION_KINDS, type LocationKind, type Terrain } from './board.ts';
import type { ScoringCard } from './cards.ts';
import { boardOfState, takenBy, type KbState, type TurnAction } from './state.ts';

export interface KbPlayerView {
  seat: Seat;
  /** Settlements still in the supply. */
  supply: number;
  tiles: { tile: LocationKind; loc: number; used: boolean; fresh: boolean }[];
  /** Location hexes it has ever taken a tile from (public: each was a logged gain): none gives it another. */
  taken: number[];
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
  /**
   * The current player's actions this turn, in order (public: each is on the board and in the
   * log). What the turn still allows depends on them: each extra action once a turn, even after
   * its tile is lost; no tile in the middle of the mandatory action.
   */
  turnActions: TurnAction[];
  /** Your own hidden terrain card (null for spectators and while it is played). */
  yourCard: Terrain | null;
  deckCount: number;
  discard: Terrain[];
  lastRound: boolean;
  over: boolean;
}

export function view(state: KbState, seat: Seat | null): KbView {
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
      taken: takenBy(state, s).slice(),
      holdsCard: state.hands[s] !== null,
    })),
    current: state.current,
    turn: state.turn,
    played: state.played,
    built: state.built,
    turnActions: state.actions.map((a) => ({ ...a })),
    yourCard: mine === null ? null : (state.hands[mine] ?? null),
    deckCount: state.deck.length,
    discard: state.discard.slice(),
    lastRound: state.lastRound,
    over: state.over,
  };
}
