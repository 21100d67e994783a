// The frontier keeps, beside its counts, the hexes next to a seat's settlements and the seat's own
// hexes as bits: the build hexes and tile targets are read from them. Like the counts, they must
// equal a fresh reckoning from `owner` after every move (tile moves and undos included), for every
// seat, also when play goes on from a JSON copy of the state.
import { describe, expect, it } from 'vitest';
import { randomFn, seedRng } from '../../../party/games/core/index.ts';
import { hexesOfBits } from '../../../party/games/kingdom-builder/bits.ts';
import { boardOf, HEXES } from '../../../party/games/kingdom-builder/board.ts';
import { frontierOf } from '../../../party/games/kingdom-builder/frontier.ts';
import { kingdomBuilder as game, type KbState } from '../../../party/games/kingdom-builder/index.ts';

const GAMES = 20;

/** Hexes next to one of `seat`'s settlements, ascending, from `owner` alone. */
function freshNear(state: KbState, seat: number): number[] {
  const nb = boardOf(state.map).neighbours;
  const near: number[] = [];
  for (let hex = 0; hex < HEXES; hex++) {
    let touches = false;
    for (let d = 0; d < 6 && !touches; d++) {
      const next = nb[hex * 6 + d] as number;
      touches = next >= 0 && state.owner[next] === seat;
    }
    if (touches) near.push(hex);
  }
  return near;
}

describe('the frontier as bits', () => {
  it(`equals a fresh reckoning for every seat after every move of ${GAMES} random games, moves by tiles and undos included`, () => {
    let tileMoves = 0, undos = 0;
    for (let g = 0; g < GAMES; g++) {
      const made = game.setup({ seed: `frontier-bits-${g}`, seats: 2 + (g % 3), options: {} });
      if (!made.ok) throw new Error(made.error.message);
      let state = made.value;
      const random = randomFn(seedRng(`frontier-bits-moves-${g}`));
      for (let moves = 0; !state.over; moves++) {
        const move = game.randomMove(state, state.current, random)!;
        if (move.type === 'undo') undos++;
        if (move.type === 'tile' && move.from !== undefined) tileMoves++;
        expect(game.apply(state, state.current, move)).toEqual({ ok: true });
        if (moves % 40 === 39) state = JSON.parse(JSON.stringify(state)) as KbState;
        const nb = boardOf(state.map).neighbours;
        for (let seat = 0; seat < state.seats; seat++) {
          const frontier = frontierOf(state, nb, seat);
          if (hexesOfBits(frontier.near).join() !== freshNear(state, seat).join()) throw new Error(`game ${g} move ${moves} seat ${seat}: near bits drifted`);
          const own = state.owner.flatMap((s, hex) => (s === seat ? [hex] : []));
          if (hexesOfBits(frontier.own).join() !== own.join()) throw new Error(`game ${g} move ${moves} seat ${seat}: own bits drifted`);
        }
      }
    }
    expect(undos).toBeGreaterThan(100);
    expect(tileMoves).toBeGreaterThan(20);
  });
});
