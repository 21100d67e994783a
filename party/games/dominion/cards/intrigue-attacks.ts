// Intrigue Attacks' scripts: Swindler, Minion, Saboteur and Torturer. Their entries are in
// ./intrigue.ts; the Reaction window has already been offered when these steps run.
import { type Step } from '../types.ts';
import { answer, ask, askAll, chooseOption, gainable, gainChoice, player, said } from '../verbs.ts';
import { costOf, discardAll, discardFromHand, draw, gain, revealTop, takeTop, trashFrom } from '../zones.ts';

const DONE = 99;

// The victim trashes its top card (shuffling first if needed); the ATTACKER picks the victim's
// gain of the same current cost (Bridge counts). A $0 card allows Copper or Curse; the gain is
// mandatory when the supply has such a card and skipped when it has none.
export const swindlerVictim: Step[] = [
  (g, f) => {
    const c = takeTop(g, f.t);
    if (c === undefined) { f.s = DONE; return; }
    trashFrom(g, f.t, [c], [c]);
    const from = gainable(g, f, { exactly: () => costOf(g, c) });
    return ask(g, f, { seat: f.o, kind: 'swindle', card: f.c, from, min: 1, max: 1, about: [c], target: f.t });
  },
  (g, f) => {
    const id = answer(f)[0];
    if (id !== undefined) gain(g, f.t, id);
  },
];

export const MINION = ['coins', 'discard'];

// +$2, or: discard your hand and draw 4, then the Attack hits. Choosing +$2 hits nobody, but the
// Reaction window (opened when Minion was played) has already been offered either way.
export const minion: Step[] = [
  chooseOption('minion', MINION),
  (g, f) => {
    if (said(f, 'coins')) { g.coins += 2; f.s = DONE; return; }
    discardFromHand(g, f.t, player(g, f.t).hand.slice());
    draw(g, f.t, 4);
  },
];

/** Only hands of 5 or more cards are hit: they are discarded and 4 cards drawn. */
export const minionVictim: Step[] = [
  (g, f) => {
    const hand = player(g, f.t).hand;
    if (hand.length < 5) return;
    discardFromHand(g, f.t, hand.slice());
    draw(g, f.t, 4);
  },
];

// Reveal until a card costing $3 or more (current cost). Revealed cards stay out of any shuffle
// (they are in `revealed`, not the discard pile). The found card is trashed and its owner may gain
// a card costing up to $2 less; the other revealed cards are then discarded.
export const saboteurVictim: Step[] = [
  (g, f) => {
    f.l.cap = null;
    for (;;) {
      const c = revealTop(g, f.t);
      if (c === undefined) return;
      const cost = costOf(g, c);
      if (cost >= 3) {
        trashFrom(g, f.t, player(g, f.t).revealed, [c]);
        f.l.cap = cost - 2;
        return;
      }
    }
  },
  ...gainChoice({ upTo: (_g, f) => f.l.cap as number, optional: true }, (_g, f) => f.l.cap !== null),
  (g, f) => { discardAll(g, f.t, player(g, f.t).revealed); },
];

export const TORTURE = ['discard-2', 'curse'];

export const tortureOne: Step[] = [
  // With an empty hand and no Curse left both options do nothing: no real choice, nothing asked.
  (g, f) => {
    f.l.a = null;
    if (player(g, f.t).hand.length === 0 && (g.supply.curse ?? 0) === 0) { f.s = DONE; return; }
    return chooseOption('torturer', TORTURE)(g, f);
  },
  (g, f) => {
    if (said(f, 'curse')) { gain(g, f.t, 'curse', 'hand'); f.s = DONE; return; }
    return ask(g, f, { seat: f.t, kind: 'discard', card: f.c, from: 'hand', min: 2, max: 2 });
  },
  (g, f) => { discardFromHand(g, f.t, answer(f)); },
];

// Victims choose at once when there are Curses for all; otherwise the choice order matters
// and each decides and resolves in turn order from the attacker's left.
export const tortureAll: Step[] = [
  (g, f) => {
    const victims = f.l.v as number[];
    if ((g.supply.curse ?? 0) >= victims.length) {
      return askAll(g, f, victims.map((seat) => ({ seat, kind: 'torturer', card: f.c, from: TORTURE, min: 1, max: 1 })));
    }
    for (let i = victims.length - 1; i >= 0; i--) {
      g.stack.push({ c: f.c, k: 'attack', s: 0, o: f.o, t: victims[i] as number, up: f.up, l: {} });
    }
    f.s = DONE;
  },
  (g, f) => {
    const m = f.l.m as (string[] | null)[];
    const discarding: number[] = [];
    for (const seat of f.l.v as number[]) {
      if (m[seat]?.[0] === 'curse') gain(g, seat, 'curse', 'hand');
      else discarding.push(seat);
    }
    f.l.d = discarding;
    return askAll(g, f, discarding.map((seat) => ({ seat, kind: 'discard', card: f.c, from: 'hand' as const, min: 2, max: 2 })));
  },
  (g, f) => {
    const m = f.l.m as (string[] | null)[];
    for (const seat of f.l.d as number[]) discardFromHand(g, seat, m[seat] ?? []);
  },
];
