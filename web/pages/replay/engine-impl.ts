// The engines the replay page runs, in one module so the page fetches them as one chunk.
import type { AnyGame } from '../../../party/games/core/types.ts';
import { dominion, type DominionState } from '../../../party/games/dominion/index.ts';
import { scoreOf } from '../../../party/games/dominion/score.ts';
import { kingdomBuilder, type KbState } from '../../../party/games/kingdom-builder/index.ts';
import { scoreSeats } from '../../../party/games/kingdom-builder/scoring.ts';
import { boardOfState } from '../../../party/games/kingdom-builder/state.ts';

export interface ReplayEngine { def: AnyGame; scores(state: unknown): number[] }

/** Each game's engine, with how to read everyone's score at any moment of a game. */
export const ENGINE_BY_GAME: Readonly<Record<string, ReplayEngine>> = {
  dominion: { def: dominion, scores: (g) => (g as DominionState).players.map((p) => scoreOf(p).total) },
  'kingdom-builder': {
    def: kingdomBuilder,
    scores: (s) => {
      const state = s as KbState;
      return scoreSeats(boardOfState(state), state.owner, state.seats, state.cards).map((g) => g.total);
    },
  },
};
