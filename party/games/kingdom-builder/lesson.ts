// The guided first game's deal (issue 23): you against one easy bot on a fixed map, stacked so
// the lesson's steps come up in order when the coach's advice is taken: a first settlement on
// your card's terrain next to the Oracle, two more beside it (adjacency), the Oracle tile used
// next turn, and the end, since you have only 7 settlements to place. Any other legal choice is
// played like at any table.
import { seedRng, shuffleInPlace } from '../core/index.ts';
import { assembleSections, SIZE, TERRAINS, type Terrain } from './board.ts';
import { LESSON_CARDS, LESSON_SECTIONS } from './lesson-table.ts';
import { scenario } from './scenario.ts';
import { sectionLetters } from './sections.ts';
import type { KbState } from './state.ts';

export { LESSON_CARDS, LESSON_SECTIONS } from './lesson-table.ts';

const hex = (row: number, col: number) => row * SIZE + col;

export { LESSON_FIRST_HEX, LESSON_ORACLE } from './lesson-hexes.ts';
/** The learner's settlements: three on each of two turns and one by the Oracle tile. */
export const LESSON_SUPPLY = 7;

const LEARNER_CARDS: Terrain[] = ['grass', 'canyon'];
const BOT_CARDS: Terrain[] = ['desert', 'desert'];

export function lessonDeal(seed: string): KbState {
  const dealt = [...LEARNER_CARDS, ...BOT_CARDS];
  const rest = TERRAINS.flatMap((t) => Array<Terrain>(5 - dealt.filter((d) => d === t).length).fill(t));
  // Turn 1's cards in hand; each player's turn-2 card on top of the deck, in the order they draw.
  const deck = [LEARNER_CARDS[1]!, BOT_CARDS[1]!, ...shuffleInPlace(seedRng(`${seed}/lesson-deck`), rest)];
  const state = scenario({
    map: assembleSections(LESSON_SECTIONS.map((id) => sectionLetters(id, false))),
    // The bot starts far off in the top-left desert, so its builds stay away from yours.
    settlements: [[], [hex(4, 4), hex(4, 5)]],
    supply: [LESSON_SUPPLY, 36],
    current: 0,
    hands: [LEARNER_CARDS[0]!, BOT_CARDS[0]!],
    deck,
    cards: LESSON_CARDS.slice(),
  });
  state.sections = LESSON_SECTIONS.map((id) => ({ id, turned: false }));
  state.rng = seedRng(seed);
  return state;
}
