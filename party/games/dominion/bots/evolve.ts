// The hard bot's search over buy policies for one kingdom: a population of genomes (Plans,
// ./genome.ts) evolved by trial games against the Big Money family (medium's plan, Big Money
// Ultimate, and the kingdom's best single-card Big Money where ./staged-search.ts found it first) and against the population's
// own leader. The first generation is the race's whole field (./planner.ts), played on the race's
// first-round seeds, so the search never starts from less than the race knew. Every genome of a
// generation plays the same seeds from the same seats (common random numbers); survivors keep
// their sums and play on, so the longer a genome lives the surer its value. Resumable: the search
// is plain JSON (a bot's memory holds a table's between slices, under its 4 KiB cap at twelve
// genomes even when each holds the longest buy list: unit-tested; see levels.ts).
import type { Json } from '../../core/types.ts';
import { nextFloat, nextInt, seedRng } from '../../core/rng.ts';
import { crossover, genePool, mutate, nameOf } from './genome.ts';
import { type Plan, bigMoney, heuristicPlan, planFromJson, planToJson } from './plan.ts';
import { field } from './planner.ts';
import { trialAs } from './playout.ts';
import { SCREEN_CARDS, SCREEN_STYLE, screenPlan } from './screen.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE, type TurnStyle } from './turn.ts';

export interface Rival { plan: Plan; style: TurnStyle }

export interface SearchSize {
  /** Genomes alive at once, and how many survive a generation (the rest are children). */
  population: number;
  survivors: number;
  /** Trial games each genome plays in a generation. */
  games: number;
  /** Generations in all; the search is over after them. */
  generations: number;
}

/**
 * The plain search a table ran before its staged one (./staged-search.ts TABLE_SIZE), and the
 * scripts' yardstick: about 1,800 trial games (seven times the race's 260). Measured on 30 random kingdoms (scripts/dominion-search-eval.ts, seed `eval`,
 * the chosen plan's 100 trial games against medium's plan / bm-best / bmu): this size 63.6 / 56.4 /
 * 81.7%, the race 62.5 / 55.5 / 81.3%; 10 genomes x 10 games x 20 generations (as many games,
 * judged on fewer) 61.2 / 53.3 / 79.8%; with the kingdom's single-card Big Money bots as rivals too,
 * 63.1 / 55.0 / 81.0%.
 */
export const TABLE_SEARCH: SearchSize = { population: 12, survivors: 4, games: 30, generations: 5 };

/**
 * Offline and once a day: the preset kingdoms (scripts/dominion-search-presets.ts) and the daily
 * challenge's kingdom (./staged-search.ts), with the kingdom's best single-card Big Money as a
 * rival, then the best 4 confirmed over `OFFLINE_CONFIRM_GAMES` more games each: about 72,000 +
 * 1,600 trial games (8 s of CPU a kingdom on this machine). Measured on 30 random kingdoms (the
 * chosen plan's 100 trial games against medium's plan / bm-best / bmu): seed `eval` 66.5 / 58.7 /
 * 83.5% where TABLE_SEARCH chose 63.7 / 55.7 / 80.6% and the earlier offline size (12 x 40 x 10,
 * 4,800 games, 200 confirming) 65.6 / 56.8 / 81.5%; held-out seed `h44` 67.8 / 63.6 / 84.2% against
 * TABLE_SEARCH's 65.3 / 59.7 / 82.3% (README, "A search fifteen times the size").
 */
export const PRESET_SEARCH: SearchSize = { population: 24, survivors: 6, games: 150, generations: 20 };

/** Games each of the offline search's best 4 plays again before one is chosen (confirmBest). */
export const OFFLINE_CONFIRM_GAMES = 400;

export interface Search {
  seed: string;
  gen: number;
  /** Games played this generation, all genomes together. */
  pos: number;
  pop: Plan[];
  games: number[];
  /** Sums of game values in 1/200ths (whole numbers: a search in slices adds up as one at once). */
  sum: number[];
}

/** Rules a child's buy list may hold: longer lists buy little more and would outgrow the memory cap. */
const MAX_RULES = 10;

/** Medium's own plan as the field enters it: a challenger must beat it by this much to be chosen. */
const BASELINE_EDGE = 0.02;

/** The plans hard will likely meet: medium's (twice as often), Big Money Ultimate, and any extra. */
export function rivalsOf(kingdom: readonly string[], extra: Rival[] = []): Rival[] {
  const medium: Rival = { plan: heuristicPlan(kingdom), style: MEDIUM_STYLE };
  return [medium, { plan: bigMoney('bmu'), style: BMU_STYLE }, medium, ...extra];
}

/** Every single-card Big Money bot of the kingdom's screen cards (./screen.ts) as rivals. */
export function screenRivals(kingdom: readonly string[]): Rival[] {
  return SCREEN_CARDS.filter((c) => kingdom.includes(c)).map((c) => ({ plan: screenPlan(c), style: SCREEN_STYLE }));
}

/** The kingdom's best single-card Big Money as a rival (./screen.ts bestScreenCard's card), or Big Money Ultimate. */
export function screenRival(card: string | null): Rival {
  return card ? { plan: screenPlan(card), style: SCREEN_STYLE } : { plan: bigMoney('bmu'), style: BMU_STYLE };
}

const named = (p: Plan): Plan => ({ ...p, name: nameOf(p) });

export function startSearch(kingdom: readonly string[], seed: string, size: SearchSize, seeds: Plan[] = []): Search {
  const seen = new Set<string>();
  const pop = [...seeds, ...field(kingdom)].map(named).filter((p) => (seen.has(p.name) ? false : (seen.add(p.name), true)));
  const rng = seedRng(`${seed}:fill`);
  const pool = genePool(kingdom);
  for (let tries = 0; pop.length < size.population && tries < 50; tries++) {
    const child = mutate(pop[nextInt(rng, pop.length)] as Plan, pool, rng);
    if (!seen.has(child.name)) { seen.add(child.name); pop.push(child); }
  }
  const zeros = () => pop.map(() => 0);
  return { seed, gen: 0, pos: 0, pop, games: zeros(), sum: zeros() };
}

const mean = (s: Search, i: number) => (s.sum[i] as number) / 200 / Math.max(1, s.games[i] as number);

function baselineOf(kingdom: readonly string[], s: Search): number {
  const name = nameOf(field(kingdom).find((p) => p.name === heuristicPlan(kingdom).name) ?? heuristicPlan(kingdom));
  return s.pop.findIndex((p) => p.name === name);
}

/**
 * How much a genome's value is discounted per 1/sqrt(games) when choosing the plan to play (about
 * one standard error: a game's value spreads by about 0.5). Survival ranks by the plain mean, so
 * young genomes get their chance; the choice prefers a value many games confirm to a lucky start.
 */
const DOUBT = 0.5;

/** The genomes by value, best first (medium's plan given its edge); ties by age. */
function ranked(kingdom: readonly string[], s: Search, doubt = 0): number[] {
  const base = baselineOf(kingdom, s);
  const value = (i: number) => {
    const n = s.games[i] as number;
    return n === 0 ? -Infinity : mean(s, i) + (i === base ? BASELINE_EDGE : 0) - doubt / Math.sqrt(n);
  };
  return s.pop.map((_, i) => i).sort((a, b) => value(b) - value(a) || a - b);
}

/**
 * Games each genome of the first generation plays before its leader replaces medium's plan. On 20
 * random kingdoms (scripts/dominion-search-progress.ts, 60 trial games each against medium / bmu)
 * medium's plan won 57.9 / 81.4%, the leader after 2 games each 53.3 / 78.4%, after the first
 * generation (30 each) 60.0 / 81.7%; the race's leader after 10 games each had won 59.1% where
 * medium's plan won 57.0% (50 kingdoms).
 */
const FIRST_LOOK = 10;

/** What hard plays before its search has a leader: medium's plan, as the race's field enters it. */
export const openingPlan = (kingdom: readonly string[]): Plan => named(field(kingdom).find((p) => p.name === heuristicPlan(kingdom).name) ?? heuristicPlan(kingdom));

/** The best plan found so far (the one to play now). */
export function bestSoFar(kingdom: readonly string[], s: Search): Plan {
  if (s.gen === 0 && s.pos < s.pop.length * FIRST_LOOK) return openingPlan(kingdom);
  return s.pop[ranked(kingdom, s, DOUBT)[0] as number] as Plan;
}

export const searchOver = (s: Search, size: SearchSize) => s.gen >= size.generations;

/** Survivors stay with their sums; children of survivors fill the population. */
function nextGeneration(kingdom: readonly string[], s: Search, size: SearchSize): void {
  const order = ranked(kingdom, s);
  const keep = order.slice(0, size.survivors);
  const base = baselineOf(kingdom, s);
  if (base >= 0 && !keep.includes(base)) keep.push(base);
  const rng = seedRng(`${s.seed}:gen${s.gen}`);
  const pool = genePool(kingdom);
  const pop = keep.map((i) => s.pop[i] as Plan);
  const games = keep.map((i) => s.games[i] as number);
  const sum = keep.map((i) => s.sum[i] as number);
  const seen = new Set(pop.map((p) => p.name));
  // Better survivors parent more often: the first of two drawn.
  const parent = () => pop[Math.min(nextInt(rng, pop.length), nextInt(rng, pop.length))] as Plan;
  for (let tries = 0; pop.length < size.population && tries < 100; tries++) {
    const a = parent();
    const child = mutate(nextFloat(rng) < 0.4 ? crossover(a, parent(), rng) : a, pool, rng);
    if (seen.has(child.name) || child.buys.length > MAX_RULES) continue;
    seen.add(child.name);
    pop.push(child); games.push(0); sum.push(0);
  }
  Object.assign(s, { gen: s.gen + 1, pos: 0, pop, games, sum });
}

/**
 * Plays the search on while another trial game likely fits in `budget` trial decisions (at least
 * one game a call), or until it is over; moves `s` on in place. Returns the decisions spent.
 */
export function runSearch(kingdom: readonly string[], s: Search, size: SearchSize, budget: number, extra: Rival[] = []): number {
  const k = kingdom.slice();
  const rivals = rivalsOf(k, extra);
  let spent = 0;
  let played = 0;
  while (!searchOver(s, size) && (played === 0 || spent + spent / played <= budget)) {
    if (s.pos >= s.pop.length * size.games) { nextGeneration(k, s, size); continue; }
    const steps = playOne(k, s, s.pos % s.pop.length, rivals);
    s.pos++;
    spent += steps;
    played++;
  }
  return spent;
}

/** Genome `c`'s next trial game, added to its sums; returns the decisions it took. */
function playOne(k: string[], s: Search, c: number, rivals: Rival[]): number {
  const i = s.games[c] as number;
  // The leader of the population so far is a rival too: the genomes also play each other.
  const rivalsNow = s.gen > 0 ? [...rivals, { plan: s.pop[0] as Plan, style: HARD_STYLE }] : rivals;
  const rival = rivalsNow[Math.floor(i / 2) % rivalsNow.length] as Rival;
  const r = trialAs(i, k, `${s.seed}:${i}`, s.pop[c] as Plan, HARD_STYLE, rival.plan, rival.style);
  // Value = win share + VP margin / 100, capped at ±0.2, as in the race.
  s.sum[c] = (s.sum[c] as number) + Math.round(200 * r.share) + 2 * Math.max(-20, Math.min(20, r.margin));
  s.games[c] = i + 1;
  return r.steps;
}

/**
 * After the search (./staged-search.ts' last stage, at a table and for the day; offline at once
 * here): the best `n` by the discounted value play `games` more trial games each, and the best of
 * them by its mean is chosen (a child of the last generation otherwise wins on its first games:
 * the luckiest of many short trials).
 */
export function confirmBest(kingdom: readonly string[], s: Search, n: number, games: number, extra: Rival[] = []): Plan {
  const top = confirmTop(kingdom, s, n);
  for (const c of top) for (let g = 0; g < games; g++) confirmGame(kingdom, s, c, extra);
  return confirmed(kingdom, s, top);
}

/** The genomes a confirmation plays on: the best `n` by the discounted value. */
export const confirmTop = (kingdom: readonly string[], s: Search, n: number): number[] => ranked(kingdom.slice(), s, DOUBT).slice(0, n);

/** One confirmation game of genome `c` (confirmBest's, one at a time for slices); returns its decisions. */
export function confirmGame(kingdom: readonly string[], s: Search, c: number, extra: Rival[] = []): number {
  const k = kingdom.slice();
  return playOne(k, s, c, rivalsOf(k, extra));
}

/** After the confirmation games: the best of `top` by its plain mean. */
export const confirmed = (kingdom: readonly string[], s: Search, top: readonly number[]): Plan => s.pop[ranked(kingdom.slice(), s).find((i) => top.includes(i)) as number] as Plan;

/** The whole search at once (offline, tests). */
export function searchKingdom(kingdom: readonly string[], seed: string, size: SearchSize, extra: Rival[] = [], seeds: Plan[] = []): { plan: Plan; search: Search } {
  const s = startSearch(kingdom, seed, size, seeds);
  while (!searchOver(s, size)) runSearch(kingdom, s, size, Infinity, extra);
  return { plan: bestSoFar(kingdom, s), search: s };
}

/** The search as a memory keeps it (names are worked out again from the genomes). */
export function searchToJson(s: Search): Json {
  return [s.seed, s.gen, s.pos, s.pop.map((p) => planToJson(p).slice(1)), s.games, s.sum] as unknown as Json;
}

const isInts = (x: unknown, n: number): x is number[] => Array.isArray(x) && x.length === n && x.every((v) => Number.isInteger(v));

/** A search a memory holds, or null when it holds none this release can read. */
export function searchFromJson(x: unknown): Search | null {
  if (!Array.isArray(x) || x.length !== 6) return null;
  const [seed, gen, pos, pop, games, sum] = x as unknown[];
  if (typeof seed !== 'string' || !Number.isInteger(gen) || !Number.isInteger(pos) || !Array.isArray(pop)) return null;
  const plans = pop.map((p) => (Array.isArray(p) ? planFromJson(['', ...p]) : null));
  if (plans.some((p) => p === null) || !isInts(games, plans.length) || !isInts(sum, plans.length)) return null;
  // Copies: runSearch moves the search on in place, and a bot never changes its input.
  return { seed, gen: gen as number, pos: pos as number, pop: (plans as Plan[]).map((p) => named(structuredClone(p))), games: games.slice(), sum: sum.slice() };
}
