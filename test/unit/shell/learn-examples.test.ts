// The rules page's Kingdom Builder pictures: each example shows what its caption says, counted by
// the engine (a picture that counted nothing would teach nothing), and the counts the page shows
// (web/games/kingdom-builder/rules/example-counts.ts) are the engine's own.
import { describe, expect, it } from 'vitest';
import { boardOf, HEXES, type Terrain } from '../../../party/games/kingdom-builder/board.ts';
import { SCORING_CARD_IDS, type ScoringCard } from '../../../party/games/kingdom-builder/cards.ts';
import { kingdomBuilder, scenario, type KbPrompt } from '../../../party/games/kingdom-builder/index.ts';
import { scoreSeats } from '../../../party/games/kingdom-builder/scoring.ts';
import { ADJACENCY_LEGAL, CASTLE_GOLD, SCORING_GOLD } from '../../../web/games/kingdom-builder/rules/example-counts.ts';
import { ADJACENCY, CASTLE, hexAt, mapLetters, SCORING_EXAMPLES, settlementsOf, type Example } from '../../../web/games/kingdom-builder/rules/examples.ts';

/** Gold per seat from one scoring card, or from castles (card null), as the game counts it. */
function goldOf(example: Example, card: ScoringCard | null): number[] {
  const owner = Array.from({ length: HEXES }, () => -1);
  settlementsOf(example).forEach((hexes, seat) => hexes.forEach((h) => { owner[h] = seat; }));
  const gold = scoreSeats(boardOf(mapLetters(example)), owner, 2, card ? [card] : []);
  return gold.map((g) => (card ? g.cards[card] ?? 0 : g.castles));
}

/** Where the first player may build now with `terrain` played: the engine's own prompt. */
function legalHexes(example: Example, terrain: Terrain): number[] {
  const state = scenario({ map: mapLetters(example), settlements: settlementsOf(example), current: 0, card: terrain, cards: ['fishermen', 'miners', 'lords'] });
  const [prompt] = kingdomBuilder.prompts(state) as KbPrompt[];
  return prompt?.build?.hexes ?? [];
}

describe('rules page examples', () => {
  it('every scoring card example earns the first player gold, counted by the game\'s scorer, as the page says', () => {
    for (const card of SCORING_CARD_IDS) {
      expect(goldOf(SCORING_EXAMPLES[card], card)[0], card).toBeGreaterThan(0);
      expect(SCORING_GOLD[card], card).toEqual(goldOf(SCORING_EXAMPLES[card], card));
    }
    expect(goldOf(SCORING_EXAMPLES.farmers, 'farmers')).toEqual([3, 0]);
  });

  it('castles: each player beside one castle has 3 gold, as the page says', () => {
    expect(goldOf(CASTLE, null)).toEqual([3, 3]);
    expect(CASTLE_GOLD).toEqual(goldOf(CASTLE, null));
  });

  it('adjacency: with grass played, only the grass beside the settlement is offered, as the page outlines', () => {
    const legal = legalHexes(ADJACENCY, 'grass').sort((a, b) => a - b);
    expect(legal).toEqual([hexAt(0, 1), hexAt(1, 1), hexAt(2, 2)].sort((a, b) => a - b));
    expect([...ADJACENCY_LEGAL].sort((a, b) => a - b)).toEqual(legal);
  });
});
