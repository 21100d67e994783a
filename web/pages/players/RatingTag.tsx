import { pt } from '../../i18n/players.ts';
import { isProvisional, ratingText, type ShownRating } from './rating.ts';

/** A rating as text, "?" while provisional (explained to a pointer and to a screen reader alike). */
export function RatingTag({ rating }: { rating: ShownRating }) {
  const provisional = isProvisional(rating);
  return (
    <span class="tag tag-rating" data-testid="rating" data-provisional={provisional ? 'true' : undefined}
      title={provisional ? pt('rating.provisional') : undefined}>
      {pt('rating.value', { rating: ratingText(rating) })}
      {provisional && <span class="visually-hidden"> ({pt('rating.provisional')})</span>}
    </span>
  );
}
