import type { KbOptions } from '../../../party/games/kingdom-builder/index.ts';
import type { OptionsSummaryProps } from '../types.ts';
import { kt } from './i18n.ts';

/** A listed table's map sections and scoring cards, or that they are drawn at the start. */
export default function OptionsSummary({ options }: OptionsSummaryProps) {
  const o = (options ?? {}) as Partial<KbOptions>;
  const sections = !o.sections || o.sections === 'random'
    ? kt('opt.random')
    : o.sections.map((s) => (s.turned === true ? `${kt(`loc.${s.id}`)} (${kt('opt.turnedState')})` : kt(`loc.${s.id}`))).join(', ');
  const cards = !o.cards || o.cards === 'random' ? kt('opt.random') : o.cards.map((c) => kt(`card.${c}`)).join(', ');
  return (
    <span class="listing-options" data-testid="listing-options">
      <span><strong>{kt('opt.cards')}</strong>: {cards}</span>
      <span><strong>{kt('opt.sections')}</strong>: {sections}</span>
    </span>
  );
}
