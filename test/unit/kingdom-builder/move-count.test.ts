// randomMove counts the legal moves instead of listing them (move-count.ts): the counts must be
// the lengths of the prompt's lists, and the n-th target picked the n-th listed, in every position
// random play reaches, or the random player would weigh moves unevenly (and stop picking what it
// picked before).
import { describe, expect, it } from 'vitest';
import { randomFn, seedRng } from '../../../party/games/core/index.ts';
import { touching } from '../../../party/games/kingdom-builder/frontier.ts';
import { kingdomBuilder as game, type KbMove, type KbState } from '../../../party/games/kingdom-builder/index.ts';
import { buildHexAt, findBuildHexes, nthTileTarget, pickedFrom, tileTargetCount } from '../../../party/games/kingdom-builder/move-count.ts';
import { turnOptions } from '../../../party/games/kingdom-builder/rules.ts';
import { boardOfState } from '../../../party/games/kingdom-builder/state.ts';

function countsDiffer(state: KbState): string | null {
  const options = turnOptions(state);
  const board = boardOfState(state);
  const seat = state.current;
  const touch = touching(state, board.neighbours, seat);
  const own = state.placed[seat] as number[];
  if (options.build) {
    const counted = findBuildHexes(touch, state.owner, board.hexesOf[options.build.terrain]);
    if (counted !== options.build.hexes.length) return `build: counted ${counted}, listed ${options.build.hexes.length}`;
    for (let n = 0; n < counted; n++) if (buildHexAt(n) !== options.build.hexes[n]) return `build: hex ${n} picked ${buildHexAt(n)}, listed ${options.build.hexes[n]}`;
  }
  for (const tile of options.tiles) {
    const listed = tile.hexes?.length ?? (tile.moves ?? []).reduce((n, m) => n + m.to.length, 0);
    const counted = tileTargetCount(state, board, tile.tile, own, touch);
    if (counted !== listed) return `${tile.tile}: counted ${counted}, listed ${listed}`;
    const flat = tile.hexes?.map((to) => `${to}`) ?? (tile.moves ?? []).flatMap((m) => m.to.map((to) => `${m.from}>${to}`));
    for (let n = 0; n < flat.length; n++) {
      const to = nthTileTarget(state, board, tile.tile, own, touch, n);
      const picked = pickedFrom < 0 ? `${to}` : `${pickedFrom}>${to}`;
      if (picked !== flat[n]) return `${tile.tile}: target ${n} picked ${picked}, listed ${flat[n]}`;
    }
  }
  // A kind left out of the prompt has nothing to count.
  for (const held of state.tiles[seat] ?? []) {
    if (options.tiles.some((t) => t.tile === held.kind) || (options.build && state.built > 0)) continue;
    const counted = tileTargetCount(state, board, held.kind, own, touch);
    if (counted !== 0) return `${held.kind}: counted ${counted} targets for a tile the prompt does not offer`;
  }
  return null;
}

describe('counting legal moves without listing them', () => {
  it('gives exactly the lengths of the prompt lists (build hexes, each tile\'s targets), and their n-th hex or target, all through 150 random games', () => {
    let positions = 0, tilePositions = 0;
    for (let g = 0; g < 150; g++) {
      const made = game.setup({ seed: `count-${g}`, seats: 2 + (g % 3), options: {} });
      if (!made.ok) throw new Error(made.error.message);
      const state = made.value;
      const random = randomFn(seedRng(`count-moves-${g}`));
      while (!state.over) {
        const differs = countsDiffer(state);
        if (differs) expect.fail(`game ${g}, turn ${state.turn}: ${differs}`);
        positions++;
        if (turnOptions(state).tiles.length > 0) tilePositions++;
        game.apply(state, state.current, game.randomMove(state, state.current, random) as KbMove);
      }
    }
    expect(positions).toBeGreaterThan(150 * 100);
    expect(tilePositions).toBeGreaterThan(150 * 20);
  });
});
