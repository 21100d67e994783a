// Medium: greedy. Each build and each tile use is the one that raises its own gold on this
// table's three cards and castles the most right now; a tile is used only when that gains gold
// (or a tile). No plan beyond the move at hand.
import { randomFn, seedRng } from '../../core/index.ts';
import type { KbMove } from '../moves.ts';
import { bestOf, valueActions, type Choice } from './choices.ts';
import type { KbBotInput } from './guard.ts';
import { GREEDY, Judge } from './judge.ts';
import { positionFromView, turnPrompt } from './position.ts';

export function greedyMove(input: KbBotInput, noise = 0): KbMove {
  const prompt = turnPrompt(input);
  const state = positionFromView(input.view, input.seat);
  const judge = new Judge(state, input.seat, GREEDY);
  const random = randomFn(seedRng(`${input.seed}/greedy`));
  const base = judge.value(state);
  const all = valueActions(state, prompt, judge);
  if (noise > 0) for (const c of all) c.value += noise * random();
  const builds: Choice[] = [], tiles: Choice[] = [];
  for (const c of all) (c.move.type === 'build' ? builds : tiles).push(c);
  const build = bestOf(builds, random);
  const tile = bestOf(tiles, random);
  const tileGains = tile !== null && tile.value > base;
  if (build) return tileGains && tile.value > build.value ? tile.move : build.move;
  if (tileGains || !prompt.canEndTurn) return (tile ?? { move: { type: 'end-turn' } as KbMove }).move;
  return { type: 'end-turn' };
}

export function mediumPolicy(input: KbBotInput) {
  return { move: greedyMove(input), memory: null };
}
