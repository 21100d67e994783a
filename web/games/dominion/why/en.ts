// "Why not?" for Dominion: a refused move's reason (party/games/dominion/refusal.ts), in English.
export const en = {
  'ask.buy': 'Buy {card}? Not now: why?',
  'ask.play': 'Play {card}? Not now: why?',
  'cannot-afford': '{card} costs ${cost}; you have ${coins}.',
  'no-buys': 'No Buys left this turn.',
  'pile-empty': 'The {card} pile is empty.',
  'not-in-supply': 'That card is not in the Supply.',
  'no-actions': 'No Actions left: cards with +Action (a Village, say) let you play more.',
  'wrong-phase': 'Action cards are played in the Action phase, and that is over for this turn.',
  'treasures-after-buy': 'Treasures are played before the first buy.',
  'not-in-hand': 'That card is not in your hand.',
  'not-playable': '{card} is never played: it only counts at the end, or does nothing.',
  'not-your-turn': 'It is not your turn.',
  'reactions-wait': 'An Attack is waiting for Reactions; the game goes on by itself in a moment.',
  'answer-first': 'First answer the question from {card}.',
  'bad-pick': 'That choice does not fit {card}\'s question.',
  'nothing-to-choose': 'There is nothing to choose right now.',
  'game-over': 'The game is over.',
} as const;

export type DominionWhyKey = keyof typeof en;
