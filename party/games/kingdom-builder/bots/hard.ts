// Hard: plans its whole turn at its first decision. A beam search over the turn's builds and tile
// actions, in every order the rules allow, played out with the engine itself on a copy rebuilt
// from its own view; each partial turn is valued by the judge (gold now, the others' Lords
// standings, tiles for the turns left, what the next build could reach). The best complete turn
// is kept in memory and played move by move; if the table ever offers something else, it replans.
import { randomFn, seedRng, type Json } from '../../core/index.ts';
import { applyMove, type KbMove } from '../moves.ts';
import { prompts, type KbPrompt } from '../prompts.ts';
import type { KbState } from '../state.ts';
import { valueActions } from './choices.ts';
import type { KbBotInput } from './guard.ts';
import { Judge, type Weights } from './judge.ts';
import { isOffered } from './moves.ts';
import { copyPosition, positionFromView, turnPrompt } from './position.ts';

export const HARD_WEIGHTS: Weights = { rival: 1, tilePerTurn: 1.2, potential: 1, tileBonus: 0 };

/** Partial turns kept at each step, children tried per partial turn, and settlements a move tile may lift. */
const BEAM = 10;
const CHILDREN = 8;
const MOVERS = 6;
/** Complete turns judged again with the next turn in view, and the weight of that look. */
const FINALISTS = 12;
const NEXT_TURN = 1;
/** A turn has at most 3 builds and one use of each tile action (8 kinds, few held at once). */
const MAX_STEPS = 12;

interface Node {
  state: KbState;
  moves: KbMove[];
  value: number;
}

interface Plan {
  turn: number;
  moves: KbMove[];
}

function keyOf(state: KbState, seat: number): string {
  const mine = (state.placed[seat] as number[]).slice().sort((a, b) => a - b);
  const used = (state.tiles[seat] ?? []).map((t) => `${t.loc}${t.used ? 'u' : ''}`).sort();
  return `${mine.join(',')}|${used.join(',')}|${state.built}`;
}

/** The best sequence of moves for the rest of this turn, ending with end-turn. */
export function planTurn(root: KbState, rootPrompt: KbPrompt, seat: number, seed: string, weights = HARD_WEIGHTS): KbMove[] {
  const judge = new Judge(root, seat, weights);
  const random = randomFn(seedRng(`${seed}/plan`));
  let beam: Node[] = [{ state: root, moves: [], value: judge.value(root) }];
  const ends: Node[] = [];
  for (let step = 0; step <= MAX_STEPS && beam.length > 0; step++) {
    const children: { parent: Node; move: KbMove; value: number }[] = [];
    for (const node of beam) {
      const prompt = step === 0 ? rootPrompt : (prompts(node.state)[0] as KbPrompt | undefined);
      if (!prompt) continue;
      if (prompt.canEndTurn) ends.push(node);
      if (step === MAX_STEPS) continue;
      const scored = valueActions(node.state, prompt, judge, MOVERS)
        .map((c) => ({ ...c, value: c.value + random() * 1e-6 }))
        .sort((a, b) => b.value - a.value)
        .slice(0, CHILDREN);
      for (const c of scored) children.push({ parent: node, move: c.move, value: c.value });
    }
    children.sort((a, b) => b.value - a.value);
    const seen = new Set<string>();
    const next: Node[] = [];
    for (const child of children) {
      if (next.length >= BEAM) break;
      const state = copyPosition(child.parent.state);
      if (!applyMove(state, seat, child.move).ok) continue;
      const key = keyOf(state, seat);
      if (seen.has(key)) continue;
      seen.add(key);
      next.push({ state, moves: [...child.parent.moves, child.move], value: judge.value(state) });
    }
    beam = next;
  }
  // The best few complete turns, judged again with a look at what the next turn's build may gain.
  ends.sort((a, b) => b.value - a.value);
  let best: { moves: KbMove[]; value: number } | null = null;
  for (const node of ends.slice(0, FINALISTS)) {
    const value = node.value + NEXT_TURN * judge.nextBuild(node.state);
    if (!best || value > best.value) best = { moves: [...node.moves, { type: 'end-turn' }], value };
  }
  return best?.moves ?? [{ type: 'end-turn' }];
}

function storedPlan(memory: Json | null, turn: number): KbMove[] | null {
  if (typeof memory !== 'object' || memory === null || Array.isArray(memory)) return null;
  const plan = memory as unknown as Plan;
  return plan.turn === turn && Array.isArray(plan.moves) ? plan.moves : null;
}

export function hardPolicy(input: KbBotInput) {
  const prompt = turnPrompt(input);
  const turn = input.view.turn;
  let moves = storedPlan(input.memory, turn);
  if (!moves || !moves[0] || !isOffered(prompt, moves[0])) {
    const root = positionFromView(input.view, input.seat);
    moves = planTurn(root, prompt, input.seat, `${input.seed}/${turn}`);
  }
  const [move, ...rest] = moves as [KbMove, ...KbMove[]];
  const memory: Plan = { turn, moves: rest };
  return { move, memory: memory as unknown as Json };
}
