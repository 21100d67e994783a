// The hard bot's planning: candidate plans for this kingdom (Big Money with one or two kingdom
// cards, rushes (./rushes.ts), a trash-first plan beside a Witch (./trashers.ts), answers to the
// attacks medium's plan plays (./thinning.ts), engines where villages and draw exist (./engines.ts)) play trial games against the medium bot's plan;
// the best survives. Seeds come from the bot's own input seed, so the same kingdom and seed
// always give the same plan.
import type { Json } from '../../core/types.ts';
import { nextU32, seedRng } from '../../core/rng.ts';
import { type BuyRule, type Plan, bigMoney, bigMoneyWith, heuristicPlan } from './plan.ts';
import { engineCandidates } from './engines.ts';
import { trialAs } from './playout.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE, type TurnStyle } from './turn.ts';
import { isAction, isTerminal, ROLES } from './roles.ts';
import { rushes } from './rushes.ts';
import { answerPlans } from './thinning.ts';
import { trashFirstPlans } from './trashers.ts';

/**
 * The race: every candidate plays ROUNDS[0] trial games, the better half plays ROUNDS[1] more, and
 * so on; all candidates play the same seeds from the same seats (common random numbers), so a
 * difference between two plans is mostly the plans' and not the shuffles'. 260 trials in all:
 * the bot plays its Treasures in one move, so a turn gives the race only 2-3 calls, and a race
 * this size still ends by its 5th-8th turn. Measured on random kingdoms (the chosen plan's trials
 * against medium, bm-best and bmu, 40 games each), the earlier race of 700 trials (a third round
 * of 40 games for the best 3, then a tuning phase) chose no better plans: 61.4 / 52.9 / 79.9%
 * against 60.4 / 52.3 / 79.3% on 40 kingdoms, 59.9 / 53.0 / 81.7% (400 trials, no tuning)
 * against 60.0 / 53.8 / 82.5% on 50 others.
 */
const ROUNDS = [10, 20];
const KEEP = [6];
/** Candidates tried at most. */
const MAX_CANDIDATES = 12;
/** How much better than medium's own choice a plan must do to replace it. */
const BASELINE_EDGE = 0.02;
/** Big Money plans take Gold over a Province while their Treasures make less than this (see Plan.gold). */
const EARLY_GOLD = 17;

export function candidates(kingdom: readonly string[]): Plan[] {
  const actions = kingdom.filter((c) => isAction(c) && ROLES[c]);
  const useful = actions.filter((c) => (ROLES[c]?.bigMoneyScore ?? 0) >= 2).sort((a, b) => (ROLES[b]?.bigMoneyScore ?? 0) - (ROLES[a]?.bigMoneyScore ?? 0));
  const out: Plan[] = [bigMoney('bm'), heuristicPlan(kingdom), ...rushes(kingdom)];
  for (const c of useful) out.push(bigMoneyWith([c]));
  out.push(...trashFirstPlans(kingdom), ...engineCandidates(kingdom), ...answerPlans(kingdom));
  const terminals = useful.filter(isTerminal).slice(0, 3);
  const nonTerminals = useful.filter((c) => !isTerminal(c));
  for (let i = 0; i < terminals.length; i++) {
    for (let j = i + 1; j < terminals.length; j++) out.push(bigMoneyWith([terminals[i] as string, terminals[j] as string]));
    for (const n of nonTerminals.slice(0, 2)) out.push(bigMoneyWith([terminals[i] as string, n]));
  }
  const seen = new Set<string>();
  return out.filter((p) => (seen.has(p.name) ? false : (seen.add(p.name), true))).slice(0, MAX_CANDIDATES);
}

interface Rival { plan: Plan; style: TurnStyle }

/** The plans it will likely meet: a heuristic Big Money partner (twice as often), and plain Big Money. */
function rivalsOf(kingdom: string[]): Rival[] {
  const medium: Rival = { plan: heuristicPlan(kingdom), style: MEDIUM_STYLE };
  return [medium, { plan: bigMoney('bmu'), style: BMU_STYLE }, medium];
}

/** The value of game `i` for `plan`: win share plus a capped VP margin; and the decisions it took. */
function scoreGame(kingdom: string[], plan: Plan, rivals: Rival[], seed: string, i: number): { value: number; steps: number } {
  // Alternate sides so neither plan always starts from the same seat, and alternate rivals.
  const rival = rivals[Math.floor(i / 2) % rivals.length] as Rival;
  const r = trialAs(i, kingdom, `${seed}:${i}`, plan, HARD_STYLE, rival.plan, rival.style);
  return { value: r.share + Math.max(-0.2, Math.min(0.2, r.margin / 100)), steps: r.steps };
}

/**
 * The field as it enters the race. Duchies from five Provinces left did better than from four in
 * trials for every Big Money partner, and so did Gold over a first Province while the Treasures
 * make under $17; engines too (their trials against medium's plan: 53.6% with it, 49.0% without,
 * 20 kingdoms x 40 games; $20 52.3%, $24 47.9%).
 */
export function field(kingdom: readonly string[]): Plan[] {
  return candidates(kingdom).map((p) => ({ ...p, buys: p.buys.map(hardCopies), duchy: 5, gold: EARLY_GOLD }));
}

/**
 * Cards hard's plans buy two of from the start, where the roles (the screen's and medium's
 * copies, ./roles.ts) take one and a second only in a deck of 22-28 cards: with hard's judgment
 * (Courtyard's put-back, Masquerade's passes, Library's set-asides) the second copy pays. Held-out
 * trial games (24 random kingdoms holding each card, 60 games per opponent, 3 Dec 2026): two
 * copies against one, Courtyard 45.3 / 55.7% against 38.6 / 47.3% versus bm-best / medium,
 * Masquerade 52.3 / 59.7% against 48.1 / 58.1%, Library 47.1 / 51.6% against 41.9 / 48.6%,
 * Tribute 40.9 / 55.6% against 38.7 / 50.1% (and +3 / +2 on 16 other kingdoms); Smithy and
 * Council Room gained nothing (45.4 / 55.5% against 46.0 / 55.6%; 44.5 / 51.7% against
 * 44.5 / 51.3%), nor three copies over two.
 */
const TWO_COPIES = new Set(['courtyard', 'masquerade', 'library', 'tribute']);

function hardCopies(rule: BuyRule): BuyRule {
  return TWO_COPIES.has(rule[0]) && rule[1] < 2 ? [rule[0], 2, rule[2]] : rule;
}

/**
 * A race under way, small enough for the bot's memory: the race is spread over the bot's calls so
 * that no call keeps the table waiting (see SEARCH_STEPS_PER_CALL). The candidates are
 * worked out again from the kingdom at each call; only indices and sums are kept.
 */
export interface Race {
  /** The planning seed (the bot's seed at its first call). */
  seed: string;
  /** ROUNDS index (ROUNDS.length: over). */
  round: number;
  /** Candidates still in the race (indices into field()). */
  alive: number[];
  /** Games played this round, all alive candidates together. */
  pos: number;
  /** Per candidate: games played, sum of values. */
  games: number[];
  sum: number[];
  /** The winner once the rounds are over (index into field()); -1 before. */
  winner: number;
  /**
   * The field the indices point into, by its plans' names (fieldKey): a race kept by a release
   * whose candidates differ would credit one plan's trials to another, so it is not read.
   */
  field: number;
}

/** A fingerprint of the field's plan names (a 32-bit number, small in memory). */
function fieldKey(plans: readonly Plan[]): number {
  return nextU32(seedRng(plans.map((p) => p.name).join(',')));
}

export function startRace(kingdom: readonly string[], seed: string): Race {
  const plans = field(kingdom);
  const n = plans.length;
  const zeros = () => Array.from({ length: n }, () => 0);
  return {
    seed, round: 0, alive: Array.from({ length: n }, (_, i) => i), pos: 0, games: zeros(), sum: zeros(), winner: -1, field: fieldKey(plans),
  };
}

const mean = (sum: number, games: number) => sum / Math.max(1, games);

/**
 * Plays the race on while another trial game likely fits in `budget` trial decisions (at least
 * one game a call), or until the race is over. Returns the chosen plan when it is over, else null
 * (`race` moved on in place), and the trial decisions spent.
 */
export function runRace(kingdom: readonly string[], race: Race, budget: number): { plan: Plan | null; spent: number } {
  const k = kingdom.slice();
  const plans = field(k);
  const rivals = rivalsOf(k);
  // Medium's own choice races to the end as the baseline: a challenger must beat it clearly on
  // the same seeds (a lucky first round would otherwise pick plans that lose to it).
  const baseline = plans.findIndex((p) => p.name === (rivals[0] as Rival).plan.name);
  let spent = 0;
  let played = 0;
  // A trial is never cut in two: one that would likely overrun the budget waits for the next call.
  while (played === 0 || spent + spent / played <= budget) {
    if (race.round === ROUNDS.length) return { plan: plans[race.winner] as Plan, spent };
    const perCandidate = ROUNDS[race.round] as number;
    if (race.pos < race.alive.length * perCandidate) {
      const c = race.alive[race.pos % race.alive.length] as number;
      const i = race.games[c] as number;
      const r = scoreGame(k, plans[c] as Plan, rivals, race.seed, i);
      race.sum[c] = (race.sum[c] as number) + r.value;
      race.games[c] = i + 1;
      race.pos++;
      spent += r.steps;
      played++;
      continue;
    }
    const value = (c: number) => mean(race.sum[c] as number, race.games[c] as number) + (race.round === ROUNDS.length - 1 && c === baseline ? BASELINE_EDGE : 0);
    race.alive.sort((a, b) => value(b) - value(a) || a - b);
    const keep = KEEP[race.round];
    if (keep !== undefined && race.alive.length > keep) {
      const next = race.alive.slice(0, keep);
      if (baseline >= 0 && !next.includes(baseline)) next.push(baseline);
      race.alive = next;
    }
    race.round++;
    race.pos = 0;
    if (race.round === ROUNDS.length) {
      race.winner = race.alive[0] as number;
      return { plan: plans[race.winner] as Plan, spent };
    }
  }
  return { plan: null, spent };
}

/**
 * What hard plays while its race runs: the leader once the first round is over (on 50 random
 * kingdoms that plan already won 59.1% of its trials against medium, 51.9% against bm-best, where
 * medium's plan as entered in the race won 57.0% and 49.7%), before that medium's plan.
 */
export function leaderSoFar(kingdom: readonly string[], race: Race): Plan {
  const plans = field(kingdom);
  if (race.round >= 1) return plans[race.alive[0] as number] as Plan;
  const name = heuristicPlan(kingdom.slice()).name;
  return plans.find((p) => p.name === name) ?? heuristicPlan(kingdom);
}

/** The whole race at once (tests, and tools that may take their time). */
export function planKingdom(kingdom: readonly string[], seed: string): Plan {
  const race = startRace(kingdom, seed);
  for (;;) {
    const { plan } = runRace(kingdom, race, Infinity);
    if (plan) return plan;
  }
}

const isNumbers = (x: unknown, n?: number): x is number[] => Array.isArray(x) && (n === undefined || x.length === n) && x.every((v) => typeof v === 'number' && Number.isFinite(v));

/** A copy of the race a memory holds for this kingdom, or null when it holds none this release can read. */
export function raceFromJson(x: unknown, kingdom: readonly string[]): Race | null {
  if (typeof x !== 'object' || x === null) return null;
  const r = x as Record<string, unknown>;
  const plans = field(kingdom);
  const n = plans.length;
  if (typeof r.seed !== 'string' || !isNumbers(r.games, n) || !isNumbers(r.sum, n) || !isNumbers(r.alive)) return null;
  if (r.field !== fieldKey(plans)) return null;
  if (![r.round, r.pos, r.winner].every((v) => Number.isInteger(v))) return null;
  const race = r as unknown as Race;
  if (race.round < 0 || race.round > ROUNDS.length || race.alive.some((c) => !Number.isInteger(c) || c < 0 || c >= n)) return null;
  if (race.round === ROUNDS.length && (race.winner < 0 || race.winner >= n)) return null;
  // A copy: runRace moves the race on in place, and a bot never changes its input.
  return JSON.parse(JSON.stringify(race)) as Race;
}

/** The race as kept in memory (under 1 KiB: sums kept whole, so a race in slices ends as one run at once). */
export function raceToJson(race: Race): Json {
  return JSON.parse(JSON.stringify(race)) as Json;
}
