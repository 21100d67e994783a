// Rating pools are named by the games' contract (RatedGame.pool), below the wire format that
// carries them. Their ids are stored in Player objects and sent on the wire: they never change.

/** Rating pools: Dominion 2-player and 3-6 players are rated apart; Kingdom Builder is one pool. */
export type RatingPool = 'dominion-2p' | 'dominion-multi' | 'kingdom-builder';
export const RATING_POOLS: readonly RatingPool[] = ['dominion-2p', 'dominion-multi', 'kingdom-builder'];
