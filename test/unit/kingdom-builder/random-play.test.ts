// Randomized play: thousands of seeded games of uniformly random legal moves, with the engine's
// invariants checked after every move and the whole game rebuilt from its moves at the end.
import { describe, expect, it } from 'vitest';
import { randomFn, seedRng } from '../../../party/games/core/index.ts';
import { boardOf, isNeighbour } from '../../../party/games/kingdom-builder/board.ts';
import { kingdomBuilder as game, type KbMove, type KbState } from '../../../party/games/kingdom-builder/index.ts';
import { SETTLEMENTS_PER_PLAYER, TILES_PER_LOCATION } from '../../../party/games/kingdom-builder/state.ts';

const GAMES = 2000;
const FULL_VIEW_CHECK_EVERY = 40;
const SNAPSHOT_EVERY = 97;

function newGame(seed: string, seats: number): KbState {
  const made = game.setup({ seed, seats, options: {} });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** Throws with a message naming the broken invariant; plain checks keep thousands of games fast. */
function checkInvariants(state: KbState, fullViews: boolean): void {
  const board = boardOf(state.map);
  const onMap = new Array<number>(state.seats).fill(0);
  for (let h = 0; h < state.owner.length; h++) {
    const seat = state.owner[h] as number;
    if (seat === -1) continue;
    if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) throw new Error(`hex ${h} holds ${seat}`);
    onMap[seat]!++;
    if (!board.buildable[h] && !board.water[h]) throw new Error(`a settlement stands on unbuildable hex ${h}`);
  }
  for (let seat = 0; seat < state.seats; seat++) {
    if (onMap[seat]! + state.supply[seat]! !== SETTLEMENTS_PER_PLAYER) throw new Error(`seat ${seat} settlements do not add up`);
    const placed = state.placed[seat]!;
    if (placed.length !== onMap[seat] || placed.some((h) => state.owner[h] !== seat)) throw new Error(`seat ${seat} placed list is out of step`);
    const locs = new Set<number>();
    for (const tile of state.tiles[seat]!) {
      if (locs.has(tile.loc)) throw new Error(`seat ${seat} holds two tiles of location ${tile.loc}`);
      locs.add(tile.loc);
      if (!state.owner.some((o, h) => o === seat && isNeighbour(h, tile.loc))) throw new Error(`seat ${seat} keeps a tile without a neighbour`);
    }
  }
  for (let seat = 0; seat < state.seats; seat++) {
    const taken = state.taken[seat]!;
    if (new Set(taken).size !== taken.length) throw new Error(`seat ${seat} took twice from one location`);
    if (state.tiles[seat]!.some((t) => !taken.includes(t.loc))) throw new Error(`seat ${seat} holds a tile it never took`);
  }
  // One tile per location per player, ever: what lies on a location is 2 minus the players who took from it.
  board.locations.forEach((loc, i) => {
    const takers = state.taken.filter((taken) => taken.includes(loc)).length;
    if (takers + state.tilesLeft[i]! !== TILES_PER_LOCATION) throw new Error(`location ${loc}: ${takers} takers and ${state.tilesLeft[i]} left`);
  });
  for (const seat of [null, ...state.tiles.keys()]) {
    const view = game.view(state, seat);
    const expected = seat === null ? null : state.hands[seat];
    if (view.yourCard !== expected) throw new Error(`seat ${seat} sees the wrong card`);
    if ('hands' in view || 'deck' in view || 'rng' in view) throw new Error('a view leaks hidden state');
  }
  if (fullViews) {
    const strip = (seat: number | null) => JSON.stringify({ ...game.view(state, seat), you: 0, yourCard: null });
    const spectator = strip(null);
    for (let seat = 0; seat < state.seats; seat++) if (strip(seat) !== spectator) throw new Error(`seat ${seat} sees more than the public board`);
  }
}

function playOne(index: number): { moves: number; undos: number; tiles: number } {
  const seats = 2 + (index % 3);
  const seed = `random-play-${index}`;
  let state = newGame(seed, seats);
  const random = randomFn(seedRng(`moves-${index}`));
  const history: { seat: number; move: KbMove }[] = [];
  let undos = 0, tiles = 0;
  while (!state.over) {
    const seat = state.current;
    const move = game.randomMove(state, seat, random);
    if (!move) throw new Error(`game ${index}: seat ${seat} has no legal move`);
    const outcome = game.apply(state, seat, move);
    if (!outcome.ok) throw new Error(`game ${index}: a legal move was refused: ${outcome.error.message}`);
    history.push({ seat, move });
    if (move.type === 'undo') undos++;
    if (move.type === 'tile') tiles++;
    checkInvariants(state, history.length % FULL_VIEW_CHECK_EVERY === 0);
    // The room may persist snapshots: a game must go on the same from its JSON.
    if (history.length % SNAPSHOT_EVERY === 0) state = JSON.parse(JSON.stringify(state)) as KbState;
    if (history.length > 5000) throw new Error(`game ${index} does not end`);
  }
  checkInvariants(state, true);
  const replay = newGame(seed, seats);
  for (const { seat, move } of history) game.apply(replay, seat, JSON.parse(JSON.stringify(move)));
  if (JSON.stringify(replay) !== JSON.stringify(state)) throw new Error(`game ${index}: the replay differs`);
  const result = game.result(state);
  if (!result || result.scores.length !== seats || result.winners.length === 0) throw new Error(`game ${index}: no result`);
  return { moves: history.length, undos, tiles };
}

describe('randomized play', () => {
  it(`${GAMES} seeded 2-4 player games keep every invariant after every move and replay to the same state`, () => {
    let moves = 0, undos = 0, tiles = 0;
    for (let i = 0; i < GAMES; i++) {
      const played = playOne(i);
      moves += played.moves; undos += played.undos; tiles += played.tiles;
    }
    // The random players really exercise undo and the tiles.
    expect(undos).toBeGreaterThan(GAMES);
    expect(tiles).toBeGreaterThan(GAMES);
    expect(moves).toBeGreaterThan(GAMES * 50);
  });
});
