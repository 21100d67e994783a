// Trial games for the hard bot's planning: two plans play a whole game with the engine, each
// side deciding with the same rules the bots use at the table. These games are built by the bot
// from the kingdom it sees, so reading their whole state is fair.
//
// Playouts are the search's budget (./evolve.ts plays thousands per kingdom), so this loop builds
// nothing per decision: no turn prompt and no engine checks (the bot's rules pick only legal
// moves: an Action in hand with an Action left, Treasures before buying, what they can afford,
// answers cut to the question's pool), one Situation per seat updated in place, card counts and VP
// kept from the log entries each move adds. The decisions are exactly those of turnMove/answer
// on a prompt (playing Actions, Treasures, then buys), so a plan tried here plays as at a table.
import { closeWindows } from '../../core/pause.ts';
import { rankSeats } from '../../core/rank.ts';
import { CARDS } from '../cards/table.ts';
import { dominionRules as dominion } from '../game.ts';
import { applyLegal } from '../moves.ts';
import { vpTotal as scoreTotal } from '../score.ts';
import { setupState } from '../setup.ts';
import { ACTION, type Ask, type DominionMove, type DominionState, type LogTuple, REACTION, TREASURE } from '../types.ts';
import { answer } from './answers.ts';
import { chooseBuy } from './buy.ts';
import type { Plan } from './plan.ts';
import { chooseAction } from './play.ts';
import { type Situation, countDecks, fromState, lateOf, refreshFromState } from './situation.ts';
import { type Counts, addCard, removeCard } from './tracker.ts';
import { HARD_STYLE, type TurnStyle } from './turn.ts';

/** A trial that runs this long is a stalemate (two plans that never green); call it a draw. */
const MAX_TURNS = 120;

export interface TrialResult {
  /** Seat 0's share of the win: 1, 0.5 or 0. */
  share: number;
  /** Seat 0's VP minus seat 1's. */
  margin: number;
  /** Decisions made in the game: what its CPU cost grows with (the planner's budget counts them). */
  steps: number;
}

const TREASURES: DominionMove = { type: 'treasures' };
const END_TURN: DominionMove = { type: 'end-turn' };
const PLAYS = new Map<string, DominionMove>();
const BUYS = new Map<string, DominionMove>();
const move = (cache: Map<string, DominionMove>, type: 'play' | 'buy', card: string): DominionMove => {
  const known = cache.get(card);
  if (known) return known;
  const m: DominionMove = { type, card };
  cache.set(card, m);
  return m;
};

/** turnMove's choice, read off the state instead of a prompt. */
function turnChoice(g: DominionState, s: Situation, plan: Plan, style: TurnStyle): DominionMove {
  const hand = s.hand;
  let treasure = false;
  let playable: string[] | null = null;
  for (const c of hand) {
    const t = CARDS[c]?.t ?? 0;
    if (t & TREASURE) treasure = true;
    else if (t & ACTION && g.phase === 'action' && g.actions > 0 && style.actions) {
      if (!playable) playable = [c];
      else if (!playable.includes(c)) playable.push(c);
    }
  }
  if (playable) {
    const card = chooseAction(s, playable, plan);
    if (card) return move(PLAYS, 'play', card);
  }
  if (treasure && g.bought === 0) return TREASURES;
  if (g.buys === 0) return END_TURN;
  const card = chooseBuy(s, plan, style);
  return card ? move(BUYS, 'buy', card) : END_TURN;
}

/**
 * What a search keeps per kingdom array: whether the engine takes the kingdom (its options are
 * checked once), and from its second trial on, the supply as set up, which later trials copy
 * (the first trial's copy is not made: a kingdom played once, as the bench's Big Money games are,
 * would pay for it and gain nothing).
 */
interface KingdomSetup { ok: boolean; seen: boolean; supply?: Readonly<Record<string, number>> }
const kingdomSetups = new WeakMap<readonly string[], KingdomSetup>();

/** The engine's setup for a trial's kingdom. */
function setUp(kingdom: string[], seed: string): DominionState | null {
  let known = kingdomSetups.get(kingdom);
  if (known === undefined) kingdomSetups.set(kingdom, (known = { ok: dominion.parseOptions({ kingdom: { cards: kingdom } }, 2).ok, seen: false }));
  if (!known.ok) return null;
  // What dominion.setup does once the options are parsed (a list of cards parses to a copy of itself).
  const g = setupState(seed, 2, { kingdom: { cards: kingdom } }, known.supply);
  if (known.seen) known.supply ??= { ...g.supply };
  known.seen = true;
  return g;
}

export interface PlayedTrial {
  /** The game as it ended (its log cut down to the last turn's entries: see follow). */
  g: DominionState;
  steps: number;
}

/**
 * Plays one 2-player game between two plans and returns its final state, or null when the
 * kingdom is not one the engine sets up.
 */
export function playTrial(kingdom: string[], seed: string, plans: [Plan, Plan], styles: [TurnStyle, TurnStyle] = [HARD_STYLE, HARD_STYLE]): PlayedTrial | null {
  const g = setUp(kingdom, seed);
  if (!g) return null;
  return { g, steps: playOn(g, plans, styles) };
}

/**
 * Plays a 2-player game on from wherever it stands to its end (or MAX_TURNS), both seats by
 * their plans, and returns the decisions made. The game must be one the bot built itself: a
 * trial from the setup, or a rollout's guess at the table's game (./rollout.ts).
 */
export function playOn(g: DominionState, plans: [Plan, Plan], styles: [TurnStyle, TurnStyle]): number {
  const kingdom = g.kingdom;
  const decks = countDecks(g);
  // The engine's own VP count (its holdings): the same figure as tracker's vpTotal of the exact
  // counts a trial keeps, without a pass over every card id.
  const vp = g.players.map(scoreTotal);
  const seats: Situation[] = [fromState(0, g, decks, vp), fromState(1, g, decks, vp)];
  let late = seats[0]!.late;
  let steps = 0;
  const seen: Followed = { from: g.log.length, changed: -1, supply: false };
  // Reaction windows open only on a kingdom with a Reaction (attack.ts reactionsInKingdom).
  const windows = kingdom.some((c) => ((CARDS[c]?.t ?? 0) & REACTION) !== 0);
  while (g.phase !== 'over' && g.turn < MAX_TURNS) {
    // No room here to wait out a Reaction window: it closes as soon as nobody is asked in it.
    if (windows && g.stack.length > 0) closeWindows(dominion, g);
    follow(g, seen, decks);
    const changed = seen.changed;
    if (changed >= 0) for (let i = 0; i < decks.length; i++) if (changed === i || changed === decks.length) vp[i] = scoreTotal(g.players[i] as DominionState['players'][number]);
    if (seen.supply) late = lateOf(g.supply, g.n, seats[0]!.provincesStart);
    const a = g.asks[0] as Ask | undefined;
    steps++;
    const seat = a ? a.seat : g.current;
    const s = refreshFromState(seats[seat] as Situation, g, a !== undefined, late);
    if (a) {
      // Legal by construction (answers.ts' legal), as every turn move below: the engine's checks
      // are skipped, and the unit tests play the same games through the checked apply.
      applyLegal(g, seat, { type: 'choose', pick: answer(a, s, plans[seat] as Plan, (styles[seat] as TurnStyle).judgment) });
      continue;
    }
    applyLegal(g, seat, turnChoice(g, s, plans[seat] as Plan, styles[seat] as TurnStyle));
  }
  return steps;
}

/** Plays one 2-player game between two plans. */
export function trial(kingdom: string[], seed: string, plans: [Plan, Plan], styles: [TurnStyle, TurnStyle] = [HARD_STYLE, HARD_STYLE]): TrialResult {
  const played = playTrial(kingdom, seed, plans, styles);
  if (!played) return { share: 0.5, margin: 0, steps: 0 };
  const { g, steps } = played;
  if (g.phase !== 'over') return { share: 0.5, margin: 0, steps };
  // dominion.result's scores and winners, without the end screen's details a trial never reads.
  const totals = g.players.map(scoreTotal);
  const winners = rankSeats(totals, g.players.map((p) => p.turns));
  const share = winners.includes(0) ? 1 / winners.length : 0;
  return { share, margin: (totals[0] as number) - (totals[1] as number), steps };
}

/**
 * One trial game of `plan` against `rival`, `plan` in seat `seat` (callers alternate seats so that
 * neither plan always starts), its result from `plan`'s side: its share of the win and its margin.
 */
export function trialAs(seat: number, kingdom: string[], seed: string, plan: Plan, style: TurnStyle, rival: Plan, rivalStyle: TurnStyle): TrialResult {
  const first = seat % 2 === 0;
  const r = trial(kingdom, seed, first ? [plan, rival] : [rival, plan], first ? [style, rivalStyle] : [rivalStyle, style]);
  return first ? r : { share: 1 - r.share, margin: -r.margin, steps: r.steps };
}

/**
 * removeCard for a trial's counts. A card id taken out of a count (its last copy gone) turns the
 * object into a hash table in V8, whose every later for-in (deck size, density, VP) is slower;
 * a copy with the same keys in the same order is a plain object again. The situations share the
 * `decks` array, so they see the copy.
 */
function take(decks: Counts[], seat: number, id: string): void {
  const deck = decks[seat] as Counts;
  removeCard(deck, id);
  if (deck[id] !== undefined) return;
  const copy: Counts = {};
  for (const k in deck) copy[k] = deck[k] as number;
  decks[seat] = copy;
}

/** Where follow is in a trial's log, and what the entries it read last changed. */
interface Followed {
  /** The first entry not read yet. */
  from: number;
  /** The one seat whose cards changed, decks.length when several did, -1 when none did. */
  changed: number;
  /** A card left the supply (a buy or a gain: the only ways its counts move). */
  supply: boolean;
}

/**
 * Keeps every player's card counts current from the log entries added since `at.from`, noting
 * in `at` whose cards and whether the supply changed (so the caller recounts only what moved).
 * Then it drops the entries before the current turn's start: the trial owns its game and reads
 * nothing older (the Attack being answered is this turn's), and a log kept whole would survive
 * into the old generation of the heap.
 */
function follow(g: DominionState, at: Followed, decks: Counts[]): void {
  const log = g.log;
  let changed = -1;
  let supply = false;
  let turnAt = -1;
  for (let i = at.from; i < log.length; i++) {
    const [type, seat, data, secret] = log[i] as LogTuple;
    const deck = decks[seat] as Counts;
    if (type === 'turn') turnAt = i;
    else if (type === 'buy' || type === 'gain' || type === 'trash' || type === 'pass') {
      changed = changed === -1 || changed === seat ? seat : decks.length;
      if (type === 'buy') { addCard(deck, data as string); supply = true; }
      else if (type === 'gain') { addCard(deck, typeof data === 'string' ? data : (data as { card: string }).card); supply = true; }
      else if (type === 'trash') for (const id of data as string[]) take(decks, seat, id);
      else {
        changed = decks.length;
        take(decks, seat, secret as string);
        addCard(decks[(data as { to: number }).to] as Counts, secret as string);
      }
    }
  }
  if (turnAt > 0) {
    // By hand: splice would allocate an array of the entries it drops, every turn of every
    // trial, and copyWithin is a slow generic builtin for a few entries.
    const kept = log.length - turnAt;
    for (let k = 0; k < kept; k++) log[k] = log[k + turnAt] as LogTuple;
    for (let k = 0; k < turnAt; k++) log.pop();
    g.logFrom += turnAt;
  }
  at.from = log.length;
  at.changed = changed;
  at.supply = supply;
}
