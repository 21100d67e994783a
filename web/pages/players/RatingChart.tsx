import { START_RATING, type PoolStanding } from '../../../party/protocol/players.ts';
import { pt } from '../../i18n/players.ts';
import { poolName } from '../../games/shell-words.ts';
import { plotRatings } from './rating.ts';

const WIDTH = 240;
const HEIGHT = 64;

/**
 * A pool's rating after each rated game, as a small line; its words say the same for a screen
 * reader. From the first game on: one game is a line from the starting rating to where it left.
 */
export function RatingChart({ standing }: { standing: PoolStanding }) {
  const games = standing.history;
  if (games.length === 0) return null;
  const history = games.length === 1 ? [{ at: games[0]!.at, rating: START_RATING.rating }, games[0]!] : games;
  const { points } = plotRatings(history, WIDTH, HEIGHT);
  const label = pt('profile.chart', {
    pool: poolName(standing.pool),
    first: Math.round(history[0]!.rating),
    last: Math.round(history[history.length - 1]!.rating),
    n: games.length,
  });
  return (
    <svg class="rating-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="rating-chart">
      <polyline points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')} fill="none" stroke="currentColor" stroke-width="2" />
    </svg>
  );
}
