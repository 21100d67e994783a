// Trial games for the hard bot's planning: two plans play a whole game with the engine, each
// side deciding with the same rules the bots use at the table. These games are built by the bot
// from the kingdom it sees, so reading their whole state is fair.
import { closeWindows } from '../../core/pause.ts';
import { dominionRules as dominion } from '../game.ts';
import { turnPrompt } from '../prompts.ts';
import type { Ask, DominionState, LogTuple } from '../types.ts';
import { answer } from './answers.ts';
import type { Plan } from './plan.ts';
import { countDecks, fromState } from './situation.ts';
import { type Counts, addCard, removeCard, vpTotal } from './tracker.ts';
import { HARD_STYLE, type TurnStyle, turnMove } from './turn.ts';

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

/** Plays one 2-player game between two plans. */
export function trial(kingdom: string[], seed: string, plans: [Plan, Plan], styles: [TurnStyle, TurnStyle] = [HARD_STYLE, HARD_STYLE]): TrialResult {
  const setup = dominion.setup({ seed, seats: 2, options: { kingdom: { cards: kingdom } } });
  if (!setup.ok) return { share: 0.5, margin: 0, steps: 0 };
  const g: DominionState = setup.value;
  const decks = countDecks(g);
  let vp = decks.map(vpTotal);
  let seen = g.log.length;
  let steps = 0;
  while (g.phase !== 'over' && g.turn < MAX_TURNS) {
    // No room here to wait out a Reaction window: it closes as soon as nobody is asked in it.
    closeWindows(dominion, g);
    const changed = follow(g.log, seen, decks);
    if (changed >= 0) vp = changed < decks.length ? vp.map((v, i) => (i === changed ? vpTotal(decks[i] as Counts) : v)) : decks.map(vpTotal);
    seen = g.log.length;
    const a = g.asks[0] as Ask | undefined;
    steps++;
    if (a) {
      const s = fromState(a.seat, g, decks, vp);
      dominion.apply(g, a.seat, { type: 'choose', pick: answer(a, s, plans[a.seat] as Plan, (styles[a.seat] as TurnStyle).judgment) });
      continue;
    }
    const p = turnPrompt(g);
    const s = fromState(g.current, g, decks, vp);
    const out = dominion.apply(g, g.current, turnMove(p, s, plans[g.current] as Plan, styles[g.current] as TurnStyle));
    if (!out.ok) dominion.apply(g, g.current, { type: 'end-turn' });
  }
  const r = dominion.result(g);
  if (!r) return { share: 0.5, margin: 0, steps };
  const share = r.winners.includes(0) ? 1 / r.winners.length : 0;
  return { share, margin: (r.scores[0]?.total ?? 0) - (r.scores[1]?.total ?? 0), steps };
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
 * Keeps every player's card counts current from the log entries added since `from`. Returns the
 * one seat whose cards changed, decks.length when several did, -1 when none did (so the caller
 * recounts VP only where it moved).
 */
function follow(log: readonly LogTuple[], from: number, decks: Counts[]): number {
  let changed = -1;
  for (let i = from; i < log.length; i++) {
    const [type, seat, data, secret] = log[i] as LogTuple;
    const deck = decks[seat] as Counts;
    if (type === 'buy' || type === 'gain' || type === 'trash' || type === 'pass') changed = changed === -1 || changed === seat ? seat : decks.length;
    if (type === 'pass') changed = decks.length;
    if (type === 'buy') addCard(deck, data as string);
    else if (type === 'gain') addCard(deck, typeof data === 'string' ? data : (data as { card: string }).card);
    else if (type === 'trash') for (const id of data as string[]) removeCard(deck, id);
    else if (type === 'pass') {
      removeCard(deck, secret as string);
      addCard(decks[(data as { to: number }).to] as Counts, secret as string);
    }
  }
  return changed;
}
