import type { DominionOptions } from '../../../party/games/dominion/types.ts';
import type { OptionsSummaryProps } from '../types.ts';
import { cardName } from './cards.ts';
import { fallback, PRESETS } from './kingdoms.ts';
import { dt, dtHas } from './t.ts';

/** A listed table's kingdom in one line: the preset's name and its cards, the picked cards, or how it is drawn. */
export default function OptionsSummary({ options, seats }: OptionsSummaryProps) {
  const o = (options ?? {}) as Partial<DominionOptions>;
  const kingdom = o.kingdom ?? fallback(seats).kingdom;
  let title: string;
  let cards: readonly string[] = [];
  if ('preset' in kingdom) {
    const key = `preset.${kingdom.preset}`;
    title = dtHas(key) ? dt(key) : kingdom.preset;
    cards = PRESETS[kingdom.preset] ?? [];
  } else if ('cards' in kingdom) {
    title = dt('options.mode.pick');
    cards = kingdom.cards;
  } else {
    const key = `options.random.${kingdom.random}`;
    title = dtHas(key) ? dt(key) : dt('options.mode.random');
  }
  return (
    <span class="listing-options" data-testid="listing-options">
      <span>
        <strong>{title}</strong>
        {cards.length > 0 && <>: {cards.map(cardName).join(', ')}</>}
        {o.vpCounter && <> · {dt('summary.vpCounter')}</>}
      </span>
    </span>
  );
}
