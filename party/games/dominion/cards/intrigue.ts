// Dominion: Intrigue (first edition). Adding a card is adding one entry here.
import { attack } from '../attack.ts';
import { VICTORY, type Step } from '../types.ts';
import { allCardIds, answer, ask, askAll, chooseFromHand, chooseOption, player, plus, said, trashChosen, trashSelfOnce, yesNo } from '../verbs.ts';
import { countIn, discardFromHand, gain, is, logEvent, removeOne, revealTop } from '../zones.ts';
import { cardsOf } from './table.ts';

const DONE = 99;

/** Puts the picked cards from hand on the deck in pick order: the last one ends on top. */
const topdeckPicked: Step = (g, f) => {
  const p = player(g, f.t);
  const picked = answer(f);
  for (const id of picked) if (removeOne(p.hand, id)) p.deck.push(id);
  if (picked.length > 0) logEvent(g, 'topdeck', f.t, picked.length, picked);
};

const secretChamberReaction: Step[] = [
  plus({ cards: 2 }),
  (g, f) => ask(g, f, { seat: f.t, kind: 'topdeck', card: f.c, from: 'hand', min: 2, max: 2, ordered: true }),
  topdeckPicked,
];

// Every player with cards in hand picks at once; the passes then happen together.
const masquerade: Step[] = [
  plus({ cards: 2 }),
  (g, f) => askAll(g, f, g.players.flatMap((p, seat) =>
    p.hand.length > 0 ? [{ seat, kind: 'pass', card: f.c, from: 'hand' as const, min: 1, max: 1 }] : [])),
  (g, f) => {
    const m = f.l.m as (string[] | null)[];
    const moving: (string | undefined)[] = m.map((pick, seat) => {
      const id = pick?.[0];
      return id !== undefined && removeOne(player(g, seat).hand, id) ? id : undefined;
    });
    moving.forEach((id, seat) => {
      if (id === undefined) return;
      const left = (seat + 1) % g.n;
      player(g, left).hand.push(id);
      logEvent(g, 'pass', seat, { to: left }, id, [seat, left]);
    });
  },
  chooseFromHand('trash', 0, 1),
  trashChosen,
];

const TORTURE = ['discard-2', 'curse'];

const tortureOne: Step[] = [
  chooseOption('torturer', TORTURE),
  (g, f) => {
    if (said(f, 'curse')) { gain(g, f.t, 'curse', 'hand'); f.s = DONE; return; }
    return ask(g, f, { seat: f.t, kind: 'discard', card: f.c, from: 'hand', min: 2, max: 2 });
  },
  (g, f) => { discardFromHand(g, f.t, answer(f)); },
];

// Victims choose at once when there are Curses for all; otherwise the choice order matters
// and each decides and resolves in turn order from the attacker's left.
const tortureAll: Step[] = [
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

const wishingWell: Step[] = [
  plus({ cards: 1, actions: 1 }),
  (g, f) => ask(g, f, { seat: f.t, kind: 'name', card: f.c, from: allCardIds(), min: 1, max: 1 }),
  (g, f) => {
    const named = answer(f)[0] as string;
    logEvent(g, 'name', f.t, named);
    const c = revealTop(g, f.t);
    if (c === undefined) return;
    const p = player(g, f.t);
    p.revealed.pop();
    if (c === named) { p.hand.push(c); logEvent(g, 'to-hand', f.t, [c]); }
    else { p.deck.push(c); logEvent(g, 'topdeck', f.t, c); }
  },
];

const scout: Step[] = [
  plus({ actions: 1 }),
  (g, f) => {
    const p = player(g, f.t);
    for (let i = 0; i < 4; i++) revealTop(g, f.t);
    const victory = p.revealed.filter((c) => is(c, VICTORY));
    for (const c of victory) { removeOne(p.revealed, c); p.hand.push(c); }
    if (victory.length > 0) logEvent(g, 'to-hand', f.t, victory);
    const rest = p.revealed;
    return ask(g, f, { seat: f.t, kind: 'order', card: f.c, from: rest.slice(), min: rest.length, max: rest.length, ordered: true });
  },
  (g, f) => {
    const p = player(g, f.t);
    const order = answer(f);
    for (const id of order) if (removeOne(p.revealed, id)) p.deck.push(id);
    if (order.length > 0) logEvent(g, 'topdeck', f.t, order.length);
  },
];

const miningVillage: Step[] = [
  plus({ cards: 1, actions: 2 }),
  (g, f) => {
    f.l.a = null;
    const host = f.up >= 0 ? g.stack[f.up] : undefined;
    if (host?.l.gone || countIn(player(g, f.o).play, f.c) === 0) return;
    return yesNo('trash-self')(g, f);
  },
  (g, f) => { if (said(f, 'yes') && trashSelfOnce(g, f)) g.coins += 2; },
];

export const INTRIGUE_CARDS = cardsOf('intrigue', [
  {
    id: 'secret-chamber', name: 'Secret Chamber', cost: 2, types: ['Action', 'Reaction'],
    text: 'Discard any number of cards; +$1 per card. Reaction: when attacked, reveal it for +2 Cards, then put 2 cards from hand on your deck.',
    effect: [chooseFromHand('discard', 0, 1000), (g, f) => { g.coins += discardFromHand(g, f.t, answer(f)); }],
    scripts: { react: secretChamberReaction },
  },
  { id: 'great-hall', name: 'Great Hall', cost: 3, types: ['Action', 'Victory'], vp: 1, text: '+1 Card, +1 Action. 1 VP.', effect: [plus({ cards: 1, actions: 1 })] },
  {
    id: 'masquerade', name: 'Masquerade', cost: 3, types: ['Action'],
    text: '+2 Cards. Everyone passes a card from hand to the left at once. Then you may trash a card from your hand.', effect: masquerade,
  },
  { id: 'wishing-well', name: 'Wishing Well', cost: 3, types: ['Action'], text: '+1 Card, +1 Action. Name a card, reveal your top card; if named, take it.', effect: wishingWell },
  {
    id: 'bridge', name: 'Bridge', cost: 4, types: ['Action'], text: '+1 Buy, +$1. Every card costs $1 less this turn (not below $0).',
    effect: [plus({ buys: 1, coins: 1 }), (g) => { g.costDown++; }],
  },
  {
    id: 'conspirator', name: 'Conspirator', cost: 4, types: ['Action'], text: '+$2. If this is at least your 3rd Action played this turn: +1 Card, +1 Action.',
    effect: [plus({ coins: 2 }), (g, f) => { if (g.played >= 3) plus({ cards: 1, actions: 1 })(g, f); }],
  },
  { id: 'coppersmith', name: 'Coppersmith', cost: 4, types: ['Action'], text: 'Copper makes $1 more this turn.', effect: [(g) => { g.copperBonus++; }] },
  { id: 'mining-village', name: 'Mining Village', cost: 4, types: ['Action'], text: '+1 Card, +2 Actions. You may trash this for +$2.', effect: miningVillage },
  { id: 'scout', name: 'Scout', cost: 4, types: ['Action'], text: '+1 Action. Reveal 4 cards; take the Victory cards, put the rest back in any order.', effect: scout },
  { id: 'duke', name: 'Duke', cost: 5, types: ['Victory'], text: '1 VP per Duchy you have.', vp: (cards) => countIn(cards, 'duchy') },
  {
    id: 'torturer', name: 'Torturer', cost: 5, types: ['Action', 'Attack'], text: '+3 Cards. Others choose: discard 2 cards, or gain a Curse to hand.',
    effect: [plus({ cards: 3 }), attack], scripts: { attack: tortureOne, attackAll: tortureAll },
  },
  { id: 'harem', name: 'Harem', cost: 6, types: ['Treasure', 'Victory'], coin: 2, vp: 2, text: '$2. 2 VP.' },
  {
    id: 'nobles', name: 'Nobles', cost: 6, types: ['Action', 'Victory'], vp: 2, text: 'Choose: +3 Cards or +2 Actions. 2 VP.',
    effect: [chooseOption('nobles', ['cards', 'actions']), (g, f) => { plus(said(f, 'cards') ? { cards: 3 } : { actions: 2 })(g, f); }],
  },
]);

/** Intrigue cards still to be written (phase 2); random kingdoms skip them until then. */
export const INTRIGUE_PENDING = [
  'courtyard', 'pawn', 'shanty-town', 'steward', 'swindler', 'baron', 'ironworks', 'minion', 'saboteur',
  'trading-post', 'tribute', 'upgrade',
];
