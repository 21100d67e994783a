import { pt } from '../../i18n/players.ts';
import { isProvisional, ratingText } from './rating.ts';

/** A rating as text, "?" while provisional (explained to a pointer and to a screen reader alike). */
export function RatingTag({ rating }: { rating: { rating: number; rd: number } }) {
  const provisional = isProvisional(rating);
  return (
    <span class="tag tag-rating" data-testid="rating" data-provisional={provisional ? 'true' : undefined}
      title={provisional ? pt('rating.provisional') : undefined}>
      {pt('rating.value', { rating: ratingText(rating) })}
      {provisional && <span class="visually-hidden"> ({pt('rating.provisional')})</span>}
    </span>
  );
}
