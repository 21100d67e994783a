// Glicko-2, as Glickman's "Example of the Glicko-2 system" lays it out, for one rating period. We
// run one period per game (as lichess does), so a player's rating moves after every result.
import type { Rating } from '../protocol/players.ts';

/** A game against one opponent: their rating and RD (Glicko scale) and the score, 1 / 0.5 / 0. */
export interface RatedGame { rating: number; rd: number; score: number }

/** Converts between the Glicko scale (1500 / 350) and Glicko-2's own (0 / 2.01...). */
const SCALE = 173.7178;
/** How closely the new volatility is solved for (the paper's epsilon). */
const CONVERGENCE = 0.000001;

/** The new rating, RD and volatility after `games`; with none, only the RD grows (paper, step 6). */
export function rate(player: Rating, games: readonly RatedGame[], tau = 0.5): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (games.length === 0) return { rating: player.rating, rd: Math.sqrt(phi * phi + player.vol * player.vol) * SCALE, vol: player.vol };

  let inverseV = 0;
  let improvement = 0;
  for (const game of games) {
    const g = weight(game.rd / SCALE);
    const e = expected(mu, (game.rating - 1500) / SCALE, g);
    inverseV += g * g * e * (1 - e);
    improvement += g * (game.score - e);
  }
  const v = 1 / inverseV;
  const delta = v * improvement;
  const vol = newVolatility(phi, player.vol, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * improvement;
  return { rating: newMu * SCALE + 1500, rd: newPhi * SCALE, vol };
}

/** Rating periods per day of absence: lichess' value, one period being about 4.7 days. */
export const RATING_PERIODS_PER_DAY = 0.21436;
/** However long the absence, the RD grows back no further than a new player's. */
export const MAX_RD = 350;
const DAY_MS = 86_400_000;

/**
 * The rating `elapsedMs` after the last rated game: the paper's step 6 for a player who did not
 * play (phi' = sqrt(phi^2 + sigma^2)) once per elapsed rating period, fractions included as
 * lichess does, so the RD grows with the square root of the time away, up to MAX_RD.
 */
export function afterAbsence(player: Rating, elapsedMs: number): Rating {
  if (elapsedMs <= 0) return player;
  const periods = (elapsedMs / DAY_MS) * RATING_PERIODS_PER_DAY;
  const phi = player.rd / SCALE;
  const rd = Math.sqrt(phi * phi + periods * player.vol * player.vol) * SCALE;
  return { ...player, rd: Math.max(player.rd, Math.min(rd, MAX_RD)) };
}

/** How long an absence takes `player`'s RD to reach `rd` (0 when it is there already). */
export function absenceUntil(player: Rating, rd: number): number {
  if (player.rd >= rd) return 0;
  const periods = ((rd / SCALE) ** 2 - (player.rd / SCALE) ** 2) / (player.vol * player.vol);
  return (periods / RATING_PERIODS_PER_DAY) * DAY_MS;
}

/** g(phi): an uncertain opponent's result says less. */
function weight(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

/** E: the expected score against an opponent of rating `opponentMu` whose g is `g`. */
function expected(mu: number, opponentMu: number, g: number): number {
  return 1 / (1 + Math.exp(-g * (mu - opponentMu)));
}

/** Step 5: the volatility that solves the paper's f(x) = 0, by the Illinois variant of regula falsi. */
function newVolatility(phi: number, vol: number, v: number, delta: number, tau: number): number {
  const a = Math.log(vol * vol);
  const phi2 = phi * phi;
  const f = (x: number): number => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi2 - v - ex)) / (2 * (phi2 + v + ex) ** 2) - (x - a) / (tau * tau);
  };
  let lower = a;
  let upper: number;
  if (delta * delta > phi2 + v) {
    upper = Math.log(delta * delta - phi2 - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    upper = a - k * tau;
  }
  let fLower = f(lower);
  let fUpper = f(upper);
  while (Math.abs(upper - lower) > CONVERGENCE) {
    const next = lower + ((lower - upper) * fLower) / (fUpper - fLower);
    const fNext = f(next);
    if (fNext * fUpper <= 0) {
      lower = upper;
      fLower = fUpper;
    } else {
      // Illinois: halve the kept end's value so the bracket shrinks from both sides.
      fLower /= 2;
    }
    upper = next;
    fUpper = fNext;
  }
  return Math.exp(lower / 2);
}
