// apply changes nothing when it refuses, in every position random play reaches, not just on a
// fresh board: a build on a hex the prompt does not list, and a tile action onto a target its
// tile does not offer, are refused (illegal-hex, no-build, mandatory-pending, tile-unavailable),
// leave the state's JSON as it was, and the game then goes on exactly as a game never asked them.
import { describe, expect, it } from 'vitest';
import { randomFn, seedRng } from '../../../party/games/core/index.ts';
import { HEXES } from '../../../party/games/kingdom-builder/board.ts';
import { kingdomBuilder as game, type KbMove, type KbPrompt, type KbState } from '../../../party/games/kingdom-builder/index.ts';

const GAMES = 12;

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

function play(seed: string, seats: number, askRefused: boolean): { final: string; refusals: number } {
  const made = game.setup({ seed, seats, options: {} });
  if (!made.ok) throw new Error(made.error.message);
  const state = made.value;
  const random = randomFn(seedRng(`${seed}-moves`));
  let refusals = 0;
  while (!state.over) {
    if (askRefused) {
      const prompt = game.prompts(state)[0] as KbPrompt;
      for (const move of unofferedMoves(state, prompt)) {
        const before = JSON.stringify(state);
        const outcome = game.apply(state, state.current, move);
        if (outcome.ok) throw new Error(`${seed}: accepted ${JSON.stringify(move)}, which the prompt does not offer`);
        if (JSON.stringify(state) !== before) throw new Error(`${seed}: refusing ${JSON.stringify(move)} changed the state`);
        refusals++;
      }
    }
    const move = game.randomMove(state, state.current, random) as KbMove;
    const outcome = game.apply(state, state.current, move);
    if (!outcome.ok) throw new Error(outcome.error.message);
  }
  return { final: JSON.stringify(state), refusals };
}

describe('refusals in the middle of a game', () => {
  it(`leave the state as it was and the game as it would have been, through ${GAMES} random games`, () => {
    let refusals = 0;
    for (let g = 0; g < GAMES; g++) {
      const seed = `refusals-${g}`;
      const asked = play(seed, 2 + (g % 3), true);
      expect(asked.final).toBe(play(seed, 2 + (g % 3), false).final);
      refusals += asked.refusals;
    }
    expect(refusals).toBeGreaterThan(GAMES * 300);
  });
});
