// Ratings of bots measured against each other: every pair plays head to head, and a Bradley-Terry
// model (the logistic model behind Elo and Glicko) is fitted to all the results at once, on the
// Glicko/Elo scale (400 points = 10 to 1 odds) with one bot anchored at a fixed rating. So the
// lobby can say "hard ≈ 1700" next to "medium = 1500".

/** Points per natural-log unit of odds on the Glicko/Elo scale: 400 / ln 10. */
export const SCALE = 400 / Math.LN10;

/** Wins (a tie shared) and games of each ordered pair: wins[i][j] is i's credit against j. */
export interface PairResults {
  names: string[];
  wins: number[][];
  games: number[][];
}

export function emptyResults(names: string[]): PairResults {
  const grid = () => names.map(() => names.map(() => 0));
  return { names, wins: grid(), games: grid() };
}

export interface Rating { name: string; rating: number; half: number }

/**
 * The Bradley-Terry fit by Hunter's MM iterations, anchored so `anchor` sits at `at`. A bot that
 * won every game (or none) has no finite rating; a small prior (half a win and half a loss
 * against the anchor) keeps it finite. `half`: the 95% interval's half-width from the fit's
 * information, each rating taken alone against the anchor's.
 */
export function fitRatings(r: PairResults, anchor: string, at = 1500): Rating[] {
  const n = r.names.length;
  const a = r.names.indexOf(anchor);
  if (a < 0) throw new Error(`the anchor '${anchor}' is not among ${r.names.join(', ')}`);
  const wins = r.wins.map((row) => row.slice());
  const games = r.games.map((row) => row.slice());
  for (let i = 0; i < n; i++) {
    if (i === a) continue;
    wins[i]![a]! += 0.5; wins[a]![i]! += 0.5;
    games[i]![a]! += 1; games[a]![i]! += 1;
  }
  let gamma = Array.from({ length: n }, () => 1);
  for (let iter = 0; iter < 10_000; iter++) {
    const next = gamma.map((g, i) => {
      let w = 0;
      let d = 0;
      for (let j = 0; j < n; j++) {
        if (j === i || games[i]![j] === 0) continue;
        w += wins[i]![j]!;
        d += games[i]![j]! / (g + gamma[j]!);
      }
      return d > 0 ? w / d : g;
    });
    const norm = next[a]!;
    const scaled = next.map((g) => g / norm);
    const moved = Math.max(...scaled.map((g, i) => Math.abs(Math.log(g) - Math.log(gamma[i]!))));
    gamma = scaled;
    if (moved < 1e-10) break;
  }
  return r.names.map((name, i) => {
    let info = 0;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const p = gamma[i]! / (gamma[i]! + gamma[j]!);
      info += games[i]![j]! * p * (1 - p);
    }
    const half = i === a ? 0 : info > 0 ? 1.96 * SCALE / Math.sqrt(info) : Infinity;
    return { name, rating: at + SCALE * Math.log(gamma[i]!), half };
  });
}
