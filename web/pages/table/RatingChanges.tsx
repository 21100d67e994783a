import type { RoomInfo } from '../../../party/protocol/room.ts';
import { pt } from '../../i18n/players.ts';
import { ratingText } from '../players/rating.ts';
import { ratingChangesShown } from './rated-result.ts';

/** After a rated game: each player's rating before and after it. */
export function RatingChanges({ room }: { room: RoomInfo }) {
  const changed = ratingChangesShown(room);
  if (changed.length === 0) return null;
  return (
    <section class="card rating-changes" aria-labelledby="ratings-changed-title" data-testid="rating-changes">
      <h2 id="ratings-changed-title">{pt('end.ratings')}</h2>
      <ul>
        {changed.map((s) => (
          <li key={s.seat} data-seat={s.seat} data-testid="rating-change">
            {pt('end.change', { name: s.name, before: ratingText(s.ratingChange!.before), after: ratingText(s.ratingChange!.after) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
