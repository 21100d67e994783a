// Dominion's rules page (/learn/dominion), in our own words: short, and about what the table shows.
export const en = {
  'd.intro': 'Every player builds a deck of cards while playing. What you buy goes into your own deck and comes back to your hand on later turns.',
  'd.goal.h': 'The goal',
  'd.goal': 'Hold the most victory points when the game ends. Points come from the Victory cards in your deck; in your hand they do nothing, so buy them when the time is right.',
  'd.start.h': 'The start',
  'd.start': 'Everyone starts with 7 {copper} and 3 {estate}, shuffled, and draws 5. Cards are bought from the Supply: ten kingdom piles, chosen for each game, plus Treasures, Victory cards and Curses.',
  'd.turn.h': 'A turn',
  'd.turn.action': 'Actions: you have 1 Action. Play an Action card from your hand and do what it says. Cards with +Actions let you play more.',
  'd.turn.buy': 'Buys: play your Treasures, add up the coins and buy one card that costs no more. Each +Buy is one more purchase.',
  'd.turn.cleanup': 'Clean-up: the cards you played and the rest of your hand go to your discard pile, and you draw 5. When your deck runs out, your discard pile is shuffled into a new deck.',
  'd.example.h': 'An example',
  'd.example': 'With this hand: play the {village} first (+1 Card, +2 Actions), then the {smithy} (+3 Cards), then the Treasures. Two {copper} and a {silver} make 4 coins: enough for a {smithy} or a {silver}, not for a {province}.',
  'd.example.hand': 'A sample hand',
  'd.example.supply': 'Part of a Supply; the number on each card is its cost',
  'd.types.h': 'Card types',
  'd.type.Action': 'Played in the Action part of your turn, one per Action you have.',
  'd.type.Treasure': 'Played in the Buy part of your turn, for coins.',
  'd.type.Victory': 'Worth points at the end; does nothing in your hand.',
  'd.type.Curse': 'Minus 1 point. Other players\' Attacks hand them out.',
  'd.type.Attack': 'An Action that also hurts the other players.',
  'd.type.Reaction': 'Revealed from your hand when something happens: a {moat}, say, stops an Attack against you.',
  'd.end.h': 'The end',
  'd.end': 'The game ends after the turn in which the last {province} is taken, or in which a third Supply pile runs empty (any pile counts). Most points wins; on a tie, whoever had fewer turns wins.',
  'd.big.h': '5 and 6 players',
  'd.big': 'With 5 or 6 players: 15 or 18 {province}, 12 of every other Victory card, 40 or 50 Curses, more Treasures, and the game ends when four piles are empty instead of three.',
} as const;

export type DominionRulesKey = keyof typeof en;
