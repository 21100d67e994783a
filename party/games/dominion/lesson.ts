// The guided first game's deal (issue 23): you against one easy bot, stacked so that the lesson's
// steps come up in order when the coach's advice is taken: Treasures and a buy, a Militia met by
// a Moat, a Village then a Smithy, a Chapel, and an end two Provinces away. Any other choice is a
// legal move and the game simply goes on from it.
import { LESSON_KINGDOM } from './lesson-kingdom.ts';
import { scenario } from './scenario.ts';
import type { CardId, DominionState } from './types.ts';

export { LESSON_KINGDOM } from './lesson-kingdom.ts';

/** The Province pile: the learner's two buys of $8 empty it and end the game. */
export const LESSON_PROVINCES = 2;

const times = (n: number, card: CardId): CardId[] => Array.from({ length: n }, () => card);

export function lessonDeal(seed: string): DominionState {
  return scenario({
    seed,
    kingdom: LESSON_KINGDOM.slice(),
    supply: { province: LESSON_PROVINCES },
    current: 0,
    players: [
      {
        // Turn 1: $5 to spend.
        hand: ['copper', 'copper', 'copper', 'silver', 'estate'],
        deck: [
          // Turn 2's hand (the Moat is in it when the bot's Militia comes), then Village's card and Smithy's three: $11.
          'moat', 'village', 'smithy', 'copper', 'copper', 'gold', 'gold', 'silver', 'copper',
          // Turn 3: the Chapel and two Estates to trash with it.
          'chapel', 'estate', 'estate', 'silver', 'silver',
          // Turn 4: the last Province.
          'gold', 'gold', 'silver', 'copper', 'copper',
          'copper', 'copper',
        ],
      },
      {
        // The bot's Militia on its first turn; never $8 after it, so the Provinces stay yours.
        hand: ['militia', 'copper', 'copper', 'copper', 'estate'],
        deck: ['silver', 'copper', 'copper', 'estate', 'estate', 'copper', 'copper', 'copper', 'estate', 'copper', 'copper', 'copper'],
      },
    ],
  });
}
