import { useState } from 'preact/hooks';
import { baseCost, cardName, cardText } from './cards.ts';
import { ALL_KINGDOM, inBase, mixesSets, playable } from './kingdoms.ts';
import { dt } from './t.ts';

interface Props { picked: string[]; onChange(cards: string[]): void; seats: number }

/** Hand-picking the 10 kingdom cards of the 50, with a search over names in the current language. */
export function KingdomPicker({ picked, onChange, seats }: Props) {
  const [query, setQuery] = useState('');
  const q = query.trim().toLocaleLowerCase();
  const shown = ALL_KINGDOM.filter((id) => !q || cardName(id).toLocaleLowerCase().includes(q) || id.includes(q));
  const full = picked.length >= 10;
  const toggle = (id: string) => onChange(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id]);

  return (
    <div class="kingdom-picker">
      <div class="field-row">
        <label class="field grow">
          <span>{dt('options.search')}</span>
          <input type="search" value={query} onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)} data-testid="kingdom-search" />
        </label>
        <p class="picked-count" aria-live="polite" data-testid="picked-count">{dt('options.picked', { n: picked.length })}</p>
      </div>
      {seats >= 5 && picked.length === 10 && !mixesSets(picked) && <p class="form-error">{dt('options.needBoth')}</p>}
      <ul class="pick-list">
        {shown.map((id) => {
          const on = picked.includes(id);
          const can = playable(id);
          return (
            <li key={id}>
              <label class={on ? 'pick pick-on' : 'pick'} title={cardText(id)}>
                <input type="checkbox" checked={on} disabled={!can || (!on && full)} onChange={() => toggle(id)} data-card={id} />
                <span class="pick-name">{cardName(id)}</span>
                <span class="pick-meta">${baseCost(id)} · {dt(inBase(id) ? 'options.set.base' : 'options.set.intrigue')}{can ? '' : ` · ${dt('options.notYet')}`}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
