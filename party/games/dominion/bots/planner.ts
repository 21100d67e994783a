// The hard bot's planning: candidate plans for this kingdom (Big Money with one or two kingdom
// cards, thin decks where a trasher exists, simple engines where villages and draw exist) play
// trial games against the medium bot's plan; the best survives. Seeds come from the bot's own
// input seed, so the same kingdom and seed always give the same plan.
import type { Json } from '../../core/types.ts';
import { type BuyRule, type Plan, bigMoney, bigMoneyWith, engine, heuristicPlan } from './plan.ts';
import { trial } from './playout.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE, type TurnStyle } from './turn.ts';
import { isAction, isTerminal, isVillage, ROLES } from './roles.ts';

/**
 * The race: every candidate plays ROUNDS[0] trial games, the better half plays ROUNDS[1] more, and
 * so on; all candidates play the same seeds from the same seats (common random numbers), so a
 * difference between two plans is mostly the plans' and not the shuffles'. About 700 trials in
 * all (half the race of earlier releases, so that the plan, spread over the bot's calls, arrives
 * within its first few turns).
 */
const ROUNDS = [12, 24, 48];
const KEEP = [6, 3];
/** Candidates tried at most. */
const MAX_CANDIDATES = 12;
/** Games each tweak of the winner plays, on the winner's first seeds. */
const TWEAK_GAMES = 40;
/** How much better than medium's own choice a plan must do to replace it. */
const BASELINE_EDGE = 0.02;
/** Big Money plans take Gold over a Province while their Treasures make less than this (see Plan.gold). */
const EARLY_GOLD = 17;

const DRAW = ['smithy', 'council-room', 'library', 'moat', 'courtyard', 'torturer', 'witch', 'nobles', 'masquerade', 'laboratory'];

export function candidates(kingdom: readonly string[]): Plan[] {
  const actions = kingdom.filter((c) => isAction(c) && ROLES[c]);
  const useful = actions.filter((c) => (ROLES[c]?.bigMoneyScore ?? 0) >= 2).sort((a, b) => (ROLES[b]?.bigMoneyScore ?? 0) - (ROLES[a]?.bigMoneyScore ?? 0));
  const out: Plan[] = [bigMoney('bm'), heuristicPlan(kingdom)];
  for (const c of useful) out.push(bigMoneyWith([c]));
  const terminals = useful.filter(isTerminal).slice(0, 3);
  const nonTerminals = useful.filter((c) => !isTerminal(c));
  for (let i = 0; i < terminals.length; i++) {
    for (let j = i + 1; j < terminals.length; j++) out.push(bigMoneyWith([terminals[i] as string, terminals[j] as string]));
    for (const n of nonTerminals.slice(0, 2)) out.push(bigMoneyWith([terminals[i] as string, n]));
  }
  const trashers = actions.filter((c) => ROLES[c]?.trasher || c === 'steward' || c === 'masquerade');
  for (const t of trashers) {
    const partner = terminals.find((c) => c !== t);
    out.push(bigMoneyWith(partner ? [t, partner] : [t], undefined, { thin: true }));
  }
  const villages = actions.filter(isVillage);
  const draws = DRAW.filter((c) => kingdom.includes(c) && isTerminal(c));
  if (villages.length > 0) for (const dr of draws.slice(0, 2)) out.push(engine(dr, villages[0] as string, nonTerminals.slice(0, 1)));
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
  const mine = i % 2;
  const rival = rivals[Math.floor(i / 2) % rivals.length] as Rival;
  const plans: [Plan, Plan] = mine === 0 ? [plan, rival.plan] : [rival.plan, plan];
  const styles: [TurnStyle, TurnStyle] = mine === 0 ? [HARD_STYLE, rival.style] : [rival.style, HARD_STYLE];
  const r = trial(kingdom, `${seed}:${i}`, plans, styles);
  const share = mine === 0 ? r.share : 1 - r.share;
  const margin = mine === 0 ? r.margin : -r.margin;
  return { value: share + Math.max(-0.2, Math.min(0.2, margin / 100)), steps: r.steps };
}

/**
 * The field as it enters the race. Duchies from five Provinces left did better than from four in
 * trials for every Big Money partner, and so did Gold over a first Province while the Treasures
 * make under $17 (engines, whose money is in Actions, keep their Provinces).
 */
export function field(kingdom: readonly string[]): Plan[] {
  return candidates(kingdom).map((p) => ({ ...p, duchy: 5, gold: p.name.startsWith('engine') ? 0 : EARLY_GOLD }));
}

/**
 * A race under way, small enough for the bot's memory: the race is spread over the bot's calls so
 * that no call keeps the table waiting (see RACE_STEPS_PER_CALL). Candidates and tweaks are
 * worked out again from the kingdom at each call; only indices and sums are kept.
 */
export interface Race {
  /** The planning seed (the bot's seed at its first call). */
  seed: string;
  /** ROUNDS index, then ROUNDS.length while the winner's tweaks play. */
  round: number;
  /** Candidates still in the race (indices into field()). */
  alive: number[];
  /** Games played this round, all alive candidates together. */
  pos: number;
  /** Per candidate: games played, sum of values, sum over the first TWEAK_GAMES games. */
  games: number[];
  sum: number[];
  head: number[];
  /** The winner once the rounds are over (index into field()); -1 before. */
  winner: number;
  /** Tweak being played, games it has played, its sum; the best tweak so far (-1: the winner itself) and its value. */
  tweak: number;
  tweakGames: number;
  tweakSum: number;
  best: number;
  bestValue: number;
}

export function startRace(kingdom: readonly string[], seed: string): Race {
  const n = field(kingdom).length;
  const zeros = () => Array.from({ length: n }, () => 0);
  return {
    seed, round: 0, alive: Array.from({ length: n }, (_, i) => i), pos: 0, games: zeros(), sum: zeros(), head: zeros(),
    winner: -1, tweak: 0, tweakGames: 0, tweakSum: 0, best: -1, bestValue: 0,
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
    if (race.round < ROUNDS.length) {
      const perCandidate = ROUNDS[race.round] as number;
      if (race.pos < race.alive.length * perCandidate) {
        const c = race.alive[race.pos % race.alive.length] as number;
        const i = race.games[c] as number;
        const r = scoreGame(k, plans[c] as Plan, rivals, race.seed, i);
        race.sum[c] = (race.sum[c] as number) + r.value;
        if (i < TWEAK_GAMES) race.head[c] = (race.head[c] as number) + r.value;
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
        race.bestValue = mean(race.head[race.winner] as number, Math.min(TWEAK_GAMES, race.games[race.winner] as number));
      }
      continue;
    }
    // Then tune the winner on its own first seeds: copies of its kingdom cards, and the ending.
    const winner = plans[race.winner] as Plan;
    const variants = tweaks(winner);
    if (race.tweak >= variants.length) return { plan: race.best < 0 ? winner : (variants[race.best] as Plan), spent };
    const r = scoreGame(k, variants[race.tweak] as Plan, rivals, race.seed, race.tweakGames);
    race.tweakSum += r.value;
    race.tweakGames++;
    spent += r.steps;
    played++;
    if (race.tweakGames === TWEAK_GAMES) {
      const v = race.tweakSum / TWEAK_GAMES;
      if (v > race.bestValue + 0.02) { race.best = race.tweak; race.bestValue = v; }
      race.tweak++;
      race.tweakGames = 0;
      race.tweakSum = 0;
    }
  }
  return { plan: null, spent };
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
  const n = field(kingdom).length;
  if (typeof r.seed !== 'string' || !isNumbers(r.games, n) || !isNumbers(r.sum, n) || !isNumbers(r.head, n) || !isNumbers(r.alive)) return null;
  const ints = [r.round, r.pos, r.winner, r.tweak, r.tweakGames, r.best];
  if (!ints.every((v) => Number.isInteger(v)) || !isNumbers([r.tweakSum, r.bestValue])) return null;
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

/** The plan with one more and one fewer copy of its first kingdom card, other endings, no early Gold. */
function tweaks(p: Plan): Plan[] {
  const out: Plan[] = [];
  const i = p.buys.findIndex(([c]) => c !== 'gold' && c !== 'silver');
  const rule = p.buys[i];
  if (rule && rule[1] > 0) {
    for (const d of [1, -1]) {
      const cap = rule[1] + d;
      if (cap < 1) continue;
      const buys = p.buys.map((r, j): BuyRule => (j === i ? [r[0], cap, r[2]] : r));
      out.push({ ...p, buys, name: `${p.name}/${rule[0]}${cap}` });
    }
  }
  for (const [duchy, estate] of [[4, 2], [5, 3]] as const) out.push({ ...p, duchy, estate, name: `${p.name}/d${duchy}e${estate}` });
  if (p.gold > 0) out.push({ ...p, gold: 0, name: `${p.name}/g0` });
  return out;
}
