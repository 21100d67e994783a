// The Dominion lesson's words: its coach's steps (d.*) and news (dn.*), in our own words, in the
// four UI languages. {button}, {card} and the card ids ({silver}, {moat}...) are filled in with the
// table's own names for them (../coach.ts).
export const en = {
  // A number of coins, as the buying steps' {coins} says it (plural forms differ by language).
  'coins': { one: '{n} coin', other: '{n} coins' },

  'd.treasures': 'Your turn. Treasures pay for new cards: press “{button}” to lay them all out at once.',
  'd.buy': 'You have {coins}. Buy one card from the supply costing up to that. {silver} (cost 3, pays 2) is a sound buy: press it.',
  'd.end-turn': 'That is your turn done: press “{button}”. Your played and bought cards go to your discard pile and you draw 5 fresh cards.',
  'd.attacked': 'The bot played {militia}, an Attack: each other player must discard down to 3 cards. You hold {moat}, a Reaction: reveal it and the attack passes you by.',
  'd.village': 'Play Action cards first; you get 1 Action a turn. {village} gives +1 Card and +2 Actions, so play it before your other Actions: press {village} in your hand.',
  'd.smithy': 'Thanks to {village} you still have Actions. Play {smithy} for +3 Cards.',
  'd.province': 'You have {coins}: enough for {province}, worth 6 victory points. Buy it. The game ends when that pile runs out, and this lesson has only 2.',
  'd.chapel': '{chapel} trashes up to 4 cards from your hand. Each {estate} scores 1 point but clogs your hands; without them your later hands are stronger. Play {chapel}.',
  'd.trash': 'Pick each {estate} in your hand, then confirm. Trashed cards leave the game.',
  'd.last-province': 'One {province} left and you have {coins}. Buy it: the pile is empty, so the game ends after this turn.',
  'd.over': 'Game over: the {province} pile ran out (three empty supply piles would end it too). Everyone adds up the victory points in all their cards; the most points wins. You have played a whole game of Dominion!',
  'd.wait': 'The bot is taking its turn; the log shows what it does.',
  'd.answer': 'A card is asking you something: answer it in the panel at the top.',
  'd.play-action': 'Play {card} from your hand: Actions come before Treasures, and those giving +Actions first so the others can follow.',
  'd.discard': 'The {militia} makes you discard down to 3 cards: pick the ones you need least ({estate} first, then {copper}), then confirm.',
  'd.buy-gold': 'You have {coins}: enough for {gold} (cost 6, pays 3), the best Treasure. Buy it: with Gold in your deck, the 8 coins a {province} costs come sooner.',
  'dn.moat': 'Your {moat} blocked the {militia}: you keep all your cards.',
  'dn.militia': 'The bot played {militia}.',
  'dn.village': '{village}: you drew 1 card and have 2 more Actions.',
  'dn.smithy': '{smithy}: you drew 3 cards.',
  'dn.trashed': { one: 'You trashed 1 card.', other: 'You trashed {n} cards.' },
  'dn.bought': 'You bought {card}: it goes to your discard pile and joins your hands after the next shuffle.',
  'dn.botBought': 'The bot bought {card}.',
} as const;

export type DominionLessonKey = keyof typeof en;
