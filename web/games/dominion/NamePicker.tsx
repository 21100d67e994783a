import { useState } from 'preact/hooks';
import { cardName } from './cards.ts';
import { dt } from './t.ts';

/** Naming a card (Wishing Well): any card in the game, sorted by name in the current language. */
export function NamePicker({ options, onPick, disabled }: { options: string[]; onPick(id: string): void; disabled: boolean }) {
  const sorted = [...options].sort((a, b) => cardName(a).localeCompare(cardName(b)));
  const [value, setValue] = useState(sorted[0] ?? '');
  return (
    <form class="inline-form" onSubmit={(e) => { e.preventDefault(); if (value) onPick(value); }}>
      <label class="field grow">
        <span>{dt('ask.nameLabel')}</span>
        <select value={value} onChange={(e) => setValue((e.currentTarget as HTMLSelectElement).value)} data-testid="name-card">
          {sorted.map((id) => <option key={id} value={id}>{cardName(id)}</option>)}
        </select>
      </label>
      <button type="submit" class="button-primary" disabled={disabled || !value} data-testid="name-submit">{dt('ask.name.button')}</button>
    </form>
  );
}
