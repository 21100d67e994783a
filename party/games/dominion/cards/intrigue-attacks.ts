// Intrigue Attacks' scripts: Swindler, Minion, Saboteur and Torturer. Their entries are in
// ./intrigue.ts; the Reaction window has already been offered when these steps run.
import { type Step } from '../types.ts';
import { answer, answersBySeat, ask, askAll, chooseOption, gainable, gainChoice, player, said } from '../verbs.ts';
import { endScript } from '../steps.ts';
import { costOf, discardAll, discardFromHand, draw, gain, revealTop, takeTop, trashFrom } from '../zones.ts';


// The victim trashes its top card (shuffling first if needed); the ATTACKER picks the victim's
// gain of the same current cost (Bridge counts). A $0 card allows Copper or Curse; the gain is
// mandatory when the supply has such a card and skipped when it has none.
export const swindlerVictim: Step[] = [
  (g, f) => {
    const c = takeTop(g, f.target);
    if (c === undefined) { endScript(f); return; }
    trashFrom(g, f.target, [c], [c]);
    const from = gainable(g, f, { exactly: () => costOf(g, c) });
    return ask(g, f, { seat: f.owner, kind: 'swindle', card: f.card, from, min: 1, max: 1, about: [c], target: f.target });
  },
  (g, f) => {
    const id = answer(f)[0];
    if (id !== undefined) gain(g, f.target, id);
  },
];

export const MINION = ['coins', 'discard'];

// +$2, or: discard your hand and draw 4, then the Attack hits. Choosing +$2 hits nobody, but the
// Reaction window (opened when Minion was played) has already been offered either way.
export const minion: Step[] = [
  chooseOption('minion', MINION),
  (g, f) => {
    if (said(f, 'coins')) { g.coins += 2; endScript(f); return; }
    discardFromHand(g, f.target, player(g, f.target).hand.slice());
    draw(g, f.target, 4);
  },
];

/** Only hands of 5 or more cards are hit: they are discarded and 4 cards drawn. */
export const minionVictim: Step[] = [
  (g, f) => {
    const hand = player(g, f.target).hand;
    if (hand.length < 5) return;
    discardFromHand(g, f.target, hand.slice());
    draw(g, f.target, 4);
  },
];

// Reveal until a card costing $3 or more (current cost). Revealed cards stay out of any shuffle
// (they are in `revealed`, not the discard pile). The found card is trashed and its owner may gain
// a card costing up to $2 less; the other revealed cards are then discarded.
export const saboteurVictim: Step[] = [
  (g, f) => {
    f.locals.cap = null;
    for (;;) {
      const c = revealTop(g, f.target);
      if (c === undefined) return;
      const cost = costOf(g, c);
      if (cost >= 3) {
        trashFrom(g, f.target, player(g, f.target).revealed, [c]);
        f.locals.cap = cost - 2;
        return;
      }
    }
  },
  ...gainChoice({ upTo: (_g, f) => f.locals.cap as number, optional: true }, (_g, f) => f.locals.cap !== null),
  (g, f) => { discardAll(g, f.target, player(g, f.target).revealed); },
];

export const TORTURE = ['discard-2', 'curse'];

export const tortureOne: Step[] = [
  // With an empty hand and no Curse left both options do nothing: no real choice, nothing asked.
  (g, f) => {
    f.locals.answer = null;
    if (player(g, f.target).hand.length === 0 && (g.supply.curse ?? 0) === 0) { endScript(f); return; }
    return chooseOption('torturer', TORTURE)(g, f);
  },
  (g, f) => {
    if (said(f, 'curse')) { gain(g, f.target, 'curse', 'hand'); endScript(f); return; }
    return ask(g, f, { seat: f.target, kind: 'discard', card: f.card, from: 'hand', min: 2, max: 2 });
  },
  (g, f) => { discardFromHand(g, f.target, answer(f)); },
];

// Victims choose at once when there are Curses for all; otherwise the choice order matters
// and each decides and resolves in turn order from the attacker's left.
export const tortureAll: Step[] = [
  (g, f) => {
    const victims = f.locals.victims as number[];
    if ((g.supply.curse ?? 0) >= victims.length) {
      return askAll(g, f, victims.map((seat) => ({ seat, kind: 'torturer', card: f.card, from: TORTURE, min: 1, max: 1 })));
    }
    for (let i = victims.length - 1; i >= 0; i--) {
      g.stack.push({ card: f.card, script: 'attack', step: 0, owner: f.owner, target: victims[i] as number, parent: f.parent, locals: {} });
    }
    endScript(f);
  },
  (g, f) => {
    const answers = answersBySeat(f);
    const discarding: number[] = [];
    for (const seat of f.locals.victims as number[]) {
      if (answers[seat]?.[0] === 'curse') gain(g, seat, 'curse', 'hand');
      else discarding.push(seat);
    }
    f.locals.discarding = discarding;
    return askAll(g, f, discarding.map((seat) => ({ seat, kind: 'discard', card: f.card, from: 'hand' as const, min: 2, max: 2 })));
  },
  (g, f) => {
    const answers = answersBySeat(f);
    for (const seat of f.locals.discarding as number[]) discardFromHand(g, seat, answers[seat] ?? []);
  },
];
