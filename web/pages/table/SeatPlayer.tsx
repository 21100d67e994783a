import type { SeatInfo } from '../../../party/protocol/room.ts';
import { pt } from '../../i18n/players.ts';
import { profilePath } from '../../routes.ts';
import { Link } from '../../ui/Link.tsx';
import { RatingTag } from '../players/RatingTag.tsx';

/**
 * A seat's name, a link to its player's profile when the seat's person proved who they are, and
 * their rating (`rated`: none at a lesson, whose game counts for nothing). After a rated game the
 * rating is the one it left them with, as their profile says, not the one they sat down with.
 */
export function SeatPlayer({ seat, rated = true }: { seat: SeatInfo; rated?: boolean }) {
  const { player, name } = seat;
  const rating = seat.ratingChange?.after ?? seat.rating;
  return (
    <>
      {player
        // The name alone inside .seat-name: it is what the seat is called everywhere (tests read it too).
        ? <span class="seat-name"><Link href={profilePath(player)} class="seat-profile" title={pt('seat.profile', { name })}>{name}</Link></span>
        : <span class="seat-name">{name}</span>}
      {!rated ? null : rating ? <RatingTag rating={rating} />
        // A proven seat's rating comes a moment later (the room asks the player's object on its
        // alarm): its place is kept meanwhile, so the panel's buttons do not move under a finger.
        : player && <span class="tag tag-rating tag-rating-pending" aria-hidden="true">{pt('rating.value', { rating: '1500?' })}</span>}
    </>
  );
}
