// How often the matchmaker pairs, and how long a dropped connection keeps its place. Apart from
// the object so that the simulator (scripts/sim-match.ts) runs with the same round length.

/** Rounds run this often while anyone waits (chosen from the simulator's figures: docs/matchmaking.md). */
export const ROUND_MS = 1_000;
/** A dropped connection keeps its place this long, to come back with its ticket. */
export const AWAY_GRACE_MS = 20_000;
