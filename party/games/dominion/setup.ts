// Options, kingdom choice and the opening position.
import { fail, value } from '../core/outcome.ts';
import { isRecord } from '../core/guards.ts';
import { nextInt, sample, seedRng, shuffleInPlace } from '../core/rng.ts';
import type { Checked } from '../core/types.ts';
import { BASE_KINGDOM, CARDS, INTRIGUE_KINGDOM, PRESETS } from './cards/index.ts';
import { startTurn } from './engine.ts';
import { VICTORY, type CardId, type DominionOptions, type DominionState, type PlayerState } from './types.ts';
import { draw } from './zones.ts';
import { LESSON_KINGDOM } from './lesson-kingdom.ts';

const RANDOM_MODES = ['base', 'intrigue', 'both', '5+5'] as const;
type RandomMode = (typeof RANDOM_MODES)[number];

function bad(message: string) {
  return fail('bad-options', message);
}

const inBase = (id: CardId) => BASE_KINGDOM.includes(id);
const inIntrigue = (id: CardId) => INTRIGUE_KINGDOM.includes(id);

/** 5-6 players need the base game and Intrigue combined (RULES.md, "5-6 players"). */
function checkBigTable(cards: CardId[], seats: number, what: string): string | null {
  if (seats < 5) return null;
  if (cards.some(inBase) && cards.some(inIntrigue)) return null;
  return `${seats} players need base and Intrigue combined, but ${what} uses one set only`;
}

function checkCards(cards: CardId[], seats: number, what: string): string | null {
  for (const id of cards) {
    const def = CARDS[id];
    if (!def) return `${what}: unknown card '${id}'`;
    if (def.set === 'basic') return `${what}: '${id}' is not a kingdom card`;
  }
  return checkBigTable(cards, seats, what);
}

export function parseOptions(raw: unknown, seats: number): Checked<DominionOptions> {
  if (!Number.isInteger(seats) || seats < 2 || seats > 6) return fail('bad-seats', `Dominion is for 2 to 6 players, not ${seats}`);
  if (raw !== undefined && raw !== null && !isRecord(raw)) return bad('options must be an object like { kingdom: { preset: "first-game" } }');
  const o = isRecord(raw) ? raw : {};
  if (o.lesson !== undefined) return lessonOptions(o, seats);
  const vp = o.vpCounter;
  if (vp !== undefined && typeof vp !== 'boolean') return bad('vpCounter must be true or false');
  const kingdom = parseKingdom(o.kingdom, seats);
  if (!kingdom.ok) return kingdom;
  // Only an enabled counter is kept, so a table without it has the same options as before.
  return value(vp ? { kingdom: kingdom.value, vpCounter: true } : { kingdom: kingdom.value });
}

/**
 * The guided first game (./lesson.ts): its own deal, so it takes no other option, except that the
 * options it parses to (which name the lesson's kingdom) parse again to themselves.
 */
function lessonOptions(o: Record<string, unknown>, seats: number): Checked<DominionOptions> {
  if (o.lesson !== true) return bad('lesson must be true');
  if (seats !== 2) return bad(`the lesson is for 2 players (you and a bot), not ${seats}`);
  const parsed: DominionOptions = { kingdom: { cards: LESSON_KINGDOM.slice() }, lesson: true };
  const other = Object.keys(o).find((k) => k !== 'lesson' && !(k === 'kingdom' && JSON.stringify(o.kingdom) === JSON.stringify(parsed.kingdom)));
  if (other !== undefined) return bad(`the lesson has its own deal; leave out '${other}'`);
  return value(parsed);
}

function parseKingdom(k: unknown, seats: number): Checked<DominionOptions['kingdom']> {
  if (k === undefined) return value(seats <= 4 ? { preset: 'first-game' } : { random: '5+5' });
  if (!isRecord(k)) return bad('kingdom must be { preset }, { cards } or { random }');
  const keys = Object.keys(k);
  if (keys.length !== 1) return bad('kingdom must have exactly one of preset, cards, random');
  if (k.preset !== undefined) {
    const cards = typeof k.preset === 'string' && Object.hasOwn(PRESETS, k.preset) ? PRESETS[k.preset] : undefined;
    if (!cards) return bad(`unknown preset '${String(k.preset)}'; presets: ${Object.keys(PRESETS).join(', ')}`);
    const problem = checkCards(cards, seats, `preset ${k.preset}`);
    return problem ? bad(problem) : value({ preset: k.preset as string });
  }
  if (k.cards !== undefined) {
    const cards = k.cards;
    if (!Array.isArray(cards) || !cards.every((c) => typeof c === 'string')) return bad('kingdom cards must be a list of card ids');
    if (cards.length !== 10) return bad(`a kingdom needs exactly 10 cards, got ${cards.length}`);
    const dup = cards.find((c, i) => cards.indexOf(c) !== i);
    if (dup !== undefined) return bad(`kingdom cards must be distinct: '${dup}' appears twice`);
    const problem = checkCards(cards as string[], seats, 'kingdom');
    return problem ? bad(problem) : value({ cards: (cards as string[]).slice() });
  }
  if (k.random !== undefined) {
    const mode = k.random as RandomMode;
    if (!RANDOM_MODES.includes(mode)) return bad(`random must be one of ${RANDOM_MODES.join(', ')}`);
    if (seats >= 5 && (mode === 'base' || mode === 'intrigue')) {
      return bad(`${seats} players need base and Intrigue combined: use random 'both' or '5+5'`);
    }
    return value({ random: mode });
  }
  return bad(`unknown kingdom option '${keys[0]}'`);
}

const byCostThenId = (a: CardId, b: CardId) => (CARDS[a]?.cost ?? 0) - (CARDS[b]?.cost ?? 0) || (a < b ? -1 : 1);

/** Each preset sorted once, not once per game. */
const sortedPresets = new Map<string, readonly CardId[]>();

/** The kingdom, sorted by cost then id. */
function resolveKingdom(o: DominionOptions, rng: DominionState['rng'], seats: number): CardId[] {
  const k = o.kingdom;
  if ('preset' in k) {
    let sorted = sortedPresets.get(k.preset);
    if (!sorted) sortedPresets.set(k.preset, (sorted = (PRESETS[k.preset] as CardId[]).slice().sort(byCostThenId)));
    return sorted.slice();
  }
  return pickKingdom(k, rng, seats).sort(byCostThenId);
}

function pickKingdom(k: Exclude<DominionOptions['kingdom'], { preset: string }>, rng: DominionState['rng'], seats: number): CardId[] {
  if ('cards' in k) return k.cards.slice();
  if (k.random === '5+5') return [...sample(rng, BASE_KINGDOM, 5), ...sample(rng, INTRIGUE_KINGDOM, 5)];
  const pool = k.random === 'base' ? BASE_KINGDOM : k.random === 'intrigue' ? INTRIGUE_KINGDOM : [...BASE_KINGDOM, ...INTRIGUE_KINGDOM];
  for (;;) {
    const pick = sample(rng, pool, 10);
    if (!checkBigTable(pick, seats, '')) return pick;
  }
}

/** Supply sized by player count (RULES.md "Setup" and "5-6 players"). */
export function supplyFor(kingdom: readonly CardId[], n: number): Record<CardId, number> {
  const big = n >= 5;
  const victory = n === 2 ? 8 : 12;
  const s: Record<CardId, number> = {
    copper: (big ? 120 : 60) - 7 * n, silver: big ? 80 : 40, gold: big ? 60 : 30,
    estate: victory, duchy: victory, province: n === 2 ? 8 : n <= 4 ? 12 : n === 5 ? 15 : 18,
    curse: (n - 1) * 10,
  };
  for (const id of kingdom) s[id] = ((CARDS[id]?.t ?? 0) & VICTORY) !== 0 ? victory : 10;
  return s;
}

export function emptyPlayer(): PlayerState {
  return { hand: [], deck: [], discard: [], play: [], aside: [], revealed: [], turns: 0, vpByTurn: [], owned: 0, vpCards: {} };
}

/** `supply`: a fresh supply for this kingdom and table size, when the caller has one (see setupState). */
export function blankState(n: number, rng: DominionState['rng'], kingdom: CardId[], supply = supplyFor(kingdom, n)): DominionState {
  const players: PlayerState[] = [];
  for (let i = 0; i < n; i++) players.push(emptyPlayer());
  return {
    n, rng, kingdom, supply, empty: 0, trash: [], players,
    current: 0, phase: 'action', actions: 1, buys: 1, coins: 0, bought: 0, costDown: 0, copperBonus: 0, played: 0,
    turn: 0, stack: [], asks: [], batch: false, log: [], logFrom: 0,
  };
}

/**
 * `supplyLike`: a supply this kingdom and table size set up before (untouched), copied instead of
 * built key by key: a copy keeps its shape, so the hard bot's thousands of trial games on one
 * kingdom share one shape of supply and skip building it (bots/playout.ts).
 */
export function setupState(seed: string, seats: number, options: DominionOptions, supplyLike?: Readonly<Record<CardId, number>>): DominionState {
  const rng = seedRng(seed);
  const kingdom = resolveKingdom(options, rng, seats);
  const g = blankState(seats, rng, kingdom, supplyLike ? { ...supplyLike } : undefined);
  if (options.vpCounter) g.vpCounter = true;
  g.players.forEach((p, seat) => {
    for (let i = 0; i < 7; i++) p.deck.push('copper');
    for (let i = 0; i < 3; i++) p.deck.push('estate');
    p.owned = 10;
    p.vpCards = { estate: 3 };
    shuffleInPlace(rng, p.deck);
    draw(g, seat, 5);
  });
  g.current = nextInt(rng, seats);
  startTurn(g);
  return g;
}
