// Rollouts at key buys (issue #30): near the end of a 2-player game, hard weighs its few sensible
// buys by playing each on to the end in games it builds from what its seat knows, rather than
// trusting the plan's thresholds (Duchy from so many Provinces left, the penultimate Province).
//
// A rollout's game is a guess at the table's game, never the table's game itself: the bot's own
// cards come from the log (every buy, gain, trash and pass it saw), its hand and the cards in play
// from its view; which of its other cards are in its draw pile and which in its discard is dealt
// at random (the real order is hidden from it), and so are the opponent's hand, draw pile and
// discard from the cards the log says they own. Both sides then play by plans: hard's own, and
// medium's for the opponent (the model of a Big Money player who does not count the score).
//
// Every candidate plays the same dealt games with the same shuffles (common random numbers), so a
// difference between two buys is the buys', not the deals'.
import { rankSeats } from '../../core/rank.ts';
import { type RngState, seedRng, shuffleInPlace } from '../../core/rng.ts';
import type { VisibleLogEntry } from '../../core/types.ts';
import { applyLegal } from '../moves.ts';
import { countHoldings, vpTotal as scoreTotal } from '../score.ts';
import { blankState } from '../setup.ts';
import type { DominionMove, DominionState, PlayerState } from '../types.ts';
import type { DominionView } from '../view.ts';
import { countEmptyPiles } from '../zones.ts';
import { type BuyStyle, chooseBuy, endsGame, winsAfter } from './buy.ts';
import { type Plan, heuristicPlan } from './plan.ts';
import { playOn } from './playout.ts';
import { type Situation, costNow, left } from './situation.ts';
import type { Counts } from './tracker.ts';
import { HARD_STYLE, MEDIUM_STYLE } from './turn.ts';

export interface RolloutSettings {
  /** Roll out a buy only with this many Provinces left or fewer (or a pile ending near: late >= 0.8). */
  provinces: number;
  /** Dealt games per candidate at most. */
  games: number;
  /** Trial decisions all candidates' games may spend together in one call (the 50 ms budget). */
  steps: number;
  /** Candidate buys weighed, the plan's own first. */
  candidates: number;
  /**
   * How sure a rival buy must be to replace the plan's: its mean paired gain over the plan's buy
   * must exceed this many standard errors of that gain, and MIN_GAIN.
   */
  z: number;
  /** Tools only: told of every weighing (what it chose, over how many dealt games). */
  seen?: (w: Weighed) => void;
}

export const ROLLOUTS: RolloutSettings = { provinces: 5, games: 48, steps: 1500, candidates: 4, z: 2 };

/** A rival buy must gain at least this much value (win share plus margin term) to be taken. */
const MIN_GAIN = 0.03;

/** The buys worth weighing besides the plan's, in order: the endgame's usual questions. */
const RIVALS: (string | null)[] = ['province', 'duchy', 'estate', 'gold', null];

/** A game's value to the bot: its share of the win and a small VP margin term. */
export function rolloutValue(share: number, margin: number): number {
  return share + Math.max(-0.1, Math.min(0.1, margin / 100));
}

/** Whether this buy decision is a key one: 2 players, Provinces low or a pile ending near. */
export function keyBuy(s: Situation, settings: RolloutSettings): boolean {
  return s.n === 2 && (left(s, 'province') <= settings.provinces || s.late >= 0.8);
}

/** The candidates: the plan's buy, then the endgame's usual rivals the coins can pay for. */
export function candidatesOf(s: Situation, pick: string | null, max: number): (string | null)[] {
  const out: (string | null)[] = [pick];
  for (const c of RIVALS) {
    if (out.length >= max) break;
    if (out.includes(c)) continue;
    if (c !== null && (left(s, c) === 0 || costNow(s, c) > s.coins)) continue;
    out.push(c);
  }
  return out;
}

/** Cards in this turn's log for `seat` of a type (this turn's buys: Treasures may not follow). */
function thisTurn(log: readonly VisibleLogEntry[], seat: number, type: string): number {
  let k = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as VisibleLogEntry;
    if (e.type === 'turn') break;
    if (e.type === type && e.seat === seat) k++;
  }
  return k;
}

/** The cards of `owned` not in the known zones, as a list (one card id per copy). */
function unseen(owned: Counts, known: readonly string[][]): string[] {
  const rest: Counts = { ...owned };
  for (const zone of known) for (const id of zone) if ((rest[id] ?? 0) > 0) rest[id] = (rest[id] as number) - 1;
  const out: string[] = [];
  for (const id of Object.keys(rest).sort()) for (let k = 0; k < (rest[id] as number); k++) out.push(id);
  return out;
}

/** The turn's public counters, the same in the view as in the state. */
const TURN_FIELDS = ['actions', 'buys', 'coins', 'costDown', 'copperBonus', 'turn'] as const;

/**
 * One guess at the table's game from seat `me`'s view and log alone: the zones the view shows as
 * they are, every hidden zone dealt at random from the cards that seat is known to own.
 */
export function determinize(me: number, v: DominionView, log: readonly VisibleLogEntry[], decks: readonly Counts[], rng: RngState): DominionState {
  const supply: Record<string, number> = {};
  for (const p of v.supply) supply[p.card] = p.count;
  const g = blankState(v.players.length, rng, v.kingdom.slice(), supply);
  g.empty = countEmptyPiles(supply);
  g.trash = v.trash.slice();
  v.players.forEach((pv, i) => {
    const p = g.players[i] as PlayerState;
    p.play = pv.play.slice();
    p.aside = pv.aside.slice();
    p.revealed = pv.revealed.slice();
    p.turns = pv.turns;
    const mine = i === me;
    if (mine) p.hand = (pv.hand ?? []).slice();
    const pool = shuffleInPlace(rng, unseen(decks[i] ?? {}, [p.hand, p.play, p.aside, p.revealed]));
    // The discard's top card is public: keep it on top when the log agrees the seat owns it.
    const top = pv.discardTop !== null && pv.discardCount > 0 ? pool.indexOf(pv.discardTop) : -1;
    const topCard = top >= 0 ? (pool.splice(top, 1)[0] as string) : null;
    const deal = (n: number) => {
      const out = pool.splice(0, n);
      // The log can disagree with the counts (a pass between two others is unknown): Coppers fill in.
      while (out.length < n) out.push('copper');
      return out;
    };
    if (!mine) p.hand = deal(pv.handCount);
    p.deck = deal(pv.deckCount);
    p.discard = deal(pv.discardCount - (topCard ? 1 : 0));
    // Cards the log knows of and the counts have no room for go to the discard: their VP counts.
    p.discard.push(...pool);
    if (topCard) p.discard.push(topCard);
    Object.assign(p, countHoldings(p));
  });
  g.current = v.current;
  g.phase = v.phase === 'over' ? 'buy' : v.phase;
  for (const k of TURN_FIELDS) g[k] = v[k];
  g.bought = thisTurn(log, v.current, 'buy');
  g.log = [['turn', v.current, (v.players[v.current]?.turns ?? 0) + 1]];
  return g;
}

const END_TURN: DominionMove = { type: 'end-turn' };

export interface Weighed {
  /** The buy chosen (null: nothing). */
  card: string | null;
  candidates: (string | null)[];
  /** Mean value of each candidate over the dealt games. */
  means: number[];
  games: number;
  steps: number;
}

/**
 * Weighs `candidates` (the plan's buy first) by dealt games played to the end, as many as fit in
 * the budget (whole rounds: every candidate plays every dealt game), and picks the plan's buy
 * unless a rival beats it clearly (see RolloutSettings.z).
 */
export function weighBuys(me: number, v: DominionView, log: readonly VisibleLogEntry[], decks: readonly Counts[], plan: Plan, candidates: (string | null)[], seed: string, settings: RolloutSettings): Weighed {
  const k = candidates.length;
  const rival = heuristicPlan(v.kingdom);
  const plans: [Plan, Plan] = me === 0 ? [plan, rival] : [rival, plan];
  const styles = me === 0 ? [HARD_STYLE, MEDIUM_STYLE] as const : [MEDIUM_STYLE, HARD_STYLE] as const;
  const sums = candidates.map(() => 0);
  // Paired differences with the plan's buy, and their squares, for the standard error.
  const diff = candidates.map(() => 0);
  const diff2 = candidates.map(() => 0);
  let steps = 0;
  let games = 0;
  while (games < settings.games && (games === 0 || steps + steps / games <= settings.steps)) {
    const base = JSON.stringify(determinize(me, v, log, decks, seedRng(`${seed}/deal/${games}`)));
    const values: number[] = [];
    for (let c = 0; c < k; c++) {
      const g = JSON.parse(base) as DominionState;
      const card = candidates[c] as string | null;
      applyLegal(g, me, card === null ? END_TURN : { type: 'buy', card });
      steps += 1 + playOn(g, plans, [styles[0], styles[1]]);
      values.push(valueOf(g, me));
    }
    for (let c = 0; c < k; c++) {
      sums[c] = (sums[c] as number) + (values[c] as number);
      const d = (values[c] as number) - (values[0] as number);
      diff[c] = (diff[c] as number) + d;
      diff2[c] = (diff2[c] as number) + d * d;
    }
    games++;
  }
  let best = 0;
  for (let c = 1; c < k; c++) {
    const mean = (diff[c] as number) / games;
    const variance = Math.max(0, (diff2[c] as number) / games - mean * mean);
    const se = Math.sqrt(variance / Math.max(1, games - 1));
    if (mean > MIN_GAIN && mean > settings.z * se && mean > (best === 0 ? 0 : (diff[best] as number) / games)) best = c;
  }
  return { card: candidates[best] as string | null, candidates, means: sums.map((x) => x / Math.max(1, games)), games, steps };
}

/** The game's value to seat `me` once played on (a game cut off at the turn limit is a draw). */
function valueOf(g: DominionState, me: number): number {
  if (g.phase !== 'over') return 0.5;
  const totals = g.players.map(scoreTotal);
  const winners = rankSeats(totals, g.players.map((p) => p.turns));
  const share = winners.includes(me) ? 1 / winners.length : 0;
  const mine = totals[me] as number;
  const other = totals[1 - me] as number;
  return rolloutValue(share, mine - other);
}

/**
 * A buy chooser for turnMove (its `pickBuy`): the plan's buy, or at a key buy the candidate that
 * rollouts from this seat's view and log find clearly better. `seed` is the bot's input seed.
 */
export function rolloutPicker(me: number, v: DominionView, log: readonly VisibleLogEntry[], seed: string, settings: RolloutSettings = ROLLOUTS) {
  return (s: Situation, plan: Plan, style: BuyStyle): string | null => {
    const pick = chooseBuy(s, plan, style);
    if (!keyBuy(s, settings)) return pick;
    // Ending the game with a win needs no rollout.
    if (pick !== null && endsGame(s, pick) && winsAfter(s, pick)) return pick;
    const candidates = candidatesOf(s, pick, settings.candidates);
    if (candidates.length < 2) return pick;
    const w = weighBuys(me, v, log, s.decks, plan, candidates, seed, settings);
    settings.seen?.(w);
    return w.card;
  };
}
