// The four Dominion bots: easy, medium, hard (offered at the table) and bmu (a yardstick).
// Each is a pure function of its own input (core/bots.ts); the same input gives the same move.
// Declared as functions so the game object can list them whichever module loads first.
import type { BotDecision, BotInput, BotThinker } from '../../core/bots.ts';
import type { Json } from '../../core/types.ts';
import { nextFloat, seedRng } from '../../core/rng.ts';
import type { DominionPrompt, TurnPrompt } from '../prompts.ts';
import type { Ask, DominionMove } from '../types.ts';
import type { DominionView } from '../view.ts';
import { answer } from './answers.ts';
import { type Plan, bigMoney, heuristicPlan, planFromJson } from './plan.ts';
import { kingdomKey, presetPlan } from './preset-plans.ts';
import { chooseAction } from './play.ts';
import { ROLLOUTS, type RolloutSettings, rolloutPicker } from './rollout.ts';
import { baseCost } from './roles.ts';
import { type Situation, costNow, fromView, left } from './situation.ts';
import { SEARCH_STEPS_PER_CALL, TABLE_SIZE, planMemory, stagedBestSoFar, stagedFromJson, stagedGames, stagedSearchSlice, startStagedSearch } from './staged-search.ts';
import { SCREEN_CARDS, SCREEN_STYLE, bestScreenCard, screenPlan } from './screen.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE, type TurnStyle, turnMove } from './turn.ts';

type Input = BotInput<DominionView>;
type Decision = BotDecision<DominionMove>;

function decide(input: Input, plan: Plan, style: TurnStyle, memory: Json | null, rollouts?: RolloutSettings): Decision {
  const s = fromView(input.seat, input.view, input.log);
  const p = input.prompts[0] as DominionPrompt;
  if (p.kind === 'turn') {
    const pickBuy = rollouts ? rolloutPicker(input.seat, input.view, input.log, input.seed, rollouts) : undefined;
    return { move: turnMove(p as TurnPrompt, s, plan, style, pickBuy), memory };
  }
  return { move: { type: 'choose', pick: answer(p as Ask, s, plan, style.judgment) }, memory };
}

const BMU = bigMoney('bmu');

/** Big Money Ultimate: Treasures only; Province at $8, Duchy at $5+ with 4 or fewer Provinces left, Estate at $2+ with 2 or fewer, else Gold at $6-7, Silver at $3-5. */
export function bmuBot(input: Input): Decision {
  return decide(input, BMU, BMU_STYLE, null);
}

/** A screen bot: Big Money Ultimate with one kingdom card (./screen.ts), for the simulator. */
export function screenBot(card: string): (input: Input) => Decision {
  const plan = screenPlan(card);
  return (input) => decide(input, plan, SCREEN_STYLE, null);
}

/** The screen's bots by name: `bm-smithy`, `bm-witch`... */
export const screenBots: Record<string, (input: Input) => Decision> = Object.fromEntries(SCREEN_CARDS.map((c) => [`bm-${c}`, screenBot(c)]));

/** The screen bot that beat Big Money Ultimate most on this kingdom (plain Big Money if none did). */
export function bmBestBot(input: Input): Decision {
  const mem = input.memory as { card?: unknown } | null;
  const card = typeof mem?.card === 'string' || mem?.card === null ? mem.card : bestScreenCard(input.view.kingdom);
  return decide(input, card ? screenPlan(card) : BMU, card ? SCREEN_STYLE : BMU_STYLE, { card });
}

/** Big Money plus one or two kingdom cards picked by a fixed heuristic; the usual endgame. */
export function mediumBot(input: Input): Decision {
  return decide(input, heuristicPlan(input.view.kingdom), MEDIUM_STYLE, null);
}

export { SEARCH_STEPS_PER_CALL, planMemory } from './staged-search.ts';

/** `plan`: the plan to play; `staged`: a search under way (./staged-search.ts). */
interface HardMemory { plan?: Json; staged?: Json }

/**
 * Plans found by searches that ended in this isolate, by kingdom: a rematch or a second table on
 * the same kingdom starts from the plan rather than from nothing. A Durable Object's isolate
 * hosts many tables and lives for minutes to hours, so this is a memo, not a store: a table in
 * another isolate searches again (a store shared by every isolate would be a Durable Object keyed
 * by the kingdom, asked when the table is made). Bounded: the oldest entry goes first.
 */
const FOUND = new Map<string, Plan>();
const FOUND_MAX = 256;

export function rememberFound(kingdom: readonly string[], plan: Plan): void {
  const key = kingdomKey(kingdom);
  FOUND.delete(key);
  FOUND.set(key, plan);
  if (FOUND.size > FOUND_MAX) FOUND.delete(FOUND.keys().next().value as string);
}

/** Forgets every found plan (tests that need a table to search from nothing). */
export function forgetFound(): void {
  FOUND.clear();
}

/** Plans this kingdom by a search, a slice at each call, keeps the plan in memory, then plays it. */
export function hardBot(input: Input): Decision {
  return hardWithBudget(input, SEARCH_STEPS_PER_CALL);
}

/** Hard with another budget per call (tests: Infinity plans at once, 0 plays one trial a call). */
export function hardWithBudget(input: Input, budget: number, rollouts: RolloutSettings | undefined = HARD_ROLLOUTS): Decision {
  const thought = searchSlice(input.view.kingdom, input.memory, input.seed, budget, false);
  // A call that searched spent its CPU on that: it rolls nothing out (and its plan is not final).
  const searching = (thought.memory as HardMemory).staged !== undefined;
  return decide(input, thought.plan, HARD_STYLE, thought.memory, searching ? undefined : rollouts);
}

/**
 * How hard weighs its key endgame buys by rollouts (./rollout.ts); undefined: it does not, and
 * `hard-rollouts` (a reference bot) does, for the simulator's paired runs. Off because they did
 * not pay: on 600 paired games a match (3 Dec 2026) they gained 0.3-1.0 points against bm-best and
 * 0.4 against medium, each within about ±2, where keeping them asked for more than 3 (README).
 */
const HARD_ROLLOUTS: RolloutSettings | undefined = undefined;

/** Hard with rollouts at its key buys, for the simulator's paired runs. */
export function hardRolloutsBot(input: Input): Decision {
  return hardWithBudget(input, SEARCH_STEPS_PER_CALL, ROLLOUTS);
}

/**
 * One slice of hard's search for this kingdom, from its memory: the plan to play now (the
 * search's choice once it has ended, else its best so far) and the memory to keep. A preset
 * kingdom's plan was searched offline, and a kingdom searched before in this isolate starts from
 * what was found: neither searches again. The memo is read only in the slices between moves
 * (`fromMemo`): a daily challenge's table gives none, so there every attempt meets the same bot,
 * searching in its own calls from the day's seed, whatever this isolate found before.
 */
function searchSlice(kingdom: string[], memory: Json | null, seed: string, budget: number, fromMemo: boolean): { plan: Plan; memory: Json } {
  const mem = (memory ?? {}) as HardMemory;
  const remembered = mem.staged === undefined ? planFromJson(mem.plan) : null;
  if (remembered) return { plan: remembered, memory: planMemory(remembered) };
  const known = presetPlan(kingdom) ?? (fromMemo ? FOUND.get(kingdomKey(kingdom)) : undefined);
  if (known) return { plan: known, memory: planMemory(known) };
  const search = stagedFromJson(kingdom, mem.staged) ?? startStagedSearch(kingdom, seed);
  // The first slices run code the isolate has not optimised yet: they start at a fifth of the
  // budget and reach all of it after about 100 trial games.
  const slice = stagedSearchSlice(kingdom, search, TABLE_SIZE, budget * Math.min(1, 0.2 + stagedGames(kingdom, search) / 125));
  const best = stagedBestSoFar(kingdom, slice.search);
  if (slice.memory) {
    rememberFound(kingdom, best);
    return { plan: best, memory: slice.memory };
  }
  return { plan: best, memory: { staged: slice.search } };
}

/**
 * Hard plans as soon as the kingdom is known: the room gives it a slice of its search on the
 * alarm between moves (the same budget as a move), so it plays the best plan found so far as
 * soon as the search has one (medium's plan while the screen runs and every genome has its first
 * ten games). Measured with the race of `4233d81` (1,000 games against medium): 58.5% with these
 * slices, 57.1% with the race in its own calls only, 59.2% with the race done before the first move.
 */
export const hardThinker: BotThinker<DominionView> = {
  wants: (memory) => planFromJson(((memory ?? {}) as HardMemory).plan) === null,
  think: (input) => searchSlice(input.view.kingdom, input.memory, input.seed, SEARCH_STEPS_PER_CALL, true).memory,
};

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
