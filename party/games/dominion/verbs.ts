// The few verbs card scripts are composed from. A verb is a Step, or a short list of Steps
// (ask, then act on the answer); a step that asks stores nothing itself: the engine writes the
// answer to the frame (`locals.answer`, or `locals.answers[seat]` for a simultaneous batch) before the
// next step.
import { CARDS } from './cards/table.ts';
import { costOf, draw, gain, is, type GainTo, trashFrom } from './zones.ts';
import { ACTION, TREASURE, VICTORY, type Ask, type CardId, type DominionState, type Frame, type PlayerState, type Step } from './types.ts';

export function player(g: DominionState, seat: number): PlayerState {
  return g.players[seat] as PlayerState;
}

/** The cards an answer may be taken from. */
export function poolOf(g: DominionState, a: Ask): string[] {
  if (a.from !== 'hand') return a.from;
  const hand = player(g, a.seat).hand;
  if (!a.allow) return hand;
  const allow = a.allow;
  return hand.filter((c) => allow.includes(c));
}

/**
 * Clamps the ask to what the pool allows ("do as much as you can") and returns the only legal
 * answer when there is no real choice, so nobody is asked a question with one answer.
 */
export function forcedAnswer(g: DominionState, a: Ask): string[] | null {
  const pool = poolOf(g, a);
  if (a.max > pool.length) a.max = pool.length;
  if (a.min > a.max) a.min = a.max;
  if (a.max === 0) return [];
  if (a.min !== a.max) return null;
  const same = pool.every((c) => c === pool[0]);
  if (same) return pool.slice(0, a.max);
  if (a.max === pool.length && !a.ordered) return pool.slice();
  return null;
}

/** Asks one seat, or answers at once when the answer is forced. */
export function ask(g: DominionState, f: Frame, a: Ask): Ask | undefined {
  const forced = forcedAnswer(g, a);
  if (forced) { f.locals.answer = forced; return undefined; }
  f.locals.answer = null;
  return a;
}

/** Asks several seats at once; answers land in `f.locals.answers[seat]` when all are in. */
export function askAll(g: DominionState, f: Frame, asks: Ask[]): Ask[] | undefined {
  const answers: (string[] | null)[] = new Array(g.n).fill(null);
  f.locals.answers = answers;
  const open: Ask[] = [];
  for (const a of asks) {
    const forced = forcedAnswer(g, a);
    if (forced) answers[a.seat] = forced;
    else open.push(a);
  }
  return open.length > 0 ? open : undefined;
}

export function answer(f: Frame): string[] {
  return (f.locals.answer as string[] | null) ?? [];
}

/** Each seat's answer to a simultaneous batch (`askAll`); null for a seat not asked. */
export function answersBySeat(f: Frame): (string[] | null)[] {
  return f.locals.answers as (string[] | null)[];
}

export const plus = (o: { cards?: number; actions?: number; buys?: number; coins?: number }): Step => (g, f) => {
  if (o.cards) draw(g, f.target, o.cards);
  if (o.actions) g.actions += o.actions;
  if (o.buys) g.buys += o.buys;
  if (o.coins) g.coins += o.coins;
};

/**
 * Ironworks and Tribute pay by card type, each type that applies: Action +n Actions, Treasure
 * +$n, Victory +n Cards (drawn by `seat`). A Curse has none of these types and pays nothing.
 */
export function typeBonus(g: DominionState, seat: number, id: CardId, n: number): void {
  if (is(id, ACTION)) g.actions += n;
  if (is(id, TREASURE)) g.coins += n;
  if (is(id, VICTORY)) draw(g, seat, n);
}

/** As many as the chooser likes: `forcedAnswer` cuts it down to what the pool holds. */
export const ANY_NUMBER = 1000;

/** Ask the frame's target for cards from hand; `allow` limits which cards qualify. */
export const chooseFromHand = (kind: string, min: number, max: number, allow?: (id: CardId) => boolean): Step => (g, f) => {
  const hand = player(g, f.target).hand;
  const a: Ask = { seat: f.target, kind, card: f.card, from: 'hand', min, max };
  if (allow) a.allow = [...new Set(hand.filter(allow))];
  return ask(g, f, a);
};

export const chooseOption = (kind: string, options: string[], seatOf: (f: Frame) => number = (f) => f.target): Step => (g, f) =>
  ask(g, f, { seat: seatOf(f), kind, card: f.card, from: options, min: 1, max: 1 });

export const yesNo = (kind: string, seatOf?: (f: Frame) => number): Step => chooseOption(kind, ['yes', 'no'], seatOf);

export function said(f: Frame, option: string): boolean {
  return answer(f)[0] === option;
}

/** Trash the chosen cards from the target's hand; remembers them in `locals.trashed`. */
export const trashChosen: Step = (g, f) => {
  f.locals.trashed = trashFrom(g, f.target, player(g, f.target).hand, answer(f));
};

export interface GainRule {
  /** Highest cost allowed, from the frame (e.g. the trashed card's cost + 2). */
  upTo?: (g: DominionState, f: Frame) => number;
  /** Exact cost required instead of a ceiling. */
  exactly?: (g: DominionState, f: Frame) => number;
  type?: number;
  to?: GainTo;
  optional?: boolean;
}

export function gainable(g: DominionState, f: Frame, rule: GainRule): CardId[] {
  const out: CardId[] = [];
  const cap = rule.upTo ? rule.upTo(g, f) : Infinity;
  const exact = rule.exactly ? rule.exactly(g, f) : -1;
  for (const id in g.supply) {
    if ((g.supply[id] as number) <= 0) continue;
    if (rule.type && !is(id, rule.type)) continue;
    const c = costOf(g, id);
    if (exact >= 0 ? c !== exact : c > cap) continue;
    out.push(id);
  }
  return out;
}

/** Choose a card from the supply under `rule`, then gain it; `locals.gained` holds it. */
export function gainChoice(rule: GainRule, when?: (g: DominionState, f: Frame) => boolean): Step[] {
  return [
    (g, f) => {
      f.locals.answer = null;
      if (when && !when(g, f)) return;
      const from = gainable(g, f, rule);
      return ask(g, f, { seat: f.target, kind: 'gain', card: f.card, from, min: rule.optional ? 0 : 1, max: 1 });
    },
    (g, f) => {
      const id = answer(f)[0];
      f.locals.gained = id !== undefined && gain(g, f.target, id, rule.to) ? id : null;
    },
  ];
}

/** Trashes the card from its owner's play area, only once even when Throne Room plays it twice. */
export function trashSelfOnce(g: DominionState, f: Frame): boolean {
  const host = f.parent >= 0 ? g.stack[f.parent] : undefined;
  if (host) {
    if (host.locals.gone) return false;
    host.locals.gone = 1;
  }
  return trashFrom(g, f.owner, player(g, f.owner).play, [f.card]).length > 0;
}

export function allCardIds(): CardId[] {
  return Object.keys(CARDS);
}
