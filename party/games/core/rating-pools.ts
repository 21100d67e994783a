// Rating pools are named by the games' contract (Game.rating.pools), below the wire format that
// carries them. Their ids are stored in Player objects and sent on the wire: a game never renames one.

/**
 * A rating pool's id: each game declares its own (Game.rating.pools; the server's list is
 * ratingPools() in party/games/registry.ts, the page's names come from web/games/registry.ts).
 */
export type RatingPool = string;
