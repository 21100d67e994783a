import type { DominionOptions } from '../../../party/games/dominion/types.ts';
import type { OptionsSummaryProps } from '../types.ts';
import { cardName } from './cards.ts';
import { fallback, PRESETS } from './kingdoms.ts';
import { t, tHas } from './t.ts';

/** A listed table's kingdom in one line: the preset's name and its cards, the picked cards, or how it is drawn. */
export default function OptionsSummary({ options, seats }: OptionsSummaryProps) {
  const o = (options ?? {}) as Partial<DominionOptions>;
  const kingdom = o.kingdom ?? fallback(seats).kingdom;
  let title: string;
  let cards: readonly string[] = [];
  if ('preset' in kingdom) {
    const key = `preset.${kingdom.preset}`;
    title = tHas(key) ? t(key) : kingdom.preset;
    cards = PRESETS[kingdom.preset] ?? [];
  } else if ('cards' in kingdom) {
    title = t('options.mode.pick');
    cards = kingdom.cards;
  } else {
    const key = `options.random.${kingdom.random}`;
    title = tHas(key) ? t(key) : t('options.mode.random');
  }
  return (
    <span class="listing-options" data-testid="listing-options">
      <span>
        <strong>{title}</strong>
        {cards.length > 0 && <>: {cards.map(cardName).join(', ')}</>}
        {o.vpCounter && <> · {t('summary.vpCounter')}</>}
      </span>
    </span>
  );
}
