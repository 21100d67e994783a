// Kingdom Builder's part in the contract suite (test/unit/contract/): the deeper checks of its own
// state after every random move, what random play must exercise, the moves a position does not
// offer, and its bots tested without the guard's fallback.
import type { Prompt } from '../../../party/games/core/types.ts';
import { BOT_LEVELS, type BotLevel } from '../../../party/games/core/bots.ts';
import { boardOf, HEXES, isNeighbour } from '../../../party/games/kingdom-builder/board.ts';
import { unguardedPolicies } from '../../../party/games/kingdom-builder/bots/index.ts';
import { isOffered } from '../../../party/games/kingdom-builder/bots/moves.ts';
import { kingdomBuilder as game, type KbMove, type KbPrompt, type KbState } from '../../../party/games/kingdom-builder/index.ts';
import { SETTLEMENTS_PER_PLAYER, TILES_PER_LOCATION } from '../../../party/games/kingdom-builder/state.ts';
import type { BotRun, ContractHooks } from '../contract/hook-types.ts';

/** Plain checks, not expect(): this runs after every move of thousands of games. */
function checkInvariants(state: KbState): string | null {
  const board = boardOf(state.map);
  const onMap = new Array<number>(state.seats).fill(0);
  for (let h = 0; h < state.owner.length; h++) {
    const seat = state.owner[h] as number;
    if (seat === -1) continue;
    if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return `hex ${h} holds ${seat}`;
    onMap[seat]!++;
    if (!board.buildable[h] && !board.water[h]) return `a settlement stands on unbuildable hex ${h}`;
  }
  for (let seat = 0; seat < state.seats; seat++) {
    if (onMap[seat]! + state.supply[seat]! !== SETTLEMENTS_PER_PLAYER) return `seat ${seat} settlements do not add up`;
    const placed = state.placed[seat]!;
    if (placed.length !== onMap[seat] || placed.some((h) => state.owner[h] !== seat)) return `seat ${seat} placed list is out of step`;
    if (new Set(placed).size !== placed.length) return `seat ${seat} placed list names a hex twice`;
    // Now the placed list is exactly the seat's hexes: its ~40 stand for the map's 400.
    const locs = new Set<number>();
    for (const tile of state.tiles[seat]!) {
      if (locs.has(tile.loc)) return `seat ${seat} holds two tiles of location ${tile.loc}`;
      locs.add(tile.loc);
      if (!placed.some((h) => isNeighbour(h, tile.loc))) return `seat ${seat} keeps a tile without a neighbour`;
    }
  }
  for (let seat = 0; seat < state.seats; seat++) {
    const taken = state.taken[seat]!;
    if (new Set(taken).size !== taken.length) return `seat ${seat} took twice from one location`;
    if (state.tiles[seat]!.some((t) => !taken.includes(t.loc))) return `seat ${seat} holds a tile it never took`;
  }
  // Rulebook, extra actions: each once a turn, however many tiles of its kind the player holds.
  const kinds = state.actions.flatMap((a) => (a.type === 'tile' ? [a.tile] : []));
  if (new Set(kinds).size !== kinds.length) return `the ${kinds.join(', ')} actions this turn take one action twice`;
  // One tile per location per player, ever: what lies on a location is 2 minus the players who took from it.
  for (const [i, loc] of board.locations.entries()) {
    const takers = state.taken.filter((taken) => taken.includes(loc)).length;
    if (takers + state.tilesLeft[i]! !== TILES_PER_LOCATION) return `location ${loc}: ${takers} takers and ${state.tilesLeft[i]} left`;
  }
  for (const seat of [null, ...state.tiles.keys()]) {
    const view = game.view(state, seat);
    const expected = seat === null ? null : state.hands[seat];
    if (view.yourCard !== expected) return `seat ${seat} sees the wrong card`;
    if ('hands' in view || 'deck' in view || 'rng' in view) return 'a view leaks hidden state';
  }
  return null;
}

/** Moves shaped like legal ones whose target the prompt does not offer. */
function unofferedMoves(state: KbState, prompt: KbPrompt): KbMove[] {
  const moves: KbMove[] = [];
  const listed = new Set(prompt.build?.hexes ?? []);
  const offBuild = [0, 57, 123, 211, 399].find((hex) => !listed.has(hex));
  if (offBuild !== undefined) moves.push({ type: 'build', hex: offBuild });
  const occupied = state.owner.findIndex((seat) => seat !== -1);
  if (occupied >= 0) moves.push({ type: 'build', hex: occupied });
  for (const tile of prompt.tiles) {
    const targets = new Set([...(tile.hexes ?? []), ...(tile.moves ?? []).flatMap((m) => m.to)]);
    let to = 0;
    while (to < HEXES && targets.has(to)) to++;
    const from = tile.moves?.[0]?.from;
    moves.push(from === undefined ? { type: 'tile', tile: tile.tile, to } : { type: 'tile', tile: tile.tile, from, to });
  }
  for (const held of state.tiles[state.current] ?? []) {
    if (!prompt.tiles.some((t) => t.tile === held.kind)) moves.push({ type: 'tile', tile: held.kind, to: 0, from: 0 });
  }
  return moves;
}

/**
 * Seeded games per level, 2 to 4 players, the level at one seat and easy or medium at the others
 * (so easy and medium play in far more games than their own count); hard plans every turn, so it
 * plays fewer.
 */
const BOT_GAMES: Record<BotLevel, number> = { easy: 100, medium: 100, hard: 30 };

function levelRun(level: BotLevel): BotRun {
  return {
    label: `${level} at one seat, easy or medium at the others`,
    games: BOT_GAMES[level],
    plan(i) {
      const seats = 2 + (i % 3);
      // The level plays every seat against the others, in turn: easy and medium sit beside it too.
      const names = Array.from({ length: seats }, (_, s) => (s === i % seats ? level : BOT_LEVELS[(i + s) % 2] as BotLevel));
      return { seed: `bots-${i * 3 + BOT_LEVELS.indexOf(level)}`, seats, options: {}, names };
    },
    check(decisions) {
      const total = Object.values(decisions).reduce((a, b) => a + b, 0);
      if (total <= BOT_GAMES[level] * 20) throw new Error(`only ${total} decisions in ${BOT_GAMES[level]} games`);
    },
  };
}

export const kingdomBuilderContract: ContractHooks = {
  randomPlay: {
    // 1,000 whole games (was 2,000) at 2-4 seats on random maps: each still ~300 moves to the end,
    // with undo and tiles counted below.
    games: 1000,
    setup: (i) => ({ seats: 2 + (i % 3), options: {} }),
    invariants: (state: KbState) => checkInvariants(state),
    count: (move) => [(move as KbMove).type],
    // The random players really exercise undo and the tiles.
    minCounts: { undo: 1, tile: 1, moves: 50 },
    unoffered: (state: KbState, prompt: Prompt) => unofferedMoves(state, prompt as KbPrompt),
    unofferedGames: 12,
    minUnofferedPerGame: 300,
  },
  bots: {
    // Without the guard, so a policy's mistake fails here instead of falling back to a legal move.
    policies: unguardedPolicies,
    runs: BOT_LEVELS.map(levelRun),
    offered: (prompt, move) => isOffered(prompt as KbPrompt, move as KbMove),
    maxMoves: 4000,
    sameInputEvery: 11,
  },
};
