// The four Dominion bots: easy, medium, hard (offered at the table) and bmu (a yardstick).
// Each is a pure function of its own input (core/bots.ts); the same input gives the same move.
// Declared as functions so the game object can list them whichever module loads first.
import type { BotDecision, BotInput } from '../../core/bots.ts';
import type { Json } from '../../core/types.ts';
import { nextFloat, seedRng } from '../../core/rng.ts';
import type { DominionPrompt, TurnPrompt } from '../prompts.ts';
import type { Ask, DominionMove } from '../types.ts';
import type { DominionView } from '../view.ts';
import { answer } from './answers.ts';
import { type Plan, bigMoney, heuristicPlan, planFromJson, planToJson } from './plan.ts';
import { planKingdom } from './planner.ts';
import { chooseAction } from './play.ts';
import { baseCost } from './roles.ts';
import { type Situation, costNow, fromView, left } from './situation.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE, type TurnStyle, turnMove } from './turn.ts';

type Input = BotInput<DominionView>;
type Decision = BotDecision<DominionMove>;

function decide(input: Input, plan: Plan, style: TurnStyle, memory: Json | null): Decision {
  const s = fromView(input.seat, input.view, input.log);
  const p = input.prompts[0] as DominionPrompt;
  if (p.kind === 'turn') return { move: turnMove(p as TurnPrompt, s, plan, style), memory };
  return { move: { type: 'choose', pick: answer(p as Ask, s, plan, style.judgment) }, memory };
}

const BMU = bigMoney('bmu');

/** Big Money Ultimate: Treasures only; Province at $8, Duchy at $5+ with 4 or fewer Provinces left, Estate at $2+ with 2 or fewer, else Gold at $6-7, Silver at $3-5. */
export function bmuBot(input: Input): Decision {
  return decide(input, BMU, BMU_STYLE, null);
}

/** Big Money plus one or two kingdom cards picked by a fixed heuristic; the usual endgame. */
export function mediumBot(input: Input): Decision {
  return decide(input, heuristicPlan(input.view.kingdom), MEDIUM_STYLE, null);
}

/** Plans this kingdom by self-play at its first decision, keeps the plan in memory, then plays it. */
export function hardBot(input: Input): Decision {
  const remembered = planFromJson((input.memory as { plan?: Json } | null)?.plan);
  const plan = remembered ?? planKingdom(input.view.kingdom, input.seed);
  const memory: Json = { plan: planToJson(plan) as unknown as Json };
  return decide(input, plan, HARD_STYLE, memory);
}

/**
 * A beginner: plays its Actions, buys about the dearest card it can afford (a coin flip between
 * the dearest few), answers questions sensibly, knows nothing of endgames.
 */
export function easyBot(input: Input): Decision {
  const p = input.prompts[0] as DominionPrompt;
  const s = fromView(input.seat, input.view, input.log);
  if (p.kind !== 'turn') return { move: { type: 'choose', pick: answer(p as Ask, s, null, false) }, memory: null };
  const t = p as TurnPrompt;
  if (t.phase === 'action') {
    const card = chooseAction(s, t.play, null);
    if (card) return { move: { type: 'play', card }, memory: null };
  }
  if (t.moves.includes('treasures')) return { move: { type: 'treasures' }, memory: null };
  const card = dearest(s, t.buy, input.seed);
  return { move: card ? { type: 'buy', card } : { type: 'end-turn' }, memory: null };
}

function dearest(s: Situation, buyable: readonly string[], seed: string): string | null {
  const options = buyable.filter((c) => c !== 'copper' && c !== 'curse' && left(s, c) > 0 && !(c === 'estate' && left(s, 'province') > 3));
  if (options.length === 0) return null;
  const top = Math.max(...options.map((c) => costNow(s, c)));
  const near = options.filter((c) => costNow(s, c) >= top - 1 && (c !== 'duchy' || top < 8));
  const r = nextFloat(seedRng(seed));
  near.sort((a, b) => baseCost(b) - baseCost(a) || (a < b ? -1 : 1));
  // Mostly the dearest; sometimes one a little cheaper.
  return near[r < 0.7 ? 0 : Math.min(near.length - 1, 1 + Math.floor((r - 0.7) * 10) % near.length)] ?? null;
}
