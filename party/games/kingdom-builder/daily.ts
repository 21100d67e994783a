// Kingdom Builder's daily challenge: two hard bots, four map sections each turned or not, and
// three scoring cards (docs/daily.md).
import type { DailyRules } from '../core/types.ts';
import { nextInt, sample } from '../core/rng.ts';
import { LOCATION_KINDS } from './board.ts';
import { SCORING_CARD_IDS } from './cards.ts';
import type { KbOptions } from './options.ts';

export const kingdomBuilderDaily: DailyRules<KbOptions> = {
  opponents: ['hard', 'hard'],
  deal: (rng) => ({
    sections: sample(rng, LOCATION_KINDS, 4).map((id) => ({ id, turned: nextInt(rng, 2) === 1 })),
    cards: sample(rng, SCORING_CARD_IDS, 3),
  }),
};
