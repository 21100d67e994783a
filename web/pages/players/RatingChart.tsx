import type { PoolStanding } from '../../../party/protocol/players.ts';
import { pt } from '../../i18n/players.ts';
import { plotRatings } from './rating.ts';

const WIDTH = 240;
const HEIGHT = 64;

/** A pool's rating after each rated game, as a small line; its words say the same for a screen reader. */
export function RatingChart({ standing }: { standing: PoolStanding }) {
  const { history } = standing;
  if (history.length < 2) return null;
  const { points } = plotRatings(history, WIDTH, HEIGHT);
  const label = pt('profile.chart', {
    pool: pt(`pool.${standing.pool}`),
    first: Math.round(history[0]!.rating),
    last: Math.round(history[history.length - 1]!.rating),
    n: history.length,
  });
  return (
    <svg class="rating-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="rating-chart">
      <polyline points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')} fill="none" stroke="currentColor" stroke-width="2" />
    </svg>
  );
}
