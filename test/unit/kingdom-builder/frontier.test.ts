// The counts of settlements touching each hex (./frontier.ts) are kept between calls, outside the
// state; they must always equal a fresh count, through builds, moves, undos and copies of a state,
// and the build hexes they give must be the rule's: empty hexes of the card's terrain next to the
// player's settlements when there are any, else every empty hex of that terrain.
import { describe, expect, it } from 'vitest';
import { randomFn, seedRng } from '../../../party/games/core/index.ts';
import { boardOf, HEXES } from '../../../party/games/kingdom-builder/board.ts';
import { touching } from '../../../party/games/kingdom-builder/frontier.ts';
import { kingdomBuilder as game, type KbState } from '../../../party/games/kingdom-builder/index.ts';
import { turnOptions } from '../../../party/games/kingdom-builder/rules.ts';

const GAMES = 30;

function freshCounts(state: KbState, seat: number): number[] {
  const nb = boardOf(state.map).neighbours;
  const counts = new Array<number>(HEXES).fill(0);
  for (let hex = 0; hex < HEXES; hex++) {
    for (let d = 0; d < 6; d++) {
      const next = nb[hex * 6 + d] as number;
      if (next >= 0 && state.owner[next] === seat) counts[hex]!++;
    }
  }
  return counts;
}

/** The mandatory build hexes as the rule says them, from the map and `owner` alone. */
function ruleBuildHexes(state: KbState, counts: number[]): number[] {
  const board = boardOf(state.map);
  const empty = board.hexesOf[state.played!].filter((h) => state.owner[h] === -1);
  const next = empty.filter((h) => counts[h]! > 0);
  return next.length > 0 ? next : empty;
}

describe('settlements touching each hex, kept between moves', () => {
  it(`equal a fresh count after every move of ${GAMES} random games (undos included), and give the rule's build hexes`, () => {
    let undos = 0;
    for (let i = 0; i < GAMES; i++) {
      const made = game.setup({ seed: `frontier-${i}`, seats: 2 + (i % 3), options: {} });
      if (!made.ok) throw new Error(made.error.message);
      let state = made.value;
      const random = randomFn(seedRng(`frontier-moves-${i}`));
      for (let moves = 0; !state.over; moves++) {
        const move = game.randomMove(state, state.current, random)!;
        if (move.type === 'undo') undos++;
        expect(game.apply(state, state.current, move)).toEqual({ ok: true });
        // Now and then carry on with a copy, as a room does after reading a snapshot.
        if (moves % 50 === 49) state = JSON.parse(JSON.stringify(state)) as KbState;
        if (state.over) break;
        const board = boardOf(state.map);
        const seat = state.current;
        const counts = freshCounts(state, seat);
        const kept = Array.from(touching(state, board.neighbours, seat));
        if (kept.join() !== counts.join()) throw new Error(`game ${i} move ${moves}: counts drifted`);
        const build = turnOptions(state).build;
        if (build && build.hexes.join() !== ruleBuildHexes(state, counts).join()) throw new Error(`game ${i} move ${moves}: build hexes ${build.hexes} != rule's`);
      }
    }
    expect(undos).toBeGreaterThan(100);
  });
});
