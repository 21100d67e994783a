import { CardFace } from './Card.tsx';
import { CARDS, baseCost, colourOf } from './cards.ts';
import { useZoomDismissal, zoomed } from './zoom.ts';

/** The enlarged card; decorative, since the card it enlarges already says the same. */
export function CardZoom({ costs }: { costs: Record<string, number> }) {
  const id = zoomed.value;
  useZoomDismissal(id !== null);
  if (!id || !CARDS[id]) return null;
  return (
    <div class={`dc dc-zoom dc-${colourOf(id)}`} aria-hidden="true" data-testid="card-zoom">
      <CardFace id={id} cost={costs[id] ?? baseCost(id)} />
    </div>
  );
}
