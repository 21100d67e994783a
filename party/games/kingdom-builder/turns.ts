// The turn boundary: playing the next card, ending a turn, drawing. Everything random happens
// here, between turns, so undo never meets hidden information.
import { shuffleInPlace } from '../core/index.ts';
import { TERRAINS, type Board, type Terrain } from './board.ts';
import { boardOfState, type HeldTile, type KbState, type TurnStart } from './state.ts';

const FULL_DECK: readonly Terrain[] = TERRAINS.flatMap((t) => [t, t, t, t, t]);

export function freshDeck(): Terrain[] {
  return FULL_DECK.slice();
}

/** Draws the top card, reshuffling the discards into a new deck when it runs out. */
export function drawCard(state: KbState): Terrain | null {
  if (state.deck.length === 0) {
    if (state.discard.length === 0) return null;
    state.deck = shuffleInPlace(state.rng, state.discard);
    state.discard = [];
    state.log.push({ type: 'reshuffle', data: { cards: state.deck.length } });
  }
  return state.deck.pop() ?? null;
}

function hasEmptyLand(board: Board, owner: readonly number[]): boolean {
  for (let i = 0; i < TERRAINS.length; i++) if (hasEmptyHex(board, owner, TERRAINS[i] as Terrain)) return true;
  return false;
}

export function hasEmptyHex(board: Board, owner: readonly number[], terrain: Terrain): boolean {
  // Indexed loops here and in other per-move paths: an array iterator is not always optimised away.
  const hexes = board.hexesOf[terrain];
  for (let i = 0; i < hexes.length; i++) if (owner[hexes[i] as number] === -1) return true;
  return false;
}

export function snapshotTurn(state: KbState): TurnStart {
  const seat = state.current;
  return {
    seat,
    placed: (state.placed[seat] as number[]).slice(),
    supply: state.supply[seat] as number,
    tiles: (state.tiles[seat] as HeldTile[]).map((t) => ({ ...t })),
    tilesLeft: state.tilesLeft.slice(),
    taken: (state.taken[seat] as number[]).slice(),
    lastRound: state.lastRound,
  };
}

export function restoreTurn(state: KbState, start: TurnStart): void {
  const seat = start.seat;
  for (const hex of state.placed[seat] as number[]) state.owner[hex] = -1;
  for (const hex of start.placed) state.owner[hex] = seat;
  state.placed[seat] = start.placed.slice();
  state.supply[seat] = start.supply;
  state.tiles[seat] = start.tiles.map((t) => ({ ...t }));
  state.tilesLeft = start.tilesLeft.slice();
  state.taken[seat] = start.taken.slice();
  state.lastRound = start.lastRound;
}

function endGame(state: KbState, why: string): void {
  state.over = true;
  state.played = null;
  state.log.push({ type: 'game-over', data: { why } });
}

/**
 * The current player plays their card. A card whose terrain has no empty hex left is discarded
 * and another drawn, in public, until one can be played.
 */
export function beginTurn(state: KbState): void {
  const board = boardOfState(state);
  const seat = state.current;
  if (!hasEmptyLand(board, state.owner)) return endGame(state, 'no empty land is left');
  let card = state.hands[seat] ?? drawCard(state);
  state.hands[seat] = null;
  while (card !== null && !hasEmptyHex(board, state.owner, card)) {
    state.log.push({ type: 'card-unplayable', seat, data: { card } });
    state.discard.push(card);
    card = drawCard(state);
  }
  if (card === null) return endGame(state, 'the terrain deck is empty');
  state.turn++;
  state.played = card;
  state.built = 0;
  state.actions = [];
  state.turnStart = snapshotTurn(state);
  state.log.push({ type: 'turn', seat, data: { turn: state.turn, card } });
}

/** Closes the current turn: tiles turn face up, the card is discarded, a new one drawn in secret. */
export function finishTurn(state: KbState): void {
  const seat = state.current;
  const held = state.tiles[seat] as HeldTile[];
  for (let i = 0; i < held.length; i++) { const tile = held[i] as HeldTile; tile.used = false; tile.fresh = false; }
  if (state.played) state.discard.push(state.played);
  state.played = null;
  const gameEnds = state.lastRound && seat === state.seats - 1;
  if (gameEnds) {
    state.log.push({ type: 'end-turn', seat });
    return endGame(state, 'a player has placed all settlements and the round is complete');
  }
  const drawn = drawCard(state);
  state.hands[seat] = drawn;
  state.log.push(drawn ? { type: 'end-turn', seat, secret: { to: [seat], data: { drew: drawn } } } : { type: 'end-turn', seat });
  state.current = (seat + 1) % state.seats;
  beginTurn(state);
}
