// Dominion: Intrigue (first edition), all 25 kingdom cards. Adding a card is adding one entry
// here; the Attacks' longer scripts live in ./intrigue-attacks.ts.
import { attack } from '../attack.ts';
import { ACTION, VICTORY, type Step } from '../types.ts';
import {
  allCardIds, ANY_NUMBER, answer, answersBySeat, ask, askAll, chooseFromHand, chooseOption, gainChoice, player, plus, said,
  trashChosen, trashSelfOnce, typeBonus, yesNo,
} from '../verbs.ts';
import { costOf, countIn, discardAll, discardFromHand, gain, hasType, is, logEvent, removeOne, revealTop } from '../zones.ts';
import { minion, minionVictim, saboteurVictim, swindlerVictim, tortureAll, tortureOne } from './intrigue-attacks.ts';
import { own } from '../score.ts';
import { endScript } from '../steps.ts';
import { cardsOf } from './table.ts';


/** Puts the picked cards from hand on the deck in pick order: the last one ends on top. */
const topdeckPicked: Step = (g, f) => {
  const p = player(g, f.target);
  const picked = answer(f);
  for (const id of picked) if (removeOne(p.hand, id)) p.deck.push(id);
  if (picked.length > 0) logEvent(g, 'topdeck', f.target, picked.length, picked);
};

const secretChamberReaction: Step[] = [
  plus({ cards: 2 }),
  (g, f) => ask(g, f, { seat: f.target, kind: 'topdeck', card: f.card, from: 'hand', min: 2, max: 2, ordered: true }),
  topdeckPicked,
];

// Every player with cards in hand picks at once; the passes then happen together.
const masquerade: Step[] = [
  plus({ cards: 2 }),
  (g, f) => askAll(g, f, g.players.flatMap((p, seat) =>
    p.hand.length > 0 ? [{ seat, kind: 'pass', card: f.card, from: 'hand' as const, min: 1, max: 1 }] : [])),
  (g, f) => {
    const answers = answersBySeat(f);
    const moving: (string | undefined)[] = answers.map((pick, seat) => {
      const id = pick?.[0];
      const p = player(g, seat);
      if (id === undefined || !removeOne(p.hand, id)) return undefined;
      own(p, id, -1);
      return id;
    });
    moving.forEach((id, seat) => {
      if (id === undefined) return;
      const left = (seat + 1) % g.n;
      const to = player(g, left);
      to.hand.push(id);
      own(to, id, 1);
      logEvent(g, 'pass', seat, { to: left }, id, [seat, left]);
    });
  },
  chooseFromHand('trash', 0, 1),
  trashChosen,
];

const wishingWell: Step[] = [
  plus({ cards: 1, actions: 1 }),
  // With no card left to reveal, naming one changes nothing: no real choice, nothing asked.
  (g, f) => {
    const p = player(g, f.target);
    if (p.deck.length === 0 && p.discard.length === 0) { endScript(f); return; }
    return ask(g, f, { seat: f.target, kind: 'name', card: f.card, from: allCardIds(), min: 1, max: 1 });
  },
  (g, f) => {
    const named = answer(f)[0] as string;
    logEvent(g, 'name', f.target, named);
    const c = revealTop(g, f.target);
    if (c === undefined) return;
    const p = player(g, f.target);
    p.revealed.pop();
    if (c === named) { p.hand.push(c); logEvent(g, 'to-hand', f.target, [c]); }
    else { p.deck.push(c); logEvent(g, 'topdeck', f.target, c); }
  },
];

const scout: Step[] = [
  plus({ actions: 1 }),
  (g, f) => {
    const p = player(g, f.target);
    for (let i = 0; i < 4; i++) revealTop(g, f.target);
    const victory = p.revealed.filter((c) => is(c, VICTORY));
    for (const c of victory) { removeOne(p.revealed, c); p.hand.push(c); }
    if (victory.length > 0) logEvent(g, 'to-hand', f.target, victory);
    const rest = p.revealed;
    return ask(g, f, { seat: f.target, kind: 'order', card: f.card, from: rest.slice(), min: rest.length, max: rest.length, ordered: true });
  },
  (g, f) => {
    const p = player(g, f.target);
    const order = answer(f);
    for (const id of order) if (removeOne(p.revealed, id)) p.deck.push(id);
    if (order.length > 0) logEvent(g, 'topdeck', f.target, order.length);
  },
];

const miningVillage: Step[] = [
  plus({ cards: 1, actions: 2 }),
  (g, f) => {
    f.locals.answer = null;
    const host = f.parent >= 0 ? g.stack[f.parent] : undefined;
    if (host?.locals.gone || countIn(player(g, f.owner).play, f.card) === 0) return;
    return yesNo('trash-self')(g, f);
  },
  (g, f) => { if (said(f, 'yes') && trashSelfOnce(g, f)) g.coins += 2; },
];

const PAWN = ['card', 'action', 'buy', 'coin'];

// Both options are picked in one answer (two different ones), so neither is known to the player
// before choosing the other; then both happen.
const pawn: Step[] = [
  (g, f) => ask(g, f, { seat: f.target, kind: 'pawn', card: f.card, from: PAWN, min: 2, max: 2 }),
  (g, f) => {
    const has = (o: string) => (answer(f).includes(o) ? 1 : 0);
    plus({ cards: has('card'), actions: has('action'), buys: has('buy'), coins: has('coin') })(g, f);
  },
];

const shantyTown: Step[] = [
  plus({ actions: 2 }),
  (g, f) => {
    const hand = player(g, f.target).hand;
    if (hand.length > 0) logEvent(g, 'reveal', f.target, hand.slice());
    if (!hasType(hand, ACTION)) plus({ cards: 2 })(g, f);
  },
];

// The trash option takes exactly 2 cards: the ask is clamped to the hand, so 1 card is trashed
// without asking when only 1 is left.
const steward: Step[] = [
  chooseOption('steward', ['cards', 'coins', 'trash']),
  (g, f) => {
    if (said(f, 'trash')) return ask(g, f, { seat: f.target, kind: 'trash', card: f.card, from: 'hand', min: 2, max: 2 });
    plus(said(f, 'cards') ? { cards: 2 } : { coins: 2 })(g, f);
    endScript(f);
  },
  trashChosen,
];

// Discarding an Estate is optional; not discarding one means gaining one (while any are left).
const baron: Step[] = [
  plus({ buys: 1 }),
  chooseFromHand('discard', 0, 1, (id) => id === 'estate'),
  (g, f) => {
    if (discardFromHand(g, f.target, answer(f)) > 0) g.coins += 4;
    else gain(g, f.target, 'estate');
  },
];

const ironworks: Step[] = [
  ...gainChoice({ upTo: () => 4 }),
  (g, f) => { if (f.locals.gained) typeBonus(g, f.target, f.locals.gained, 1); },
];

// Trashing 2 is required when possible; the Silver comes only if exactly 2 were trashed.
const tradingPost: Step[] = [
  chooseFromHand('trash', 2, 2),
  trashChosen,
  (g, f) => { if (f.locals.trashed.length === 2) gain(g, f.target, 'silver', 'hand'); },
];

// The left neighbour reveals 2 (a shuffle leaves the revealed card out) and discards them; each
// differently named card pays for each of its types.
const tribute: Step[] = [
  (g, f) => {
    const left = (f.owner + 1) % g.n;
    const shown = player(g, left).revealed;
    revealTop(g, left);
    revealTop(g, left);
    const names = [...new Set(shown)];
    discardAll(g, left, shown);
    for (const id of names) typeBonus(g, f.target, id, 2);
  },
];

// The trash is mandatory; the gain costs exactly $1 more, both costs as lowered by Bridge.
const upgrade: Step[] = [
  plus({ cards: 1, actions: 1 }),
  chooseFromHand('trash', 1, 1),
  trashChosen,
  ...gainChoice({ exactly: (g, f) => costOf(g, f.locals.trashed[0]) + 1 }, (_g, f) => f.locals.trashed.length > 0),
];

export const INTRIGUE_CARDS = cardsOf('intrigue', [
  {
    id: 'courtyard', name: 'Courtyard', cost: 2, types: ['Action'], text: '+3 Cards. Put a card from your hand on top of your deck.',
    effect: [plus({ cards: 3 }), chooseFromHand('topdeck', 1, 1), topdeckPicked],
  },
  { id: 'pawn', name: 'Pawn', cost: 2, types: ['Action'], text: 'Pick two different: +1 Card; +1 Action; +1 Buy; +$1.', effect: pawn },
  {
    id: 'secret-chamber', name: 'Secret Chamber', cost: 2, types: ['Action', 'Reaction'],
    text: 'Discard any number of cards; +$1 per card. Reaction: when attacked, reveal it for +2 Cards, then put 2 cards from hand on your deck.',
    effect: [chooseFromHand('discard', 0, ANY_NUMBER), (g, f) => { g.coins += discardFromHand(g, f.target, answer(f)); }],
    scripts: { react: secretChamberReaction },
  },
  { id: 'great-hall', name: 'Great Hall', cost: 3, types: ['Action', 'Victory'], vp: 1, text: '+1 Card, +1 Action. 1 VP.', effect: [plus({ cards: 1, actions: 1 })] },
  {
    id: 'masquerade', name: 'Masquerade', cost: 3, types: ['Action'],
    text: '+2 Cards. Everyone passes a card from hand to the left at once. Then you may trash a card from your hand.', effect: masquerade,
  },
  { id: 'shanty-town', name: 'Shanty Town', cost: 3, types: ['Action'], text: '+2 Actions. Show your hand; with no Action card in it, +2 Cards.', effect: shantyTown },
  { id: 'steward', name: 'Steward', cost: 3, types: ['Action'], text: 'Pick one: +2 Cards; +$2; or trash 2 cards from your hand.', effect: steward },
  {
    id: 'swindler', name: 'Swindler', cost: 3, types: ['Action', 'Attack'],
    text: '+$2. Others trash their top card and gain a card of the same cost that you pick.',
    effect: [plus({ coins: 2 }), attack], scripts: { attack: swindlerVictim },
  },
  { id: 'wishing-well', name: 'Wishing Well', cost: 3, types: ['Action'], text: '+1 Card, +1 Action. Name a card, reveal your top card; if named, take it.', effect: wishingWell },
  { id: 'baron', name: 'Baron', cost: 4, types: ['Action'], text: '+1 Buy. You may discard an Estate for +$4; if you do not, gain an Estate.', effect: baron },
  {
    id: 'bridge', name: 'Bridge', cost: 4, types: ['Action'], text: '+1 Buy, +$1. Every card costs $1 less this turn (not below $0).',
    effect: [plus({ buys: 1, coins: 1 }), (g) => { g.costDown++; }],
  },
  {
    id: 'conspirator', name: 'Conspirator', cost: 4, types: ['Action'], text: '+$2. If this is at least your 3rd Action played this turn: +1 Card, +1 Action.',
    effect: [plus({ coins: 2 }), (g, f) => { if (g.played >= 3) plus({ cards: 1, actions: 1 })(g, f); }],
  },
  { id: 'coppersmith', name: 'Coppersmith', cost: 4, types: ['Action'], text: 'Copper makes $1 more this turn.', effect: [(g) => { g.copperBonus++; }] },
  {
    id: 'ironworks', name: 'Ironworks', cost: 4, types: ['Action'],
    text: 'Gain a card costing up to $4. For each of its types: Action +1 Action, Treasure +$1, Victory +1 Card.', effect: ironworks,
  },
  { id: 'mining-village', name: 'Mining Village', cost: 4, types: ['Action'], text: '+1 Card, +2 Actions. You may trash this for +$2.', effect: miningVillage },
  { id: 'scout', name: 'Scout', cost: 4, types: ['Action'], text: '+1 Action. Reveal 4 cards; take the Victory cards, put the rest back in any order.', effect: scout },
  { id: 'duke', name: 'Duke', cost: 5, types: ['Victory'], text: '1 VP per Duchy you have.', vp: (h) => h.vpCards.duchy ?? 0 },
  {
    id: 'minion', name: 'Minion', cost: 5, types: ['Action', 'Attack'],
    text: '+1 Action. Pick one: +$2; or discard your hand, +4 Cards, and others with 5+ cards in hand discard their hands and draw 4.',
    effect: [plus({ actions: 1 }), ...minion, attack], scripts: { attack: minionVictim },
  },
  {
    id: 'saboteur', name: 'Saboteur', cost: 5, types: ['Action', 'Attack'],
    text: 'Others reveal cards until one costing $3+, trash it and may gain a card costing at least $2 less; the rest are discarded.',
    effect: [attack], scripts: { attack: saboteurVictim },
  },
  {
    id: 'torturer', name: 'Torturer', cost: 5, types: ['Action', 'Attack'], text: '+3 Cards. Others choose: discard 2 cards, or gain a Curse to hand.',
    effect: [plus({ cards: 3 }), attack], scripts: { attack: tortureOne, attackAll: tortureAll },
  },
  {
    id: 'trading-post', name: 'Trading Post', cost: 5, types: ['Action'], text: 'Trash 2 cards from your hand; if you did, gain a Silver to your hand.',
    effect: tradingPost,
  },
  {
    id: 'tribute', name: 'Tribute', cost: 5, types: ['Action'],
    text: 'Your left neighbour reveals and discards their top 2 cards. Per different card: Action +2 Actions, Treasure +$2, Victory +2 Cards.',
    effect: tribute,
  },
  {
    id: 'upgrade', name: 'Upgrade', cost: 5, types: ['Action'], text: '+1 Card, +1 Action. Trash a card from your hand; gain a card costing exactly $1 more.',
    effect: upgrade,
  },
  { id: 'harem', name: 'Harem', cost: 6, types: ['Treasure', 'Victory'], coin: 2, vp: 2, text: '$2. 2 VP.' },
  {
    id: 'nobles', name: 'Nobles', cost: 6, types: ['Action', 'Victory'], vp: 2, text: 'Choose: +3 Cards or +2 Actions. 2 VP.',
    effect: [chooseOption('nobles', ['cards', 'actions']), (g, f) => { plus(said(f, 'cards') ? { cards: 3 } : { actions: 2 })(g, f); }],
  },
]);
