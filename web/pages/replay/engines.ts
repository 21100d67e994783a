// The pure engines the replay page runs in the browser, each fetched only when a replay of its
// game is opened, with how to read everyone's score at any moment of a game.
import type { AnyGame } from '../../../party/games/core/types.ts';

export interface ReplayEngine { def: AnyGame; scores(state: unknown): number[] }

export const ENGINES: Readonly<Record<string, () => Promise<ReplayEngine>>> = {
  dominion: async () => {
    const [{ dominion }, { scoreOf }] = await Promise.all([
      import('../../../party/games/dominion/index.ts'), import('../../../party/games/dominion/score.ts'),
    ]);
    return { def: dominion, scores: (g) => (g as import('../../../party/games/dominion/index.ts').DominionState).players.map((p) => scoreOf(p).total) };
  },
  'kingdom-builder': async () => {
    const [{ kingdomBuilder }, { scoreSeats }, { boardOfState }] = await Promise.all([
      import('../../../party/games/kingdom-builder/index.ts'),
      import('../../../party/games/kingdom-builder/scoring.ts'),
      import('../../../party/games/kingdom-builder/state.ts'),
    ]);
    return {
      def: kingdomBuilder,
      scores: (s) => {
        const state = s as import('../../../party/games/kingdom-builder/index.ts').KbState;
        return scoreSeats(boardOfState(state), state.owner, state.seats, state.cards).map((g) => g.total);
      },
    };
  },
};
