// Hard's search over buy policies (bots/evolve.ts, bots/genome.ts): the policy interpreter's
// conditions, the trial loop deciding as the table does, genomes bred deterministically, the search
// resumable in bounded slices from a small memory, and a bot that never reads hidden cards.
import { describe, expect, it } from 'vitest';
import { BOT_MEMORY_MAX_BYTES, botInput, memoryBytes, thinkInput } from '../../../party/games/core/bots.ts';
import { closeWindows } from '../../../party/games/core/pause.ts';
import { randomFn, seedRng } from '../../../party/games/core/rng.ts';
import { BASE_KINGDOM, INTRIGUE_KINGDOM } from '../../../party/games/dominion/cards/index.ts';
import { handValue, handWorth, sortedByKey, worstCards } from '../../../party/games/dominion/bots/worth.ts';
import type { Json } from '../../../party/games/core/types.ts';
import { dominion, scenario } from '../../../party/games/dominion/index.ts';
import { dominionRules } from '../../../party/games/dominion/game.ts';
import { turnPrompt } from '../../../party/games/dominion/prompts.ts';
import { answer } from '../../../party/games/dominion/bots/answers.ts';
import { chooseBuy } from '../../../party/games/dominion/bots/buy.ts';
import { TABLE_SIZE, stagedFromJson, stagedGames } from '../../../party/games/dominion/bots/staged-search.ts';
import { SEARCH_STEPS_PER_CALL, forgetFound, hardBot, hardThinker, hardWithBudget } from '../../../party/games/dominion/bots/levels.ts';
import { bestSoFar, runSearch, searchFromJson, searchKingdom, searchOver, searchToJson, startSearch, type SearchSize } from '../../../party/games/dominion/bots/evolve.ts';
import { crossover, genePool, mutate, nameOf } from '../../../party/games/dominion/bots/genome.ts';
import { INF, bigMoney, bigMoneyWith, heuristicPlan, planFromJson, planToJson, type Plan } from '../../../party/games/dominion/bots/plan.ts';
import { playTrial, trial } from '../../../party/games/dominion/bots/playout.ts';
import { field } from '../../../party/games/dominion/bots/planner.ts';
import { SCREEN_CARDS, SCREEN_STYLE, screenPlan } from '../../../party/games/dominion/bots/screen.ts';
import { presetPlan } from '../../../party/games/dominion/bots/preset-plans.ts';
import { countDecks, fromState } from '../../../party/games/dominion/bots/situation.ts';
import { vpTotal } from '../../../party/games/dominion/bots/tracker.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE, type TurnStyle, turnMove } from '../../../party/games/dominion/bots/turn.ts';
import { PRESETS } from '../../../party/games/dominion/index.ts';
import type { Ask, DominionState } from '../../../party/games/dominion/types.ts';

/** Not a preset: a table on it searches. */
const K = ['cellar', 'moat', 'village', 'militia', 'smithy', 'masquerade', 'witch', 'market', 'laboratory', 'festival'];
const SMALL: SearchSize = { population: 6, survivors: 3, games: 4, generations: 3 };

/**
 * The trial loop as the table's bots decide: a turn prompt each move, a situation built afresh
 * from a full count of the zones, dominion.setup and dominion.result, the log kept whole.
 */
function promptedTrial(kingdom: string[], seed: string, plans: [Plan, Plan], styles: [TurnStyle, TurnStyle] = [HARD_STYLE, HARD_STYLE]) {
  const setup = dominionRules.setup({ seed, seats: 2, options: { kingdom: { cards: kingdom } } });
  if (!setup.ok) throw new Error(setup.error.message);
  const g: DominionState = setup.value;
  let steps = 0;
  while (g.phase !== 'over' && g.turn < 120) {
    closeWindows(dominionRules, g);
    const decks = countDecks(g);
    const vp = decks.map(vpTotal);
    const a = g.asks[0] as Ask | undefined;
    steps++;
    if (a) { dominionRules.apply(g, a.seat, { type: 'choose', pick: answer(a, fromState(a.seat, g, decks, vp), plans[a.seat]!, styles[a.seat]!.judgment) }); continue; }
    const out = dominionRules.apply(g, g.current, turnMove(turnPrompt(g), fromState(g.current, g, decks, vp), plans[g.current]!, styles[g.current]!));
    if (!out.ok) dominionRules.apply(g, g.current, { type: 'end-turn' });
  }
  const r = dominionRules.result(g);
  const margin = r ? (r.scores[0]?.total ?? 0) - (r.scores[1]?.total ?? 0) : 0;
  const share = r ? (r.winners.includes(0) ? 1 / r.winners.length : 0) : 0.5;
  return { g, steps, margin, share };
}

/** Everything of a finished game but its log (a trial keeps only the last turn's entries of it). */
const withoutLog = ({ log: _log, logFrom: _from, ...rest }: DominionState) => rest;

/**
 * The same game both ways must be the same game: every player's zones in order, the supply,
 * the trash, the shuffler's state, the VP after every turn, the last turn's log entries, the
 * number of decisions and the result. One different decision anywhere changes some of these.
 */
function expectSameGame(kingdom: string[], seed: string, plans: [Plan, Plan], styles: [TurnStyle, TurnStyle]) {
  const played = playTrial(kingdom, seed, plans, styles)!;
  const prompted = promptedTrial(kingdom, seed, plans, styles);
  const where = `${kingdom.join(',')} seed ${seed} (${plans[0].name} vs ${plans[1].name})`;
  expect(withoutLog(played.g), where).toEqual(withoutLog(prompted.g));
  expect(played.g.logFrom + played.g.log.length, where).toBe(prompted.g.log.length);
  expect(played.g.log, where).toEqual(prompted.g.log.slice(played.g.logFrom));
  expect(played.steps, where).toBe(prompted.steps);
  const r = trial(kingdom, seed, plans, styles);
  expect([r.margin, r.share, r.steps], where).toEqual([prompted.margin, prompted.share, prompted.steps]);
}

describe('the policy interpreter', () => {
  it('a buy rule with a cut-off buys its card only while more Provinces than the cut-off are left', () => {
    const plan: Plan = { ...bigMoney('cut'), buys: [['smithy', 2, 0, 4], ['silver', INF, 0]] };
    const at = (provinces: number) => {
      const g = scenario({ kingdom: K, supply: { province: provinces }, players: [{ hand: ['copper', 'copper', 'copper', 'copper'] }, {}] });
      dominion.apply(g, 0, { type: 'treasures' });
      return chooseBuy(fromState(0, g), plan, HARD_STYLE);
    };
    expect(at(6)).toBe('smithy');
    expect(at(4)).toBe('silver');
    expect(planFromJson(planToJson(plan))).toEqual(plan);
  });

  it('a trial game decides exactly as the table\'s turn prompts and fresh situations would (same moves, state and scores)', () => {
    const plans: [Plan, Plan] = [bigMoneyWith(['witch', 'masquerade']), heuristicPlan(K)];
    for (let i = 0; i < 6; i++) expectSameGame(K, `same:${i}`, plans, [HARD_STYLE, HARD_STYLE]);
  });

  it('so do the trial games the search and the Big Money screen play on random kingdoms, with every level\'s rules', () => {
    for (let k = 0; k < 10; k++) {
      const s = dominionRules.setup({ seed: `same-random:${k}`, seats: 2, options: { kingdom: { random: 'both' } } });
      if (!s.ok) throw new Error(s.error.message);
      const kingdom = s.value.kingdom.slice();
      const screen = SCREEN_CARDS.find((c) => kingdom.includes(c));
      expectSameGame(kingdom, `bm:${k}`, [screen ? screenPlan(screen) : bigMoney('bmu'), bigMoney('bmu')], [SCREEN_STYLE, BMU_STYLE]);
      const plans = field(kingdom);
      const plan = plans[k % plans.length] as Plan;
      expectSameGame(kingdom, `search:${k}`, [heuristicPlan(kingdom), plan], [MEDIUM_STYLE, HARD_STYLE]);
      expectSameGame(kingdom, `hard:${k}`, [plan, heuristicPlan(kingdom)], [HARD_STYLE, HARD_STYLE]);
    }
  });
});

/** worstCards as it was written first: the greedy removal over whole handValue sums, tieBreak asked at every turn. */
function worstCardsByHandValue(hand: readonly string[], k: number, density: number, tieBreak: (id: string) => number): string[] {
  if (k <= 0) return [];
  if (k >= hand.length) return hand.slice();
  const keep = hand.slice().sort((a, b) => tieBreak(a) - tieBreak(b));
  const out: string[] = [];
  for (let i = 0; i < k; i++) {
    let bestIdx = 0;
    let bestVal = -Infinity;
    for (let j = 0; j < keep.length; j++) {
      const val = handValue(keep.slice(0, j).concat(keep.slice(j + 1)), density) - tieBreak(keep[j] as string) * 0.01;
      if (val > bestVal + 1e-9) { bestVal = val; bestIdx = j; }
    }
    out.push(keep[bestIdx] as string);
    keep.splice(bestIdx, 1);
  }
  return out;
}

describe('the trial\'s shortcuts decide as the plain rules do', () => {
  it('the discards worstCards picks (Militia, Cellar, Torturer answers) are the plain greedy over handValue\'s, card for card', () => {
    const random = randomFn(seedRng('worst-cards'));
    const pool = [...BASE_KINGDOM, ...INTRIGUE_KINGDOM, 'copper', 'silver', 'gold', 'estate', 'duchy', 'province', 'curse'];
    for (let i = 0; i < 400; i++) {
      const hand = Array.from({ length: 3 + Math.floor(random() * 6) }, () => pool[Math.floor(random() * pool.length)] as string);
      const density = random() * 2;
      const k = Math.floor(random() * hand.length);
      const tieBreaks = [(c: string) => handWorth(c, density, 1), (c: string) => handWorth(c, density, 1) + (c === 'curse' ? -1 : 0)];
      for (const tie of tieBreaks) expect(worstCards(hand, k, density, tie), hand.join(',')).toEqual(worstCardsByHandValue(hand, k, density, tie));
      expect(sortedByKey(hand, tieBreaks[0]!), 'sorting by a key asked once per card').toEqual(hand.slice().sort((x, y) => tieBreaks[0]!(x) - tieBreaks[0]!(y)));
    }
  });
});

describe('genomes', () => {
  const pool = genePool(K);
  const parent = bigMoneyWith(['smithy', 'market']);

  it('mutation and crossover with the same seed give the same child, and children are plans a memory can hold', () => {
    expect(mutate(parent, pool, seedRng('m'))).toEqual(mutate(parent, pool, seedRng('m')));
    const other = bigMoneyWith(['witch']);
    expect(crossover(parent, other, seedRng('c'))).toEqual(crossover(parent, other, seedRng('c')));
    const names = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const child = mutate(crossover(parent, other, seedRng(`x${i}`)), pool, seedRng(`y${i}`));
      names.add(child.name);
      expect(child.name).toBe(nameOf(child));
      expect(child.buys.some((r) => r[0] === 'silver'), 'Silver stays the fallback').toBe(true);
      expect(new Set(child.buys.map((r) => r[0])).size).toBe(child.buys.length);
      for (const [card] of child.buys) expect(pool).toContain(card);
      expect(planFromJson(planToJson(child))).toEqual(child);
    }
    expect(names.size, 'different seeds breed different children').toBeGreaterThan(20);
  });
});

describe('the search', () => {
  it('in slices spends at most its budget of trial decisions beyond one game, stays under the memory cap, and ends with the plan a search run at once finds', () => {
    let s = startSearch(K, 'slices', SMALL);
    let slices = 0;
    while (!searchOver(s, SMALL)) {
      const spent = runSearch(K, s, SMALL, 600);
      // A trial game (a few hundred decisions at most here) is never cut in two.
      expect(spent).toBeLessThan(600 + 1500);
      const json = searchToJson(s);
      expect(memoryBytes({ evo: json })).toBeLessThan(BOT_MEMORY_MAX_BYTES);
      s = searchFromJson(JSON.parse(JSON.stringify(json)))!;
      slices++;
    }
    expect(slices).toBeGreaterThan(3);
    expect(bestSoFar(K, s)).toEqual(searchKingdom(K, 'slices', SMALL).plan);
  });

  it('starts from the race\'s whole field and medium\'s plan, so its first generation holds every plan the race tried', () => {
    const s = startSearch(K, 'field', TABLE_SIZE.search);
    expect(s.pop.length).toBeGreaterThanOrEqual(TABLE_SIZE.search.population);
    expect(bestSoFar(K, s).name).toBe(nameOf({ ...heuristicPlan(K), duchy: 5, gold: 17 }));
    expect(memoryBytes({ staged: { phase: 'search', card: 'witch', evo: searchToJson(s) } })).toBeLessThan(BOT_MEMORY_MAX_BYTES);
  });

  it('a table\'s search fits the memory cap even when every genome holds the longest buy list a child may have', () => {
    const longest = ['council-room', 'mining-village', 'secret-chamber', 'trading-post', 'wishing-well', 'shanty-town', 'conspirator', 'coppersmith', 'throne-room', 'silver'];
    const plan = { name: '', buys: longest.map((c) => [c, 4, 15, 6] as [string, number, number, number]), duchy: 8, estate: 4, gold: 21, thin: true };
    const s = startSearch(K, 'cap', TABLE_SIZE.search);
    // The population never outgrows its size: the race's field holds 12 plans at most, and each
    // generation's survivors (medium's plan beside them) are filled up to the size, not beyond.
    const n = Math.max(12, TABLE_SIZE.search.population);
    const full = { ...s, gen: 9, pos: 959, pop: Array.from({ length: n }, () => plan), games: Array(n).fill(99_999), sum: Array(n).fill(-19_999_999) };
    expect(memoryBytes({ staged: { phase: 'confirm', card: 'council-room', evo: searchToJson(full), top: [10, 11, 12, 13], at: 3, game: 149 } })).toBeLessThan(BOT_MEMORY_MAX_BYTES);
  });

  it('a memory holding something else is not read as a search', () => {
    // Counts that do not match the population, and a genome that is not a plan.
    const wrongCounts = ['s', 0, 0, [[[['silver', 99, 0]], 4, 2, 0, 0]], [1, 2], [2]];
    const notAPlan = ['s', 0, 0, [['bad']], [0], [0]];
    for (const bad of [null, 3, 'x', wrongCounts, notAPlan]) {
      expect(searchFromJson(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('hard at a table', () => {
  const table = (seed: string, kingdom: string[]) => {
    const g = dominion.setup({ seed, seats: 2, options: { kingdom: { cards: kingdom } } });
    if (!g.ok) throw new Error(g.error.message);
    return g.value;
  };

  it('never peeks: the same view, log and memory give the same move and memory whatever the opponent holds and however the decks lie', () => {
    forgetFound();
    const a = table('peek', K);
    const b = structuredClone(a) as DominionState;
    // Seat 1's hand and deck, and seat 0's own deck order, differ; seat 0's view is the same.
    const other = b.players[1]!;
    [other.hand, other.deck] = [other.deck.slice(0, 5), [...other.hand, ...other.deck.slice(5)]];
    b.players[0]!.deck.reverse();
    const seat = a.current;
    expect(dominion.view(b, seat)).toEqual(dominion.view(a, seat));
    let memA: Json | null = null;
    let memB: Json | null = null;
    for (let i = 0; i < 3; i++) {
      const da = hardBot(botInput(dominion, a, seat, memA, `p${i}`)! as never);
      const db = hardBot(botInput(dominion, b, seat, memB, `p${i}`)! as never);
      expect(db).toEqual(da);
      memA = da.memory; memB = db.memory;
    }
  });

  it('plays a preset kingdom\'s plan searched offline from its first move, with no search of its own', () => {
    const g = dominion.setup({ seed: 'preset', seats: 2, options: { kingdom: { preset: 'first-game' } } });
    if (!g.ok) throw new Error(g.error.message);
    const out = hardBot(botInput(dominion, g.value, g.value.current, null, 'preset')! as never);
    expect(out.memory).toEqual({ plan: planToJson(presetPlan(PRESETS['first-game']!)!) });
    for (const cards of Object.values(PRESETS)) expect(presetPlan(cards), cards.join()).not.toBeNull();
  });

  it('a table that thinks between moves starts from the plan a finished search on its kingdom left in the isolate; the calls of a table without slices (a daily challenge) never do', () => {
    forgetFound();
    const g = table('memo', K);
    const seat = g.current;
    const known = hardWithBudget(botInput(dominion, g, seat, null, 'memo-a')! as never, Infinity).memory as { plan: Json };
    expect(planFromJson(known.plan)).not.toBeNull();
    expect(hardThinker.think(thinkInput(dominion, g, seat, null, 'memo-b') as never)).toEqual(known);
    const ownCall = hardBot(botInput(dominion, g, seat, null, 'memo-c')! as never);
    expect(stagedFromJson(K, (ownCall.memory as { staged?: Json }).staged), 'it searches from its own seed').not.toBeNull();
    forgetFound();
  });

  it('keeps its search in memory between calls, under the cap, within one call\'s budget of trial decisions', () => {
    forgetFound();
    const g = table('mem', K);
    const out = hardBot(botInput(dominion, g, g.current, null, 'mem')! as never);
    const staged = stagedFromJson(K, (out.memory as { staged?: Json }).staged);
    expect(staged).not.toBeNull();
    expect(memoryBytes(out.memory)).toBeLessThan(BOT_MEMORY_MAX_BYTES);
    expect(stagedGames(K, staged!)).toBeLessThanOrEqual(SEARCH_STEPS_PER_CALL / 50);
  });
});
