// Dominion (base set, first edition): the 25 kingdom cards as data plus short scripts.
import { attack, makeImmune } from '../attack.ts';
import { isActionCard, startPlay } from '../engine.ts';
import { TREASURE, VICTORY, type Step } from '../types.ts';
import {
  ANY_NUMBER, answer, ask, chooseFromHand, gainChoice, player, plus, said, trashChosen, trashSelfOnce, yesNo,
} from '../verbs.ts';
import { costOf, discardAll, discardFromHand, draw, gain, is, logEvent, removeOne, revealTop, takeTop, trashFrom } from '../zones.ts';
import { own } from '../score.ts';
import { endScript, goToStep } from '../steps.ts';
import { cardsOf } from './table.ts';

const isTreasure = (id: string) => is(id, TREASURE);

const cellar: Step[] = [
  plus({ actions: 1 }),
  chooseFromHand('discard', 0, ANY_NUMBER),
  // All chosen cards are discarded before drawing, so a reshuffle may take them in.
  (g, f) => { draw(g, f.target, discardFromHand(g, f.target, answer(f))); },
];

const chancellor: Step[] = [
  plus({ coins: 2 }),
  (g, f) => {
    f.locals.answer = null;
    if (player(g, f.target).deck.length > 0) return yesNo('deck-to-discard')(g, f);
  },
  (g, f) => {
    if (!said(f, 'yes')) return;
    const p = player(g, f.target);
    logEvent(g, 'deck-to-discard', f.target, p.deck.length);
    for (let i = p.deck.length - 1; i >= 0; i--) p.discard.push(p.deck[i] as string);
    p.deck.length = 0;
  },
];

const bureaucratVictim: Step[] = [
  chooseFromHand('topdeck', 1, 1, (id) => is(id, VICTORY)),
  (g, f) => {
    const p = player(g, f.target);
    const id = answer(f)[0];
    if (id === undefined) { logEvent(g, 'reveal', f.target, p.hand.slice()); return; }
    removeOne(p.hand, id);
    p.deck.push(id);
    logEvent(g, 'reveal', f.target, [id]);
    logEvent(g, 'topdeck', f.target, id);
  },
];

const militiaVictim: Step[] = [
  (g, f) => {
    const extra = Math.max(0, player(g, f.target).hand.length - 3);
    return ask(g, f, { seat: f.target, kind: 'discard', card: f.card, from: 'hand', min: extra, max: extra });
  },
  (g, f) => { discardFromHand(g, f.target, answer(f)); },
];

const spyVictim: Step[] = [
  (g, f) => {
    const c = revealTop(g, f.target);
    if (c === undefined) { endScript(f); return; }
    return ask(g, f, { seat: f.owner, kind: 'spy', card: f.card, from: ['discard', 'keep'], min: 1, max: 1, about: [c], target: f.target });
  },
  (g, f) => {
    const p = player(g, f.target);
    const c = p.revealed.pop() as string;
    if (said(f, 'discard')) { p.discard.push(c); logEvent(g, 'discard', f.target, [c]); }
    else { p.deck.push(c); logEvent(g, 'topdeck', f.target, c); }
  },
];

const thiefVictim: Step[] = [
  (g, f) => {
    revealTop(g, f.target);
    revealTop(g, f.target);
    const shown = player(g, f.target).revealed;
    const from = shown.filter(isTreasure);
    return ask(g, f, { seat: f.owner, kind: 'trash', card: f.card, from, min: 1, max: 1, about: shown.slice(), target: f.target });
  },
  (g, f) => {
    const p = player(g, f.target);
    const id = answer(f)[0];
    if (id !== undefined && trashFrom(g, f.target, p.revealed, [id]).length > 0) {
      const host = g.stack[f.parent];
      if (host) (host.locals.stolen ??= []).push(id);
    }
    discardAll(g, f.target, p.revealed);
  },
];

const thief: Step[] = [
  attack,
  (g, f) => {
    const stolen: string[] = f.locals.stolen ?? [];
    return ask(g, f, { seat: f.owner, kind: 'gain-trashed', card: f.card, from: stolen, min: 0, max: stolen.length });
  },
  (g, f) => {
    const p = player(g, f.owner);
    for (const id of answer(f)) {
      if (!removeOne(g.trash, id)) continue;
      p.discard.push(id);
      own(p, id, 1);
      logEvent(g, 'gain', f.owner, { card: id, from: 'trash' });
    }
  },
];

const throneRoom: Step[] = [
  chooseFromHand('play', 1, 1, isActionCard),
  (g, f) => {
    const id = answer(f)[0];
    if (id === undefined) { endScript(f); return; }
    const p = player(g, f.owner);
    removeOne(p.hand, id);
    p.play.push(id);
    f.locals.card = id;
    logEvent(g, 'play', f.owner, id);
    startPlay(g, f.owner, id, g.stack.length - 1);
  },
  (g, f) => {
    logEvent(g, 'replay', f.owner, f.locals.card);
    startPlay(g, f.owner, f.locals.card, g.stack.length - 1);
  },
];

// Library's steps: draw up to 7, stopping to ask about each Action drawn; act on the answer and
// draw on; at 7 (or no cards left) skip ahead to discard what was set aside.
const LIBRARY_DRAW = 0, LIBRARY_DISCARD_ASIDE = 2;
const library: Step[] = [
  (g, f) => {
    const p = player(g, f.target);
    while (p.hand.length < 7) {
      const c = takeTop(g, f.target);
      if (c === undefined) break;
      p.hand.push(c);
      logEvent(g, 'draw', f.target, 1, [c]);
      if (isActionCard(c)) {
        f.locals.card = c;
        return ask(g, f, { seat: f.target, kind: 'set-aside', card: f.card, from: ['yes', 'no'], min: 1, max: 1, about: [c] });
      }
    }
    goToStep(f, LIBRARY_DISCARD_ASIDE);
  },
  (g, f) => {
    goToStep(f, LIBRARY_DRAW);
    if (!said(f, 'yes')) return;
    const p = player(g, f.target);
    removeOne(p.hand, f.locals.card);
    p.aside.push(f.locals.card);
    logEvent(g, 'set-aside', f.target, f.locals.card);
  },
  (g, f) => { discardAll(g, f.target, player(g, f.target).aside); },
];

const adventurer: Step[] = [
  (g, f) => {
    const p = player(g, f.target);
    let found = 0;
    while (found < 2) {
      const c = revealTop(g, f.target);
      if (c === undefined) break;
      if (isTreasure(c)) found++;
    }
    const kept = p.revealed.filter(isTreasure);
    for (const c of kept) { removeOne(p.revealed, c); p.hand.push(c); }
    if (kept.length > 0) logEvent(g, 'to-hand', f.target, kept);
    discardAll(g, f.target, p.revealed);
  },
];

const othersDrawOne: Step = (g, f) => {
  for (let i = 1; i < g.n; i++) draw(g, (f.owner + i) % g.n, 1);
};

export const BASE_CARDS = cardsOf('base', [
  { id: 'cellar', name: 'Cellar', cost: 2, types: ['Action'], text: '+1 Action. Discard any number of cards, then draw as many.', effect: cellar },
  { id: 'chapel', name: 'Chapel', cost: 2, types: ['Action'], text: 'Trash up to 4 cards from your hand.', effect: [chooseFromHand('trash', 0, 4), trashChosen] },
  {
    id: 'moat', name: 'Moat', cost: 2, types: ['Action', 'Reaction'], text: '+2 Cards. Reaction: reveal it when attacked to be unaffected.',
    effect: [plus({ cards: 2 })], scripts: { react: [makeImmune] },
  },
  { id: 'chancellor', name: 'Chancellor', cost: 3, types: ['Action'], text: '+$2. You may put your deck into your discard pile.', effect: chancellor },
  { id: 'village', name: 'Village', cost: 3, types: ['Action'], text: '+1 Card, +2 Actions.', effect: [plus({ cards: 1, actions: 2 })] },
  { id: 'woodcutter', name: 'Woodcutter', cost: 3, types: ['Action'], text: '+1 Buy, +$2.', effect: [plus({ buys: 1, coins: 2 })] },
  { id: 'workshop', name: 'Workshop', cost: 3, types: ['Action'], text: 'Gain a card costing up to $4.', effect: gainChoice({ upTo: () => 4 }) },
  {
    id: 'bureaucrat', name: 'Bureaucrat', cost: 4, types: ['Action', 'Attack'],
    text: 'Gain a Silver onto your deck. Others put a Victory card from hand onto their deck, or show a hand without one.',
    effect: [(g, f) => { gain(g, f.owner, 'silver', 'deck'); }, attack], scripts: { attack: bureaucratVictim },
  },
  {
    id: 'feast', name: 'Feast', cost: 4, types: ['Action'], text: 'Trash this. Gain a card costing up to $5.',
    effect: [(g, f) => { trashSelfOnce(g, f); }, ...gainChoice({ upTo: () => 5 })],
  },
  { id: 'gardens', name: 'Gardens', cost: 4, types: ['Victory'], text: '1 VP per 10 cards you have (round down).', vp: (h) => Math.floor(h.owned / 10) },
  {
    id: 'militia', name: 'Militia', cost: 4, types: ['Action', 'Attack'], text: '+$2. Others discard down to 3 cards in hand.',
    effect: [plus({ coins: 2 }), attack], scripts: { attack: militiaVictim },
  },
  {
    id: 'moneylender', name: 'Moneylender', cost: 4, types: ['Action'], text: 'Trash a Copper from your hand. If you did, +$3.',
    effect: [
      chooseFromHand('trash', 1, 1, (id) => id === 'copper'),
      (g, f) => { if (trashFrom(g, f.target, player(g, f.target).hand, answer(f)).length > 0) g.coins += 3; },
    ],
  },
  {
    id: 'remodel', name: 'Remodel', cost: 4, types: ['Action'], text: 'Trash a card from your hand. Gain a card costing up to $2 more.',
    effect: [
      chooseFromHand('trash', 1, 1), trashChosen,
      ...gainChoice({ upTo: (g, f) => costOf(g, f.locals.trashed[0]) + 2 }, (_g, f) => f.locals.trashed.length > 0),
    ],
  },
  { id: 'smithy', name: 'Smithy', cost: 4, types: ['Action'], text: '+3 Cards.', effect: [plus({ cards: 3 })] },
  {
    id: 'spy', name: 'Spy', cost: 4, types: ['Action', 'Attack'], attackSelf: true,
    text: '+1 Card, +1 Action. Each player (you too) reveals their top card; you choose: discard it or put it back.',
    effect: [plus({ cards: 1, actions: 1 }), attack], scripts: { attack: spyVictim },
  },
  {
    id: 'thief', name: 'Thief', cost: 4, types: ['Action', 'Attack'],
    text: 'Others reveal their top 2 cards and trash a Treasure among them you choose. Gain any of the trashed Treasures.',
    effect: thief, scripts: { attack: thiefVictim },
  },
  { id: 'throne-room', name: 'Throne Room', cost: 4, types: ['Action'], text: 'Choose an Action card in your hand. Play it twice.', effect: throneRoom },
  {
    id: 'council-room', name: 'Council Room', cost: 5, types: ['Action'], text: '+4 Cards, +1 Buy. Each other player draws a card.',
    effect: [plus({ cards: 4, buys: 1 }), othersDrawOne],
  },
  { id: 'festival', name: 'Festival', cost: 5, types: ['Action'], text: '+2 Actions, +1 Buy, +$2.', effect: [plus({ actions: 2, buys: 1, coins: 2 })] },
  { id: 'laboratory', name: 'Laboratory', cost: 5, types: ['Action'], text: '+2 Cards, +1 Action.', effect: [plus({ cards: 2, actions: 1 })] },
  { id: 'library', name: 'Library', cost: 5, types: ['Action'], text: 'Draw to 7 cards in hand; you may set aside Actions drawn, discarded after.', effect: library },
  { id: 'market', name: 'Market', cost: 5, types: ['Action'], text: '+1 Card, +1 Action, +1 Buy, +$1.', effect: [plus({ cards: 1, actions: 1, buys: 1, coins: 1 })] },
  {
    id: 'mine', name: 'Mine', cost: 5, types: ['Action'], text: 'Trash a Treasure from your hand. Gain a Treasure costing up to $3 more, to your hand.',
    effect: [
      chooseFromHand('trash', 1, 1, isTreasure), trashChosen,
      ...gainChoice({ upTo: (g, f) => costOf(g, f.locals.trashed[0]) + 3, type: TREASURE, to: 'hand' }, (_g, f) => f.locals.trashed.length > 0),
    ],
  },
  {
    id: 'witch', name: 'Witch', cost: 5, types: ['Action', 'Attack'], text: '+2 Cards. Each other player gains a Curse.',
    effect: [plus({ cards: 2 }), attack], scripts: { attack: [(g, f) => { gain(g, f.target, 'curse'); }] },
  },
  { id: 'adventurer', name: 'Adventurer', cost: 6, types: ['Action'], text: 'Reveal cards until 2 Treasures; take them, discard the rest.', effect: adventurer },
]);
